// The server's copy of @remix-run/router is patched (patches/, docs/decisions/022-request-cost.md) so a
// route tree is flattened and ranked once and each pattern compiled once. These tests hold the patched
// CommonJS build (what the server loads) to the unpatched ES module build's answers.
import fs from "node:fs";
import { createRequire } from "node:module";
import * as fc from "fast-check";
import { describe, expect, it, onTestFinished, vi } from "vitest";

const require = createRequire(import.meta.url);
type Matcher = (
  routes: unknown[],
  location: string,
) => { params: unknown; pathname: string; route: { id: string } }[] | null;
const patchedPath = require.resolve("@remix-run/router");
type Resolver = (
  to: string | { pathname?: string; search?: string; hash?: string },
  routePathnames: string[],
  locationPathname: string,
  isPathRelative?: boolean,
) => { pathname: string; search: string; hash: string };
const patched = require(patchedPath) as { matchRoutes: Matcher; resolveTo: Resolver };
const reference = (await import("@remix-run/router/dist/router.js")) as unknown as {
  matchRoutes: Matcher;
  resolveTo: Resolver;
};

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

  it("gives every caller its own matches: changing one answer's params changes no later answer", () => {
    const routes = appLikeRoutes(0);
    const first = patched.matchRoutes(routes, "/recipes/12/edit")!;
    expect(first.map((m) => m.params)).toEqual(first.map(() => ({ id: "12" })));
    // One params object shared by the matches of one answer, as the unpatched router gives.
    expect(first[0]!.params).toBe(first.at(-1)!.params);
    (first[0]!.params as Record<string, string>).id = "changed";
    first.pop();
    const second = patched.matchRoutes(routes, "/recipes/12/edit")!;
    expect(ids(second)).toEqual(ids(reference.matchRoutes(routes, "/recipes/12/edit")));
  });
});

describe("the server's link resolver (patched resolveTo)", () => {
  it("answers exactly what the unpatched router answers, asked once or again", () => {
    // Both builds warn about the double slashes some of these paths hold; that is not under test.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    onTestFinished(() => warn.mockRestore());
    const segment = fc.constantFrom("..", ".", "recipes", "12", "edit", "", "a b", "x?y", "#h");
    const path = fc.array(segment, { maxLength: 4 }).map((parts) => parts.join("/"));
    const to = fc.oneof(
      path,
      path.map((p) => `/${p}`),
      fc.tuple(path, fc.constantFrom("", "?q=1", "?view=week#day")).map(([p, q]) => p + q),
    );
    const pathnames = fc.array(path, { maxLength: 3 }).map((parts) => ["/", ...parts.map((p) => `/${p}`)]);
    fc.assert(
      fc.property(to, pathnames, path, fc.boolean(), (target, routePathnames, location, relative) => {
        const locationPathname = `/${location}`;
        const expected = reference.resolveTo(target, routePathnames, locationPathname, relative);
        expect(patched.resolveTo(target, routePathnames, locationPathname, relative)).toEqual(expected);
        const again = patched.resolveTo(target, routePathnames, locationPathname, relative);
        expect(again).toEqual(expected);
        // A caller that changes its answer (the client router's normalizeTo does) changes no other.
        again.pathname = "/changed";
        expect(patched.resolveTo(target, routePathnames, locationPathname, relative)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("still refuses a path object with '?' or '#' in the wrong field", () => {
    for (const to of [{ pathname: "/a?b" }, { pathname: "/a#b" }, { search: "?a#b" }])
      expect(() => patched.resolveTo(to, ["/"], "/")).toThrow(/Cannot include a/);
    expect(patched.resolveTo({ pathname: "/a", search: "?b" }, ["/"], "/")).toEqual(
      reference.resolveTo({ pathname: "/a", search: "?b" }, ["/"], "/"),
    );
  });
});
