// The six nutrition values' names as the recipe pages write them (the form's labels, the details).
import type { Nutrient } from "~/domain/recipes/constants";

export const NUTRIENT_LABELS: Record<Nutrient, string> = {
  calories: "Calories",
  protein: "Protein",
  carbs: "Carbs",
  fat: "Fat",
  fiber: "Fiber",
  sugar: "Sugar",
};
