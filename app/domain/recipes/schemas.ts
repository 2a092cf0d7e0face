// One schema for a recipe from the form (conform's nested field names) and from the JSON API (the spec's
// server shape, with the client's aliases). Blank ingredient and instruction rows are dropped first, so
// the form can always keep an empty row; pasted lines go through the one ingredient parser.
import { z } from "zod";
import {
  allowedText,
  isBlank,
  isRecord,
  orRaw,
  REFUSED_CHARACTERS,
  readBoolean,
  readDecimal,
  readText,
} from "../input-readers";
import { quickAddChoice } from "../meal-plan/quick-add";
import {
  DIFFICULTIES,
  type Difficulty,
  MAX_MINUTES,
  MAX_SERVINGS,
  NUTRIENTS,
  type Nutrient,
  PERSONAL_NOTES_MAX,
  RECIPE_DEFAULTS,
  RECIPE_LIMITS,
  RECIPE_TEXTS,
  URL_MAX,
} from "./constants";
import {
  INGREDIENT_UNITS,
  type IngredientParseOptions,
  normaliseUnit,
  parseIngredientLines,
} from "./ingredient-parser";

export type IngredientInput = {
  quantity: number | null;
  quantity_max: number | null;
  unit: string | null;
  name: string;
  category: string | null;
  notes: string | null;
  original: string;
  /** The food the user chose for nutrition; null or absent: the matcher's choice. */
  food_ndb_no?: string | null;
};

export type Nutrition = Record<Nutrient, number | null>;

// Values are read strictly (docs/decisions/016-input-gate.md): text is a string, never String() of a
// number, an object, a boolean or an array; such a value reaches its schema as it came and is refused
// there.
const blank = isBlank;
/** A text value as the schema's input: trimmed text, or the raw value for the schema to refuse. */
const textOrRaw = orRaw(readText);

/** '1.5', '2', '1/2', '1 1/2', 1.5 → a number; '' → null; anything else → NaN (a field error). */
export function readQuantity(v: unknown): number | null {
  if (typeof v === "number") return Number.isFinite(v) ? v : Number.NaN;
  if (blank(v)) return null;
  if (typeof v !== "string") return Number.NaN;
  const s = v.trim().replace(",", ".");
  if (s === "") return null;
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(s);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const frac = /^(\d+)\/(\d+)$/.exec(s);
  if (frac) return Number(frac[2]) === 0 ? Number.NaN : Number(frac[1]) / Number(frac[2]);
  return /^\d*\.?\d+$/.test(s) ? Number(s) : Number.NaN;
}

/**
 * '250 kcal', '12g', 12, '' → 250, 12, 12, null (units dropped: docs/product.md#nutrition); a value that
 * is not text or a number (an object, a boolean, a list) → NaN (a field error).
 */
export function readNutrient(v: unknown): number | null {
  if (typeof v === "number") return Number.isFinite(v) && v >= 0 ? v : null;
  if (blank(v)) return null;
  if (typeof v !== "string") return Number.NaN;
  const m = /\d+(?:[.,]\d+)?/.exec(v);
  return m ? Number(m[0].replace(",", ".")) : null;
}

function toList(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (isRecord(v)) {
    // conform gives {0: …, 1: …} for sparse indexes; keep their order.
    return Object.keys(v)
      .filter((k) => /^\d+$/.test(k))
      .sort((a, b) => Number(a) - Number(b))
      .map((k) => v[k]);
  }
  return v === undefined || v === null || v === "" ? [] : [v];
}

/** Lines through the one parser, as the schema's rows (`note` → `notes`). */
function parsedRows(lines: string[], options: IngredientParseOptions) {
  return parseIngredientLines(lines, options).map(({ note, ...row }) => ({ ...row, notes: note }));
}

function ingredientRows(body: Record<string, unknown>, options: IngredientParseOptions): unknown[] {
  const rows = toList(body.ingredients).map((row) => {
    if (typeof row === "string") return parsedRows([row], options)[0] ?? {};
    return row;
  });
  // A row that is not an object (true, a nested list…) is kept, for the schema to refuse.
  const kept = rows.filter((row) =>
    isRecord(row) ? !["name", "quantity", "unit", "notes"].every((k) => blank(row[k])) : !blank(row),
  );
  const pasted = body.ingredient_lines ?? body.ingredientLines;
  if (typeof pasted === "string") {
    if (pasted.trim()) kept.push(...parsedRows(pasted.trim().split(/\r?\n/), options));
  } else if (!blank(pasted)) kept.push(pasted);
  return kept;
}

/** The steps as text; a step that is not text (nor a HowToStep's text) is kept for the schema to refuse. */
function instructionRows(v: unknown): unknown[] {
  const steps = typeof v === "string" ? v.split(/\r?\n\s*\r?\n/) : toList(v);
  return (
    steps
      // A HowToStep without text or name ({} or {toString: …}) goes on whole and is refused.
      .map((s) => textOrRaw(isRecord(s) ? (s.text ?? s.name ?? s) : s))
      .map((s) => (typeof s === "string" ? s.replace(/^\d+[.)]\s+/, "").trim() : s))
      .filter((s) => s !== "")
  );
}

function tagList(v: unknown): unknown[] {
  const raw = typeof v === "string" ? (v.trim().startsWith("[") ? safeJson(v) : v.split(",")) : toList(v);
  const seen = new Set<string>();
  const out: unknown[] = [];
  for (const item of toList(raw)) {
    const text = readText(item);
    if (text === undefined) {
      out.push(item); // not text: refused by the schema
      continue;
    }
    const tag = text.slice(0, 50);
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      out.push(tag);
    }
  }
  return out;
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return s.split(",");
  }
}

/** Maps the client's aliases onto the server shape's names and tidies the lists. */
export function normaliseRecipeBody(
  input: unknown,
  options: IngredientParseOptions = {},
): Record<string, unknown> {
  const b = isRecord(input) ? input : {};
  const pick = (...keys: string[]) => keys.map((k) => b[k]).find((v) => v !== undefined);
  const nutritionSource = pick("nutrition_info", "nutrition");
  const nutrition = isRecord(nutritionSource) ? nutritionSource : {};
  // Nutrition that is neither an object nor absent (a string, a list, true) is refused as it came.
  const nutritionGiven = isRecord(nutritionSource) || blank(nutritionSource);
  return {
    name: pick("name", "title"),
    description: pick("description"),
    prep_time: pick("prep_time", "prepTime"),
    cook_time: pick("cook_time", "cookTime"),
    servings: pick("servings"),
    difficulty_level: pick("difficulty_level", "difficulty"),
    cuisine_type: pick("cuisine_type", "cuisine"),
    meal_type: pick("meal_type", "mealType"),
    category: pick("category"),
    notes: pick("notes"),
    tags: tagList(pick("tags")),
    is_public: pick("is_public", "isPublic"),
    nutrition_info: nutritionGiven
      ? Object.fromEntries(NUTRIENTS.map((n) => [n, nutrition[n]]))
      : nutritionSource,
    ingredients: ingredientRows(b, options),
    instructions: instructionRows(pick("instructions")),
  };
}

const NOT_TEXT = "This field must be text, not a list or an object.";

const text = (max: number) =>
  z.preprocess(
    (v) => {
      const t = textOrRaw(v);
      return typeof t === "string" ? t.replace(/\s+/g, " ") : t;
    },
    z.string({ error: NOT_TEXT }).max(max, `At most ${max} characters.`),
  );
const longText = (max: number) =>
  z.preprocess(textOrRaw, z.string({ error: NOT_TEXT }).max(max, `At most ${max} characters.`));
/** Optional short text: blank → null, longer than `max` → cut (rows parsed from pasted lines). */
const optionalText = (max: number) =>
  z.preprocess((v) => {
    const t = textOrRaw(v);
    return typeof t === "string" ? (t === "" ? null : t.slice(0, max)) : t;
  }, z.string({ error: NOT_TEXT }).nullable());
const wholeNumber = (fallback: number, min: number, max: number, label: string) =>
  z.preprocess(
    (v) => (blank(v) ? fallback : orRaw(readDecimal)(v)),
    z
      .number({ message: `${label} must be a whole number.` })
      .int(`${label} must be a whole number.`)
      .min(min, `${label} must be at least ${min}.`)
      .max(max, `${label} must be at most ${max}.`),
  );

/** Minutes; blank or null is unknown (null), never a silent 0 (docs/recipe-facts.md). Read strictly. */
const minutes = (label: string) =>
  z.preprocess(
    (v) => (blank(v) ? null : orRaw(readDecimal)(v)),
    z
      .number({ message: `${label} must be a whole number.` })
      .int(`${label} must be a whole number.`)
      .min(0, `${label} must be at least 0.`)
      .max(MAX_MINUTES, `${label} must be at most ${MAX_MINUTES}.`)
      .nullable(),
  );

const nutrient = z.preprocess(
  readNutrient,
  z.number({ error: "Nutrition values must be numbers (such as 250 or '250 kcal')." }).nullable(),
);

const FOOD_CHOICE = "Choose a food from the list.";

const IngredientSchema = z
  .object(
    {
      quantity: z.preprocess(
        readQuantity,
        z.number({ message: "Quantity must be a number." }).min(0, "Quantity cannot be negative.").nullable(),
      ),
      quantity_max: z.preprocess(
        (v) => (v === undefined ? null : readQuantity(v)),
        z.number({ message: "Quantity must be a number." }).min(0).nullable(),
      ),
      unit: z.preprocess(
        (v) => (blank(v) ? null : typeof v === "string" ? (normaliseUnit(v.trim()) ?? `invalid:${v}`) : v),
        z
          .enum(INGREDIENT_UNITS, { message: `Unit must be one of: ${INGREDIENT_UNITS.join(", ")}.` })
          .nullable(),
      ),
      name: text(RECIPE_LIMITS.ingredientName).refine((s) => s !== "", "Please enter the ingredient's name."),
      category: optionalText(RECIPE_LIMITS.ingredientCategory),
      notes: optionalText(RECIPE_LIMITS.ingredientNotes),
      original: z.preprocess(
        (v) => {
          const t = textOrRaw(v);
          return typeof t === "string" ? t.slice(0, RECIPE_LIMITS.ingredientLine) : t;
        },
        z.string({ error: NOT_TEXT }),
      ),
      /** The food the user chose for nutrition (an NDB number); blank: the matcher's choice. */
      food_ndb_no: z.preprocess(
        (v) => (blank(v) ? null : textOrRaw(v)),
        z
          .string({ error: FOOD_CHOICE })
          .regex(/^\d{5}$/, FOOD_CHOICE)
          .nullable(),
      ),
      /** The name the choice was made for: a line renamed since then is matched afresh. */
      food_for: z.preprocess(
        (v) => (blank(v) ? null : textOrRaw(v)),
        z.string({ error: NOT_TEXT }).nullable(),
      ),
    },
    { error: "Each ingredient must be a line of text or an object with a name." },
  )
  .transform(({ food_for, ...row }) => ({
    ...row,
    food_ndb_no:
      food_for !== null && food_for.trim().toLowerCase() !== row.name.trim().toLowerCase()
        ? null
        : row.food_ndb_no,
    quantity_max:
      row.quantity_max !== null && row.quantity !== null && row.quantity_max > row.quantity
        ? row.quantity_max
        : null,
    original:
      row.original ||
      [row.quantity ?? "", row.unit ?? "", row.name].join(" ").replace(/\s+/g, " ").trim() +
        (row.notes ? `, ${row.notes}` : ""),
  }));

/**
 * A recipe's rules. Imports from a page that has only a title and picture (OpenGraph) may come without
 * ingredients or steps (`requireLists: false`); people filling the form may not.
 */
export const recipeSchema = ({
  requireLists,
  parse = {},
}: {
  requireLists: boolean;
  /** How ingredient strings are read: the AI's 'add to collection' gives a line without a quantity 1. */
  parse?: IngredientParseOptions;
}) =>
  z.preprocess(
    (input) => normaliseRecipeBody(input, parse),
    z.object({
      name: text(RECIPE_LIMITS.title).refine((s) => s !== "", RECIPE_TEXTS.titleRequired),
      description: longText(RECIPE_LIMITS.text),
      prep_time: minutes("Prep time"),
      cook_time: minutes("Cook time"),
      servings: wholeNumber(RECIPE_DEFAULTS.servings, 1, MAX_SERVINGS, "Servings"),
      difficulty_level: z.preprocess(
        (v) => {
          if (blank(v)) return RECIPE_DEFAULTS.difficulty;
          if (typeof v !== "string") return v;
          const s = v.trim().toLowerCase();
          return DIFFICULTIES.find((d) => d.toLowerCase() === s) ?? s;
        },
        z.enum(DIFFICULTIES, { message: "Difficulty must be Easy, Medium or Hard." }),
      ),
      cuisine_type: text(RECIPE_LIMITS.cuisine),
      meal_type: z.preprocess(
        (v) => {
          const t = textOrRaw(v);
          return typeof t === "string" ? t.toLowerCase() : t;
        },
        z.string({ error: NOT_TEXT }).max(RECIPE_LIMITS.mealType),
      ),
      category: text(RECIPE_LIMITS.category),
      notes: longText(RECIPE_LIMITS.text),
      tags: z
        .array(
          // A JSON list in a text field ('["soup"]') may carry \u0000 escapes past the input gate.
          z.string({ error: "Each tag must be text." }).refine(allowedText, `A tag ${REFUSED_CHARACTERS}`),
        )
        .max(RECIPE_LIMITS.tags, `At most ${RECIPE_LIMITS.tags} tags.`),
      is_public: z.preprocess(orRaw(readBoolean), z.boolean({ error: "Public must be true or false." })),
      nutrition_info: z.object({
        calories: nutrient,
        protein: nutrient,
        carbs: nutrient,
        fat: nutrient,
        fiber: nutrient,
        sugar: nutrient,
      }),
      ingredients: z
        .array(IngredientSchema)
        .max(RECIPE_LIMITS.ingredients, `At most ${RECIPE_LIMITS.ingredients} ingredients.`)
        .min(requireLists ? 1 : 0, RECIPE_TEXTS.ingredientRequired),
      instructions: z
        .array(
          z
            .string({ error: "Each step must be text." })
            .max(RECIPE_LIMITS.text, `At most ${RECIPE_LIMITS.text} characters.`),
        )
        .max(RECIPE_LIMITS.steps, `At most ${RECIPE_LIMITS.steps} steps.`)
        .min(requireLists ? 1 : 0, RECIPE_TEXTS.instructionRequired),
    }),
  );

export const RecipeSchema = recipeSchema({ requireLists: true });

export type RecipeInput = z.output<typeof RecipeSchema> & { difficulty_level: Difficulty };

export type RecipeForSave = RecipeInput & {
  nutrition_source?: "manual" | "computed" | "ai" | null;
  source_url?: string | null;
  licence?: string | null;
};

// ---------------------------------------------------------------------------------------------------
// The recipe page's small forms and their API twins: one schema each, so both refuse at one boundary.

/** A member's personal notes on a recipe (the page's notes form, PUT /api/recipes/{id}/notes). */
export const PersonalNotesSchema = z.object({
  notes: z.preprocess(
    (v) => (v == null ? "" : v),
    z.string({ error: NOT_TEXT }).max(PERSONAL_NOTES_MAX, RECIPE_TEXTS.notesTooLong),
  ),
});

/** The address of a page to import a recipe from (the import form, POST /api/recipes/import). */
export const RecipeImportSchema = z.object({
  url: z
    .string({ message: RECIPE_TEXTS.importUrlRequired })
    .trim()
    .min(1, RECIPE_TEXTS.importUrlRequired)
    .max(URL_MAX, RECIPE_TEXTS.urlTooLong),
});

/** A confirmation form (deleting a recipe): it carries no field of its own. */
export const ConfirmSchema = z.object({});

/** The favourite toggle: the state to set ("on" or "off") and, without JavaScript, where to go back to. */
export const FavoriteSchema = z.object({
  favorite: z.preprocess(orRaw(readBoolean), z.boolean({ error: "Choose on or off." })),
  returnTo: z.string().optional(),
});

export const RATING_MAX = 5;
export const RATING_MESSAGE = `The rating must be a whole number from 1 to ${RATING_MAX}.`;
export const RATING_REQUIRED = `Please choose a rating from 1 to ${RATING_MAX} stars.`;
// A number or a numeric string; `true` or `[]` is refused, never read as 1 or 0
// (docs/decisions/016-input-gate.md).
const ratingInput = (v: unknown) => (v === null || v === "" ? null : orRaw(readDecimal)(v));

/** A rating by the API: 1 to 5, or 0 or null to take it back (POST /api/recipes/{id}/rating). */
export const RatingSchema = z.object({
  rating: z.preprocess(
    ratingInput,
    z
      .number({ error: RATING_MESSAGE })
      .int(RATING_MESSAGE)
      .min(0, RATING_MESSAGE)
      .max(RATING_MAX, RATING_MESSAGE)
      .nullable(),
  ),
});

/** The recipe page's stars: one of 1 to 5 is chosen (the page has no way to take a rating back). */
export const StarRatingSchema = z.object({
  rating: z.preprocess(
    (v) => ratingInput(v) ?? undefined,
    z
      .number({ error: RATING_REQUIRED })
      .int(RATING_REQUIRED)
      .min(1, RATING_REQUIRED)
      .max(RATING_MAX, RATING_REQUIRED),
  ),
});

export const UNKNOWN_MEAL = "Choose one of the meals offered: today's or tomorrow's.";
/** 'Add to Meal Plan' on the recipe page: one of the quick-add meals (docs/product.md#recipes). */
export const QuickAddSchema = z
  .object({ day: z.string({ error: UNKNOWN_MEAL }), type: z.string({ error: UNKNOWN_MEAL }) })
  .transform((value, context) => {
    const choice = quickAddChoice(value.day, value.type);
    if (!choice) context.addIssue({ code: "custom", message: UNKNOWN_MEAL });
    return choice ?? z.NEVER;
  });
