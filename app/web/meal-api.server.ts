// The meal-plan calls of the JSON API share these: the meal as the API answers it (snake_case plus the
// camelCase names older clients read: docs/product.md#api-conventions), the version a change saw and the
// idempotency key of a create (docs/product.md#api-conventions), URL meal ids, date ranges, conflict message.
import { ConcurrencyError } from "~/domain/errors";
import { parseIdempotencyKey } from "~/domain/idempotency";
import { CONFLICT } from "~/domain/meal-plan/constants";
import type { CalendarMeal, CommandContext } from "~/domain/meal-plan/meals.server";
import { addDays, parseMealDate, parseMealId } from "~/domain/meal-plan/schemas";
import { NUTRIENTS } from "~/domain/recipes/constants";
import { nutrientText } from "~/domain/recipes/present";
import { daysBetween, weekOf } from "~/domain/shared/calendar-date";
import { ApiError, type FieldErrors, summary } from "./api.server";
import { readVersion, VERSION_MESSAGE } from "./command-input";
import { requestIdFor } from "./request-id.server";

const round = (n: number) => Math.round(n * 10) / 10;

/** One meal entry as every meal-plan call answers it. */
export function mealJson(meal: CalendarMeal) {
  const values = meal.nutrition;
  const reminder = meal.reminderMinutes !== null;
  return {
    id: meal.id,
    title: meal.title,
    meal_type: meal.mealType,
    mealType: meal.mealType,
    date: meal.date,
    time: meal.time,
    planned_time: meal.time,
    recipe_id: meal.recipeId,
    recipeId: meal.recipeId,
    recipe_title: meal.recipeTitle,
    recipeTitle: meal.recipeTitle,
    recipe:
      meal.recipeId === null
        ? null
        : {
            id: meal.recipeId,
            title: meal.recipeTitle,
            name: meal.recipeTitle,
            servings: meal.recipeServings,
          },
    description: meal.description,
    notes: meal.notes,
    servings: meal.servings,
    family_member_ids: meal.memberIds,
    familyMemberIds: meal.memberIds,
    // The spec's `for`: the members' names; an empty list means the whole family.
    for: meal.forNames,
    portion_sizes: meal.portions,
    portionSizes: meal.portions,
    is_leftover: meal.isLeftover,
    isLeftover: meal.isLeftover,
    original_meal_id: meal.originalMealId,
    originalMealId: meal.originalMealId,
    series_id: meal.seriesId,
    reminder,
    reminder_minutes: meal.reminderMinutes,
    reminderMinutes: meal.reminderMinutes,
    prepared: meal.prepared,
    is_prepared: meal.prepared,
    isPrepared: meal.prepared,
    dishes: meal.dishes.map((dish) => ({
      id: dish.dishId,
      title: dish.title,
      recipe_id: dish.recipe?.id ?? null,
      recipe_title: dish.recipe?.title ?? null,
    })),
    // Per serving of the entry itself (its extra dishes count in the day's totals, /week).
    nutrition: values
      ? Object.fromEntries(NUTRIENTS.map((name) => [name, nutrientText(name, values[name])]))
      : null,
    nutrition_values: values
      ? Object.fromEntries(
          NUTRIENTS.map((name) => [name, values[name] === null ? null : round(values[name])]),
        )
      : null,
    nutrition_source: meal.nutritionSource,
    hasManualNutrition: meal.nutritionSource === "manual",
    isAIGenerated: meal.nutritionSource === "ai",
    version: meal.version,
    user_id: meal.createdBy,
    updated_at: meal.updatedAt.toISOString(),
  };
}

/** A 422 with one field's message, in the API's error shape. */
export function invalid(errors: FieldErrors): ApiError {
  return new ApiError(422, summary(errors), errors);
}

/**
 * The caller's version (docs/product.md#api-conventions): body `version`, else `If-Match`. Undefined if none
 * was sent (the change applies to the current version); anything but a whole number answers 422.
 */
export function expectedVersionOf(request: Request, body: Record<string, unknown> = {}): number | undefined {
  const fromBody = readVersion(body.version);
  if (fromBody === null) throw invalid({ version: [VERSION_MESSAGE] });
  if (fromBody !== undefined) return fromBody;
  const fromHeader = readVersion(request.headers.get("If-Match") ?? undefined);
  if (fromHeader === null) throw invalid({ "If-Match": [VERSION_MESSAGE] });
  return fromHeader;
}

/** The `Idempotency-Key` header (forms: an `idempotency_key` field); undefined when none was sent. */
export function idempotencyKeyOf(request: Request, body: Record<string, unknown> = {}): string | undefined {
  const result = parseIdempotencyKey(request.headers.get("Idempotency-Key") ?? body.idempotency_key);
  if (!result.ok) throw invalid({ "Idempotency-Key": [result.message] });
  return result.key;
}

/** What each API meal command records: source 'api' and this request's id (docs/product.md#meal-history). */
export function apiContext(request: Request, extra: Partial<CommandContext> = {}): CommandContext {
  return { source: "api", requestId: requestIdFor(request), ...extra };
}

/**
 * A meal id from the URL. Anything but a positive whole number answers 404 with the spec's message
 * ('Invalid meal plan ID format' for 'abc' or '1.5', 'Invalid meal plan ID' for 0 or -3): ids in paths
 * answer 404 like any unknown id (docs/product.md#households-and-roles); clients show the message they get.
 */
export function mealIdParam(value: string | undefined): number {
  const result = parseMealId(value ?? "");
  if (!result.ok) throw new ApiError(404, result.message);
  return result.id;
}

/** A changed-meanwhile meal answers 409 with the planner's sentence, not the generic one. */
export async function withMealConflict<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ConcurrencyError) throw new ApiError(409, CONFLICT);
    throw error;
  }
}

export function methodNotAllowed(allowed: string[]): ApiError {
  return new ApiError(405, `Method not allowed. Use ${allowed.join(" or ")}.`, undefined, {
    Allow: allowed.join(", "),
  });
}

// ---------------------------------------------------------------------------------------------------
// Date ranges

export const MAX_RANGE_DAYS = 400;

const DATE_MESSAGE = "Please enter a valid date (YYYY-MM-DD).";

function dateQuery(q: URLSearchParams, names: string[], errors: FieldErrors): string | undefined {
  const name = names.find((n) => q.get(n) !== null && q.get(n)?.trim() !== "");
  if (!name) return undefined;
  const date = parseMealDate(q.get(name));
  if (!date) errors[names[0]!] = [DATE_MESSAGE];
  return date ?? undefined;
}

/**
 * The dates a list call covers, inclusive. `date` is one day; `start_date` and `end_date` a range (one of
 * them alone: that day and the next six, or the six before); none: the week of `today`, the household's
 * day in its time zone (`todayForHousehold`, ADR 037). `mode: 'week'` widens a single given day to its
 * Sunday-to-Saturday week instead.
 */
export function rangeOf(url: URL, mode: "list" | "week", today: string): { from: string; to: string } {
  const q = url.searchParams;
  const errors: FieldErrors = {};
  const day = dateQuery(q, ["date"], errors);
  const start = dateQuery(q, ["start_date", "startDate", "start"], errors);
  const end = dateQuery(q, ["end_date", "endDate", "end"], errors);
  if (Object.keys(errors).length > 0) throw invalid(errors);

  let range: { from: string; to: string };
  if (start && end) range = { from: start, to: end };
  else if (mode === "week") range = weekOf(start ?? end ?? day ?? today);
  else if (start) range = { from: start, to: addDays(start, 6) };
  else if (end) range = { from: addDays(end, -6), to: end };
  else if (day) range = { from: day, to: day };
  else range = weekOf(today);

  if (range.to < range.from) throw invalid({ end_date: ["The end date cannot be before the start date."] });
  if (daysBetween(range.from, range.to) + 1 > MAX_RANGE_DAYS)
    throw invalid({ end_date: [`A range can cover at most ${MAX_RANGE_DAYS} days.`] });
  return range;
}

/** `member_ids=1,2` (also `member_id`, `family_member_ids`, repeated or comma-separated). */
export function memberIdsOf(url: URL): number[] {
  const values = ["member_ids", "member_id", "family_member_ids", "member_ids[]"].flatMap((name) =>
    url.searchParams.getAll(name),
  );
  const ids = values
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter((v) => v !== "");
  const parsed = ids.map((v) => parseMealId(v));
  if (parsed.some((r) => !r.ok))
    throw invalid({ member_ids: ["Family members must be a list of member IDs."] });
  return [...new Set(parsed.flatMap((r) => (r.ok ? [r.id] : [])))];
}
