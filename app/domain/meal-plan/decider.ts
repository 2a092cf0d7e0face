// The meal and series deciders (Emmett style): each one object with `initialState`, a pure
// `evolve(state, event)` and `decide(command, state) → events`. No clock, database or network here; a
// broken rule is a DomainError with a sentence a user can read, and a command whose outcome already
// holds decides nothing ([]). Each switch ends in `unhandled(x)`, typed `never`: a new command or event
// type that a decider forgets is a compile error, not a silent no-op.
import { type Decider, unhandled } from "../../events/command-handler.server";
import { DomainError, NotFoundError } from "../errors";
import { MEAL_TEXTS, MEAL_TYPES } from "./constants";
import type {
  FieldChange,
  MealChanges,
  MealEvent,
  MealFields,
  MealType,
  NutritionSource,
  RecipeSnapshot,
  RecurrenceRule,
  SeriesEvent,
} from "./events";
import { sameValue } from "./events";

export const MEAL_TYPE_LIST: readonly MealType[] = MEAL_TYPES;
export const NO_MEAL = MEAL_TEXTS.notFound;

export type PlannedMeal = MealFields & {
  mealId: number;
  seriesId: number | null;
  originalMealId: number | null;
  prepared: boolean;
};

export type MealState = { status: "none" } | { status: "planned" | "removed"; meal: PlannedMeal };

export type MealCommand =
  | { type: "planMeal"; mealId: number; fields: MealFields; seriesId?: number | null }
  | { type: "planLeftover"; mealId: number; fields: MealFields; original: MealState }
  | { type: "changeMeal"; changes: Partial<MealFields> }
  | { type: "moveMeal"; date: string; mealType: MealType; time: string }
  | { type: "removeMeal" }
  | { type: "addDish"; title: string; recipe: RecipeSnapshot | null }
  | { type: "removeDish"; dishId: number }
  | { type: "markPrepared"; prepared: boolean }
  | { type: "setNutrition"; nutrition: NonNullable<MealFields["nutrition"]>; source: NutritionSource };

const isDate = (s: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  );
};
const isTime = (s: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(s);

/** The rules every planned meal keeps (docs/product.md#meal-form). Leftovers may have half servings. */
export function assertMealRules(fields: Partial<MealFields>, options: { leftover: boolean }): void {
  if (fields.date !== undefined && !isDate(fields.date))
    throw new DomainError("Please enter a valid date (YYYY-MM-DD).", "date");
  if (fields.time !== undefined && !isTime(fields.time))
    throw new DomainError("Please enter a valid time (HH:mm or h:mm AM/PM).", "time");
  if (fields.mealType !== undefined && !MEAL_TYPE_LIST.includes(fields.mealType))
    throw new DomainError(MEAL_TEXTS.mealType, "meal_type");
  if (fields.title !== undefined && (fields.title.trim() === "" || fields.title.length > 200))
    throw new DomainError("Please enter a meal title.", "title");
  if (fields.servings !== undefined) {
    const s = fields.servings;
    if (options.leftover) {
      if (!(s >= 0.5 && s <= 12 && Number.isInteger(s * 2)))
        throw new DomainError("Leftover servings must be between 0.5 and 12, in steps of 0.5.", "servings");
    } else if (!(Number.isInteger(s) && s >= 1 && s <= 12)) {
      throw new DomainError("Servings must be between 1 and 12.", "servings");
    }
  }
  if (fields.portions !== undefined) {
    for (const value of Object.values(fields.portions)) {
      if (!(Number.isInteger(value) && value >= 0 && value <= 200))
        throw new DomainError("Portions must be whole percentages from 0 to 200.", "portion_sizes");
    }
  }
  if (fields.memberIds?.some((id) => !(Number.isInteger(id) && id > 0)))
    throw new DomainError("Family members must be given by their ids.", "family_member_ids");
  if (
    fields.reminderMinutes !== undefined &&
    fields.reminderMinutes !== null &&
    !(fields.reminderMinutes >= 5)
  )
    throw new DomainError("Reminders must be at least 5 minutes before the meal.", "reminder_minutes");
}

export function assertRecurrence(date: string, rule: RecurrenceRule): void {
  if (rule.endDate !== null && rule.endDate < date)
    throw new DomainError("The recurrence end date cannot be before the meal date.", "end_date");
  if (rule.pattern === "custom" && rule.days.length === 0)
    throw new DomainError("Choose at least one weekday for a custom recurrence.", "recurring_days");
}

// Key order does not matter: the state folded from the log has jsonb's key order, a command's values
// the code's (a recipe snapshot taken again was a 'change' of nothing).
const same = sameValue;

function evolveMeal(state: MealState, event: MealEvent): MealState {
  switch (event.type) {
    case "MealPlanned": {
      const { mealId, seriesId, ...fields } = event.data;
      return {
        status: "planned",
        meal: { ...fields, mealId, seriesId, originalMealId: null, prepared: false },
      };
    }
    case "LeftoverPlanned": {
      const { mealId, originalMealId, ...fields } = event.data;
      return {
        status: "planned",
        meal: { ...fields, mealId, seriesId: null, originalMealId, prepared: false },
      };
    }
    default:
      if (state.status === "none") return state;
  }
  const meal = state.meal;
  switch (event.type) {
    case "MealChanged": {
      const next: PlannedMeal = { ...meal };
      for (const [key, change] of Object.entries(event.data.changes) as [keyof MealFields, FieldChange][])
        (next as Record<string, unknown>)[key] = change.to;
      return { ...state, meal: next };
    }
    case "MealMoved":
      return { ...state, meal: { ...meal, ...event.data.to } };
    case "MealRemoved":
      return { status: "removed", meal };
    case "DishAdded":
      return { ...state, meal: { ...meal, dishes: [...(meal.dishes ?? []), event.data.dish] } };
    case "DishRemoved":
      return {
        ...state,
        meal: { ...meal, dishes: (meal.dishes ?? []).filter((d) => d.dishId !== event.data.dishId) },
      };
    case "MealPreparedMarked":
      return { ...state, meal: { ...meal, prepared: true } };
    case "MealPreparedUnmarked":
      return { ...state, meal: { ...meal, prepared: false } };
    case "MealNutritionSet":
      return {
        ...state,
        meal: { ...meal, nutrition: event.data.nutrition, nutritionSource: event.data.source },
      };
    default:
      return unhandled(event);
  }
}

function planned(state: MealState): PlannedMeal {
  if (state.status !== "planned") throw new NotFoundError(NO_MEAL);
  return state.meal;
}

function decideMealCommand(command: MealCommand, state: MealState): MealEvent[] {
  switch (command.type) {
    case "planMeal": {
      if (state.status !== "none") throw new DomainError("This meal already exists.");
      assertMealRules(command.fields, { leftover: false });
      return [
        {
          type: "MealPlanned",
          data: { mealId: command.mealId, seriesId: command.seriesId ?? null, ...command.fields },
        },
      ];
    }
    case "planLeftover": {
      if (state.status !== "none") throw new DomainError("This meal already exists.");
      const original = planned(command.original);
      if (original.originalMealId !== null)
        throw new DomainError("Leftovers of leftovers cannot be planned; plan them from the original meal.");
      assertMealRules(command.fields, { leftover: true });
      return [
        {
          type: "LeftoverPlanned",
          data: { mealId: command.mealId, originalMealId: original.mealId, ...command.fields },
        },
      ];
    }
    case "changeMeal": {
      const meal = planned(state);
      assertMealRules(command.changes, { leftover: meal.originalMealId !== null });
      const changes: MealChanges = {};
      for (const [key, to] of Object.entries(command.changes) as [keyof MealFields, unknown][]) {
        if (to === undefined || same(meal[key], to)) continue;
        (changes as Record<string, FieldChange>)[key] = { from: meal[key], to } as FieldChange;
      }
      return Object.keys(changes).length === 0
        ? []
        : [{ type: "MealChanged", data: { mealId: meal.mealId, changes } }];
    }
    case "moveMeal": {
      const meal = planned(state);
      assertMealRules(
        { date: command.date, mealType: command.mealType, time: command.time },
        { leftover: false },
      );
      // Dropping a meal on its own day and type does nothing (docs/product.md#meal-planner).
      if (meal.date === command.date && meal.mealType === command.mealType) return [];
      return [
        {
          type: "MealMoved",
          data: {
            mealId: meal.mealId,
            from: { date: meal.date, time: meal.time, mealType: meal.mealType },
            to: { date: command.date, time: command.time, mealType: command.mealType },
          },
        },
      ];
    }
    case "removeMeal": {
      const meal = planned(state);
      return [{ type: "MealRemoved", data: { mealId: meal.mealId } }];
    }
    case "addDish": {
      const meal = planned(state);
      const title = command.title.trim() || command.recipe?.title || "";
      if (title === "" || title.length > 200) throw new DomainError("Please enter the dish's name.", "title");
      const dishes = meal.dishes ?? [];
      if (dishes.length >= 20) throw new DomainError("A meal can have at most 20 extra dishes.");
      const dishId = dishes.reduce((max, d) => Math.max(max, d.dishId), 0) + 1;
      return [
        { type: "DishAdded", data: { mealId: meal.mealId, dish: { dishId, title, recipe: command.recipe } } },
      ];
    }
    case "removeDish": {
      const meal = planned(state);
      const dish = (meal.dishes ?? []).find((d) => d.dishId === command.dishId);
      if (!dish) throw new NotFoundError("That dish is not part of this meal.");
      return [{ type: "DishRemoved", data: { mealId: meal.mealId, dishId: dish.dishId, title: dish.title } }];
    }
    case "markPrepared": {
      const meal = planned(state);
      if (meal.prepared === command.prepared) return [];
      return [
        {
          type: command.prepared ? "MealPreparedMarked" : "MealPreparedUnmarked",
          data: { mealId: meal.mealId },
        },
      ];
    }
    case "setNutrition": {
      const meal = planned(state);
      for (const value of Object.values(command.nutrition)) {
        if (value !== null && !(Number.isFinite(value) && value >= 0))
          throw new DomainError("Nutrition values must be numbers of at least 0.", "nutrition");
      }
      if (same(meal.nutrition, command.nutrition) && meal.nutritionSource === command.source) return [];
      return [
        {
          type: "MealNutritionSet",
          data: {
            mealId: meal.mealId,
            nutrition: command.nutrition,
            source: command.source,
            previous: meal.nutrition,
          },
        },
      ];
    }
    default:
      return unhandled(command);
  }
}

export const mealDecider = {
  initialState: (): MealState => ({ status: "none" }),
  evolve: evolveMeal,
  decide: decideMealCommand,
} satisfies Decider<MealState, MealCommand, MealEvent>;

/** `mealDecider.decide`, by the name the commands and tests use. */
export const decideMeal = mealDecider.decide;

// --- a recurring series -------------------------------------------------------------------------------

export type SeriesState =
  | { status: "none" }
  | { status: "planned"; seriesId: number; mealIds: number[] }
  | { status: "ended"; seriesId: number; mealIds: number[] };

export type SeriesCommand = {
  type: "planSeries";
  seriesId: number;
  rule: RecurrenceRule;
  startDate: string;
  mealIds: number[];
  title: string;
};

export const seriesDecider = {
  initialState: (): SeriesState => ({ status: "none" }),
  evolve(state: SeriesState, event: SeriesEvent): SeriesState {
    switch (event.type) {
      case "SeriesPlanned":
        return { status: "planned", seriesId: event.data.seriesId, mealIds: event.data.mealIds };
      case "SeriesEnded":
        return state.status === "none" ? state : { ...state, status: "ended" };
      default:
        return unhandled(event);
    }
  },
  decide(command: SeriesCommand, state: SeriesState): SeriesEvent[] {
    switch (command.type) {
      case "planSeries": {
        // Planned once: a replay of the same series decides nothing.
        if (state.status !== "none") return [];
        assertRecurrence(command.startDate, command.rule);
        const { type: _, ...data } = command;
        return [{ type: "SeriesPlanned", data }];
      }
      default:
        return unhandled(command.type);
    }
  },
} satisfies Decider<SeriesState, SeriesCommand, SeriesEvent>;
