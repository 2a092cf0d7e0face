// Meal-plan commands. Each resolves the user's request against the household (meal-requests.server.ts),
// then goes through the command handler (app/events/command-handler.server.ts): lock, read, fold, check
// the version the user saw, decide, append with the inline projections, and remember the result under
// the idempotency key — in one transaction. A series (its stream and each of its meals' streams) goes
// through the same path as one meal, as one multi-stream command (ADR 010, ADR 024).
import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema";
import { handleCommand, handleMultiStreamCommand, streamCommand } from "../../events/command-handler.server";
import type { EventMetadata, EventSource } from "../../events/types";
import { DomainError } from "../errors";
import { eventStore } from "../event-store.server";
import { getDefaultMealTime } from "../household/household.server";
import type { NutritionValues } from "../nutrition/constants";
import { depleteForMeal, restoreForMeal } from "../pantry/changes.server";
import { assertRecurrence, type MealCommand, mealDecider, seriesDecider } from "./decider";
import {
  type MealFields,
  type MealType,
  mealEvents,
  mealStreamId,
  type NutritionSource,
  type RecurrenceRule,
  seriesEvents,
  seriesStreamId,
} from "./events";
import { type CalendarMeal, getMeal, readMealState, toCalendarMeal } from "./meal-queries.server";
import {
  type Actor,
  type MealRequest,
  recipeSnapshot,
  resolveMeal,
  resolvePatch,
} from "./meal-requests.server";
import { expandRecurrence } from "./schemas";

export type CommandContext = { source: EventSource; requestId?: string; idempotencyKey?: string; now?: Date };
type EditContext = CommandContext & { expectedVersion?: number };

const metadata = (actor: Actor, context: CommandContext): EventMetadata => ({
  householdId: actor.householdId,
  actor: { userId: actor.id, name: actor.name },
  source: context.source,
  requestId: context.requestId,
  idempotencyKey: context.idempotencyKey,
});

async function nextId(db: Kysely<DB>, sequence: "meal_plan_ids" | "meal_series_ids"): Promise<number> {
  const { rows } = await sql<{ id: string }>`select nextval(${sequence}) as id`.execute(db);
  return Number(rows[0]!.id);
}

export type MealResult = { id: number; version: number; ids?: number[]; seriesId?: number | null };

/** Plans a meal, or a recurring series of meals (each its own stream, linked by the series). */
export async function planMeal(
  db: Kysely<DB>,
  actor: Actor,
  request: MealRequest,
  context: CommandContext,
): Promise<MealResult> {
  const fields = await resolveMeal(db, actor, request);
  if (request.recurrence) return planSeries(db, actor, fields, request.recurrence, context);
  const mealId = await nextId(db, "meal_plan_ids");
  const outcome = await handleCommand(db, eventStore, {
    streamId: mealStreamId(mealId),
    decider: mealDecider,
    codec: mealEvents,
    decide: (state) => mealDecider.decide({ type: "planMeal", mealId, fields }, state),
    metadata: metadata(actor, context),
    request: { plan: request },
    result: ({ version }) => ({ id: mealId, version }),
  });
  return outcome.result as MealResult;
}

/**
 * Plans several unrelated meals as one command: one transaction, one event batch, each meal its own
 * stream — all or none are written (the AI planner's Add to Calendar, docs/product.md#ai-assistant).
 */
export async function planMeals(
  db: Kysely<DB>,
  actor: Actor,
  requests: MealRequest[],
  context: CommandContext,
  options: {
    /**
     * Request index → the index of an earlier request in the batch whose leftovers it is: that meal is
     * planned as a leftover linked to it (`LeftoverPlanned`), as 'Plan leftovers' would.
     */
    leftoverOf?: ReadonlyMap<number, number>;
  } = {},
): Promise<MealResult[]> {
  if (requests.length === 0) return [];
  const fields: MealFields[] = [];
  for (const request of requests) fields.push(await resolveMeal(db, actor, { ...request, recurrence: null }));
  const mealIds: number[] = [];
  for (const _ of fields) mealIds.push(await nextId(db, "meal_plan_ids"));
  /** The state an earlier meal of the batch has once planned: what its leftovers are decided against. */
  const plannedState = (j: number) =>
    mealDecider.evolve(mealDecider.initialState(), {
      type: "MealPlanned",
      data: { mealId: mealIds[j]!, seriesId: null, ...fields[j]! },
    });
  const originalOf = (i: number) => {
    const j = options.leftoverOf?.get(i);
    return j !== undefined && j < i && !options.leftoverOf?.has(j) ? j : null;
  };
  const outcome = await handleMultiStreamCommand(db, eventStore, {
    streams: mealIds.map((mealId, i) =>
      streamCommand({
        streamId: mealStreamId(mealId),
        decider: mealDecider,
        codec: mealEvents,
        decide: (state) => {
          const j = originalOf(i);
          return j === null
            ? mealDecider.decide({ type: "planMeal", mealId, fields: fields[i]! }, state)
            : mealDecider.decide(
                { type: "planLeftover", mealId, fields: fields[i]!, original: plannedState(j) },
                state,
              );
        },
      }),
    ),
    metadata: metadata(actor, context),
    request: { plans: requests },
    result: () => ({ ids: mealIds }),
  });
  return (outcome.result as { ids: number[] }).ids.map((id) => ({ id, version: 1 }));
}

/** `SeriesPlanned` on the series' stream and a `MealPlanned` on each occurrence's, as one command. */
async function planSeries(
  db: Kysely<DB>,
  actor: Actor,
  fields: MealFields,
  rule: RecurrenceRule,
  context: CommandContext,
): Promise<MealResult> {
  assertRecurrence(fields.date, rule);
  const dates = expandRecurrence(fields.date, {
    pattern: rule.pattern,
    days: rule.days,
    monthly_option: rule.monthlyOption,
    end_date: rule.endDate,
  });
  if (dates.length === 0) throw new DomainError("This recurrence has no dates.", "recurring_pattern");
  const seriesId = await nextId(db, "meal_series_ids");
  const mealIds: number[] = [];
  for (const _ of dates) mealIds.push(await nextId(db, "meal_plan_ids"));
  const outcome = await handleMultiStreamCommand(db, eventStore, {
    streams: [
      streamCommand({
        streamId: seriesStreamId(seriesId),
        decider: seriesDecider,
        codec: seriesEvents,
        decide: (state) =>
          seriesDecider.decide(
            { type: "planSeries", seriesId, rule, startDate: fields.date, mealIds, title: fields.title },
            state,
          ),
      }),
      ...mealIds.map((mealId, i) =>
        streamCommand({
          streamId: mealStreamId(mealId),
          decider: mealDecider,
          codec: mealEvents,
          decide: (state) =>
            mealDecider.decide(
              { type: "planMeal", mealId, seriesId, fields: { ...fields, date: dates[i]! } },
              state,
            ),
        }),
      ),
    ],
    metadata: metadata(actor, context),
    request: { series: fields, rule },
    result: (): MealResult => ({ id: mealIds[0]!, version: 1, ids: mealIds, seriesId }),
  });
  return outcome.result as MealResult;
}

async function runMealCommand(
  db: Kysely<DB>,
  actor: Actor,
  mealId: number,
  command: MealCommand,
  context: EditContext,
): Promise<void> {
  await getMeal(db, actor.householdId, mealId);
  await handleCommand(db, eventStore, {
    streamId: mealStreamId(mealId),
    decider: mealDecider,
    codec: mealEvents,
    decide: (state) => mealDecider.decide(command, state),
    metadata: metadata(actor, context),
    expectedVersion: context.expectedVersion,
    request: { mealId },
    result: ({ version }) => ({ id: mealId, version }),
  });
}

export async function changeMeal(
  db: Kysely<DB>,
  actor: Actor,
  mealId: number,
  patch: Partial<MealRequest>,
  context: EditContext,
): Promise<CalendarMeal> {
  const current = await getMeal(db, actor.householdId, mealId);
  const changes = await resolvePatch(db, actor, current, patch);
  await runMealCommand(db, actor, mealId, { type: "changeMeal", changes }, context);
  return getMeal(db, actor.householdId, mealId);
}

/**
 * "This and the following meals" of a recurring series: the same change on every occurrence from this
 * meal's date on, as one command over their streams (each still its own event). The version the user saw
 * is checked on the meal they edited; the idempotency key covers the whole edit. The date is the one
 * field that is not carried over (each occurrence keeps its own day). Answers how many meals changed.
 */
export async function changeSeries(
  db: Kysely<DB>,
  actor: Actor,
  mealId: number,
  patch: Partial<MealRequest>,
  context: EditContext,
): Promise<{ changed: number; meal: CalendarMeal }> {
  const current = await getMeal(db, actor.householdId, mealId);
  if (current.seriesId === null) {
    const meal = await changeMeal(db, actor, mealId, patch, context);
    return { changed: 1, meal };
  }
  const { date: _date, ...rest } = patch;
  const occurrences = (
    await db
      .selectFrom("rm_calendar")
      .selectAll()
      .where("household_id", "=", actor.householdId)
      .where("series_id", "=", current.seriesId)
      .where("date", ">=", current.date)
      .orderBy("date")
      .execute()
  ).map(toCalendarMeal);
  const planned = await Promise.all(
    occurrences.map(async (meal) => ({ meal, changes: await resolvePatch(db, actor, meal, rest) })),
  );
  const outcome = await handleMultiStreamCommand(db, eventStore, {
    streams: planned.map(({ meal, changes }) =>
      streamCommand({
        streamId: mealStreamId(meal.id),
        decider: mealDecider,
        codec: mealEvents,
        expectedVersion: meal.id === mealId ? context.expectedVersion : undefined,
        decide: (state) => mealDecider.decide({ type: "changeMeal", changes }, state),
      }),
    ),
    metadata: metadata(actor, context),
    request: { series: current.seriesId, mealId, patch: rest },
    result: (streams) => ({ changed: streams.filter((s) => s.events.length > 0).length }),
  });
  return { changed: outcome.result.changed, meal: await getMeal(db, actor.householdId, mealId) };
}

export async function moveMeal(
  db: Kysely<DB>,
  actor: Actor,
  mealId: number,
  to: { date: string; mealType: MealType; time: string | null },
  context: EditContext,
): Promise<CalendarMeal> {
  const current = await getMeal(db, actor.householdId, mealId);
  // A new type takes that type's default time unless a time was given.
  const time =
    to.time ??
    (to.mealType === current.mealType
      ? current.time
      : await getDefaultMealTime(db, actor.householdId, to.mealType));
  await runMealCommand(
    db,
    actor,
    mealId,
    { type: "moveMeal", date: to.date, mealType: to.mealType, time },
    context,
  );
  return getMeal(db, actor.householdId, mealId);
}

export async function removeMeal(
  db: Kysely<DB>,
  actor: Actor,
  mealId: number,
  context: EditContext,
): Promise<void> {
  await runMealCommand(db, actor, mealId, { type: "removeMeal" }, context);
}

export async function markPrepared(
  db: Kysely<DB>,
  actor: Actor,
  mealId: number,
  prepared: boolean,
  context: EditContext,
): Promise<CalendarMeal> {
  const before = await getMeal(db, actor.householdId, mealId);
  await runMealCommand(db, actor, mealId, { type: "markPrepared", prepared }, context);
  // Cooking takes the recipe's ingredients from the pantry; un-cooking gives them back (ADR 039).
  if (prepared && !before.prepared) await depleteForMeal(db, actor, mealId, context.now);
  if (!prepared && before.prepared) await restoreForMeal(db, actor, mealId, context.now);
  return getMeal(db, actor.householdId, mealId);
}

export async function setMealNutrition(
  db: Kysely<DB>,
  actor: Actor,
  mealId: number,
  nutrition: NutritionValues,
  source: NutritionSource,
  context: EditContext,
): Promise<CalendarMeal> {
  await runMealCommand(db, actor, mealId, { type: "setNutrition", nutrition, source }, context);
  return getMeal(db, actor.householdId, mealId);
}

/** An extra dish on a meal entry (the API's add-meal): a title, and optionally a recipe. */
export async function addDish(
  db: Kysely<DB>,
  actor: Actor,
  mealId: number,
  dish: { title: string; recipeId: number | null },
  context: EditContext,
): Promise<CalendarMeal> {
  const recipe = dish.recipeId ? await recipeSnapshot(db, actor, dish.recipeId) : null;
  await runMealCommand(db, actor, mealId, { type: "addDish", title: dish.title, recipe }, context);
  return getMeal(db, actor.householdId, mealId);
}

export async function removeDish(
  db: Kysely<DB>,
  actor: Actor,
  mealId: number,
  dishId: number,
  context: EditContext,
): Promise<CalendarMeal> {
  await runMealCommand(db, actor, mealId, { type: "removeDish", dishId }, context);
  return getMeal(db, actor.householdId, mealId);
}

/** Plans leftovers of a meal as a new meal linked to it (defaults: next day, lunch, half the servings). */
export async function planLeftover(
  db: Kysely<DB>,
  actor: Actor,
  originalMealId: number,
  request: MealRequest,
  context: CommandContext,
): Promise<MealResult> {
  await getMeal(db, actor.householdId, originalMealId);
  const original = await readMealState(db, originalMealId);
  const fields = await resolveMeal(db, actor, {
    ...request,
    recipeId: request.recipeId ?? (original.status === "none" ? null : (original.meal.recipe?.id ?? null)),
    recurrence: null,
  });
  if (original.status !== "none" && original.meal.recipe && fields.recipe === null)
    fields.recipe = original.meal.recipe;
  const mealId = await nextId(db, "meal_plan_ids");
  const outcome = await handleCommand(db, eventStore, {
    streamId: mealStreamId(mealId),
    decider: mealDecider,
    codec: mealEvents,
    decide: (state) => mealDecider.decide({ type: "planLeftover", mealId, fields, original }, state),
    metadata: metadata(actor, context),
    request: { leftover: request, originalMealId },
    result: ({ version }) => ({ id: mealId, version }),
  });
  return outcome.result as MealResult;
}

/**
 * Nutrition for several meals at once ('Generate Missing Nutrition Data'): one command over their
 * streams, a MealNutritionSet on each, in one transaction under one idempotency key. A meal that gained
 * nutrition (or was removed) since it was read is left as it is: the fill only ever adds what is missing.
 * Answers the ids of the meals that changed.
 */
export async function fillMealNutrition(
  db: Kysely<DB>,
  actor: Actor,
  fills: { mealId: number; nutrition: NutritionValues }[],
  context: CommandContext & { request?: unknown },
): Promise<number[]> {
  if (fills.length === 0) return [];
  const outcome = await handleMultiStreamCommand(db, eventStore, {
    streams: fills.map(({ mealId, nutrition }) =>
      streamCommand({
        streamId: mealStreamId(mealId),
        decider: mealDecider,
        codec: mealEvents,
        decide: (state) =>
          state.status === "planned" && state.meal.nutrition?.calories == null
            ? mealDecider.decide({ type: "setNutrition", nutrition, source: "computed" }, state)
            : [],
      }),
    ),
    metadata: metadata(actor, context),
    request: context.request ?? { fill: fills.map((f) => f.mealId) },
    result: (streams) => ({
      filled: streams.flatMap((s, i) => (s.events.length > 0 ? [fills[i]!.mealId] : [])),
    }),
  });
  return outcome.result.filled as number[];
}
