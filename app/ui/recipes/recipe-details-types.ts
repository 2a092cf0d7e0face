// What the recipe page shows: the recipe as its loader answers it, and a similar recipe's card.
import type { AllergenFacts } from "~/domain/recipes/allergen-facts";
import type { Nutrient } from "~/domain/recipes/constants";
import type { IngredientLine } from "~/domain/recipes/ingredient-text";
import type { UnitSystem } from "~/domain/settings/constants";

export type ShownRecipe = {
  id: number;
  name: string;
  description: string;
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  servings: number;
  difficulty: string;
  cuisine: string;
  mealType: string;
  category: string;
  tags: string[];
  imageId: number | null;
  authorName: string;
  averageRating: number;
  ratingCount: number;
  isFavorite: boolean;
  isPublic: boolean;
  canEdit: boolean;
  notes: string;
  nutrition: Record<Nutrient, number | null>;
  /** Where the values came from: typed in, computed from the ingredients, or estimated by AI. */
  nutritionSource?: "manual" | "computed" | "ai" | null;
  /** With computed values: the ingredients the food table could not count. */
  nutritionUnmatched?: string[];
  /** Computed figures no serving can hold: why, and the lines that caused it (ADR 068). */
  nutritionCheck?: { reasons: string[]; lines: string[] } | null;
  /** The food label's "Contains" line, lines to check, and for whom it is not safe (ADR 067). */
  allergens?: AllergenFacts;
  /** Only a web address (http or https); anything else is not linked. */
  sourceUrl: string | null;
  licence: string | null;
  ingredients: IngredientLine[];
  /** The reader's measurement system (Settings › Preferences); metric shows amounts as written. */
  units?: UnitSystem;
  instructions: string[];
  myRating: number | null;
  myNotes: string;
  /** The viewer's own short review beside their rating ('' when none). */
  myReview?: string;
  /** Others' and the viewer's reviews, the viewer's first (docs/product.md#community). */
  reviews?: ShownReview[];
};

export type ShownReview = {
  userName: string;
  rating: number;
  review: string;
  updatedAt: string;
  isMine: boolean;
};

export type SimilarRecipe = {
  id: number;
  name: string;
  imageId: number | null;
  cuisine: string;
  mealType: string;
  averageRating: number;
  ratingCount: number;
  totalMinutes: number | null;
};

/** The refused forms' messages: personal notes, rating, and a quick add to the plan. */
export type RecipePageErrors = { notes?: string[]; rating?: string[]; plan?: string[] };
