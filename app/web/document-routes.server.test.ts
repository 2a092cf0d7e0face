// The routes a document is rendered with are exactly those Remix's own partial manifest would send the
// browser (its getPartialManifest, held as the reference), for any path.
import { createRequire } from "node:module";
import type { EntryContext } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { documentRouteIds } from "./document-routes.server";

type Manifest = EntryContext["manifest"];
const require = createRequire(import.meta.url);
const { getPartialManifest } = require("@remix-run/react/dist/fog-of-war.js") as {
  getPartialManifest(manifest: Manifest, router: unknown): Manifest;
};

const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({
  id,
  parentId,
  path,
  index,
  caseSensitive: undefined,
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasErrorBoundary: false,
  module: `/assets/${id}.js`,
  imports: [],
  css: [],
});
const manifestRoutes = Object.fromEntries(
  [
    route("root", undefined, ""),
    route("home", "root", undefined, true),
    route("recipes", "root", "recipes"),
    route("recipes-index", "recipes", undefined, true),
    route("recipe", "recipes", ":id"),
    route("recipe-edit", "recipe", "edit"),
    route("planner", "root", "meal-planner", true),
    route("meal", "root", "meal-planner/meals/:id"),
    route("admin", "root", "admin"),
    route("admin-index", "admin", undefined, true),
    route("admin-users", "admin", "users"),
    route("splat", "root", "*"),
  ].map((r) => [r.id, r]),
) as Manifest["routes"];

const byParent = (parent: string | undefined): unknown[] =>
  Object.values(manifestRoutes)
    .filter((r) => r?.parentId === parent)
    .map((r) => ({ ...r, children: byParent(r?.id) }));
const routes = byParent(undefined) as Parameters<typeof matchRoutes>[0];

/** The reference: Remix's rule, run on a router-shaped object. */
function referenceIds(pathname: string): Set<string> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const router = { routes, basename: "/", state: { matches, location: { pathname } } };
  const manifest = { routes: manifestRoutes } as Manifest;
  return new Set(Object.keys(getPartialManifest(manifest, router).routes));
}

describe("the routes a document is rendered with", () => {
  it("are Remix's partial manifest, for any path", () => {
    const segment = fc.constantFrom(
      "recipes",
      "12",
      "edit",
      "meal-planner",
      "meals",
      "admin",
      "users",
      "x",
      "",
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), (segments) => {
        const pathname = `/${segments.join("/")}`;
        const matched = (
          matchRoutes(byParent(undefined) as Parameters<typeof matchRoutes>[0], pathname) ?? []
        ).map((m) => m.route.id ?? "");
        expect(documentRouteIds(manifestRoutes, matched, pathname)).toEqual(referenceIds(pathname));
      }),
      { numRuns: 200 },
    );
  });

  it("hold a recipe's edit page, its parents and the index routes on its way, nothing else", () => {
    const ids = documentRouteIds(
      manifestRoutes,
      ["root", "recipes", "recipe", "recipe-edit"],
      "/recipes/12/edit",
    );
    expect([...ids].sort()).toEqual(["home", "recipe", "recipe-edit", "recipes", "recipes-index", "root"]);
  });
});
