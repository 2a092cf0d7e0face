// GET /api/community/recipes?search&cuisine&sort&show&page → {success, data: [community recipe], featured,
// meta: {current_page, per_page, total, last_page}} (docs/product.md#community). Unknown filter values
// are the defaults; a page past the end answers the last page.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { communityRecipeJson } from "~/domain/community/present";
import { listCommunityRecipes } from "~/domain/community/queries.server";
import { readCommunityQuery } from "~/domain/community/schemas";
import { ApiError, api, apiOk } from "~/web/api.server";
import { requireCommunityApi } from "~/web/community-api.server";
import { db } from "~/web/database.server";

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireCommunityApi(request);
  const query = readCommunityQuery(new URL(request.url).searchParams);
  const page = await listCommunityRecipes(await db(), user, query);
  return apiOk({
    data: page.items.map(communityRecipeJson),
    featured: page.featured.map(communityRecipeJson),
    meta: { current_page: page.page, per_page: page.pageSize, total: page.total, last_page: page.lastPage },
  });
});

export const action = api(async () => {
  throw new ApiError(405, "Method not allowed. Use GET.");
});
