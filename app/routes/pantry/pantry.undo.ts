// Undo of the newest pantry change (ADR 039): a restock or the ingredients a prepared meal used. The form
// carries the change it was drawn for, so an Undo pressed after someone else changed the pantry undoes
// nothing of theirs.
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { PANTRY_TEXTS, undoLastPantryChange } from "~/domain/pantry/changes.server";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireUser } from "~/web/guards.server";
import { safeRedirect } from "~/web/redirects";

export const loader = (_: LoaderFunctionArgs) => redirect("/");

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const batch = form.get("batch");
  const undone = await undoLastPantryChange(
    await db(),
    user,
    typeof batch === "string" && batch ? batch : null,
  );
  return redirectWithFlash(
    request,
    safeRedirect(form.get("return_to"), "/"),
    undone ? PANTRY_TEXTS.undone : PANTRY_TEXTS.nothingToUndo,
  );
}
