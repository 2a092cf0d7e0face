// A household's time zone and its "today" (docs/product.md#family, docs/decisions/037-inventory.md).
// The zone is an IANA name the household chose in its settings, or none: then the server's own zone.
// Every "today" and "this week" the server computes for a household comes from `householdToday`, so
// the expiry badges, the dashboard, the planner, the generator's coming week and the page cache's
// day key agree on one calendar day.
import { z } from "zod";
import { todayIn } from "../inventory/expiry";

/** The zones a household may choose: the runtime's IANA names (Intl.supportedValuesOf). */
export const TIME_ZONES: readonly string[] = Intl.supportedValuesOf("timeZone");
const KNOWN = new Set(TIME_ZONES);

export const TIME_ZONE_INVALID =
  "Choose a time zone from the list (an IANA name such as Europe/Berlin), or the server default.";

/**
 * The zone the server runs in: what a household without a zone of its own calls today. Read again only
 * when TZ changes: resolving a formatter's options cost the dashboard ≈ 1.6 % of its time per request.
 */
export function serverTimeZone(): string {
  if (serverZone === undefined || serverZone.tz !== process.env.TZ) {
    serverZone = { tz: process.env.TZ, zone: Intl.DateTimeFormat().resolvedOptions().timeZone };
  }
  return serverZone.zone;
}
let serverZone: { tz: string | undefined; zone: string } | undefined;

export const isTimeZone = (value: unknown): value is string => typeof value === "string" && KNOWN.has(value);

/** The settings form's and the API's field: a listed zone, or empty (null) for the server's zone. */
export const TimeZoneSchema = z.object({
  time_zone: z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? null : v),
    z
      .string({ error: TIME_ZONE_INVALID })
      .trim()
      .refine((zone) => KNOWN.has(zone), TIME_ZONE_INVALID)
      .nullable(),
  ),
});

/**
 * The household's calendar day at an instant ('YYYY-MM-DD'): in its own zone, or the server's when it
 * has none. A stored zone the runtime no longer knows (an ICU update) falls back to the server's zone
 * rather than failing every page.
 */
export function householdToday(timeZone: string | null | undefined, now: Date): string {
  if (!timeZone) return todayIn(now);
  try {
    return todayIn(now, timeZone);
  } catch {
    return todayIn(now);
  }
}

/** One wall-clock formatter per zone, made once: building one per call was most of `offsetAt`'s cost. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** The zone's wall-clock time at `instant`, read as if it were UTC, minus the instant: its UTC offset. */
function offsetAt(instant: number, timeZone: string): number {
  const parts: Record<string, string> = Object.fromEntries(
    wallClock(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const at = (type: string) => Number(parts[type] ?? 0);
  const wall = Date.UTC(at("year"), at("month") - 1, at("day"), at("hour"), at("minute"), at("second"));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a calendar day ('YYYY-MM-DD') begins in the household's zone (or the server's), so a window
 * of whole days starts where the household's day does. Offsets are read twice, so a day that starts just
 * after a daylight-saving change still starts at its own midnight.
 */
export function startOfDayIn(day: string, timeZone: string | null | undefined): Date {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : serverTimeZone();
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const midnight = Date.UTC(y, m - 1, d);
  const first = midnight - offsetAt(midnight, zone);
  return new Date(midnight - offsetAt(first, zone));
}
