// In-app notifications (docs/product.md#dashboard, docs/decisions/056-in-app-notifications.md): what
// the signed-in person asked to hear about in Settings › Preferences, computed from the data as it is
// now; nothing is stored or sent. One query per kind, each capped at a few lines with a count of the
// rest, and each read on its own: a kind that cannot be read is empty, never a failed dashboard.
//
// The dashboard is in the page cache (ADR 049): everything read here moves what its key holds — the
// pantry and the preferences move the household's page revision, the meal log moves its head, a save
// or rating of the household's recipe moves the recipe owner's revision, the flags move every page's —
// and the time-dependent parts are whole calendar days of the household's zone (expiry against its
// today, the window from the start of its day), as the key's day is.
import { type Kysely, sql } from "kysely";
import type { DB, Role } from "../../db/schema";
import { isFlagEnabled } from "../admin/feature-flags.server";
import { COMMUNITY_FLAG } from "../community/constants";
import { householdTimeZoneOrServer } from "../household/household.server";
import { householdToday, startOfDayIn } from "../household/time-zone";
import { EXPIRING_SOON_DAYS, INVENTORY_FLAG } from "../inventory/constants";
import { addCalendarDays, expiryOf } from "../inventory/expiry";
import { formatDay } from "../meal-plan/event-words";
import type { NotificationKey } from "../settings/constants";
import { NOTIFICATION_GROUPS, NOTIFICATION_LINES_PER_KIND, NOTIFICATION_WINDOW_DAYS } from "./constants";
import type { NotificationGroup, NotificationLine, Notifications } from "./types";

export type { NotificationGroup, NotificationLine, Notifications };

export type NotificationReader = {
  id: number;
  householdId: number;
  role: Role;
  notifications: Record<NotificationKey, boolean>;
};

type Lines = { lines: NotificationLine[]; total: number };

const LIMIT = NOTIFICATION_LINES_PER_KIND;
const quoted = (text: string) => `“${text}”`;

/** Where the window of whole days before `today` starts, in the household's zone (the page cache's day). */
export function windowStart(today: string, timeZone: string | null, days = NOTIFICATION_WINDOW_DAYS): Date {
  return startOfDayIn(addCalendarDays(today, -days), timeZone);
}

/**
 * The pantry's items that have expired or expire within the 'expiring soon' days, then the items at or
 * under their low-stock threshold with the alert on; soonest expiry first.
 */
export async function inventoryNotifications(
  db: Kysely<DB>,
  householdId: number,
  today: string,
): Promise<Lines> {
  const soon = addCalendarDays(today, EXPIRING_SOON_DAYS);
  const rows = await db
    .selectFrom("inventory_items")
    .select([
      "name",
      "expiry_date",
      sql<boolean>`low_stock_alert and quantity <= low_stock_threshold`.as("low"),
      sql<number>`count(*) over ()`.as("total"),
    ])
    .where("household_id", "=", householdId)
    .where((eb) =>
      eb.or([
        eb("expiry_date", "<=", soon),
        eb.and([eb("low_stock_alert", "=", true), eb("quantity", "<=", eb.ref("low_stock_threshold"))]),
      ]),
    )
    // Expired and expiring first, soonest first; then the rest (low stock only) by name.
    .orderBy(sql`expiry_date <= ${soon} desc nulls last, expiry_date asc nulls last, name`)
    .limit(LIMIT)
    .execute();
  const lines = rows.map((row) => {
    const expiry = expiryOf(today, row.expiry_date);
    const parts: string[] = [];
    if (expiry.expirationStatus !== "valid") parts.push(expiry.expirationText.toLowerCase());
    if (row.low) parts.push("running low");
    return { text: `${row.name}: ${parts.join(", ")}`, href: "/inventory" };
  });
  return { lines, total: Number(rows[0]?.total ?? 0) };
}

const MEAL_EVENTS = ["MealPlanned", "LeftoverPlanned", "MealMoved", "MealRemoved"] as const;
const SOURCE_WORDS: Record<string, string> = { api: " (API token)", ai: " (assistant)" };

type MealEventRow = {
  event_type: string;
  data: Record<string, unknown>;
  actor: string | null;
  source: string;
  meal_id: string | number | null;
  title: string | null;
  meal_exists: boolean;
  total: string | number;
};

/**
 * Meals planned, moved or removed since `since` by someone else in the household, or through the
 * assistant or an API token (the person's own clicks on the planner are not news to them). Read from
 * the meal log with its actor, as the meal history reads it; the meal's title is the one it had at the
 * event (its stream's last title up to then), in the same query.
 */
export async function mealPlanNotifications(
  db: Kysely<DB>,
  reader: { id: number; householdId: number },
  since: Date,
): Promise<Lines> {
  const { rows } = await sql<MealEventRow>`
    select e.event_type, e.data, e.metadata -> 'actor' ->> 'name' as actor, e.source,
      e.data ->> 'mealId' as meal_id,
      (select coalesce(t.data -> 'changes' -> 'title' ->> 'to', t.data ->> 'title') from events t
        where t.stream_id = e.stream_id and t.stream_version <= e.stream_version
          and (t.event_type in ('MealPlanned', 'LeftoverPlanned')
            or (t.event_type = 'MealChanged' and t.data -> 'changes' -> 'title' ->> 'to' is not null))
        order by t.stream_version desc limit 1) as title,
      exists (select 1 from rm_calendar c
        where c.household_id = e.household_id and c.meal_id::text = e.data ->> 'mealId') as meal_exists,
      count(*) over () as total
    from events e
    where e.household_id = ${reader.householdId}
      and e.recorded_at >= ${since}
      and e.event_type in (${sql.join([...MEAL_EVENTS])})
      and e.source <> 'system'
      and (e.source in ('api', 'ai') or e.actor_user_id is distinct from ${reader.id})
    order by e.recorded_at desc, e.global_position desc
    limit ${LIMIT}`.execute(db);
  const lines = rows.map((row) => {
    const who = `${row.actor ?? "Someone"}${SOURCE_WORDS[row.source] ?? ""}`;
    const title = quoted(row.title ?? "a meal");
    const d = row.data;
    const to = (d.to ?? {}) as Record<string, unknown>;
    const day = (value: unknown) => (typeof value === "string" ? ` for ${formatDay(value)}` : "");
    const text =
      row.event_type === "MealMoved"
        ? `${who} moved ${title}${typeof to.date === "string" ? ` to ${formatDay(to.date)}` : ""}`
        : row.event_type === "MealRemoved"
          ? `${who} removed ${title}`
          : `${who} planned ${row.event_type === "LeftoverPlanned" ? "leftovers " : ""}${title}${day(d.date)}`;
    const href =
      row.meal_exists && row.meal_id !== null ? `/meal-planner/meals/${row.meal_id}` : "/meal-planner";
    return { text, href };
  });
  return { lines, total: Number(rows[0]?.total ?? 0) };
}

type RecipeRow = {
  kind: "saved" | "rated";
  recipe_id: string | number;
  name: string;
  rating: number | null;
  review: string;
  total: string | number;
};

const REVIEW_CHARS = 80;
const shortReview = (review: string) =>
  review.length > REVIEW_CHARS ? `${review.slice(0, REVIEW_CHARS - 1).trimEnd()}…` : review;

/**
 * Saves and ratings (with their reviews) of the household's shared recipes by people of other
 * households since `since`. Nobody is named: a save is not public, and a review's author shows on the
 * recipe's page.
 */
export async function recipeNotifications(db: Kysely<DB>, householdId: number, since: Date): Promise<Lines> {
  const { rows } = await sql<RecipeRow>`
    select kind, recipe_id, name, rating, review, count(*) over () as total from (
      select 'saved' as kind, r.id as recipe_id, r.name, null::int as rating, '' as review, f.updated_at as at
      from recipe_favorites f
      join recipes r on r.id = f.recipe_id
      join users u on u.id = f.user_id
      where r.household_id = ${householdId} and r.is_public and u.household_id <> ${householdId}
        and f.updated_at >= ${since}
      union all
      select 'rated', r.id, r.name, rr.rating, rr.review, rr.updated_at
      from recipe_ratings rr
      join recipes r on r.id = rr.recipe_id
      join users u on u.id = rr.user_id
      where r.household_id = ${householdId} and r.is_public and u.household_id <> ${householdId}
        and rr.updated_at >= ${since}
    ) news
    order by at desc, recipe_id
    limit ${LIMIT}`.execute(db);
  const lines = rows.map((row) => {
    const name = quoted(row.name);
    const text =
      row.kind === "saved"
        ? `${name} was saved by another family`
        : `${name} was rated ${row.rating} of 5${row.review ? `: ${quoted(shortReview(row.review))}` : ""}`;
    return { text, href: `/recipes/${row.recipe_id}` };
  });
  return { lines, total: Number(rows[0]?.total ?? 0) };
}

async function flagOn(db: Kysely<DB>, key: string, role: Role, flagsOn?: readonly string[]) {
  return flagsOn ? flagsOn.includes(key) : isFlagEnabled(db, key, role);
}

/** One kind, or nothing when its read fails (the operator finds the reason in the log). */
async function group(kind: NotificationKey, title: string, read: () => Promise<Lines | null>) {
  try {
    const found = await read();
    if (!found) return null;
    return { kind, title, lines: found.lines, more: Math.max(0, found.total - found.lines.length) };
  } catch (error) {
    console.warn(`[notifications] the ${kind} notifications could not be read`, error);
    return { kind, title, lines: [], more: 0 };
  }
}

/**
 * The notifications for the dashboard and GET /api/notifications: each kind only when the person has
 * it on and, for the pantry and the community, its feature flag is on for their role.
 */
export async function getNotifications(
  db: Kysely<DB>,
  reader: NotificationReader,
  now: Date,
  /** The flags on for the reader's role, when the caller has read them already. */
  flagsOn?: readonly string[],
  /** The household's time zone, when the caller has read it already. */
  zone?: string | null,
): Promise<Notifications> {
  // The household's day in its own zone, as the page cache keys the dashboard (ADR 037).
  // Unreadable, the server's zone: each kind then fails (or not) on its own read.
  const timeZone = zone !== undefined ? zone : await householdTimeZoneOrServer(db, reader.householdId);
  const today = householdToday(timeZone, now);
  const since = windowStart(today, timeZone);
  const on = reader.notifications;
  const readers: Record<NotificationKey, () => Promise<Lines | null>> = {
    inventory: async () =>
      on.inventory && (await flagOn(db, INVENTORY_FLAG, reader.role, flagsOn))
        ? inventoryNotifications(db, reader.householdId, today)
        : null,
    meal_plans: async () => (on.meal_plans ? mealPlanNotifications(db, reader, since) : null),
    recipes: async () =>
      on.recipes && (await flagOn(db, COMMUNITY_FLAG, reader.role, flagsOn))
        ? recipeNotifications(db, reader.householdId, since)
        : null,
  };
  const groups = await Promise.all(NOTIFICATION_GROUPS.map((g) => group(g.key, g.title, readers[g.key])));
  return { groups: groups.filter((g): g is NotificationGroup => g !== null) };
}
