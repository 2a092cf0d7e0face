// The loaders' `require<Thing>`: the thing a page is about, or the 404 page (thrown). Someone else's
// thing is not found either (docs/decisions/017-others-things-are-not-found.md).
import { parseId } from "~/domain/admin/schemas";
import { getMember } from "~/domain/household/members.server";
import { INVENTORY_TEXTS } from "~/domain/inventory/constants";
import { getItem as getInventoryItem } from "~/domain/inventory/inventory.server";
import { MEAL_TEXTS } from "~/domain/meal-plan/constants";
import { getMeal } from "~/domain/meal-plan/meals.server";
import { parseMealId } from "~/domain/meal-plan/schemas";
import { SHOPPING_TEXTS } from "~/domain/shopping/constants";
import { getItem as getShoppingItem } from "~/domain/shopping/items.server";
import { getList } from "~/domain/shopping/lists.server";
import { db } from "./database.server";
import { notFound, orNotFound } from "./page-action.server";

/** A positive whole id from the path; anything else is the page's 404 with the given sentence. */
export function requireId(param: string | undefined, message: string): number {
  const id = parseId(param);
  if (id === null) throw notFound(message);
  return id;
}

/** A meal of the household; a malformed id gets the API's sentence for it ('Invalid meal plan ID'). */
export async function requireMeal(householdId: number, param: string | undefined) {
  const parsed = parseMealId(param ?? "");
  if (!parsed.ok) throw notFound(parsed.message);
  const database = await db();
  return orNotFound(() => getMeal(database, householdId, parsed.id), MEAL_TEXTS.notFound);
}

export const MEMBER_NOT_FOUND = "Family member not found.";

/** A person of the household. */
export async function requireFamilyMember(householdId: number, param: string | undefined) {
  const id = requireId(param, MEMBER_NOT_FOUND);
  const database = await db();
  return orNotFound(() => getMember(database, householdId, id), MEMBER_NOT_FOUND);
}

/** An item of the household's inventory. */
export async function requireInventoryItem(householdId: number, param: string | undefined) {
  const id = requireId(param, INVENTORY_TEXTS.notFound);
  const database = await db();
  return orNotFound(() => getInventoryItem(database, householdId, id), INVENTORY_TEXTS.notFound);
}

/** An item of one of the household's shopping lists (docs/product.md#shopping-list). */
export async function requireShoppingItem(householdId: number, param: string | undefined) {
  const id = requireId(param, SHOPPING_TEXTS.itemNotFound);
  const database = await db();
  return orNotFound(() => getShoppingItem(database, householdId, id), SHOPPING_TEXTS.itemNotFound);
}

/** One of the household's shopping lists. */
export async function requireShoppingList(householdId: number, param: string | undefined) {
  const id = requireId(param, SHOPPING_TEXTS.listNotFound);
  const database = await db();
  return orNotFound(() => getList(database, householdId, id), SHOPPING_TEXTS.listNotFound);
}
