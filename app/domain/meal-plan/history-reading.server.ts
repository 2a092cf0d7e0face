// Reading the meal-history log for auditors (docs/product.md): a household's events newest first with
// filters, chronological batches for the exports, and the titles meals had at each event. Through the
// events layer's readers (app/events/store.server.ts), never the events table itself. Events come as
// stored (the exports carry each payload with its hash); the words upcast and parse them (event-words.ts).
//
// Paging (docs/decisions/011-exports.md): within one household the key is `household_sequence`. It is
// gap-free and in commit order (ADR 003: the chain trigger holds the household's head lock until
// commit), so a keyset on it never skips an event, in either direction. An admin reading every
// household at once pages on `global_position` instead (newest first, for the screen); the export of
// every household follows the store's commit-order reader `readLog`, which never skips a late commit.
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import {
  householdHead,
  type LogFilter,
  type LogKey,
  type LogPageRequest,
  readLog,
  readLogKeyset,
  readStreams,
} from "../../events/store.server";
import type { RecordedEvent } from "../../events/types";
import { mealIdOf, type TitlesAtEvent } from "./event-words";
import { mealStreamId } from "./events";
import type { HistoryFilter } from "./history-search.server";

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

const dayStart = (date: string) => new Date(`${date}T00:00:00.000Z`);
const dayAfter = (date: string) => new Date(dayStart(date).getTime() + 86_400_000);

const logFilter = (filter: HistoryFilter): LogFilter => ({
  householdId: filter.householdId ?? undefined,
  types: filter.types,
  actorUserId: filter.actorUserId,
  streamId: filter.mealId !== undefined ? mealStreamId(filter.mealId) : undefined,
  recordedFrom: filter.from ? dayStart(filter.from) : undefined,
  recordedBefore: filter.to ? dayAfter(filter.to) : undefined,
});

/** The paging key: the household's own sequence, or the global position across households. */
const keyOf = (filter: HistoryFilter): LogKey =>
  filter.householdId === null ? "globalPosition" : "householdSequence";
const keyValue = (filter: HistoryFilter, event: RecordedEvent) =>
  filter.householdId === null ? event.globalPosition : event.householdSequence;

async function page(filter: HistoryFilter, db: Kysely<DB>, request: Omit<LogPageRequest, "key">) {
  return readLogKeyset(db, logFilter(filter), { key: keyOf(filter), ...request });
}

/** One page of the log, newest first. */
export async function listHistory(
  db: Kysely<DB>,
  filter: HistoryFilter,
  request: HistoryPageRequest = {},
  limit = 50,
): Promise<HistoryPage> {
  if (request.after !== undefined) {
    // The page just newer than `after`: read upwards, then show it newest first.
    const rows = await page(filter, db, { order: "asc", above: request.after, limit: limit + 1 });
    const events = rows.slice(0, limit).reverse();
    const oldest = events.at(-1);
    const bound = oldest ? keyValue(filter, oldest) : request.after + 1;
    const more = await page(filter, db, { order: "desc", below: bound, limit: 1 });
    return {
      events,
      newer: rows.length > limit && events[0] ? keyValue(filter, events[0]) : null,
      older: more.length > 0 ? bound : null,
    };
  }
  const rows = await page(filter, db, { order: "desc", below: request.before, limit: limit + 1 });
  const events = rows.slice(0, limit);
  const newest = events[0];
  const oldest = events.at(-1);
  let newer: number | null = null;
  if (request.before !== undefined) {
    const bound = newest ? keyValue(filter, newest) : request.before - 1;
    const more = await page(filter, db, { order: "asc", above: bound, limit: 1 });
    if (more.length > 0) newer = bound;
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
      const logPage = await readLog(db, logFilter(filter), cursor, batchSize);
      if (logPage.events.length > 0) yield logPage.events;
      if (logPage.events.length < batchSize) return;
      cursor = logPage.cursor;
    }
  }
  const last = await householdHead(db, filter.householdId);
  let after = 0;
  while (after < last) {
    const events = await page(filter, db, { order: "asc", above: after, atMost: last, limit: batchSize });
    if (events.length === 0) return;
    yield events;
    if (events.length < batchSize) return;
    after = events.at(-1)!.householdSequence;
  }
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
  const titled = await readStreams(
    db,
    [...ids].map((id) => mealStreamId(id)),
    { types: TITLED_EVENTS },
  );
  // Per stream, the titles in order: [version, position, title].
  const titles = new Map<string, { version: number; position: number; title: string }[]>();
  for (const event of titled) {
    const data = event.data as Record<string, unknown>;
    const changed = (data.changes as Record<string, { to?: unknown }> | undefined)?.title?.to;
    const title = event.type === "MealChanged" ? changed : data.title;
    if (typeof title !== "string") continue;
    const list = titles.get(event.streamId) ?? [];
    list.push({ version: event.streamVersion, position: event.globalPosition, title });
    titles.set(event.streamId, list);
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
