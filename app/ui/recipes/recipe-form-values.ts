// The recipe form's data: what each field shows as text, for a new recipe, a saved one (edit) or a
// refused post (what the person typed is kept). The row buttons as the action applies them are in
// recipe-form-draft.ts, pasted lines in recipe-form-lines.ts. No React here.
import { PICTURE_LIMIT_TEXT } from "~/domain/pictures";
import { NUTRIENTS, type Nutrient, RECIPE_DEFAULTS } from "~/domain/recipes/constants";

export type IngredientRowValue = {
  quantity: string;
  quantity_max: string;
  unit: string;
  name: string;
  notes: string;
  category: string;
  /** The food chosen for nutrition (an NDB number); blank: the matcher's choice. */
  food: string;
};

export type RecipeFormValues = {
  name: string;
  description: string;
  prep_time: string;
  cook_time: string;
  servings: string;
  difficulty_level: string;
  cuisine_type: string;
  meal_type: string;
  category: string;
  tags: string;
  is_public: boolean;
  notes: string;
  nutrition_info: Record<Nutrient, string>;
  ingredients: IngredientRowValue[];
  instructions: string[];
  ingredient_lines: string;
};

export const IMAGE_HINT = `PNG, JPG, GIF or WebP up to 10MB and ${PICTURE_LIMIT_TEXT}`;
export const IMAGE_AGAIN =
  "Files cannot be kept between steps: please choose the picture again before you save.";

export const BLANK_ROW: IngredientRowValue = {
  quantity: "",
  quantity_max: "",
  unit: "",
  name: "",
  notes: "",
  category: "",
  food: "",
};

const blankNutrition = () => Object.fromEntries(NUTRIENTS.map((n) => [n, ""])) as Record<Nutrient, string>;

export const NEW_RECIPE: RecipeFormValues = {
  name: "",
  description: "",
  prep_time: String(RECIPE_DEFAULTS.prepMinutes),
  cook_time: String(RECIPE_DEFAULTS.cookMinutes),
  servings: String(RECIPE_DEFAULTS.servings),
  difficulty_level: RECIPE_DEFAULTS.difficulty,
  cuisine_type: "",
  meal_type: "",
  category: "",
  tags: "",
  is_public: false,
  notes: "",
  nutrition_info: blankNutrition(),
  ingredients: [BLANK_ROW],
  instructions: [""],
  ingredient_lines: "",
};

/** A quantity as people type it: 2, 1 1/2, 1/3, 0.125 (fractions the schema reads back exactly). */
export function quantityText(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return "";
  if (Number.isInteger(n)) return String(n);
  const whole = Math.floor(n);
  const rest = n - whole;
  for (const d of [2, 3, 4, 8]) {
    const top = Math.round(rest * d);
    if (top > 0 && top < d && Math.abs(rest * d - top) < 1e-6) {
      return whole > 0 ? `${whole} ${top}/${d}` : `${top}/${d}`;
    }
  }
  return String(Math.round(n * 1000) / 1000);
}

/** The form's values for a saved recipe (edit mode). */
export function recipeFormValues(recipe: {
  name: string;
  description: string;
  prepMinutes: number | null;
  cookMinutes: number | null;
  servings: number;
  difficulty: string;
  cuisine: string;
  mealType: string;
  category: string;
  tags: string[];
  isPublic: boolean;
  notes: string;
  nutrition: Record<Nutrient, number | null>;
  nutritionSource?: string | null;
  ingredients: {
    quantity: number | null;
    quantity_max: number | null;
    unit: string | null;
    name: string;
    notes: string | null;
    category: string | null;
    food_ndb_no?: string | null;
  }[];
  instructions: string[];
}): RecipeFormValues {
  return {
    name: recipe.name,
    description: recipe.description,
    prep_time: recipe.prepMinutes === null ? "" : String(recipe.prepMinutes),
    cook_time: recipe.cookMinutes === null ? "" : String(recipe.cookMinutes),
    servings: String(recipe.servings),
    difficulty_level: recipe.difficulty,
    cuisine_type: recipe.cuisine,
    meal_type: recipe.mealType,
    category: recipe.category,
    tags: recipe.tags.join(", "),
    is_public: recipe.isPublic,
    notes: recipe.notes,
    // Computed values are not the user's: the fields stay blank so a save recomputes them from the
    // ingredients instead of freezing them as typed ones.
    nutrition_info: Object.fromEntries(
      NUTRIENTS.map((n) => [
        n,
        recipe.nutrition[n] === null || recipe.nutritionSource === "computed"
          ? ""
          : String(recipe.nutrition[n]),
      ]),
    ) as Record<Nutrient, string>,
    ingredients: withBlankRow(
      recipe.ingredients.map((i) => ({
        quantity: quantityText(i.quantity),
        quantity_max: quantityText(i.quantity_max),
        unit: i.unit ?? "",
        name: i.name,
        notes: i.notes ?? "",
        category: i.category ?? "",
        food: i.food_ndb_no ?? "",
      })),
    ),
    instructions: recipe.instructions.length ? recipe.instructions : [""],
    ingredient_lines: "",
  };
}

const text = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const list = (v: unknown): unknown[] =>
  Array.isArray(v)
    ? v
    : isRecord(v)
      ? Object.keys(v)
          .filter((k) => /^\d+$/.test(k))
          .sort((a, b) => Number(a) - Number(b))
          .map((k) => v[k])
      : typeof v === "string"
        ? [v]
        : [];

/** The posted form (conform's payload) back as the form's values: what the person typed is kept. */
export function formValuesFromPayload(payload: unknown): RecipeFormValues {
  const p = isRecord(payload) ? payload : {};
  const nutrition = isRecord(p.nutrition_info) ? p.nutrition_info : {};
  const tags = Array.isArray(p.tags) ? p.tags.map(text).join(", ") : text(p.tags);
  return {
    name: text(p.name),
    description: text(p.description),
    prep_time: text(p.prep_time),
    cook_time: text(p.cook_time),
    servings: text(p.servings),
    difficulty_level: text(p.difficulty_level) || RECIPE_DEFAULTS.difficulty,
    cuisine_type: text(p.cuisine_type),
    meal_type: text(p.meal_type),
    category: text(p.category),
    tags,
    is_public: p.is_public === "on" || p.is_public === true,
    notes: text(p.notes),
    nutrition_info: Object.fromEntries(NUTRIENTS.map((n) => [n, text(nutrition[n])])) as Record<
      Nutrient,
      string
    >,
    ingredients: withBlankRow(
      list(p.ingredients).map((row) => {
        const r = isRecord(row) ? row : {};
        const name = text(r.name);
        // A choice made for another name (the line was renamed in the same post) is dropped.
        const madeFor = text(r.food_for);
        const sameLine = madeFor === "" || madeFor.trim().toLowerCase() === name.trim().toLowerCase();
        return {
          quantity: text(r.quantity),
          quantity_max: text(r.quantity_max),
          unit: text(r.unit),
          name,
          notes: text(r.notes),
          category: text(r.category),
          food: sameLine ? text(r.food_ndb_no) : "",
        };
      }),
    ),
    instructions: withBlankStep(list(p.instructions).map(text)),
    ingredient_lines: text(p.ingredient_lines),
  };
}

export const isBlankRow = (row: IngredientRowValue) =>
  [row.quantity, row.unit, row.name, row.notes].every((v) => v.trim() === "");

export const withBlankRow = (rows: IngredientRowValue[]) => (rows.length ? rows : [{ ...BLANK_ROW }]);
export const withBlankStep = (steps: string[]) => (steps.length ? steps : [""]);

/** The words posted in a row's search field ('Find food'). */
export function postedSearch(payload: unknown, index: number): string {
  const rows = isRecord(payload) ? list(payload.ingredients) : [];
  const row = rows[index];
  return isRecord(row) ? text(row.food_search) : "";
}
