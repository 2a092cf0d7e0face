// Which Rollup warnings the production build keeps to itself (vite.config.ts, build.rollupOptions.onwarn).
// Only known, harmless ones are dropped; anything else still reaches the terminal.
import { readdirSync } from "node:fs";

type BuildWarning = { code?: string; id?: string; names?: string[] };

/**
 * The client chunk names of the route modules (in app/routes' area folders): the file name without its
 * extension, with what Rollup does not allow in a file name replaced by "_" ("api/$.ts" → "_", "x[.]csv.ts" → "x_._csv").
 */
export function routeChunkNames(routesDir: string): Set<string> {
  return new Set(
    readdirSync(routesDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name.replace(/\.[jt]sx?$/, "").replace(/[^\w.-]/g, "_")),
  );
}

/**
 * True for a warning that says nothing worth reading:
 * - zod 4's misplaced /*#__PURE__*\/ annotations (INVALID_ANNOTATION), which Rollup ignores anyway;
 * - "Generated an empty chunk" for a route module: a resource route (no component) has no browser code,
 *   so its client chunk is empty by design. There are ~60, and on the first `npm start` they pushed the
 *   seeded logins off the screen.
 */
export function isQuietBuildWarning(warning: BuildWarning, routeChunks: ReadonlySet<string>): boolean {
  if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/node_modules/zod/")) return true;
  if (warning.code === "EMPTY_BUNDLE")
    return (warning.names ?? []).length > 0 && warning.names!.every((name) => routeChunks.has(name));
  return false;
}
