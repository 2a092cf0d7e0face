// 'Purchased → pantry' (docs/product.md#shopping-list, ADR 039): one small form per shopping item; the item
// is marked purchased and added to the pantry in its category's default place, then the list says so and
// offers Undo. A second submit of the same item adds nothing more. Back on the shopping list the address
// names the change (`?restocked=`), so that page offers Undo for it while it is still the newest change.
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { PANTRY_TEXTS, purchaseToPantry, RESTOCKED_PARAM } from "~/domain/pantry/changes.server";
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
    withRestocked(safeRedirect(form.get("return_to"), "/shopping-list"), done.batch),
    done.already ? PANTRY_TEXTS.alreadyRestocked(done.name) : PANTRY_TEXTS.restocked(done.name),
  );
}

/** The shopping list's address with the change it may offer to undo (other pages find theirs). */
function withRestocked(target: string, batch: string | null): string {
  const url = new URL(target, "http://same-origin.invalid");
  if (url.pathname !== "/shopping-list" || !batch) return target;
  url.searchParams.set(RESTOCKED_PARAM, batch);
  return `${url.pathname}${url.search}`;
}
