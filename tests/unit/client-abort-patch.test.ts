// The browser's copy of @remix-run/react is patched (patches/, docs/decisions/051-cancelled-requests.md)
// so a navigation the router cancelled is not logged as an error. This checks the patch is applied to
// the ES module build the client bundle is made from, and the CommonJS build beside it.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, test } from "vitest";

const require = createRequire(import.meta.url);
const dist = path.dirname(require.resolve("@remix-run/react"));

test("single fetch does not log an aborted request's AbortError", () => {
  for (const file of [path.join(dist, "esm", "single-fetch.js"), path.join(dist, "single-fetch.js")]) {
    const source = fs.readFileSync(file, "utf8");
    expect(source, file).toContain(
      'if (!(e instanceof DOMException && e.name === "AbortError")) console.error(e);',
    );
  }
});
