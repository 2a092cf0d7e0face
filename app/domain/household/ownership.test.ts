import { expect, test } from "vitest";
import { NotFoundError } from "../errors";
import { assertOwnFamily } from "./ownership";

test("a family id in a request is the caller's own, as a number or its digits; another is not found", () => {
  const user = { householdId: 7 };
  for (const own of [undefined, null, "", 7, "7", " 7 "])
    expect(() => assertOwnFamily(user, own)).not.toThrow();
  for (const other of [8, "8", "seven", 7.5, true])
    expect(() => assertOwnFamily(user, other)).toThrow(NotFoundError);
});
