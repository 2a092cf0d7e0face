// GET /calendar/{token}.ics: a private calendar subscription (ADR 011). No sign-in: the unguessable token
// is the key. It answers the household's meals from 30 days ago to a year ahead; an unknown or revoked
// token is a plain 404. The token never reaches a log: server.js redacts the path, and errors are logged
// here without the URL.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getHousehold } from "~/domain/household/household.server";
import { householdToday } from "~/domain/household/time-zone";
import { findCalendarFeed } from "~/domain/meal-plan/calendar-feeds.server";
import { mealsCalendar } from "~/domain/meal-plan/icalendar";
import { listMeals } from "~/domain/meal-plan/meals.server";
import { db } from "~/web/database.server";
import { addDays } from "~/web/downloads";

const PAST_DAYS = 30;
const FUTURE_DAYS = 365;

const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export async function loader({ params }: LoaderFunctionArgs) {
  try {
    const database = await db();
    const feed = await findCalendarFeed(database, params.token ?? "");
    if (!feed) return plain(404, "Not found\n");
    const household = await getHousehold(database, feed.householdId);
    const today = householdToday(household.timeZone, new Date());
    const meals = await listMeals(database, feed.householdId, {
      from: addDays(today, -PAST_DAYS),
      to: addDays(today, FUTURE_DAYS),
    });
    return new Response(mealsCalendar(`${household.name}: meal plan`, meals, 60), {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="meal-plan.ics"',
        "Cache-Control": "private, max-age=300",
        "X-Content-Type-Options": "nosniff",
        "X-Robots-Tag": "noindex, nofollow",
        "Referrer-Policy": "no-referrer",
      },
    });
  } catch (error) {
    // Logged without the request's path: it holds the token.
    console.error("[calendar-feed] a feed request failed:", error);
    return plain(500, "The calendar could not be made right now. Please try again later.\n");
  }
}
