// The recipe form's row buttons ('Add ingredient', 'Remove', 'Add lines', 'Add step') and draft posts
// ('Calculate', 'Find food') as the create and edit actions apply them without JavaScript. Server side
// only in practice: the routes' actions import it, so the browser never loads the parser through it.
import type { FoodChoices, FoodSearchAnswer } from "~/domain/nutrition/food-choices";
import type { Nutrient } from "~/domain/recipes/constants";
import { rowsFromLines } from "./recipe-form-lines";
import {
  BLANK_ROW,
  formValuesFromPayload,
  isBlankRow,
  postedSearch,
  type RecipeFormValues,
  withBlankRow,
  withBlankStep,
} from "./recipe-form-values";

export type FormIntent =
  | { type: "save" }
  | { type: "add-ingredient" }
  | { type: "remove-ingredient"; index: number }
  | { type: "add-lines" }
  | { type: "add-step" }
  | { type: "remove-step"; index: number }
  /** 'Find food' on an ingredient row: search the food table by the row's words (nothing changes). */
  | { type: "find-food"; index: number };

export function readFormIntent(value: FormDataEntryValue | null): FormIntent {
  const v = typeof value === "string" ? value : "save";
  const m = /^(remove-ingredient|remove-step|find-food):(\d{1,3})$/.exec(v);
  if (m) return { type: m[1] as "remove-ingredient" | "remove-step" | "find-food", index: Number(m[2]) };
  if (v === "add-ingredient" || v === "add-lines" || v === "add-step") return { type: v };
  return { type: "save" };
}

/** The rows after one of the form's row buttons; an emptied list keeps one blank row (docs/product.md#recipes). */
export function applyFormIntent(values: RecipeFormValues, intent: FormIntent): RecipeFormValues {
  switch (intent.type) {
    case "add-ingredient":
      return { ...values, ingredients: [...values.ingredients, { ...BLANK_ROW }] };
    case "remove-ingredient":
      return {
        ...values,
        ingredients: withBlankRow(values.ingredients.filter((_, i) => i !== intent.index)),
      };
    case "add-lines": {
      const added = rowsFromLines(values.ingredient_lines);
      if (!added.length) return values;
      const kept = values.ingredients.filter((row) => !isBlankRow(row));
      return { ...values, ingredients: [...kept, ...added], ingredient_lines: "" };
    }
    case "add-step":
      return { ...values, instructions: [...values.instructions, ""] };
    case "remove-step":
      return {
        ...values,
        instructions: withBlankStep(values.instructions.filter((_, i) => i !== intent.index)),
      };
    default:
      return values;
  }
}

/**
 * What a draft answer adds: the computed nutrition texts ('Calculate'), the lines' food choices and the
 * foods a row's 'Find food' found.
 */
export type DraftExtras = {
  nutrition: Record<Nutrient, string> | null;
  foodChoices: FoodChoices;
  foodSearch: FoodSearchAnswer | null;
};

/**
 * A draft post (a row button, 'Calculate' or 'Find food'; nothing is saved) as the form's next values:
 * the posted texts with the button applied, the computed nutrition filled in, the foods each line may be
 * counted as and those a search found. `extras` is the server's part (app/web/recipe-form.server.ts
 * draftExtras).
 */
export async function applyDraft(
  payload: unknown,
  intent: FormDataEntryValue | null,
  extras: (
    draft: RecipeFormValues,
    calculate: boolean,
    search: { index: number; query: string } | null,
  ) => Promise<DraftExtras>,
): Promise<{ draft: RecipeFormValues; foodChoices: FoodChoices; foodSearch: FoodSearchAnswer | null }> {
  const read = readFormIntent(intent);
  const draft = applyFormIntent(formValuesFromPayload(payload), read);
  const search =
    read.type === "find-food" ? { index: read.index, query: postedSearch(payload, read.index) } : null;
  const { nutrition, foodChoices, foodSearch } = await extras(draft, intent === "calculate", search);
  return { draft: nutrition ? { ...draft, nutrition_info: nutrition } : draft, foodChoices, foodSearch };
}
