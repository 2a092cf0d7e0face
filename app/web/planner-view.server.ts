// The planner view a user last chose, remembered in a cookie: opening the planner with ?view= (the view
// links, a day's link in the month) answers with the cookie, so the GET itself writes nothing
// (docs/decisions/026-page-action-kit.md). The view kept in users.ui_preferences before is still read
// when no cookie says otherwise.
import { createCookie } from "@remix-run/node";
import { isPlannerView, type PlannerView } from "~/domain/meal-plan/preferences.server";
import { isHttps } from "./auth.server";

const YEAR = 365 * 24 * 60 * 60;

const cookie = (request: Request) => {
  const secure = isHttps(request);
  return createCookie(secure ? "__Host-fmp_planner_view" : "fmp_planner_view", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    maxAge: YEAR,
  });
};

/** The view this browser remembers for this user; null when it remembers none (or another user's). */
export async function rememberedView(request: Request, userId: number): Promise<PlannerView | null> {
  const value = await cookie(request).parse(request.headers.get("Cookie"));
  if (typeof value !== "string") return null;
  const [owner, view] = value.split(":");
  return owner === String(userId) && isPlannerView(view) ? view : null;
}

/** The Set-Cookie that remembers `view` for this user. */
export function rememberView(request: Request, userId: number, view: PlannerView): Promise<string> {
  return cookie(request).serialize(`${userId}:${view}`);
}
