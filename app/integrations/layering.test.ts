// app/integrations is the floor below the domain (docs/decisions/028-use-cases-and-integrations.md): it
// talks to the outside world and knows nothing of the app above it — no domain, web, routes or ui, no
// Remix or React.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

const FORBIDDEN =
  /from\s+["'](~\/(domain|web|routes|ui|events)|(\.\.\/)+(domain|web|routes|ui|events)\/|@remix-run\/|react)/;

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test("integrations import nothing from the layers above them, nor Remix or React", () => {
  const offenders = sourcesUnder(join(process.cwd(), "app/integrations")).flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => FORBIDDEN.test(line))
      .map((line) => `${file}: ${line.trim()}`),
  );
  expect(offenders).toEqual([]);
});
