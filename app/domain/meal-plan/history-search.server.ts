// What the history screen and its exports were asked for: the query string (a GET form, so it works
// without JavaScript) checked into a filter, and whose log the caller may read (docs/product.md).
import type { Kysely } from "kysely";
import { z } from "zod";
import type { DB } from "../../db/schema";
import type { User } from "../accounts/users.server";
import { NotFoundError } from "../errors";
import { HISTORY_EVENT_TYPES, isCalendarDate } from "./event-words";

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
