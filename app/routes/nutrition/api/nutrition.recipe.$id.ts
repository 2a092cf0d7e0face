// GET /api/nutrition/recipe/{id}: the nutrition call's name for GET /api/recipes/{id}/nutrition — the
// same answer from the same loader (a recipe's nutrition per serving; another household's private
// recipe is a 404, as a missing one).
export { loader } from "~/routes/recipes/api/recipes.$id.nutrition";
