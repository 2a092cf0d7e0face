// Every route of a flagged area calls its area's guard first, pages and API alike
// (app/web/feature-areas.ts; docs/product.md#navigation-and-feature-flags). A static check of each route
// module's source against the URL map: a page's loader and action start with
// `await requireFlag(request, <the area's flag>)`, an API's with `await <the area's API guard>(request)`.
// A handler that awaits nothing (a 405, a redirect) reads nothing and needs no guard. The behaviour
// behind the guards is tested in tests/unit/feature-api.test.ts.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FEATURE_AREAS, type FeatureArea, featureAreaOf, urlMatches } from "../../app/web/feature-areas";
import { type RouteRow, routeTable } from "../support/route-table";

const appDir = path.resolve(import.meta.dirname, "../../app");

/** The module's source; a module that only re-exports another route's handlers is read through. */
function handlerSource(modulePath: string): string {
  const source = readFileSync(modulePath, "utf8");
  const reexport = /export \{[^}]*\b(loader|action)\b[^}]*\} from "~\/(routes\/[^"]+)"/.exec(source);
  if (!reexport || /export (const|async function|function) (loader|action)\b/.test(source)) return source;
  const target = path.join(appDir, reexport[2] as string);
  const file = [".ts", ".tsx"].map((ext) => target + ext).find(existsSync);
  if (!file) throw new Error(`${modulePath} re-exports ${reexport[2]}, which is not found`);
  return handlerSource(file);
}

/** Each exported loader and action, as the text from its `export` to the next one. */
function handlers(source: string): { name: string; body: string }[] {
  const starts = [...source.matchAll(/^export (?:const|async function|function) (loader|action)\b/gm)];
  return starts.map((match) => {
    const from = match.index ?? 0;
    const next = source.slice(from).search(/\nexport /);
    const to = next === -1 ? source.length : from + next;
    return { name: match[1] as string, body: source.slice(from, to) };
  });
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The first awaited call of a handler must be this. */
function guardPattern(area: FeatureArea, route: RouteRow): RegExp {
  if (route.url.startsWith("api/")) return new RegExp(`^await ${escapeRegExp(area.apiGuard)}\\(request\\)`);
  return new RegExp(
    `^await requireFlag\\(request, (${escapeRegExp(area.flagConstant)}|"${escapeRegExp(area.flag)}")\\)`,
  );
}

const firstAwait = (body: string) => /await [\s\S]{0,120}/.exec(body)?.[0].replace(/\s+/g, " ");

/**
 * The first awaited call of a handler, read through one of the module's own helpers that the handler
 * starts with (`const { user, plan } = await loadPlan(request, params.id)`).
 */
function firstGuardCall(source: string, body: string): string | undefined {
  const first = firstAwait(body);
  const helper = first && /^await (\w+)\(request\b/.exec(first)?.[1];
  if (!helper) return first;
  const definition = new RegExp(`^(?:async )?function ${helper}\\(`, "m").exec(source);
  if (!definition) return first;
  const rest = source.slice(definition.index);
  const end = rest.search(/\n\S/); // the helper's closing brace, at the start of a line
  return firstAwait(end === -1 ? rest : rest.slice(0, end)) ?? first;
}

const flagged = routeTable
  .map((route) => ({ route, area: featureAreaOf(route.url) }))
  .filter((row): row is { route: RouteRow; area: FeatureArea } => row.area !== undefined);

const openUrls = new Map(FEATURE_AREAS.flatMap((area) => Object.entries(area.open ?? {})));

/** The folders of the flagged areas (and of those that sit beside them): each route in one is classified. */
const AREA_FOLDERS = [
  "nutrition",
  "inventory",
  "shopping",
  "community",
  "assistant",
  "pantry",
  "ai-preferences",
];

describe("the flagged areas' guards", () => {
  it("finds the flagged routes of every area", () => {
    for (const area of FEATURE_AREAS) {
      const routes = flagged.filter((row) => row.area === area);
      expect(routes.length, area.name).toBeGreaterThan(0);
      expect(
        routes.some((row) => row.route.url.startsWith("api/")),
        `${area.name} has an API`,
      ).toBe(true);
      for (const pattern of area.urls)
        expect(
          routeTable.some((route) => urlMatches(route.url, pattern)),
          `${area.name}: ${pattern} matches a route`,
        ).toBe(true);
    }
  });

  it.each(flagged.map(({ route, area }) => [route.url, area.name, route, area] as const))(
    "/%s (%s) calls its area's guard first in each handler",
    (_url, _name, route, area) => {
      const source = handlerSource(route.modulePath);
      const list = handlers(source);
      expect(list.length, "the module exports a loader or an action").toBeGreaterThan(0);
      const pattern = guardPattern(area, route);
      for (const { name, body } of list) {
        if (!/\bawait\b/.test(body)) continue; // reads nothing: a 405 or a redirect
        expect(firstGuardCall(source, body), `${route.file} ${name}`).toMatch(pattern);
      }
    },
  );

  it.each(
    routeTable
      .filter((route) => AREA_FOLDERS.some((folder) => route.file.startsWith(`routes/${folder}/`)))
      .map((route) => [route.url, route] as const),
  )("/%s is in a flagged area or named as open", (_url, route) => {
    const area = featureAreaOf(route.url);
    const open = [...openUrls.keys()].some((url) => urlMatches(route.url, url));
    expect(area !== undefined || open, `${route.file}: add it to app/web/feature-areas.ts`).toBe(true);
    expect(area !== undefined && open, `${route.file} is both flagged and open`).toBe(false);
  });

  it("names only URLs that exist as open", () => {
    for (const url of openUrls.keys())
      expect(
        routeTable.some((route) => urlMatches(route.url, url)),
        url,
      ).toBe(true);
  });
});
