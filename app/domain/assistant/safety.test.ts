// The assistant's diet check (found by the API fuzzer, docs/decisions/065): a diet written like one of
// Object's own properties excludes nothing, where it found Object's own and every answer failed (502).
import { expect, test } from "vitest";
import { breaksDiet, type Checkable, hasDislike } from "./safety";

const SOUP: Checkable = { title: "Tomato soup", ingredients: ["800 g tomatoes", "1 onion"] };
const PASTA: Checkable = { title: "Pasta", ingredients: ["200 g spaghetti"] };

test("a known diet excludes its foods; a name of Object's own properties excludes nothing", () => {
  expect(breaksDiet(PASTA, "gluten-free")).toBe(true);
  expect(breaksDiet(SOUP, "gluten-free")).toBe(false);
  for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]) {
    expect(breaksDiet(SOUP, name)).toBe(false);
    expect(hasDislike(SOUP, [name])).toBe(false);
  }
});
