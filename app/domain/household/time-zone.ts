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

/** The zone the server runs in: what a household without a zone of its own calls today. */
export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

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
