// The recipe page's 'add to shopping list' (one ingredient, by its position) and 'Add all' buttons
// (docs/product.md#recipes): small real forms; the items go onto the current list, scaled to the servings
// the page shows, and the recipe page says what was added (docs/decisions/039-pantry-loop.md).
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { addRecipeToList, GENERATE_TEXTS } from "~/domain/pantry/generate.server";
import { MAX_SERVINGS } from "~/domain/recipes/constants";
import { SHOPPING_FLAG } from "~/domain/shopping/constants";
import { addedToListText } from "~/ui/pantry/amount";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireFlag } from "~/web/guards.server";
import { orNotFound } from "~/web/page-action.server";
import { requireId } from "~/web/require.server";

export const ADDED_ALL = "All ingredients added to shopping list";

export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/recipes/${requireId(params.id, GENERATE_TEXTS.recipeMissing)}`);
}

/** A whole number in [min, max] from a form field; undefined when absent, null when unreadable. */
function wholeField(value: FormDataEntryValue | null, min: number, max: number): number | undefined | null {
  if (value === null || value === "") return undefined;
  const n = Number(value);
  return typeof value === "string" && Number.isInteger(n) && n >= min && n <= max ? n : null;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireFlag(request, SHOPPING_FLAG);
  const recipeId = requireId(params.id, GENERATE_TEXTS.recipeMissing);
  const form = await readForm(request);
  const position = wholeField(form.get("position"), 0, 10_000);
  const servings = wholeField(form.get("servings"), 1, MAX_SERVINGS);
  if (position === null || servings === null)
    return new Response("The ingredient or the servings could not be read.", { status: 422 });
  const database = await db();
  const added = await orNotFound(
    () => addRecipeToList(database, user, recipeId, { position, servings }),
    GENERATE_TEXTS.recipeMissing,
  );
  const back = `/recipes/${recipeId}${servings ? `?servings=${servings}` : ""}`;
  const one = added[0];
  const message = position !== undefined && one ? addedToListText(one, user.units) : ADDED_ALL;
  return redirectWithFlash(request, back, message);
}
