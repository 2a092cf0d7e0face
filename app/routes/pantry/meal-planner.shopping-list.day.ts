// The planner's 'Add to list' on a day (docs/product.md#shopping-list, ADR 039): one small form per day
// in the day and week views posts the day; its planned meals' ingredients, minus the pantry, merged with
// their 'For …' notes, go into the current list by the same rules as Generate Shopping List (it is that
// generation for the one day, so a second post updates the day's items instead of adding them again).
// Then the shopping list, with a flash saying how many items were added.
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { formatDay } from "~/domain/meal-plan/dates";
import { parseMealDate } from "~/domain/meal-plan/schemas";
import { GENERATE_TEXTS, generateShoppingList } from "~/domain/pantry/generate.server";
import { SHOPPING_FLAG } from "~/domain/shopping/constants";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireFlag } from "~/web/guards.server";
import { badRequest } from "~/web/page-action.server";

export const loader = (_: LoaderFunctionArgs) => redirect("/meal-planner");

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireFlag(request, SHOPPING_FLAG);
  const form = await readForm(request);
  const day = parseMealDate(form.get("date"));
  // The forms send a day they show; anything else was not sent by them.
  if (!day) throw badRequest(GENERATE_TEXTS.dayMissing);
  const result = await generateShoppingList(await db(), user, { start: day, end: day });
  return redirectWithFlash(
    request,
    "/shopping-list",
    GENERATE_TEXTS.dayDone(result.added, result.updated, formatDay(day, "EEEE, MMMM d"), result.inPantry),
  );
}
