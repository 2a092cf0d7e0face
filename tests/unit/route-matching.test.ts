// The server's copy of @remix-run/router is patched (patches/, docs/decisions/022-request-cost.md) so a
// route tree is flattened and ranked once and each pattern compiled once. These tests hold the patched
// CommonJS build (what the server loads) to the unpatched ES module build's answers.
import fs from "node:fs";
import { createRequire } from "node:module";
import * as fc from "fast-check";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
type Matcher = (
  routes: unknown[],
  location: string,
) => { params: unknown; pathname: string; route: { id: string } }[] | null;
const patchedPath = require.resolve("@remix-run/router");
const patched = require(patchedPath) as { matchRoutes: Matcher };
const reference = (await import("@remix-run/router/dist/router.js")) as unknown as { matchRoutes: Matcher };

type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };

/** A tree shaped like the app's: layouts, indexes, params, optional segments, splats, dotted names. */
function appLikeRoutes(extra = 0): Route[] {
  const children: Route[] = [
    { id: "home", index: true },
    { id: "login", path: "login" },
    {
      id: "recipes",
      path: "recipes",
      children: [
        { id: "recipes-index", index: true },
        { id: "recipe-new", path: "new" },
        {
          id: "recipe",
          path: ":id",
          children: [
            { id: "recipe-index", index: true },
            { id: "recipe-edit", path: "edit" },
          ],
        },
      ],
    },
    {
      id: "planner",
      path: "meal-planner",
      children: [
        { id: "planner-index", index: true },
        { id: "meal", path: "meals/:id" },
        { id: "export", path: "export.csv" },
        { id: "lang", path: ":lang?/print" },
      ],
    },
    {
      id: "pathless",
      children: [
        { id: "settings", path: "settings" },
        { id: "people", path: "/people/:who" },
      ],
    },
    { id: "Case", path: "CaseSensitive/x", caseSensitive: true },
    { id: "api-meal", path: "api/meal-plans/:id/meals/:mealId" },
    { id: "api-any", path: "api/*" },
    { id: "calendar", path: "calendar/:token.ics", caseSensitive: true },
    { id: "splat", path: "*" },
  ];
  for (let i = 0; i < extra; i++) children.push({ id: `synthetic-${i}`, path: `synthetic-${i}/:x` });
  return [{ id: "root", path: "", children }];
}

const ids = (matches: ReturnType<Matcher>) =>
  matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname })) ?? null;

describe("the server's route matcher (patched @remix-run/router)", () => {
  it("is the patched CommonJS build", () => {
    expect(fs.readFileSync(patchedPath, "utf8")).toContain("rankedBranchesCache");
  });

  it("answers exactly what the unpatched router answers, for any path, on trees of any size", () => {
    const segment = fc.constantFrom(
      "recipes",
      "new",
      "edit",
      "12",
      "meal-planner",
      "meals",
      "print",
      "en",
      "export.csv",
      "api",
      "meal-plans",
      "calendar",
      "abc.ics",
      "ABC.ICS",
      "login",
      "synthetic-3",
      "x",
      "%20",
      "",
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), fc.integer({ min: 0, max: 40 }), (segments, extra) => {
        // A fresh tree each run, matched twice: the second answer comes from the cached branches.
        const routes = appLikeRoutes(extra);
        const path = `/${segments.join("/")}`;
        const expected = ids(reference.matchRoutes(routes, path));
        expect(ids(patched.matchRoutes(routes, path))).toEqual(expected);
        expect(ids(patched.matchRoutes(routes, path))).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });

  it("keeps trees apart: a cached tree never answers for another", () => {
    const small = appLikeRoutes(0);
    const large = appLikeRoutes(5);
    expect(ids(patched.matchRoutes(small, "/synthetic-2/a"))?.at(-1)?.id).toBe("splat");
    expect(ids(patched.matchRoutes(large, "/synthetic-2/a"))?.at(-1)?.id).toBe("synthetic-2");
    expect(ids(patched.matchRoutes(small, "/synthetic-2/a"))?.at(-1)?.id).toBe("splat");
  });
});
