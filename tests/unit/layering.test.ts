// Imports run downward only (docs/decisions/029-layout-by-area.md):
//   routes → ui, web → domain → events, integrations → db
// The test reads every module under app/ and fails on an import that goes the wrong way.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const appDir = path.resolve(import.meta.dirname, "../../app");

type Layer = "routes" | "ui" | "web" | "domain" | "events" | "integrations" | "db" | "styles" | "top";

/** What each layer must never import: app layers by folder, and packages by name. */
const forbidden: Record<Layer, { layers: Layer[]; packages: RegExp[] }> = {
  top: { layers: [], packages: [] },
  routes: { layers: ["db", "events"], packages: [] },
  ui: { layers: ["routes", "db", "events", "integrations"], packages: [] },
  web: { layers: ["routes", "ui"], packages: [] },
  domain: { layers: ["routes", "ui", "web"], packages: [/^@remix-run\//, /^react(-dom)?(\/|$)/] },
  events: {
    layers: ["routes", "ui", "web", "domain", "integrations"],
    packages: [/^@remix-run\//, /^react(-dom)?(\/|$)/],
  },
  integrations: {
    layers: ["routes", "ui", "web", "domain", "events", "db"],
    packages: [/^@remix-run\//, /^react(-dom)?(\/|$)/],
  },
  db: {
    layers: ["routes", "ui", "web", "domain", "events", "integrations"],
    packages: [/^@remix-run\//, /^react(-dom)?(\/|$)/],
  },
  styles: { layers: ["routes", "ui", "web", "domain", "events", "integrations", "db"], packages: [] },
};

/** The layer of a file given by its path relative to app/ ("domain/recipes/x.ts" → "domain"). */
function layerOf(relativePath: string): Layer {
  const first = relativePath.split("/")[0] ?? "";
  return first in forbidden && relativePath.includes("/") ? (first as Layer) : "top";
}

/** The app-relative path an import specifier points to, or null for a package. */
function importTarget(fromRelative: string, specifier: string): string | null {
  if (specifier.startsWith("~/")) return specifier.slice(2);
  if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(fromRelative), specifier);
  return null;
}

/**
 * One exception: the table types in db may name the domain's value types with `import type`, because
 * a rule such as the list of meal types is defined once, in the domain (ADR 025), and a type-only import
 * leaves nothing in the built code.
 */
const typesMayCome: Partial<Record<Layer, Layer[]>> = { db: ["domain"] };

type Import = { specifier: string; typeOnly: boolean };

/** The wrong-way imports of one module: a sentence per import. */
function layerViolations(fromRelative: string, imports: (string | Import)[]): string[] {
  const layer = layerOf(fromRelative);
  const rule = forbidden[layer];
  return imports.flatMap((entry) => {
    const { specifier, typeOnly } = typeof entry === "string" ? { specifier: entry, typeOnly: false } : entry;
    const target = importTarget(fromRelative, specifier);
    if (target === null) {
      return rule.packages.some((re) => re.test(specifier))
        ? [`${fromRelative} (${layer}) imports ${specifier}`]
        : [];
    }
    if (target.startsWith("..")) return []; // outside app/: test support, fixtures
    const targetLayer = layerOf(target);
    if (typeOnly && typesMayCome[layer]?.includes(targetLayer)) return [];
    return rule.layers.includes(targetLayer)
      ? [`${fromRelative} (${layer}) imports ${specifier} (${targetLayer})`]
      : [];
  });
}

const importRe = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+|\bvi\.mock\(\s*)["']([^"']+)["']/gm;
function importsIn(source: string): Import[] {
  return [...source.matchAll(importRe)].map((m) => {
    const statement = source.lastIndexOf("\n", source.lastIndexOf("import", m.index + m[0].length)) + 1;
    return { specifier: m[1]!, typeOnly: /^import type\b/.test(source.slice(statement)) };
  });
}

describe("layering rule", () => {
  it("reads layers from paths", () => {
    expect(layerOf("domain/recipes/recipes.server.ts")).toBe("domain");
    expect(layerOf("routes/recipes/recipes.new.tsx")).toBe("routes");
    expect(layerOf("root.tsx")).toBe("top");
  });

  it("refuses the wrong-way imports the issue names", () => {
    expect(layerViolations("ui/recipes/recipe-form.tsx", ["~/db/schema"])).toHaveLength(1);
    expect(layerViolations("routes/meal-plan/meal-planner.new.tsx", ["~/events/errors"])).toHaveLength(1);
    expect(layerViolations("domain/recipes/x.ts", ["@remix-run/node", "react", "~/web/limits"])).toHaveLength(
      3,
    );
    expect(layerViolations("integrations/http/outbound.server.ts", ["~/domain/errors"])).toHaveLength(1);
    expect(layerViolations("web/guards.server.ts", ["../routes/login"])).toHaveLength(1);
    expect(layerViolations("domain/meal-plan/x.ts", ["./decider", "~/events/store.server", "zod"])).toEqual(
      [],
    );
    expect(
      layerViolations("routes/recipes/recipes.new.tsx", ["~/ui/recipes/recipe-form", "~/web/guards.server"]),
    ).toEqual([]);
  });

  it("holds for every module under app/", () => {
    const files = readdirSync(appDir, { recursive: true, withFileTypes: true })
      // Tests may cross layers to set up what they check (a route's test seeds the database).
      .filter(
        (entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
      )
      .map((entry) => path.relative(appDir, path.join(entry.parentPath, entry.name)));
    const violations = files.flatMap((file) =>
      layerViolations(file, importsIn(readFileSync(path.join(appDir, file), "utf8"))),
    );
    expect(violations).toEqual([]);
  });
});
