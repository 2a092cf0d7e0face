// Downloads: attachment headers, date ranges of the meal-plan exports, and text streamed chunk by chunk
// (so a year of history never sits in memory; docs/decisions/011-exports.md). The CSV format itself is
// app/integrations/formats/csv.ts.
import { addDays, isoDay, parseCalendarDate } from "~/domain/shared/calendar-date";

/** A download's Content-Disposition: an ASCII filename (ours always are). */
export function attachment(filename: string): string {
  return `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`;
}

/** Headers every download carries: never cached by shared caches, never sniffed into HTML. */
export function downloadHeaders(contentType: string, filename: string): Record<string, string> {
  return {
    "Content-Type": contentType,
    "Content-Disposition": attachment(filename),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
}

/**
 * A byte stream of the chunks, pulled one at a time: the next chunk is produced only when the client
 * has taken the previous one (back-pressure), and a client that goes away stops the producer.
 */
export function textStream(chunks: AsyncIterable<string>, onError: (error: unknown) => void) {
  const encoder = new TextEncoder();
  const iterator = chunks[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        onError(error);
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

// --- the meal-plan exports' date range -----------------------------------------------------------

export const MAX_EXPORT_DAYS = 366;

const isCalendarDate = (value: string) => parseCalendarDate(value) !== null;

export { addDays, isoDay };

export type DateRange = { start: string; end: string };
export type DateRangeResult =
  | { ok: true; range: DateRange }
  | { ok: false; errors: Partial<Record<"start_date" | "end_date", string[]>>; range: DateRange };

/**
 * ?start_date&end_date (yyyy-MM-dd, both inclusive). A missing start is today; a missing end is a week
 * from the start. Bad input comes back with field errors and the default range.
 */
export function parseDateRange(params: URLSearchParams, today: string): DateRangeResult {
  const rawStart = params.get("start_date")?.trim() || "";
  const rawEnd = params.get("end_date")?.trim() || "";
  const errors: Partial<Record<"start_date" | "end_date", string[]>> = {};
  if (rawStart && !isCalendarDate(rawStart))
    errors.start_date = ["Please enter a valid start date (YYYY-MM-DD)."];
  if (rawEnd && !isCalendarDate(rawEnd)) errors.end_date = ["Please enter a valid end date (YYYY-MM-DD)."];
  const fallback = { start: today, end: addDays(today, 6) };
  if (errors.start_date || errors.end_date) return { ok: false, errors, range: fallback };
  const start = rawStart || today;
  const end = rawEnd || addDays(start, 6);
  if (end < start)
    return {
      ok: false,
      errors: { end_date: ["The end date cannot be before the start date."] },
      range: fallback,
    };
  if (end > addDays(start, MAX_EXPORT_DAYS - 1))
    return {
      ok: false,
      errors: { end_date: [`Please choose at most ${MAX_EXPORT_DAYS} days.`] },
      range: fallback,
    };
  return { ok: true, range: { start, end } };
}
