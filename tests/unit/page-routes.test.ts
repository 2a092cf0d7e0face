// Every page route (a module with a component) has its own error boundary, so an error shows the
// page's words and a way back rather than the document's last resort (docs/decisions/026-page-action-kit.md).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { routeTable } from "../support/route-table";

const pages = routeTable
  .filter((route) => route.file.endsWith(".tsx"))
  .map((route) => ({ name: route.file, source: readFileSync(route.modulePath, "utf8") }))
  .filter(({ source }) => /export default function/.test(source));

describe("page routes", () => {
  it("finds the page routes", () => {
    expect(pages.length).toBeGreaterThan(30);
  });

  it.each(pages.map((p) => [p.name, p.source]))("%s has an error boundary", (_name, source) => {
    expect(source).toMatch(/export function ErrorBoundary\(/);
  });

  it.each(pages.map((p) => [p.name, p.source]))("%s reads no notice from its address", (_name, source) => {
    expect(source).not.toMatch(
      /searchParams\.get\("(notice|saved|imported|added)"\)|q\.get\("(saved|imported|added)"\)/,
    );
  });
});
