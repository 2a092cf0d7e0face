// The URL map (app/routes.ts) and the route modules on disk agree: every module in app/routes is
// mapped exactly once, every mapped file exists, and no two routes answer the same URL
// (docs/decisions/029-layout-by-area.md).
import { readdirSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@remix-run/route-config";
import { describe, expect, it } from "vitest";
import routes from "~/routes";

const appDir = path.resolve(import.meta.dirname, "../../app");

function flatten(
  entries: RouteConfigEntry[],
  parentPath = "",
): { file: string; url: string; index: boolean }[] {
  return entries.flatMap((entry) => {
    const url = [parentPath, entry.path ?? ""].filter(Boolean).join("/");
    return [{ file: entry.file, url, index: !!entry.index }, ...flatten(entry.children ?? [], url)];
  });
}

const mapped = flatten(routes);
const onDisk = readdirSync(path.join(appDir, "routes"), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|css)\.ts$/.test(entry.name))
  .map((entry) => path.relative(appDir, path.join(entry.parentPath, entry.name)));

describe("app/routes.ts", () => {
  it("maps every route module once, and only modules that exist", () => {
    expect([...mapped.map((r) => r.file)].sort()).toEqual([...onDisk].sort());
  });

  it("gives every URL one route (an index and its layout may share one)", () => {
    const keys = mapped.map((r) => `${r.url}${r.index ? " (index)" : ""}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it("keeps each area's modules in its folder, API resource routes under api/", () => {
    for (const { file, url } of mapped) {
      expect(file).toMatch(/^routes\/[a-z-]+\/(api\/)?[^/]+$/);
      if (url === "api" || url.startsWith("api/")) expect(file, url).toMatch(/^routes\/[a-z-]+\/api\//);
    }
  });
});
