// Meal-plan commands and queries. A command: resolve the user's input against the household (recipe
// snapshot, default time, member portions), then read → fold → decide → append in one transaction with the
// inline projections (app/events/command-handler.server.ts). Queries read the read models (ADR 010).
import { type Kysely, type Selectable, sql } from "kysely";
import type { DB, RmCalendarTable } from "../../db/schema";
import { handleCommand } from "../../events/command-handler.server";
import { ConcurrencyError } from "../../events/errors";
import { readStream } from "../../events/store.server";
import type { EventMetadata, EventSource, RecordedEvent } from "../../events/types";
import type { User } from "../accounts/users.server";
import { DomainError, NotFoundError } from "../errors";
import { eventStore } from "../event-store.server";
import { getDefaultMealTime } from "../household/household.server";
import { listMembers } from "../household/members.server";
import type { NutritionValues } from "../nutrition/constants";
import { getRecipe } from "../recipes/recipes.server";
import { REMINDER } from "./constants";
import {
  assertRecurrence,
  decideMeal,
  type MealCommand,
  type MealState,
  mealDecider,
  NO_MEAL,
} from "./decider";
import {
  type MealEvent,
  type MealFields,
  type MealType,
  mealStreamId,
  type NutritionSource,
  type RecipeSnapshot,
  type RecurrenceRule,
  type SeriesEvent,
  seriesStreamId,
} from "./events";
import { expandRecurrence, type MealInput } from "./schemas";

export type Actor = Pick<User, "id" | "name" | "householdId">;
export type CommandContext = { source: EventSource; requestId?: string; idempotencyKey?: string; now?: Date };

/** What callers give: the parsed form or API body (app/domain/meal-plan/schemas.ts), in domain names. */
export type MealRequest = {
  mealType: MealType;
  title: string;
  date: string;
  time: string | null;
  recipeId: number | null;
  description: string;
  notes: string;
  servings: number;
  memberIds: number[];
  portions: Record<string, number>;
  forNames: string[];
  /** Member name → percent (the spec's portion_sizes may be keyed by name). */
  portionNames?: Record<string, number>;
  reminderMinutes: number | null;
  nutrition: NutritionValues | null;
  recurrence: RecurrenceRule | null;
};

const stringKeys = (map: Record<number, number>): Record<string, number> =>
  Object.fromEntries(Object.entries(map).map(([k, v]) => [String(k), Number(v)]));

/** The parsed body (app/domain/meal-plan/schemas.ts, snake_case) in the domain's names. */
export function toMealRequest(input: MealInput): MealRequest {
  return {
    mealType: input.meal_type,
    title: input.title,
    date: input.date,
    time: input.time,
    recipeId: input.recipe_id,
    description: input.description,
    notes: input.notes,
    servings: input.servings,
    memberIds: input.family_member_ids,
    portions: stringKeys(input.portion_sizes),
    portionNames: input.portion_names,
    forNames: input.for_names,
    reminderMinutes: input.reminder ? input.reminder_minutes : null,
    nutrition: input.nutrition,
    recurrence: input.recurrence
      ? {
          pattern: input.recurrence.pattern,
          days: input.recurrence.days,
          monthlyOption: input.recurrence.monthly_option,
          endDate: input.recurrence.end_date,
        }
      : null,
  };
}

/** Only the fields a PUT carried. */
export function toMealPatch(input: Partial<MealInput>): Partial<MealRequest> {
  const patch: Partial<MealRequest> = {};
  if (input.meal_type !== undefined) patch.mealType = input.meal_type;
  if (input.title !== undefined) patch.title = input.title;
  if (input.date !== undefined) patch.date = input.date;
  if (input.time !== undefined) patch.time = input.time;
  if (input.recipe_id !== undefined) patch.recipeId = input.recipe_id;
  if (input.description !== undefined) patch.description = input.description;
  if (input.notes !== undefined) patch.notes = input.notes;
  if (input.servings !== undefined) patch.servings = input.servings;
  if (input.family_member_ids !== undefined) patch.memberIds = input.family_member_ids;
  if (input.portion_sizes !== undefined) patch.portions = stringKeys(input.portion_sizes);
  if (input.portion_names !== undefined) patch.portionNames = input.portion_names;
  if (input.for_names !== undefined) patch.forNames = input.for_names;
  if (input.reminder !== undefined || input.reminder_minutes !== undefined)
    patch.reminderMinutes = input.reminder === false ? null : (input.reminder_minutes ?? REMINDER.default);
  if (input.nutrition !== undefined) patch.nutrition = input.nutrition;
  return patch;
}

export type CalendarMeal = {
  id: number;
  householdId: number;
  date: string;
  time: string;
  mealType: MealType;
  title: string;
  recipeId: number | null;
  recipeTitle: string | null;
  recipeServings: number | null;
  description: string;
  notes: string;
  servings: number;
  memberIds: number[];
  portions: Record<string, number>;
  forNames: string[];
  reminderMinutes: number | null;
  nutrition: NutritionValues | null;
  nutritionSource: NutritionSource | null;
  dishes: MealFields["dishes"];
  isLeftover: boolean;
  originalMealId: number | null;
  seriesId: number | null;
  prepared: boolean;
  version: number;
  createdBy: number | null;
  updatedAt: Date;
};

export const toCalendarMeal = (r: Selectable<RmCalendarTable>): CalendarMeal => ({
  id: r.meal_id,
  householdId: r.household_id,
  date: r.date,
  time: r.time,
  mealType: r.meal_type as MealType,
  title: r.title,
  recipeId: r.recipe_id,
  recipeTitle: r.recipe_title,
  recipeServings: r.recipe_servings,
  description: r.description,
  notes: r.notes,
  servings: Number(r.servings),
  memberIds: r.member_ids ?? [],
  portions: r.portions ?? {},
  forNames: r.for_names ?? [],
  reminderMinutes: r.reminder_minutes,
  nutrition: r.nutrition,
  nutritionSource: r.nutrition_source as NutritionSource | null,
  dishes: r.dishes ?? [],
  isLeftover: r.is_leftover,
  originalMealId: r.original_meal_id,
  seriesId: r.series_id,
  prepared: r.prepared,
  version: r.version,
  createdBy: r.created_by,
  updatedAt: r.updated_at,
});

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

async function recipeSnapshot(db: Kysely<DB>, actor: Actor, recipeId: number): Promise<RecipeSnapshot> {
  try {
    const recipe = await getRecipe(db, { id: actor.id, householdId: actor.householdId }, recipeId);
    const known = Object.values(recipe.nutrition).some((v) => v !== null);
    return {
      id: recipe.id,
      title: recipe.name,
      servings: recipe.servings,
      nutrition: known ? recipe.nutrition : null,
    };
  } catch (error) {
    if (error instanceof NotFoundError)
      throw new DomainError("The chosen recipe was not found.", "recipe_id");
    throw error;
  }
}

/** The household's members as a lookup, to check ids and to default portions. */
async function memberDefaults(db: Kysely<DB>, householdId: number) {
  const members = await listMembers(db, householdId);
  return new Map(members.map((m) => [m.id, m]));
}

async function resolvePeople(
  db: Kysely<DB>,
  householdId: number,
  request: Pick<MealRequest, "memberIds" | "portions" | "forNames" | "portionNames">,
) {
  const members = await memberDefaults(db, householdId);
  const byName = new Map([...members.values()].map((m) => [m.name.toLowerCase(), m]));
  // Names in `for` that are members count as those members; others are kept as written.
  const named = request.forNames.map((name) => byName.get(name.trim().toLowerCase()));
  const memberIds = [...new Set([...request.memberIds, ...named.flatMap((m) => (m ? [m.id] : []))])];
  for (const id of memberIds)
    if (!members.has(id))
      throw new DomainError("That family member is not in your family.", "family_member_ids");
  const portionByName: Record<string, number> = {};
  for (const [name, value] of Object.entries(request.portionNames ?? {})) {
    const member = byName.get(name.trim().toLowerCase());
    if (member) portionByName[String(member.id)] = value;
  }
  // A missing portion falls back to the member's default portion, else 100 (part one §7).
  const portions: Record<string, number> = {};
  for (const id of memberIds)
    portions[String(id)] =
      request.portions[String(id)] ?? portionByName[String(id)] ?? members.get(id)?.defaultPortionSize ?? 100;
  const forNames =
    memberIds.length > 0
      ? memberIds.map((id) => members.get(id)!.name)
      : request.forNames.filter((_, i) => !named[i]);
  return { memberIds, portions, forNames };
}

/** A request made complete: recipe snapshot and title, default time, portions, nutrition. */
export async function resolveMeal(db: Kysely<DB>, actor: Actor, request: MealRequest): Promise<MealFields> {
  const recipe = request.recipeId ? await recipeSnapshot(db, actor, request.recipeId) : null;
  const title = request.title.trim() || recipe?.title || "";
  const time = request.time ?? (await getDefaultMealTime(db, actor.householdId, request.mealType));
  const people = await resolvePeople(db, actor.householdId, request);
  // Manual nutrition only without a recipe (part one §2); a recipe brings its own per serving.
  const nutrition = recipe ? recipe.nutrition : request.nutrition;
  const nutritionSource: NutritionSource | null = nutrition ? (recipe ? "computed" : "manual") : null;
  return {
    date: request.date,
    time,
    mealType: request.mealType,
    title,
    recipe,
    description: request.description,
    notes: request.notes,
    servings: request.servings,
    ...people,
    reminderMinutes: request.reminderMinutes,
    nutrition,
    nutritionSource,
    dishes: [],
  };
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
    decide: (state) => decideMeal({ type: "planMeal", mealId, fields }, state),
    metadata: metadata(actor, context),
    request: { plan: request },
    result: ({ version }) => ({ id: mealId, version }),
  });
  return outcome.result as MealResult;
}

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
  const meta = metadata(actor, context);
  const outcome = await handleCommand<{ exists: boolean }, SeriesEvent, MealResult & Record<string, unknown>>(
    db,
    eventStore,
    {
      streamId: seriesStreamId(seriesId),
      decider: { initialState: () => ({ exists: false }), evolve: () => ({ exists: true }) },
      decide: (state) =>
        state.exists
          ? []
          : [
              {
                type: "SeriesPlanned",
                data: { seriesId, rule, startDate: fields.date, mealIds, title: fields.title },
              },
            ],
      metadata: meta,
      request: { series: fields, rule },
      async afterAppend(trx) {
        for (const [i, mealId] of mealIds.entries()) {
          const events = decideMeal(
            { type: "planMeal", mealId, seriesId, fields: { ...fields, date: dates[i]! } },
            { status: "none" },
          );
          await eventStore.append(trx, mealStreamId(mealId), "no_stream", events, {
            ...meta,
            idempotencyKey: undefined,
          });
        }
      },
      result: () => ({ id: mealIds[0]!, version: 1, ids: mealIds, seriesId }),
    },
  );
  return outcome.result;
}

/** The meal row of the caller's household, or the spec's 404. */
export async function getMeal(db: Kysely<DB>, householdId: number, mealId: number): Promise<CalendarMeal> {
  const row = await db
    .selectFrom("rm_calendar")
    .selectAll()
    .where("meal_id", "=", mealId)
    .where("household_id", "=", householdId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(NO_MEAL);
  return toCalendarMeal(row);
}

async function runMealCommand(
  db: Kysely<DB>,
  actor: Actor,
  mealId: number,
  command: (state: MealState) => MealCommand,
  context: CommandContext & { expectedVersion?: number },
): Promise<void> {
  await getMeal(db, actor.householdId, mealId);
  await handleCommand(db, eventStore, {
    streamId: mealStreamId(mealId),
    decider: mealDecider,
    decide: (state) => decideMeal(command(state), state),
    metadata: metadata(actor, context),
    expectedVersion: context.expectedVersion,
    request: { mealId },
    result: ({ version }) => ({ id: mealId, version }),
  });
}

/** Changes only what the request carries (a PUT keeps the date unless it was changed, part one §7). */
/** A request's fields resolved against the stored meal (recipe snapshot, default time, members). */
async function resolvePatch(
  db: Kysely<DB>,
  actor: Actor,
  current: CalendarMeal,
  patch: Partial<MealRequest>,
): Promise<Partial<MealFields>> {
  const changes: Partial<MealFields> = {};
  if (patch.date !== undefined) changes.date = patch.date;
  if (patch.mealType !== undefined) changes.mealType = patch.mealType;
  if (patch.time !== undefined)
    changes.time =
      patch.time ?? (await getDefaultMealTime(db, actor.householdId, patch.mealType ?? current.mealType));
  if (patch.description !== undefined) changes.description = patch.description;
  if (patch.notes !== undefined) changes.notes = patch.notes;
  if (patch.servings !== undefined) changes.servings = patch.servings;
  if (patch.reminderMinutes !== undefined) changes.reminderMinutes = patch.reminderMinutes;
  if (patch.recipeId !== undefined) {
    changes.recipe = patch.recipeId ? await recipeSnapshot(db, actor, patch.recipeId) : null;
    if (changes.recipe) {
      changes.nutrition = changes.recipe.nutrition;
      changes.nutritionSource = changes.recipe.nutrition ? "computed" : null;
    }
  }
  if (patch.title !== undefined)
    changes.title = patch.title.trim() || changes.recipe?.title || current.recipeTitle || current.title;
  else if (changes.recipe && current.recipeTitle === current.title) changes.title = changes.recipe.title;
  if (
    patch.nutrition !== undefined &&
    !(changes.recipe ?? (patch.recipeId === undefined && current.recipeId))
  ) {
    changes.nutrition = patch.nutrition;
    changes.nutritionSource = patch.nutrition ? "manual" : null;
  }
  if (patch.memberIds !== undefined || patch.portions !== undefined || patch.portionNames !== undefined) {
    const people = await resolvePeople(db, actor.householdId, {
      memberIds: patch.memberIds ?? current.memberIds,
      portions: { ...current.portions, ...(patch.portions ?? {}) },
      forNames: patch.forNames ?? current.forNames,
      portionNames: patch.portionNames,
    });
    Object.assign(changes, people);
  }
  return changes;
}

export async function changeMeal(
  db: Kysely<DB>,
  actor: Actor,
  mealId: number,
  patch: Partial<MealRequest>,
  context: CommandContext & { expectedVersion?: number },
): Promise<CalendarMeal> {
  const current = await getMeal(db, actor.householdId, mealId);
  const changes = await resolvePatch(db, actor, current, patch);
  await runMealCommand(db, actor, mealId, () => ({ type: "changeMeal", changes }), context);
  return getMeal(db, actor.householdId, mealId);
}

/**
 * "This and the following meals" of a recurring series: the same change on every occurrence from this
 * meal's date on, in one transaction (each still its own stream and event). The date is the one field
 * that is not carried over (each occurrence keeps its own day). Answers how many meals changed.
 */
export async function changeSeries(
  db: Kysely<DB>,
  actor: Actor,
  mealId: number,
  patch: Partial<MealRequest>,
  context: CommandContext & { expectedVersion?: number },
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
  const meta = metadata(actor, context);
  let changed = 0;
  await db.transaction().execute(async (trx) => {
    for (const { meal, changes } of planned) {
      const streamId = mealStreamId(meal.id);
      await trx
        .selectFrom("streams")
        .select("stream_id")
        .where("stream_id", "=", streamId)
        .forUpdate()
        .execute();
      const stream = await readStream(trx, streamId);
      if (
        meal.id === mealId &&
        context.expectedVersion !== undefined &&
        context.expectedVersion !== stream.version
      )
        throw new ConcurrencyError(streamId, context.expectedVersion, stream.version);
      const state = stream.events.reduce(
        (s, e) => mealDecider.evolve(s, { type: e.type, data: e.data } as MealEvent),
        mealDecider.initialState(),
      );
      const events = decideMeal({ type: "changeMeal", changes }, state);
      if (events.length === 0) continue;
      await eventStore.append(trx, streamId, stream.version, events, { ...meta, idempotencyKey: undefined });
      changed++;
    }
  });
  return { changed, meal: await getMeal(db, actor.householdId, mealId) };
}

export async function moveMeal(
  db: Kysely<DB>,
  actor: Actor,
  mealId: number,
  to: { date: string; mealType: MealType; time: string | null },
  context: CommandContext & { expectedVersion?: number },
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
    () => ({ type: "moveMeal", date: to.date, mealType: to.mealType, time }),
    context,
  );
  return getMeal(db, actor.householdId, mealId);
}

export async function removeMeal(
  db: Kysely<DB>,
  actor: Actor,
  mealId: number,
  context: CommandContext & { expectedVersion?: number },
): Promise<void> {
  await runMealCommand(db, actor, mealId, () => ({ type: "removeMeal" }), context);
}

export async function markPrepared(
  db: Kysely<DB>,
  actor: Actor,
  mealId: number,
  prepared: boolean,
  context: CommandContext & { expectedVersion?: number },
): Promise<CalendarMeal> {
  await runMealCommand(db, actor, mealId, () => ({ type: "markPrepared", prepared }), context);
  return getMeal(db, actor.householdId, mealId);
}

export async function setMealNutrition(
  db: Kysely<DB>,
  actor: Actor,
  mealId: number,
  nutrition: NutritionValues,
  source: NutritionSource,
  context: CommandContext & { expectedVersion?: number },
): Promise<CalendarMeal> {
  await runMealCommand(db, actor, mealId, () => ({ type: "setNutrition", nutrition, source }), context);
  return getMeal(db, actor.householdId, mealId);
}

/** An extra dish on a meal entry (part one §7 add-meal): a title, and optionally a recipe. */
export async function addDish(
  db: Kysely<DB>,
  actor: Actor,
  mealId: number,
  dish: { title: string; recipeId: number | null },
  context: CommandContext & { expectedVersion?: number },
): Promise<CalendarMeal> {
  const recipe = dish.recipeId ? await recipeSnapshot(db, actor, dish.recipeId) : null;
  await runMealCommand(db, actor, mealId, () => ({ type: "addDish", title: dish.title, recipe }), context);
  return getMeal(db, actor.householdId, mealId);
}

export async function removeDish(
  db: Kysely<DB>,
  actor: Actor,
  mealId: number,
  dishId: number,
  context: CommandContext & { expectedVersion?: number },
): Promise<CalendarMeal> {
  await runMealCommand(db, actor, mealId, () => ({ type: "removeDish", dishId }), context);
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
  const originalStream = await readStream(db, mealStreamId(originalMealId));
  const original = originalStream.events.reduce(
    (s, e) => mealDecider.evolve(s, { type: e.type, data: e.data } as MealEvent),
    mealDecider.initialState(),
  );
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
    decide: (state) => decideMeal({ type: "planLeftover", mealId, fields, original }, state),
    metadata: metadata(actor, context),
    request: { leftover: request, originalMealId },
    result: ({ version }) => ({ id: mealId, version }),
  });
  return outcome.result as MealResult;
}

export type MealFilter = { from: string; to: string; memberIds?: number[] };

/** Meals of a household in a date range (inclusive), by date and time; optionally only those a member attends. */
export async function listMeals(
  db: Kysely<DB>,
  householdId: number,
  filter: MealFilter,
): Promise<CalendarMeal[]> {
  let q = db
    .selectFrom("rm_calendar")
    .selectAll()
    .where("household_id", "=", householdId)
    .where("date", ">=", filter.from)
    .where("date", "<=", filter.to);
  if (filter.memberIds && filter.memberIds.length > 0) {
    // A meal for everyone (no member listed) is every member's meal.
    q = q.where(
      sql<boolean>`(member_ids = '[]'::jsonb or exists (select 1 from jsonb_array_elements_text(member_ids) m where m = any(${filter.memberIds.map(String)}::text[])))`,
    );
  }
  const rows = await q.orderBy("date").orderBy("time").orderBy("meal_id").execute();
  return rows.map(toCalendarMeal);
}

export type DayNutrition = { date: string; memberId: number; meals: number; mealsMissing: number } & Record<
  "calories" | "protein" | "carbs" | "fat" | "fiber" | "sugar",
  number
>;

export async function listDailyNutrition(
  db: Kysely<DB>,
  householdId: number,
  from: string,
  to: string,
): Promise<DayNutrition[]> {
  const rows = await db
    .selectFrom("rm_daily_nutrition")
    .selectAll()
    .where("household_id", "=", householdId)
    .where("date", ">=", from)
    .where("date", "<=", to)
    .orderBy("date")
    .orderBy("member_id")
    .execute();
  return rows.map((r) => ({
    date: r.date,
    memberId: r.member_id,
    meals: r.meals,
    mealsMissing: r.meals_missing,
    calories: Number(r.calories),
    protein: Number(r.protein),
    carbs: Number(r.carbs),
    fat: Number(r.fat),
    fiber: Number(r.fiber),
    sugar: Number(r.sugar),
  }));
}

/** One meal's own history from the log (oldest first), for Meal Details and auditors. */
export async function mealHistory(
  db: Kysely<DB>,
  householdId: number,
  mealId: number,
): Promise<RecordedEvent[]> {
  const stream = await readStream(db, mealStreamId(mealId));
  const events = stream.events.filter((e) => e.householdId === householdId);
  if (events.length === 0) throw new NotFoundError(NO_MEAL);
  return events;
}
