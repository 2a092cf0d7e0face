// A recipe site on 127.0.0.1 for the stories that need a recipe without nutrition: a page's schema.org
// recipe imported through `POST /api/recipes/import` keeps the nutrition the page states, and a page that
// states none gives a recipe that knows none (the test server runs with OUTBOUND_ALLOW_LOOPBACK=1). Saving
// a recipe through the API or its page computes the nutrition instead (docs/product.md#nutrition).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { type APIRequestContext, expect } from "@playwright/test";

export type SchemaOrgRecipe = {
  name: string;
  recipeIngredient: string[];
  recipeInstructions: string[];
  recipeYield?: string;
};

/**
 * Serves the recipe as a JSON-LD page once, imports it into the caller's household and answers the new
 * recipe's id. The page states no nutrition.
 */
export async function importRecipeWithoutNutrition(
  request: APIRequestContext,
  headers: Record<string, string>,
  recipe: SchemaOrgRecipe,
): Promise<number> {
  const page = `<!doctype html><html><head><title>${recipe.name}</title>
<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "Recipe", ...recipe })}</script>
</head><body><h1>${recipe.name}</h1></body></html>`;
  const site = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(page);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  try {
    const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/recipe.html`;
    const response = await request.post("/api/recipes/import", { headers, data: { url } });
    expect(response.status(), await response.text()).toBe(201);
    const { data } = await response.json();
    expect(data.nutrition_source ?? null, "the imported recipe states no nutrition").toBeNull();
    return data.id as number;
  } finally {
    await new Promise((resolve) => site.close(resolve));
  }
}
