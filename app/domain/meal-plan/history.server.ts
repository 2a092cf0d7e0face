// The meal-history log as auditors read it (DECISIONS D4): a household's events newest first with
// filters, chronological batches for the exports, and each event told in plain words.
//
// Paging (docs/decisions/011-exports.md): within one household the key is `household_sequence`. It is
// gap-free and in commit order (ADR 003: the chain trigger holds the household's head lock until
// commit), so a keyset on it never skips an event, in either direction. An admin reading every
// household at once pages on `global_position` instead (newest first, for the screen); the export of
// every household follows the store's commit-order reader `readLog`, which never skips a late commit.
import type { Kysely, Selectable } from "kysely";
import { z } from "zod";
import type { DB, EventsTable } from "../../db/schema";
import { readLog } from "../../events/store.server";
import type { EventMetadata, EventSource, JsonObject, RecordedEvent } from "../../events/types";
import type { User } from "../accounts/users.server";
import { NotFoundError } from "../errors";
import type { NutritionValues } from "../nutrition/constants";
import { MEAL_TYPE_LABELS } from "./constants";
import { MEAL_EVENT_TYPES, mealStreamId, SERIES_EVENT_TYPES, sameValue } from "./events";

// --- filters -------------------------------------------------------------------------------------

export const HISTORY_EVENT_TYPES = [...MEAL_EVENT_TYPES, ...SERIES_EVENT_TYPES] as const;
export type HistoryEventType = (typeof HISTORY_EVENT_TYPES)[number];

export const EVENT_TYPE_LABELS: Record<HistoryEventType, string> = {
  MealPlanned: "Meal planned",
  LeftoverPlanned: "Leftovers planned",
  MealChanged: "Meal changed",
  MealMoved: "Meal moved",
  MealRemoved: "Meal removed",
  DishAdded: "Dish added",
  DishRemoved: "Dish removed",
  MealPreparedMarked: "Marked as prepared",
  MealPreparedUnmarked: "Marked as not prepared",
  MealNutritionSet: "Nutrition set",
  SeriesPlanned: "Series planned",
  SeriesEnded: "Series ended",
};

export type HistoryFilter = {
  /** null: every household (admins only; the caller checks). */
  householdId: number | null;
  /** Calendar days (yyyy-MM-dd, UTC), both inclusive, of when the event was recorded. */
  from?: string;
  to?: string;
  types?: readonly string[];
  actorUserId?: number;
  mealId?: number;
};

/** Where a page starts: `before` (older than) or `after` (newer than) a key; neither is the newest page. */
export type HistoryPageRequest = { before?: number; after?: number };

export type HistoryPage = {
  /** Newest first. */
  events: RecordedEvent[];
  /** Pass as `after` for the newer page; null when this is the newest. */
  newer: number | null;
  /** Pass as `before` for the older page; null when this is the oldest. */
  older: number | null;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (value: string) => {
  if (!DATE.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === ""
    ? undefined
    : typeof value === "string"
      ? value.trim()
      : value;
const optionalDate = (message: string) =>
  z.preprocess(blankToUndefined, z.string().refine(isCalendarDate, message).optional());
const optionalId = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,15}$/, message)
      .transform(Number)
      .refine((n) => n > 0, message)
      .optional(),
  );

/** The history screen's and the exports' query string (a GET form: it works without JavaScript). */
export const HistorySearchSchema = z
  .object({
    from: optionalDate("Please enter a valid start date (YYYY-MM-DD)."),
    to: optionalDate("Please enter a valid end date (YYYY-MM-DD)."),
    type: z.preprocess(
      blankToUndefined,
      z.enum(HISTORY_EVENT_TYPES, { error: "Please choose a type from the list." }).optional(),
    ),
    person: optionalId("Please choose a person from the list."),
    meal: optionalId("A meal id is a positive whole number."),
    household: z.preprocess(
      blankToUndefined,
      z
        .union([z.literal("all"), z.string().regex(/^\d{1,15}$/)], {
          error: "A household id is a positive whole number, or 'all'.",
        })
        .transform((v) => (v === "all" ? ("all" as const) : Number(v)))
        .optional(),
    ),
    before: optionalId("Invalid page."),
    after: optionalId("Invalid page."),
  })
  .refine((v) => !(v.from && v.to && v.to < v.from), {
    path: ["to"],
    message: "The end date cannot be before the start date.",
  });
export type HistorySearch = z.output<typeof HistorySearchSchema>;

export type HistorySearchResult =
  | { ok: true; value: HistorySearch }
  | { ok: false; errors: Partial<Record<keyof HistorySearch, string[]>> };

export function parseHistorySearch(params: URLSearchParams): HistorySearchResult {
  const parsed = HistorySearchSchema.safeParse(Object.fromEntries(params));
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "from");
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return { ok: false, errors };
}

/**
 * Whose log the caller may read: their own household by default; another one (or 'all') only as an
 * app admin. A member naming another household gets the same 404 as a household that does not exist.
 */
export function historyHouseholdFor(
  user: Pick<User, "role" | "householdId">,
  requested: number | "all" | undefined,
): number | null {
  if (requested === undefined || requested === user.householdId) return user.householdId;
  if (user.role !== "admin") throw new NotFoundError("Family not found.");
  return requested === "all" ? null : requested;
}

export function historyFilterOf(householdId: number | null, search: HistorySearch): HistoryFilter {
  return {
    householdId,
    from: search.from,
    to: search.to,
    types: search.type ? [search.type] : undefined,
    actorUserId: search.person,
    mealId: search.meal,
  };
}

export type HistoryQuery =
  | { ok: true; search: HistorySearch; householdId: number | null; filter: HistoryFilter }
  | { ok: false; errors: Partial<Record<keyof HistorySearch, string[]>>; householdId: number };

/**
 * The query string of the history screen or an export, checked: field errors, or whose log and which
 * filter. Throws NotFoundError for a household the caller may not read or that does not exist.
 */
export async function resolveHistoryQuery(
  db: Kysely<DB>,
  user: Pick<User, "role" | "householdId">,
  params: URLSearchParams,
): Promise<HistoryQuery> {
  const parsed = parseHistorySearch(params);
  if (!parsed.ok) {
    // A member still may not probe other households, even with an otherwise broken query.
    const raw = params.get("household")?.trim();
    if (raw && raw !== String(user.householdId) && user.role !== "admin")
      throw new NotFoundError("Family not found.");
    return { ok: false, errors: parsed.errors, householdId: user.householdId };
  }
  const householdId = historyHouseholdFor(user, parsed.value.household);
  if (householdId !== null && householdId !== user.householdId) {
    const exists = await db
      .selectFrom("households")
      .select("id")
      .where("id", "=", householdId)
      .executeTakeFirst();
    if (!exists) throw new NotFoundError("Family not found.");
  }
  return { ok: true, search: parsed.value, householdId, filter: historyFilterOf(householdId, parsed.value) };
}

/** The filters as a query string (no paging), for export links and the pager. */
export function historyQueryString(search: Partial<HistorySearch>): string {
  const params = new URLSearchParams();
  for (const key of ["from", "to", "type", "person", "meal", "household"] as const) {
    const value = search[key];
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  return params.toString();
}

// --- reading -------------------------------------------------------------------------------------

const dayStart = (date: string) => new Date(`${date}T00:00:00.000Z`);
const dayAfter = (date: string) => new Date(dayStart(date).getTime() + 86_400_000);

function filtered(db: Kysely<DB>, filter: HistoryFilter) {
  let q = db.selectFrom("events").selectAll();
  if (filter.householdId !== null) q = q.where("household_id", "=", filter.householdId);
  if (filter.types && filter.types.length > 0) q = q.where("event_type", "in", [...filter.types]);
  if (filter.actorUserId !== undefined) q = q.where("actor_user_id", "=", filter.actorUserId);
  if (filter.mealId !== undefined) q = q.where("stream_id", "=", mealStreamId(filter.mealId));
  if (filter.from) q = q.where("recorded_at", ">=", dayStart(filter.from));
  if (filter.to) q = q.where("recorded_at", "<", dayAfter(filter.to));
  return q;
}

/** The paging key: the household's own sequence, or the global position across households. */
const keyOf = (filter: HistoryFilter) =>
  filter.householdId === null ? ("global_position" as const) : ("household_sequence" as const);
const keyValue = (filter: HistoryFilter, event: RecordedEvent) =>
  filter.householdId === null ? event.globalPosition : event.householdSequence;

/** One page of the log, newest first. */
export async function listHistory(
  db: Kysely<DB>,
  filter: HistoryFilter,
  page: HistoryPageRequest = {},
  limit = 50,
): Promise<HistoryPage> {
  const key = keyOf(filter);
  if (page.after !== undefined) {
    // The page just newer than `after`: read upwards, then show it newest first.
    const rows = await filtered(db, filter)
      .where(key, ">", page.after)
      .orderBy(key, "asc")
      .limit(limit + 1)
      .execute();
    const events = rows.slice(0, limit).map(toRecorded).reverse();
    const oldest = events.at(-1);
    const bound = oldest ? keyValue(filter, oldest) : page.after + 1;
    const more = await filtered(db, filter).select(key).where(key, "<", bound).limit(1).executeTakeFirst();
    return {
      events,
      newer: rows.length > limit && events[0] ? keyValue(filter, events[0]) : null,
      older: more ? bound : null,
    };
  }
  let query = filtered(db, filter);
  if (page.before !== undefined) query = query.where(key, "<", page.before);
  const rows = await query
    .orderBy(key, "desc")
    .limit(limit + 1)
    .execute();
  const events = rows.slice(0, limit).map(toRecorded);
  const newest = events[0];
  const oldest = events.at(-1);
  let newer: number | null = null;
  if (page.before !== undefined) {
    const bound = newest ? keyValue(filter, newest) : page.before - 1;
    const more = await filtered(db, filter).select(key).where(key, ">", bound).limit(1).executeTakeFirst();
    if (more) newer = bound;
  }
  return { events, newer, older: rows.length > limit && oldest ? keyValue(filter, oldest) : null };
}

/**
 * The whole filtered log in chronological order, in batches, for the streamed exports: a year of history
 * never sits in memory. One household's export stops at the head it had when the export began.
 */
export async function* historyBatches(
  db: Kysely<DB>,
  filter: HistoryFilter,
  batchSize = 500,
): AsyncGenerator<RecordedEvent[]> {
  if (filter.householdId === null) {
    let cursor: string | null = null;
    for (;;) {
      const page = await readLog(
        db,
        {
          types: filter.types,
          actorUserId: filter.actorUserId,
          streamId: filter.mealId !== undefined ? mealStreamId(filter.mealId) : undefined,
          recordedFrom: filter.from ? dayStart(filter.from) : undefined,
          recordedBefore: filter.to ? dayAfter(filter.to) : undefined,
        },
        cursor,
        batchSize,
      );
      if (page.events.length > 0) yield page.events;
      if (page.events.length < batchSize) return;
      cursor = page.cursor;
    }
  }
  const head = await db
    .selectFrom("event_log_heads")
    .select("sequence")
    .where("household_id", "=", filter.householdId)
    .executeTakeFirst();
  const last = head?.sequence ?? 0;
  let after = 0;
  while (after < last) {
    const rows = await filtered(db, filter)
      .where("household_sequence", ">", after)
      .where("household_sequence", "<=", last)
      .orderBy("household_sequence", "asc")
      .limit(batchSize)
      .execute();
    if (rows.length === 0) return;
    const events = rows.map(toRecorded);
    yield events;
    if (rows.length < batchSize) return;
    after = events.at(-1)!.householdSequence;
  }
}

/** The meal an event is about, if any (series events are about several). */
export function mealIdOf(event: Pick<RecordedEvent, "streamId" | "data">): number | null {
  const fromData = event.data.mealId;
  if (typeof fromData === "number" && Number.isInteger(fromData)) return fromData;
  const match = /^meal-(\d+)$/.exec(event.streamId);
  return match ? Number(match[1]) : null;
}

/** Which of these meals still exist (for links to their details). */
export async function existingMealIds(
  db: Kysely<DB>,
  householdId: number | null,
  mealIds: readonly number[],
): Promise<Set<number>> {
  const ids = [...new Set(mealIds)];
  if (ids.length === 0) return new Set();
  let q = db.selectFrom("rm_calendar").select("meal_id").where("meal_id", "in", ids);
  if (householdId !== null) q = q.where("household_id", "=", householdId);
  const rows = await q.execute();
  return new Set(rows.map((r) => Number(r.meal_id)));
}

const TITLED_EVENTS = ["MealPlanned", "LeftoverPlanned", "MealChanged"];

/**
 * The title each event's meal had when the event was recorded (its own stream up to that version), and
 * for planned leftovers the original's title then, keyed by the event's global position. One query for a
 * page or a batch of events: the title-giving events of the meals they name.
 */
export async function mealTitlesAt(
  db: Kysely<DB>,
  events: readonly RecordedEvent[],
): Promise<Map<number, TitlesAtEvent>> {
  const originalOf = (e: RecordedEvent) =>
    e.type === "LeftoverPlanned" && typeof e.data.originalMealId === "number" ? e.data.originalMealId : null;
  const ids = new Set<number>();
  for (const e of events) {
    const id = mealIdOf(e);
    if (id !== null && e.streamId === mealStreamId(id)) ids.add(id);
    const original = originalOf(e);
    if (original !== null) ids.add(original);
  }
  const out = new Map<number, TitlesAtEvent>();
  if (ids.size === 0) return out;
  const rows = await db
    .selectFrom("events")
    .select(["stream_id", "stream_version", "global_position", "event_type", "data"])
    .where(
      "stream_id",
      "in",
      [...ids].map((id) => mealStreamId(id)),
    )
    .where("event_type", "in", TITLED_EVENTS)
    .orderBy("global_position")
    .execute();
  // Per stream, the titles in order: [version, position, title].
  const titles = new Map<string, { version: number; position: number; title: string }[]>();
  for (const row of rows) {
    const data = row.data as Record<string, unknown>;
    const changed = (data.changes as Record<string, { to?: unknown }> | undefined)?.title?.to;
    const title = row.event_type === "MealChanged" ? changed : data.title;
    if (typeof title !== "string") continue;
    const list = titles.get(row.stream_id) ?? [];
    list.push({ version: Number(row.stream_version), position: Number(row.global_position), title });
    titles.set(row.stream_id, list);
  }
  const last = <T>(list: T[] | undefined, keep: (item: T) => boolean) => list?.filter(keep).at(-1) ?? null;
  for (const e of events) {
    const id = mealIdOf(e);
    const own =
      id !== null && e.streamId === mealStreamId(id)
        ? last(titles.get(e.streamId), (t) => t.version <= e.streamVersion)
        : null;
    const original = originalOf(e);
    const then =
      original !== null
        ? last(titles.get(mealStreamId(original)), (t) => t.position < e.globalPosition)
        : null;
    out.set(e.globalPosition, { meal: own?.title ?? null, original: then?.title ?? null });
  }
  return out;
}

function toRecorded(row: Selectable<EventsTable>): RecordedEvent {
  return {
    type: row.event_type,
    data: row.data as JsonObject,
    globalPosition: Number(row.global_position),
    transactionId: String(row.transaction_id),
    householdId: Number(row.household_id),
    householdSequence: Number(row.household_sequence),
    streamId: row.stream_id,
    streamVersion: Number(row.stream_version),
    metadata: row.metadata as unknown as EventMetadata,
    recordedAt: row.recorded_at,
    previousHash: row.previous_hash,
    hash: row.hash,
  };
}

// --- plain words ---------------------------------------------------------------------------------

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (n: number) => String(n).padStart(2, "0");

/** 'Wed 25 Nov 2026' for a calendar date; the text itself when it is not one. */
export function formatDay(date: string): string {
  if (!isCalendarDate(date)) return date;
  const d = dayStart(date);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** 'Mon 23 Nov 2026, 10:05 UTC': server time in UTC, the same text on the server and in the browser. */
export function formatRecordedAt(at: Date | string): string {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return String(at);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}

export const SOURCE_LABELS: Record<EventSource, string> = {
  web: "web form",
  api: "API token",
  ai: "assistant",
  system: "system",
};

export const sourceLabel = (source: unknown) =>
  SOURCE_LABELS[source as EventSource] ?? (typeof source === "string" ? source : "unknown");

export const actorName = (metadata: Partial<EventMetadata> | undefined) => metadata?.actor?.name ?? "System";

const typeLabel = (type: unknown) =>
  typeof type === "string" && type in MEAL_TYPE_LABELS
    ? MEAL_TYPE_LABELS[type as keyof typeof MEAL_TYPE_LABELS].toLowerCase()
    : String(type ?? "meal");

const quoted = (text: unknown, max = 60) => {
  const s = String(text ?? "")
    .replace(/\s+/g, " ")
    .trim();
  if (s === "") return "(empty)";
  return `"${s.length > max ? `${s.slice(0, max - 1)}…` : s}"`;
};

const slot = (at: unknown) => {
  const o = (at ?? {}) as { date?: unknown; time?: unknown; mealType?: unknown };
  return `${typeLabel(o.mealType)} on ${formatDay(String(o.date ?? "?"))}${o.time ? ` at ${o.time}` : ""}`;
};

const NUTRIENT_UNITS: [keyof NutritionValues, string, string][] = [
  ["calories", "", " kcal"],
  ["protein", "protein ", " g"],
  ["carbs", "carbs ", " g"],
  ["fat", "fat ", " g"],
  ["fiber", "fiber ", " g"],
  ["sugar", "sugar ", " g"],
];

function nutritionText(value: unknown): string {
  if (!value || typeof value !== "object") return "none";
  const n = value as Partial<NutritionValues>;
  const parts = NUTRIENT_UNITS.flatMap(([key, label, unit]) =>
    typeof n[key] === "number" ? [`${label}${n[key]}${unit}`] : [],
  );
  return parts.length > 0 ? parts.join(", ") : "none";
}

const NUTRITION_SOURCES: Record<string, string> = {
  manual: "entered by hand",
  computed: "computed from the recipe",
  ai: "estimated by the assistant",
};

const listText = (value: unknown, empty: string) =>
  Array.isArray(value) && value.length > 0 ? value.map(String).join(", ") : empty;

const recipeText = (value: unknown) =>
  value && typeof value === "object" && "title" in value
    ? quoted((value as { title: unknown }).title)
    : "none";

const reminderText = (value: unknown) => (typeof value === "number" ? `${value} minutes before` : "off");

const FIELD_LABELS: Record<string, string> = {
  date: "Date",
  time: "Time",
  mealType: "Type",
  title: "Title",
  recipe: "Recipe",
  description: "Description",
  notes: "Notes",
  servings: "Servings",
  forNames: "For",
  portions: "Portions",
  reminderMinutes: "Reminder",
  nutrition: "Nutrition",
  nutritionSource: "Nutrition source",
  dishes: "Dishes",
};

function fieldChange(
  field: string,
  change: { from?: unknown; to?: unknown },
  names: Map<string, string>,
): string | null {
  // A value that did not change is no change (older events hold a recipe snapshot read back from the
  // log in another key order); the same words for different values say the field was updated.
  if (sameValue(change.from, change.to)) return null;
  const arrow = (render: (v: unknown) => string) => {
    const from = render(change.from);
    const to = render(change.to);
    return from === to ? `${to} (updated)` : `${from} → ${to}`;
  };
  const label = FIELD_LABELS[field] ?? field;
  switch (field) {
    case "date":
      return `${label}: ${arrow((v) => formatDay(String(v)))}`;
    case "mealType":
      return `${label}: ${arrow(typeLabel)}`;
    case "time":
    case "servings":
      return `${label}: ${arrow((v) => String(v ?? "none"))}`;
    case "title":
    case "description":
    case "notes":
      return `${label}: ${arrow((v) => quoted(v))}`;
    case "recipe":
      return `${label}: ${arrow(recipeText)}`;
    case "forNames":
      return `${label}: ${arrow((v) => listText(v, "everyone"))}`;
    case "memberIds":
      return null; // told by forNames, which changes with it
    case "portions": {
      const from = (change.from ?? {}) as Record<string, unknown>;
      const to = (change.to ?? {}) as Record<string, unknown>;
      const ids = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter(
        (id) => from[id] !== to[id],
      );
      if (ids.length === 0) return null;
      const who = (id: string) => names.get(id) ?? `member #${id}`;
      const pct = (v: unknown) => (typeof v === "number" ? `${v}%` : "none");
      return `${label}: ${ids.map((id) => `${who(id)} ${pct(from[id])} → ${pct(to[id])}`).join(", ")}`;
    }
    case "reminderMinutes":
      return `${label}: ${arrow(reminderText)}`;
    case "nutrition":
      return `${label}: ${arrow(nutritionText)}`;
    case "nutritionSource":
      return `${label}: ${arrow((v) => (typeof v === "string" ? (NUTRITION_SOURCES[v] ?? v) : "none"))}`;
    case "dishes":
      return `${label}: ${arrow((v) =>
        listText(Array.isArray(v) ? v.map((d) => (d as { title?: unknown })?.title ?? "?") : v, "none"),
      )}`;
    default:
      return `${label} changed`;
  }
}

function changedText(changes: unknown): string {
  if (!changes || typeof changes !== "object") return "Changed the meal";
  const entries = Object.entries(changes as Record<string, { from?: unknown; to?: unknown }>);
  // Portions are keyed by member id: name them from the same change when it lists the members.
  const names = new Map<string, string>();
  const members = (changes as Record<string, { to?: unknown }>).memberIds?.to;
  const forNames = (changes as Record<string, { to?: unknown }>).forNames?.to;
  if (Array.isArray(members) && Array.isArray(forNames) && members.length === forNames.length)
    for (const [i, id] of members.entries()) names.set(String(id), String(forNames[i]));
  const parts = entries.flatMap(([field, change]) => {
    const text = fieldChange(field, change ?? {}, names);
    return text ? [text] : [];
  });
  return parts.length > 0
    ? parts.join("; ")
    : entries.length > 0
      ? "Saved without changes"
      : "Changed the meal";
}

const RECURRENCE_WORDS: Record<string, string> = {
  daily: "daily",
  weekly: "weekly",
  biweekly: "every two weeks",
  monthly: "monthly",
  custom: "on chosen weekdays",
};

/** The titles an event's meals had when it was recorded (mealTitlesAt); null when not known. */
export type TitlesAtEvent = { meal: string | null; original: string | null };

/**
 * What an event did, in one line ('Servings: 4 → 2', 'Removed "Soup"'). Meals are named by the title
 * they had at the time when `titles` knows it, otherwise by their number. Never throws, whatever the
 * payload holds.
 */
export function summarizeEvent(event: Pick<RecordedEvent, "type" | "data">, titles?: TitlesAtEvent): string {
  try {
    const d = event.data as Record<string, unknown>;
    const meal = titles?.meal ? quoted(titles.meal) : `meal #${d.mealId}`;
    switch (event.type) {
      case "MealPlanned":
        return `Planned ${quoted(d.title)} for ${slot(d)}${typeof d.seriesId === "number" ? ` (series #${d.seriesId})` : ""}`;
      case "LeftoverPlanned":
        return `Planned leftovers ${quoted(d.title)} of ${titles?.original ? quoted(titles.original) : `meal #${d.originalMealId}`} for ${slot(d)}`;
      case "MealChanged":
        return changedText(d.changes);
      case "MealMoved":
        return `Moved from ${slot(d.from)} to ${slot(d.to)}`;
      case "MealRemoved":
        return `Removed ${meal}`;
      case "DishAdded": {
        const dish = (d.dish ?? {}) as { title?: unknown; recipe?: unknown };
        return `Added the dish ${quoted(dish.title)}${dish.recipe ? ` (recipe ${recipeText(dish.recipe)})` : ""}`;
      }
      case "DishRemoved":
        return `Removed the dish ${quoted(d.title)}`;
      case "MealPreparedMarked":
        return "Marked as prepared";
      case "MealPreparedUnmarked":
        return "Marked as not prepared";
      case "MealNutritionSet": {
        const how = typeof d.source === "string" ? (NUTRITION_SOURCES[d.source] ?? d.source) : "set";
        return `Nutrition ${how}: ${nutritionText(d.nutrition)} (was ${nutritionText(d.previous)})`;
      }
      case "SeriesPlanned": {
        const rule = (d.rule ?? {}) as { pattern?: unknown; endDate?: unknown };
        const count = Array.isArray(d.mealIds) ? d.mealIds.length : 0;
        const until = typeof rule.endDate === "string" ? ` until ${formatDay(rule.endDate)}` : "";
        return `Planned ${quoted(d.title)} ${RECURRENCE_WORDS[String(rule.pattern)] ?? String(rule.pattern)} from ${formatDay(String(d.startDate))}${until} (${count} meal${count === 1 ? "" : "s"})`;
      }
      case "SeriesEnded": {
        const count = Array.isArray(d.removedMealIds) ? d.removedMealIds.length : 0;
        return `Ended series #${d.seriesId} from ${formatDay(String(d.fromDate))} (${count} meal${count === 1 ? "" : "s"} removed)`;
      }
      default:
        return event.type;
    }
  } catch {
    return event.type;
  }
}

/** Who, when, from where and what: 'Anna via web form, Mon 23 Nov 2026, 10:05 UTC: Servings: 4 → 2'. */
export function describeEvent(
  event: Pick<RecordedEvent, "type" | "data" | "metadata" | "recordedAt">,
  titles?: TitlesAtEvent,
): string {
  const meta = event.metadata as Partial<EventMetadata> | undefined;
  return `${actorName(meta)} via ${sourceLabel(meta?.source)}, ${formatRecordedAt(event.recordedAt)}: ${summarizeEvent(event, titles)}`;
}

/** Plain JSON of an event for the JSON-lines export (ids, ISO time, who, from where, what). */
export function eventRecord(event: RecordedEvent, titles?: TitlesAtEvent) {
  const meta = event.metadata as Partial<EventMetadata>;
  return {
    position: event.globalPosition,
    household_sequence: event.householdSequence,
    recorded_at: new Date(event.recordedAt).toISOString(),
    household_id: event.householdId,
    stream_id: event.streamId,
    stream_version: event.streamVersion,
    meal_id: mealIdOf(event),
    event_type: event.type,
    actor_user_id: meta?.actor?.userId ?? null,
    actor_name: meta?.actor?.name ?? null,
    source: meta?.source ?? null,
    request_id: meta?.requestId ?? null,
    summary: summarizeEvent(event, titles),
    data: event.data,
    previous_hash: event.previousHash,
    hash: event.hash,
  };
}
