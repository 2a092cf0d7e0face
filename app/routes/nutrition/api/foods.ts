// GET /api/foods?q=&page=&per_page= → {success, data: [{ndb_no, description, food_group}], meta:
// {current_page, per_page, total, last_page}}: the free search of the food table (every word in the
// food's description, the last may be the start of one; plain forms first). The recipe form's 'Find
// food' reads it with JavaScript; a chosen ndb_no is an ingredient's food_ndb_no
// (docs/decisions/032-food-table-and-matching.md). Fewer than two letters to search: 422.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchable } from "~/domain/nutrition/food-choices";
import { FOOD_SEARCH_LIMITS } from "~/domain/nutrition/food-matching";
import { searchFoodTable } from "~/domain/nutrition/food-table.server";
import { ApiError, api, apiOk, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";
import { methodNotAllowed } from "~/web/meal-api.server";

/** A page number or size as sent; anything else (text, 0, negative, huge) is the fallback. */
const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return value && /^\d{1,6}$/.test(value) && n > 0 ? n : fallback;
};

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  await requireApiAuth(request);
  const query = new URL(request.url).searchParams;
  const q = (query.get("q") ?? "").slice(0, FOOD_SEARCH_LIMITS.text);
  if (!searchable(q))
    throw new ApiError(422, "Type at least two letters to search the food table.", {
      q: ["Type at least two letters to search the food table."],
    });
  const perPage = Math.min(
    positive(query.get("per_page"), FOOD_SEARCH_LIMITS.defaultPerPage),
    FOOD_SEARCH_LIMITS.perPage,
  );
  const page = positive(query.get("page"), 1);
  const found = await searchFoodTable(await db(), q, { offset: (page - 1) * perPage, limit: perPage });
  return apiOk({
    data: found.foods.map((f) => ({
      ndb_no: f.ndb_no,
      description: f.description,
      food_group: f.food_group,
    })),
    meta: {
      current_page: page,
      per_page: perPage,
      total: found.total,
      last_page: Math.max(1, Math.ceil(found.total / perPage)),
    },
  });
});

export const action = api(async () => {
  throw methodNotAllowed(["GET"]);
});
