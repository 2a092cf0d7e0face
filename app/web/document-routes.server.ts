// Remix's <RemixServer> builds the app's whole route tree for every document it renders
// (createServerRoutes, createStaticRouter) and then matches against that new tree (the partial manifest
// of lazy route discovery), so each page costs more with every route the app has. A document only needs
// the routes the browser will be told about: the matched ones and, for each parent path of the URL, the
// routes that match it (the same rule as Remix's getPartialManifest). The entry hands <RemixServer> just
// those, through its public EntryContext (docs/decisions/022-request-cost.md).
import type { EntryContext } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";

type ManifestRoute = EntryContext["manifest"]["routes"][string];
type TreeRoute = {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: TreeRoute[];
};

/** The manifest's routes as a tree, made once per build (the manifest object lives as long as the build). */
const trees = new WeakMap<object, TreeRoute[]>();

function treeOf(routes: Record<string, ManifestRoute | undefined>): TreeRoute[] {
  const known = trees.get(routes);
  if (known) return known;
  const byParent = new Map<string, ManifestRoute[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const parent = route.parentId ?? "";
    byParent.set(parent, [...(byParent.get(parent) ?? []), route]);
  }
  const build = (parentId: string): TreeRoute[] =>
    (byParent.get(parentId) ?? []).map((route) => {
      const children = build(route.id);
      return {
        id: route.id,
        path: route.path,
        index: route.index,
        caseSensitive: route.caseSensitive,
        ...(children.length > 0 ? { children } : {}),
      };
    });
  const tree = build("");
  trees.set(routes, tree);
  return tree;
}

/** The ids of the routes a document for `pathname` needs, parents included. */
export function documentRouteIds(
  routes: Record<string, ManifestRoute | undefined>,
  matchedIds: readonly string[],
  pathname: string,
): Set<string> {
  const ids = new Set(matchedIds);
  const segments = pathname.split("/").filter(Boolean);
  segments.pop(); // the last segment is what the matches already cover
  const paths = ["/"];
  while (segments.length > 0) {
    paths.push(`/${segments.join("/")}`);
    segments.pop();
  }
  const tree = treeOf(routes) as Parameters<typeof matchRoutes>[0];
  for (const path of paths) {
    for (const match of matchRoutes(tree, path) ?? []) if (match.route.id) ids.add(match.route.id);
  }
  for (const id of [...ids]) {
    for (let parent = routes[id]?.parentId; parent && !ids.has(parent); parent = routes[parent]?.parentId)
      ids.add(parent);
  }
  return ids;
}

/** The entry context with only the routes this document needs (the same object where nothing changes). */
export function documentContext(context: EntryContext, pathname: string): EntryContext {
  const ids = documentRouteIds(
    context.manifest.routes,
    context.staticHandlerContext.matches.map((match) => match.route.id),
    pathname,
  );
  const routes: EntryContext["manifest"]["routes"] = {};
  const routeModules: EntryContext["routeModules"] = {};
  for (const id of ids) {
    const route = context.manifest.routes[id];
    const module = context.routeModules[id];
    if (route) routes[id] = route;
    if (module) routeModules[id] = module;
  }
  // staticHandlerContext stays the same object: Remix reads back what rendering records on it.
  return { ...context, manifest: { ...context.manifest, routes }, routeModules };
}
