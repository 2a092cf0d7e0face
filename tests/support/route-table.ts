// The app's routes as the URL map (app/routes.ts) lists them, flattened: each module's file, its full
// path, and whether it is an index route. Tests that check every route (the OpenAPI document, error
// boundaries) read this rather than listing folders.
import path from "node:path";
import type { RouteConfigEntry } from "@remix-run/route-config";
import routes from "../../app/routes";

export type RouteRow = {
  /** Relative to app/, as in app/routes.ts ("routes/recipes/api/recipes.$id.ts"). */
  file: string;
  /** The absolute path of the module. */
  modulePath: string;
  /** The full URL pattern without a leading slash ("api/recipes/:id"). */
  url: string;
  index: boolean;
};

const appDir = path.resolve(import.meta.dirname, "../../app");

function flatten(entries: RouteConfigEntry[], parent: string): RouteRow[] {
  return entries.flatMap((entry) => {
    const url = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const row = { file: entry.file, modulePath: path.join(appDir, entry.file), url, index: !!entry.index };
    return [row, ...flatten(entry.children ?? [], url)];
  });
}

export const routeTable: RouteRow[] = flatten(routes, "");

/** 'api/meal-plans/:id/meals/:mealId' → '/api/meal-plans/{id}/meals/{mealId}' (OpenAPI's notation). */
export const openApiPath = (url: string) => `/${url.replace(/:(\w+)/g, "{$1}")}`;
