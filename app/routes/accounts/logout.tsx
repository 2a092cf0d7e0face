// POST /logout ends the session server-side; a GET changes nothing and goes home. It is the one page
// action outside the kit's shape (docs/decisions/030-page-form-answers.md): it has no input to refuse
// and no error to show, and its answer, the sign-in page, says enough without a flash message.
import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { endSession, getAuth } from "~/web/auth.server";
import { readForm } from "~/web/guards.server";

export async function action({ request }: ActionFunctionArgs) {
  // Without a live session there is nothing to protect: just clear the cookie.
  if (await getAuth(request)) await readForm(request);
  return redirect("/login", { headers: { "Set-Cookie": await endSession(request) } });
}

export async function loader() {
  return redirect("/");
}
