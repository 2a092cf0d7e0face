// POST /logout ends the session server-side; a GET changes nothing and goes home.
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
