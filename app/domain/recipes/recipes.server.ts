// Recipes: a household's collection plus the public starter library (household_id null). The work is
// split by job — who may read and change (access), reading (queries), changing (commands), pictures
// (images), the remembered card/list view (view-preference); this module gathers their public names
// so a caller needs one import.
export type { Viewer } from "./access.server";
export {
  createRecipe,
  deleteRecipe,
  rateRecipe,
  type SaveOptions,
  saveRecipeNotes,
  setFavorite,
  toggleFavorite,
  updateRecipe,
} from "./commands.server";
export { getRecipeImage, saveRecipeImage } from "./images.server";
export {
  getRecipe,
  likePattern,
  listRecipeOptions,
  listRecipes,
  listRecipeTitles,
  type Recipe,
  type RecipeIngredient,
  type RecipePage,
  type RecipeQuery,
  type RecipeScope,
  type RecipeSort,
  type RecipeSummary,
  recipeDescriptions,
  SCOPES,
  SORTS,
  similarRecipes,
  totalMinutes,
} from "./queries.server";
export { getRecipeView, recipeViewOf, setRecipeView } from "./view-preference.server";
