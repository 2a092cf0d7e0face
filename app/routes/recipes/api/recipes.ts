// GET /api/recipes?search=&cuisine=&meal_type=&difficulty=&scope=all|mine|favorites&sort=&direction=&page=
// &per_page= → {success, data: [recipe], meta: {current_page, per_page, total, last_page}}; POST the recipe
// payload (docs/api.md#recipes) → 201 {success, message, data: recipe}; without nutrition values the
// recipe's nutrition is computed from its ingredients (docs/product.md#nutrition). The list holds the caller's
// household's recipes, the public starter library and the caller's favourites.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { API_PAGE_SIZE } from "~/domain/recipes/constants";
import { recipeJson, recipeSummaryJson } from "~/domain/recipes/present";
import { createRecipe, getRecipe, listRecipes, SCOPES, SORTS } from "~/domain/recipes/recipes.server";
import { RecipeSchema } from "~/domain/recipes/schemas";
import { ApiError, api, apiOk, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";
import { imageFromPayload } from "~/web/recipe-api.server";

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
};
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  const q = new URL(request.url).searchParams;
  const direction = q.get("direction") ?? q.get("sort_direction");
  const page = await listRecipes(await db(), user, {
    search: q.get("search") ?? undefined,
    cuisine: q.get("cuisine") || q.get("cuisine_type") || undefined,
    mealType: q.get("meal_type") || undefined,
    difficulty: q.get("difficulty") || q.get("difficulty_level") || undefined,
    scope: oneOf(SCOPES, q.get("scope")),
    sort: oneOf(SORTS, q.get("sort")),
    direction: direction === "desc" ? "desc" : direction === "asc" ? "asc" : undefined,
    page: positive(q.get("page"), 1),
    perPage: Math.min(positive(q.get("per_page"), API_PAGE_SIZE), API_PAGE_SIZE),
  });
  return apiOk({
    data: page.items.map(recipeSummaryJson),
    meta: { current_page: page.page, per_page: page.perPage, total: page.total, last_page: page.lastPage },
  });
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed. Use POST.");
  const { user } = await requireApiAuth(request);
  const body = await readBody(request);
  const input = RecipeSchema.parse(body);
  const database = await db();
  const image = await imageFromPayload(database, user, body.image, { remote: true });
  const now = new Date();
  // Without typed values the nutrition is computed from the ingredients, as the recipe page saves it.
  const id = await createRecipe(database, user, input, {
    now,
    imageId: image.imageId ?? null,
    computeNutrition: true,
  });
  const recipe = await getRecipe(database, user, id);
  return apiOk({ message: "Recipe created successfully", data: recipeJson(recipe) }, { status: 201 });
});
