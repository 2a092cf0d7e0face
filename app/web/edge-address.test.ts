// An address whose path does not decode is refused at the edge with the API's JSON error (found by the
// API fuzzer, ADR 065: express answered `GET /api/meal-plans/%zz` with its own HTML 400).
import { expect, test } from "vitest";
import { pathDecodes } from "./edge.server";

test.each([
  ["/api/meal-plans/12", true],
  ["/recipes?search=%zz", true],
  ["/api/recipes/caf%C3%A9", true],
  ["/api/meal-plans/%zz", false],
  ["/api/meal-plans/%ED%A0%80", false],
  ["/api/recipes/%", false],
  ["/recipes/%E2%82", false],
])("%s decodes: %s", (target, ok) => {
  expect(pathDecodes(target)).toBe(ok);
});
