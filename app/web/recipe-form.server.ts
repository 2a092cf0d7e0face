// Reading the recipe form's multipart post (create and edit): the picture is bounded and judged by its
// bytes, a row button ('Add ingredient', 'Add lines', Remove…) is handed back to the route (which answers
// the form with the rows changed), and Save is parsed with the one RecipeSchema for the route to judge.
// Nothing is stored here.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { CALCULATE_LIMITS, calculateNutrition } from "~/domain/nutrition/calculate.server";
import { NUTRIENTS, type Nutrient } from "~/domain/nutrition/constants";
import { type FoodChoices, type FoodSearchAnswer, searchable } from "~/domain/nutrition/food-choices";
import { foodChoicesFor } from "~/domain/nutrition/food-choices.server";
import { FOOD_SEARCH_LIMITS } from "~/domain/nutrition/food-matching";
import { searchFoodTable } from "~/domain/nutrition/food-table.server";
import {
  IMAGE_MAX_BYTES,
  IMAGE_PIXELS_ERROR,
  IMAGE_SIZE_ERROR,
  IMAGE_TYPE_ERROR,
} from "~/domain/recipes/constants";
import { RecipeSchema } from "~/domain/recipes/schemas";
import { imageUploadHandler, readMultipartForm } from "./uploads.server";

type DataWithResponseInit<T> = ReturnType<typeof data<T>>;

export type RecipeFormPost =
  /** A row button (`intent` other than save): the route answers the form with the rows changed. */
  | { kind: "draft"; intent: string; payload: Record<string, unknown>; imageDropped: boolean }
  /** Save: the route judges the submission (and the picture's refusal) like every page form. */
  | {
      kind: "save";
      submission: ReturnType<typeof parseRecipe>;
      /** Why the chosen picture was refused, as the picture field's message (the file is not sent back). */
      refusal: { fieldErrors?: { image: string[] }; hideFields: string[] };
      image: { bytes: Uint8Array; type: "image/png" | "image/jpeg" | "image/gif" | "image/webp" } | null;
      /** A good picture that cannot be kept while the form is answered again: it has to be chosen again. */
      imageDropped: boolean;
      removeImage: boolean;
    };

// RecipeSchema reads the raw texts itself: conform's coercion would turn a blank description into a
// missing one.
const parseRecipe = (form: FormData) =>
  parseWithZod(form, { schema: RecipeSchema, disableAutoCoercion: true });

export async function readRecipeForm(request: Request): Promise<RecipeFormPost> {
  const upload = imageUploadHandler({
    field: "image",
    maxBytes: IMAGE_MAX_BYTES,
    sizeError: IMAGE_SIZE_ERROR,
    typeError: IMAGE_TYPE_ERROR,
    pixelsError: IMAGE_PIXELS_ERROR,
  });
  const form = await readMultipartForm(request, upload.handler);
  const intent = String(form.get("intent") ?? "save");
  const submission = parseRecipe(form);
  const image = upload.image();
  if (intent !== "save") {
    return { kind: "draft", intent, payload: submission.payload, imageDropped: image.chosen };
  }
  const imageError = image.chosen && "error" in image ? image.error : null;
  return {
    kind: "save",
    submission,
    refusal: { ...(imageError ? { fieldErrors: { image: [imageError] } } : {}), hideFields: ["image"] },
    image: image.chosen && "bytes" in image ? { bytes: image.bytes, type: image.type } : null,
    imageDropped: image.chosen && !imageError && submission.status !== "success",
    removeImage: form.get("remove_image") === "on",
  };
}

/** A page's answer (the kit's) with whether the chosen picture was dropped and must be chosen again. */
export const withImageDropped = <T>(answer: DataWithResponseInit<T>, imageDropped: boolean) =>
  data({ ...answer.data, imageDropped }, answer.init ?? undefined);

/** The form's texts 'Calculate' reads: the ingredient rows, any pasted lines not yet added, the servings. */
export type CalculateFormInput = {
  ingredients: { quantity: string; unit: string; name: string; food: string }[];
  ingredient_lines: string;
  servings: string;
};

/** How many foods 'Find food' offers in a row's list without JavaScript (the rest: narrow the words). */
const FOUND_SHOWN = 10;

/**
 * What a draft answer (a row button or 'Calculate'; nothing saved) adds to the form: with `calculate`,
 * the nutrition fields' texts; with `search` ('Find food' on a row), the foods found for that row;
 * always, the foods each line may be counted as.
 */
export async function draftExtras(
  database: Kysely<DB>,
  form: CalculateFormInput,
  calculate: boolean,
  search: { index: number; query: string } | null = null,
): Promise<{
  nutrition: Record<Nutrient, string> | null;
  foodChoices: FoodChoices;
  foodSearch: FoodSearchAnswer | null;
}> {
  const named = form.ingredients
    .filter((row) => row.name.trim() !== "")
    .slice(0, CALCULATE_LIMITS.ingredients);
  const [nutrition, foodChoices, foodSearch] = await Promise.all([
    calculate ? calculateFormNutrition(database, form) : null,
    foodChoicesFor(
      database,
      named.map((row) => ({
        name: row.name.slice(0, CALCULATE_LIMITS.text),
        unit: row.unit,
        food_ndb_no: row.food,
      })),
    ),
    search ? findFoods(database, search) : null,
  ]);
  return { nutrition, foodChoices, foodSearch };
}

async function findFoods(
  database: Kysely<DB>,
  search: { index: number; query: string },
): Promise<FoodSearchAnswer> {
  const query = search.query.slice(0, FOOD_SEARCH_LIMITS.text);
  if (!searchable(query)) return { index: search.index, query, foods: [], total: 0 };
  const found = await searchFoodTable(database, query, { limit: FOUND_SHOWN });
  return {
    index: search.index,
    query,
    foods: found.foods.map((f) => ({ ndb: f.ndb_no, description: f.description })),
    total: found.total,
  };
}

/**
 * 'Calculate' (docs/decisions/032-food-table-and-matching.md): the nutrition per serving of the form's
 * ingredients as the nutrition fields' texts, to fill them in (nothing is saved); null when nothing
 * could be counted or the figures need checking.
 */
export async function calculateFormNutrition(
  database: Kysely<DB>,
  form: CalculateFormInput,
): Promise<Record<Nutrient, string> | null> {
  const items = [
    ...form.ingredients
      .filter((row) => row.name.trim() !== "")
      .map((row) => {
        const line = `${row.quantity} ${row.unit} ${row.name}`.replace(/\s+/g, " ").trim();
        // A food the user chose for the line wins over the matcher's.
        return /^\d{5}$/.test(row.food)
          ? { name: line.slice(0, CALCULATE_LIMITS.text), food_id: row.food }
          : line;
      }),
    ...form.ingredient_lines
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  ]
    .map((item) => (typeof item === "string" ? item.slice(0, CALCULATE_LIMITS.text) : item))
    .slice(0, CALCULATE_LIMITS.ingredients);
  if (items.length === 0) return null;
  const servings = Number(form.servings);
  const result = await calculateNutrition(database, {
    ingredients: items,
    servings:
      Number.isInteger(servings) && servings >= 1 && servings <= CALCULATE_LIMITS.servings ? servings : 1,
  });
  // Figures no serving can hold are not filled in as facts (docs/decisions/068-believable-nutrition.md).
  if (result.perServing.calories === null || result.check) return null;
  return Object.fromEntries(
    NUTRIENTS.map((n) => {
      const v = result.perServing[n];
      return [n, v === null ? "" : String(Math.round(v * 10) / 10)];
    }),
  ) as Record<Nutrient, string>;
}
