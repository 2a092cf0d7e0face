// 'Purchased → pantry' (docs/product.md#shopping-list, ADR 039): one small form per shopping item; the item
// is marked purchased and added to the pantry in its category's default place, then the list says so and
// offers Undo. A second submit of the same item adds nothing more.
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { PANTRY_TEXTS, purchaseToPantry } from "~/domain/pantry/changes.server";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireFlag } from "~/web/guards.server";
import { orNotFound } from "~/web/page-action.server";
import { safeRedirect } from "~/web/redirects";
import { requireId } from "~/web/require.server";

export const loader = (_: LoaderFunctionArgs) => redirect("/shopping-list");

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireFlag(request, "inventory_enabled");
  const itemId = requireId(params.id, PANTRY_TEXTS.itemMissing);
  const form = await readForm(request);
  const database = await db();
  const done = await orNotFound(() => purchaseToPantry(database, user, itemId), PANTRY_TEXTS.itemMissing);
  return redirectWithFlash(
    request,
    safeRedirect(form.get("return_to"), "/shopping-list"),
    done.already ? PANTRY_TEXTS.alreadyRestocked(done.name) : PANTRY_TEXTS.restocked(done.name),
  );
}
