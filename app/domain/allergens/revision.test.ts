// Stored readings stay true to the module: a change to how any corpus line or allergy name reads changes
// the fingerprint below, and this test fails until ALLERGEN_READER_REVISION is raised (every stored
// recipe is then read again at the next start) and the new fingerprint recorded for it.
import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { LINE_CASES, NAME_CASES } from "./corpus";
import { ALLERGEN_READER_REVISION, readAllergyName, readIngredientLine } from "./index";

/** The fingerprint recorded for each revision of the reading. */
const FINGERPRINTS: Record<number, string> = {
  1: "b603e8cd0d41beb3",
};

test("the reading's revision is raised whenever a reading changes", () => {
  const readings = [
    ...LINE_CASES.map((c) => [c.line, readIngredientLine(c.line)]),
    ...NAME_CASES.map((c) => [c.name, readAllergyName(c.name)]),
  ];
  const fingerprint = createHash("sha256").update(JSON.stringify(readings)).digest("hex").slice(0, 16);
  expect(
    fingerprint,
    `The readings changed: raise ALLERGEN_READER_REVISION and record ${fingerprint} for it.`,
  ).toBe(FINGERPRINTS[ALLERGEN_READER_REVISION]);
});
