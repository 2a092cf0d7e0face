// The recipe list's cuisine filter (found by the schema-driven fuzzer, docs/decisions/065): a value that
// names one of Object's own properties is a cuisine like any other, not the prototype.
import { expect, test } from "vitest";
import { cuisinesOfFilter } from "./constants";

test("a filter cuisine finds those it holds, any other value only itself", () => {
  expect(cuisinesOfFilter("Asian")).toContain("thai");
  expect(cuisinesOfFilter("Italian")).toEqual(["italian"]);
  for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"])
    expect(cuisinesOfFilter(name)).toEqual([name.toLowerCase()]);
});
