// The field rules of a meal: one zod schema per field, and the rules that tie fields together, on a body
// that carries one name per field. Every field is read on its own and all of its messages are reported
// together, so a form shows every mistake at once (JS on or off). The names a request may use for each
// field (the API's and the forms' aliases) and the request schemas built on these rules are in
// api-schemas.ts. Pure: no clock, no time zones — dates are calendar dates computed on UTC midnights.
import { z } from "zod";
import {
  hasRefusedCharacters,
  isBlank,
  isRecord,
  orRaw,
  readBoolean,
  readDecimal,
  readText,
} from "../input-readers";
import type { NutritionValues } from "../nutrition/constants";
import { addDays, dateOfDayNumber, dayNumber, parseDateOrTimestamp } from "../shared/calendar-date";
import {
  DEFAULT_MEAL_TYPE,
  LEFTOVER_SERVINGS,
  MEAL_NUTRIENTS,
  MEAL_TEXTS,
  MEAL_TYPES,
  type MealType,
  MONTHLY_OPTIONS,
  type MonthlyOption,
  NUTRIENT_MAX,
  PORTION,
  RECURRENCE_HORIZON_DAYS,
  RECURRENCE_MAX_DATES,
  RECURRING_PATTERNS,
  REMINDER,
  type RecurringPattern,
  SERVINGS,
  TEXT_MAX,
  TITLE_MAX,
} from "./constants";

export type Recurrence = {
  pattern: RecurringPattern;
  /** Weekdays 0 (Sunday) to 6, sorted; only a custom pattern has any. */
  days: number[];
  monthly_option: MonthlyOption;
  /** null: the series never ends (planned RECURRENCE_HORIZON_DAYS ahead). */
  end_date: string | null;
};

/** The six nutrients, null where unknown (app/domain/nutrition/constants.ts). */
export type MealNutrition = NutritionValues;

export type MealInput = {
  meal_type: MealType;
  /** '' only when recipe_id is set: the caller uses the recipe's title. */
  title: string;
  date: string;
  /** 'HH:mm'; null: the caller applies the household's default time for the type. */
  time: string | null;
  recipe_id: number | null;
  description: string;
  notes: string;
  servings: number;
  /** From family_member_ids (or attendees) and the ids listed in `for`, deduplicated. */
  family_member_ids: number[];
  /** Names listed in `for`, for the caller to resolve to members. */
  for_names: string[];
  /** Member id → percent. */
  portion_sizes: Record<number, number>;
  /** Member name → percent, for the caller to resolve. */
  portion_names: Record<string, number>;
  is_leftover: boolean;
  original_meal_id: number | null;
  reminder: boolean;
  reminder_minutes: number;
  recurrence: Recurrence | null;
  /** Manually entered nutrition; null when none was given. */
  nutrition: MealNutrition | null;
};

// ---------------------------------------------------------------------------------------------------
// Small readers

// Strict readers (docs/decisions/016-input-gate.md): a switch is a boolean or a word for one, a number a
// number or a numeric string; an object, a list or `true` where a number belongs is refused, not read.
const blank = isBlank;

/** A positive safe integer given as a number or a digit string; anything else is undefined. */
function readPositiveId(v: unknown): number | undefined {
  const result = parseMealId(typeof v === "string" ? v.trim() : v);
  return result.ok ? result.id : undefined;
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return undefined;
  }
}

/** A list given as an array, a JSON array string or a comma-separated string; undefined when it is none. */
function readList(v: unknown): unknown[] | undefined {
  if (blank(v)) return [];
  if (Array.isArray(v)) return v.filter((item) => !blank(item));
  if (typeof v === "number") return [v];
  if (typeof v !== "string") return undefined;
  const s = v.trim();
  if (s.startsWith("[")) {
    const parsed = safeJson(s);
    return Array.isArray(parsed) ? parsed.filter((item) => !blank(item)) : undefined;
  }
  return s.split(",").filter((item) => !blank(item));
}

const unique = <T>(list: T[]) => [...new Set(list)];

// ---------------------------------------------------------------------------------------------------
// Dates, times and ids

const DAY_MS = 86_400_000;

/**
 * 'yyyy-MM-dd' for a real calendar date within the shared bounds (1900–2199), also from an ISO
 * timestamp's date part, whose time of day and offset must be real too ('2025-01-01T25:00' and
 * '2025-02-30' are refused). The shared calendar date's reader (domain/shared/calendar-date.ts).
 */
export const parseMealDate = (input: unknown): string | null => parseDateOrTimestamp(input);

/** 'HH:mm' (24-hour) from 'HH:mm', 'H:mm', 'HH:mm:ss', '8', '8am', '8:30 pm', '12:00 AM'; else null. */
export function parseMealTime(input: unknown): string | null {
  const s = typeof input === "number" ? String(input) : typeof input === "string" ? input.trim() : "";
  const twelve = /^(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?\s*([ap])\.?\s*m\.?$/i.exec(s);
  if (twelve) {
    const [hour, minute, second] = [Number(twelve[1]), Number(twelve[2] ?? 0), Number(twelve[3] ?? 0)];
    if (hour < 1 || hour > 12 || minute > 59 || second > 59) return null;
    const pm = twelve[4]?.toLowerCase() === "p";
    return clock((hour % 12) + (pm ? 12 : 0), minute);
  }
  const day = /^(\d{1,2})(?::(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?$/.exec(s);
  if (day) {
    const [hour, minute, second] = [Number(day[1]), Number(day[2] ?? 0), Number(day[3] ?? 0)];
    if (hour > 23 || minute > 59 || second > 59) return null;
    return clock(hour, minute);
  }
  return null;
}

const clock = (hour: number, minute: number) =>
  `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;

export type MealIdResult = { ok: true; id: number } | { ok: false; message: string };

/**
 * A meal id from a URL, a form or JSON. 'Invalid meal plan ID format' when it is not written as a whole
 * number at all ('abc', '1.5', '1e3', '', null); 'Invalid meal plan ID' when it is a whole number that
 * no meal can have (0, -3, '-3', or beyond the safe integers).
 */
export function parseMealId(input: unknown): MealIdResult {
  const invalid = { ok: false, message: MEAL_TEXTS.invalidId } as const;
  const format = { ok: false, message: MEAL_TEXTS.invalidIdFormat } as const;
  let id: number;
  if (typeof input === "number") {
    if (!Number.isInteger(input)) return format;
    id = input;
  } else if (typeof input === "string" && /^-?\d+$/.test(input)) {
    id = Number(input);
  } else {
    return format;
  }
  return id > 0 && Number.isSafeInteger(id) ? { ok: true, id } : invalid;
}

// Calendar arithmetic on day numbers (days since 1970-01-01, UTC).
const daysInMonth = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
const dayDate = (n: number) => new Date(n * DAY_MS);
const weekday = (n: number) => dayDate(n).getUTCDay();

export { addDays };

// ---------------------------------------------------------------------------------------------------
// Field rules (one zod schema each)

const mealTypeField = (required: boolean) =>
  z.preprocess(
    (v) => {
      if (blank(v)) return required ? undefined : DEFAULT_MEAL_TYPE;
      return typeof v === "string" ? v.trim().toLowerCase() : v;
    },
    z.enum(MEAL_TYPES, {
      error: (issue) => (issue.input === undefined ? MEAL_TEXTS.mealTypeRequired : MEAL_TEXTS.mealType),
    }),
  );

const textField = (max: number, tooLong: string, { oneLine = false } = {}) =>
  z.preprocess(
    // Text is a string (readText): a number is refused, never written out as "5".
    (v) => {
      const s = orRaw(readText)(v);
      return typeof s === "string" && oneLine ? s.replace(/\s+/g, " ") : s;
    },
    z.string({ error: MEAL_TEXTS.notText }).max(max, tooLong),
  );

const titleField = textField(TITLE_MAX, MEAL_TEXTS.titleTooLong, { oneLine: true });

const dateField = z.preprocess((v) => parseMealDate(v) ?? undefined, z.string({ error: MEAL_TEXTS.date }));

const timeField = z.preprocess(
  (v) => (blank(v) ? null : (parseMealTime(v) ?? undefined)),
  z.string({ error: MEAL_TEXTS.time }).nullable(),
);

const idOrNullField = (message: string) =>
  z.preprocess((v) => (blank(v) ? null : readPositiveId(v)), z.number({ error: message }).nullable());

const boolField = z.preprocess(orRaw(readBoolean), z.boolean({ error: MEAL_TEXTS.notBoolean }));

const MEMBER_LIST_MAX = 100;
const NAME_MAX = 100;

const memberIdsField = z.preprocess(
  (v) => {
    const ids = readList(v)?.map(readPositiveId);
    return ids?.every((id) => id !== undefined) ? ids : undefined; // deduplicated with `for`
  },
  z.array(z.number(), { error: MEAL_TEXTS.members }).max(MEMBER_LIST_MAX, MEAL_TEXTS.members),
);

/** `for`: member names or ids (or {id, name} objects); ids join family_member_ids, names are kept. */
const forField = z.preprocess(
  (v) => {
    const list = readList(v);
    if (!list || list.length > MEMBER_LIST_MAX) return undefined;
    const ids: number[] = [];
    const names = new Map<string, string>();
    for (const raw of list) {
      const item = isRecord(raw) ? (raw.id ?? raw.name) : raw;
      if (typeof item === "number" || (typeof item === "string" && /^\s*-?\d+\s*$/.test(item))) {
        const id = readPositiveId(item);
        if (id === undefined) return undefined;
        ids.push(id);
      } else if (
        typeof item === "string" &&
        item.trim() !== "" &&
        item.trim().length <= NAME_MAX &&
        // A JSON list in a text field may carry \u0000 escapes past the input gate.
        !hasRefusedCharacters(item)
      ) {
        const name = item.trim().replace(/\s+/g, " ");
        if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
      } else {
        return undefined;
      }
    }
    return { ids: unique(ids), names: [...names.values()] };
  },
  z.object({ ids: z.array(z.number()), names: z.array(z.string()) }, { error: MEAL_TEXTS.forList }),
);

/** A map of member id (or name) → whole percent 0–200, given as an object or a JSON string. */
const portionsField = z.unknown().transform((v, ctx) => {
  const ids: Record<number, number> = {};
  const names: Record<string, number> = {};
  const source = typeof v === "string" && v.trim() !== "" ? safeJson(v.trim()) : blank(v) ? {} : v;
  if (!isRecord(source)) {
    ctx.addIssue({ code: "custom", message: MEAL_TEXTS.portions, input: v });
    return { ids, names };
  }
  for (const [rawKey, rawValue] of Object.entries(source)) {
    if (blank(rawValue)) continue; // not given: the caller applies the member's default portion
    const key = rawKey.trim();
    const percent = readDecimal(rawValue);
    if (
      percent === undefined ||
      !Number.isInteger(percent) ||
      percent < PORTION.min ||
      percent > PORTION.max
    ) {
      ctx.addIssue({ code: "custom", message: MEAL_TEXTS.portions, input: rawValue });
      continue;
    }
    if (/^-?\d+(\.\d+)?$/.test(key)) {
      const id = readPositiveId(key);
      if (id === undefined)
        ctx.addIssue({ code: "custom", message: MEAL_TEXTS.portionMember, input: rawKey });
      else ids[id] = percent;
    } else if (key !== "" && key.length <= NAME_MAX && !hasRefusedCharacters(key)) {
      names[key.replace(/\s+/g, " ")] = percent;
    } else {
      ctx.addIssue({ code: "custom", message: MEAL_TEXTS.portionMember, input: rawKey });
    }
  }
  return { ids, names };
});

/** '250 kcal', '12g', '12.5 g', '1,200 kcal', 12 → 250, 12, 12.5, 1200, 12; '' → null; 'abc' and negatives → undefined. */
function readNutrient(v: unknown): number | null | undefined {
  if (blank(v)) return null;
  if (typeof v === "number") return Number.isFinite(v) && v >= 0 ? v : undefined;
  if (typeof v !== "string") return undefined;
  // A comma only groups thousands ('1,200 kcal'): read as a decimal comma it would give 1.2 kcal.
  const m = /^((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)\s*(?:kcal|cal|calories|g|grams?)?$/i.exec(
    v.trim(),
  );
  return m?.[1] ? Number(m[1].replaceAll(",", "")) : undefined;
}

/** Manual nutrition: an object (or JSON string) of the six nutrients; null when nothing is given. */
const nutritionField = z.unknown().transform((v, ctx): MealNutrition | null => {
  const source = typeof v === "string" && v.trim() !== "" ? safeJson(v.trim()) : blank(v) ? {} : v;
  if (!isRecord(source)) {
    ctx.addIssue({ code: "custom", message: MEAL_TEXTS.nutrition, input: v });
    return null;
  }
  const out = {} as MealNutrition;
  for (const key of MEAL_NUTRIENTS) {
    const value = readNutrient(source[key]);
    if (value === undefined) ctx.addIssue({ code: "custom", message: MEAL_TEXTS.nutrition, path: [key] });
    else if (value !== null && value > NUTRIENT_MAX)
      ctx.addIssue({ code: "custom", message: MEAL_TEXTS.nutritionTooLarge, path: [key] });
    out[key] = value ?? null;
  }
  return MEAL_NUTRIENTS.every((key) => out[key] === null) ? null : out;
});

const isLeftoverStep = (n: number) =>
  n >= LEFTOVER_SERVINGS.min && n <= LEFTOVER_SERVINGS.max && Number.isInteger(n / LEFTOVER_SERVINGS.step);
const isMealServings = (n: number) => Number.isInteger(n) && n >= SERVINGS.min && n <= SERVINGS.max;
const servingsOk = (n: number, leftover: boolean) => (leftover ? isLeftoverStep(n) : isMealServings(n));
const servingsMessage = (leftover: boolean) => (leftover ? MEAL_TEXTS.leftoverServings : MEAL_TEXTS.servings);

/** Reminder minutes: blank → 30; otherwise a whole number from 5 to a week, or the message it breaks. */
const readMinutes = (v: unknown): number | string => {
  if (blank(v)) return REMINDER.default;
  const n = readDecimal(v);
  if (n === undefined || !Number.isInteger(n) || n < REMINDER.min) return MEAL_TEXTS.reminder;
  return n > REMINDER.max ? MEAL_TEXTS.reminderTooEarly : n;
};

const patternField = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
  z.enum(RECURRING_PATTERNS, { error: MEAL_TEXTS.recurringPattern }),
);

const weekdaysField = z.preprocess(
  (v) => {
    const days = readList(v)?.map(readDecimal);
    if (!days?.every((d) => d !== undefined && Number.isInteger(d) && d >= 0 && d <= 6)) return undefined;
    return unique(days as number[]).sort((a, b) => a - b);
  },
  z.array(z.number(), { error: MEAL_TEXTS.recurringDays }),
);

const monthlyField = z.preprocess(
  (v) => (blank(v) ? "same-date" : typeof v === "string" ? v.trim().toLowerCase() : v),
  z.enum(MONTHLY_OPTIONS, { error: MEAL_TEXTS.monthlyOption }),
);

const endDateField = z.preprocess(
  (v) =>
    blank(v) || v === false || (typeof v === "string" && /^never$/i.test(v.trim()))
      ? null
      : (parseMealDate(v) ?? undefined),
  z.string({ error: MEAL_TEXTS.endDate }).nullable(),
);

// ---------------------------------------------------------------------------------------------------
// The body: one name per field

/** The fields of a meal body, each under its one name (api-schemas.ts maps a request's aliases onto them). */
export const MEAL_BODY_FIELDS = [
  "meal_type",
  "title",
  "date",
  "time",
  "recipe_id",
  "description",
  "notes",
  "servings",
  "family_member_ids",
  "for",
  "portion_sizes",
  "is_leftover",
  "original_meal_id",
  "reminder",
  "reminder_minutes",
  "is_recurring",
  "recurring_pattern",
  "recurring_days",
  "monthly_option",
  "end_date",
  "nutrition",
] as const;
export type MealBodyField = (typeof MEAL_BODY_FIELDS)[number];
/** A field that was not sent (undefined) is absent. */
export type MealBody = Partial<Record<MealBodyField, unknown>>;

// ---------------------------------------------------------------------------------------------------
// The meal

type Ctx = z.RefinementCtx;

/** Runs one field's schema and reports its issues under the field's name; undefined when it failed. */
function readField<T>(ctx: Ctx, key: string, schema: z.ZodType<T>, value: unknown): T | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues)
    ctx.addIssue({ code: "custom", message: issue.message, path: [key, ...issue.path], input: value });
  return undefined;
}

/** What an update needs to know about the stored meal to apply the rules that tie fields together. */
export type MealPatchContext = Partial<
  Pick<MealInput, "date" | "recipe_id" | "is_leftover" | "servings" | "reminder">
>;

/**
 * The meal in a body: every field when creating (current null; a missing one reads as empty), only the
 * fields sent when updating. Null when a field broke a rule (its issues are on ctx).
 */
export function readMeal(
  body: MealBody,
  ctx: Ctx,
  current: MealPatchContext | null,
): Partial<MealInput> | null {
  const patch = current !== null;
  const sent = (key: MealBodyField) => !patch || key in body;
  let failed = false;
  const field = <T>(key: MealBodyField, schema: z.ZodType<T>): T | undefined => {
    const value = readField(ctx, key, schema, body[key]);
    if (value === undefined) failed = true;
    return value;
  };
  const issue = (key: string, message: string) => {
    failed = true;
    ctx.addIssue({ code: "custom", message, path: [key] });
  };

  const out: Partial<MealInput> = {};
  if (sent("meal_type")) out.meal_type = field("meal_type", mealTypeField(false));
  if (sent("title")) out.title = field("title", titleField);
  if (sent("date")) out.date = field("date", dateField);
  if (sent("time")) out.time = field("time", timeField);
  if (sent("recipe_id")) out.recipe_id = field("recipe_id", idOrNullField(MEAL_TEXTS.recipeId));
  if (sent("description"))
    out.description = field("description", textField(TEXT_MAX, MEAL_TEXTS.descriptionTooLong));
  if (sent("notes")) out.notes = field("notes", textField(TEXT_MAX, MEAL_TEXTS.notesTooLong));
  if (sent("is_leftover")) out.is_leftover = field("is_leftover", boolField);
  if (sent("original_meal_id"))
    out.original_meal_id = field("original_meal_id", idOrNullField(MEAL_TEXTS.originalMealId));
  if (sent("reminder")) out.reminder = field("reminder", boolField);
  if (sent("nutrition")) out.nutrition = field("nutrition", nutritionField);

  // A title may be left empty only for a recipe, whose title the caller then uses.
  const recipeFailed = sent("recipe_id") && out.recipe_id === undefined;
  const recipe = sent("recipe_id") ? out.recipe_id : current?.recipe_id;
  if (out.title === "" && !recipeFailed && (recipe === null || recipe === undefined))
    issue("title", MEAL_TEXTS.titleRequired);

  // Servings follow the leftover rule; an update that flips is_leftover checks the stored servings too.
  const leftover = out.is_leftover ?? current?.is_leftover ?? false;
  if (sent("servings")) {
    const n = blank(body.servings) ? SERVINGS.default : readDecimal(body.servings);
    if (n === undefined || !servingsOk(n, leftover)) issue("servings", servingsMessage(leftover));
    else out.servings = n;
  } else if (patch && sent("is_leftover") && current?.servings !== undefined) {
    if (!servingsOk(current.servings, leftover)) issue("servings", servingsMessage(leftover));
  }

  if (sent("family_member_ids") || sent("for")) {
    const ids = sent("family_member_ids") ? field("family_member_ids", memberIdsField) : [];
    const listed = sent("for") ? field("for", forField) : { ids: [], names: [] };
    if (ids && listed) out.family_member_ids = unique([...ids, ...listed.ids]);
    if (sent("for") && listed) out.for_names = listed.names;
  }

  if (sent("portion_sizes")) {
    const portions = field("portion_sizes", portionsField);
    if (portions) {
      out.portion_sizes = portions.ids;
      out.portion_names = portions.names;
    }
  }

  // Minutes are checked only when the reminder is (or may be) on; a switched-off reminder keeps 30.
  if (sent("reminder_minutes")) {
    const reminderOn = out.reminder ?? current?.reminder;
    const raw = body.reminder_minutes;
    const minutes = readMinutes(raw);
    // A value of the wrong type (an object, a list, true) is refused even while the reminder is off.
    const scalar = typeof raw === "string" || typeof raw === "number";
    if (typeof minutes === "number") out.reminder_minutes = minutes;
    else if (reminderOn === false && scalar) out.reminder_minutes = REMINDER.default;
    else issue("reminder_minutes", minutes);
  }

  // The switch is is_recurring: the second form posts its pattern select even when repeating is off.
  if (sent("is_recurring")) {
    if (!field("is_recurring", boolField)) out.recurrence = null;
    else {
      const pattern = field("recurring_pattern", patternField);
      const days = pattern === "custom" ? field("recurring_days", weekdaysField) : [];
      if (pattern === "custom" && days?.length === 0)
        issue("recurring_days", MEAL_TEXTS.recurringDaysRequired);
      const monthly = pattern === "monthly" ? field("monthly_option", monthlyField) : "same-date";
      const end = field("end_date", endDateField);
      const start = out.date ?? current?.date;
      if (end && start && end < start) issue("end_date", MEAL_TEXTS.endBeforeDate);
      if (pattern && days && monthly && end !== undefined)
        out.recurrence = { pattern, days, monthly_option: monthly, end_date: end };
    }
  }

  return failed ? null : out;
}

// ---------------------------------------------------------------------------------------------------
// Move and leftovers

/** A move (drag and drop, or the move form) needs the new date and meal type. */
export const MoveFields = z.object({ date: dateField, meal_type: mealTypeField(true), time: timeField });

/** 'Mark as having leftovers': date, meal type, title and servings are all required. */
export const LeftoverFields = z.object({
  date: dateField,
  meal_type: mealTypeField(true),
  title: titleField.refine((s) => s !== "", MEAL_TEXTS.leftoverTitleRequired),
  servings: z.preprocess(
    (v) => readDecimal(v),
    z.number({ error: MEAL_TEXTS.leftoverServings }).refine(isLeftoverStep, MEAL_TEXTS.leftoverServings),
  ),
  time: timeField,
});
export type LeftoverInput = z.output<typeof LeftoverFields>;

// ---------------------------------------------------------------------------------------------------
// Prepared toggle

/** The prepared toggle (Meal Details, the dashboard): the state the meal is to be in. */
export const PreparedFields = z.object({
  prepared: z
    .enum(["true", "false"], { error: "Choose prepared or not prepared." })
    .transform((v) => v === "true"),
});

/** The dashboard's toggle names its meal too. */
export const PreparedMealFields = PreparedFields.extend({
  id: z.unknown().transform((input, ctx) => {
    const parsed = parseMealId(input);
    if (parsed.ok) return parsed.id;
    ctx.addIssue({ code: "custom", message: parsed.message });
    return z.NEVER;
  }),
});

/** The leftover form's first values: the next day, lunch, half the servings rounded up (at least 1). */
export function leftoverDefaults(original: {
  date: string;
  servings: number;
  title: string;
}): Pick<LeftoverInput, "date" | "meal_type" | "servings" | "title"> {
  const date = parseMealDate(original.date);
  const servings =
    Number.isFinite(original.servings) && original.servings > 0 ? original.servings : SERVINGS.default;
  return {
    date: date ? addDays(date, 1) : original.date,
    meal_type: "lunch",
    servings: Math.min(LEFTOVER_SERVINGS.max, Math.max(1, Math.ceil(servings / 2))),
    title: original.title,
  };
}

// ---------------------------------------------------------------------------------------------------
// Recurrence

/**
 * Every date of a series, from its first meal until its end date (inclusive) or, without one, within
 * the `horizonDays` days that start on the first meal's day; at most RECURRENCE_MAX_DATES. A monthly series skips the
 * months that lack its date (the 31st) or its weekday (a fifth Friday). Odd input (a bad start date or
 * pattern) gives no dates rather than an error, because read-model projections must never throw.
 */
export function expandRecurrence(
  startDate: string,
  rule: Recurrence,
  horizonDays: number = RECURRENCE_HORIZON_DAYS,
): string[] {
  const start = parseMealDate(startDate);
  if (!start) return [];
  const first = dayNumber(start);
  const end = rule.end_date ? parseMealDate(rule.end_date) : null;
  // The horizon counts days, the first meal's day included: a daily series without end has horizonDays meals.
  const last = end ? dayNumber(end) : first + Math.max(1, Math.floor(horizonDays || 1)) - 1;
  const dates: string[] = [];
  const add = (n: number) => {
    dates.push(dateOfDayNumber(n));
    return dates.length >= RECURRENCE_MAX_DATES;
  };

  switch (rule.pattern) {
    case "daily":
    case "weekly":
    case "biweekly": {
      const step = { daily: 1, weekly: 7, biweekly: 14 }[rule.pattern];
      for (let n = first; n <= last; n += step) if (add(n)) break;
      break;
    }
    case "custom": {
      const days = new Set(rule.days.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6));
      if (days.size === 0) break;
      for (let n = first; n <= last; n++) if (days.has(weekday(n)) && add(n)) break;
      break;
    }
    case "monthly": {
      const startAt = dayDate(first);
      const [year, month, date] = [startAt.getUTCFullYear(), startAt.getUTCMonth(), startAt.getUTCDate()];
      const ordinal = Math.ceil(date / 7); // the 'third' of 'third Tuesday'
      const targetWeekday = startAt.getUTCDay();
      for (let i = 0; ; i++) {
        const monthStart = Date.UTC(year, month + i, 1) / DAY_MS;
        if (monthStart > last) break;
        const monthAt = dayDate(monthStart);
        const length = daysInMonth(monthAt.getUTCFullYear(), monthAt.getUTCMonth());
        const day =
          rule.monthly_option === "same-day"
            ? 1 + ((targetWeekday - monthAt.getUTCDay() + 7) % 7) + (ordinal - 1) * 7
            : date;
        if (day > length) continue;
        const n = monthStart + day - 1;
        if (n > last) break;
        if (add(n)) break;
      }
      break;
    }
  }
  return dates;
}
