// The one reading of numbers, switches, text and money that every schema uses
// (docs/decisions/016-input-gate.md). Each refused case below was once read (issue 32, item 6).
import { describe, expect, test } from "vitest";
import { z } from "zod";
import {
  hasRefusedCharacters,
  isWholeCents,
  NOT_READ,
  orRaw,
  readBoolean,
  readDecimal,
  readText,
} from "./input-readers";

describe("readDecimal: a JSON number or a plain decimal string", () => {
  test.each([
    [5, 5],
    [2.5, 2.5],
    ["5", 5],
    ["2.5", 2.5],
    ["-1", -1],
    [".5", 0.5],
    ["0", 0],
  ])("%j is %j", (input, read) => {
    expect(readDecimal(input)).toBe(read);
  });

  test.each([
    ["hex", "0x10"],
    ["an exponent", "1e3"],
    ["an exponent (capital)", "1E3"],
    ["padded text", " 5 "],
    ["a leading space", " 5"],
    ["a trailing line feed", "5\n"],
    ["a plus sign", "+5"],
    ["a trailing dot", "5."],
    ["binary", "0b101"],
    ["Infinity", "Infinity"],
    ["too many digits to be finite", "9".repeat(400)],
    ["the empty string", ""],
    ["true", true],
    ["an empty list", []],
    ["an object", {}],
    ["NaN", Number.NaN],
    ["Infinity (number)", Number.POSITIVE_INFINITY],
  ])("%s is not a number", (_name, input) => {
    expect(readDecimal(input)).toBeUndefined();
  });
});

describe("readBoolean: true or false, the words the pages' forms send, and the spec's 1 and 0", () => {
  test.each([
    [true, true],
    [false, false],
    ["true", true],
    ["false", false],
    ["on", true],
    ["off", false],
    [1, true],
    [0, false],
    ["1", true],
    ["0", false],
    [undefined, false],
    [null, false],
    ["", false],
  ])("%j is %j", (input, read) => {
    expect(readBoolean(input)).toBe(read);
  });

  test.each([["yes"], ["no"], [{}], [[]], [2], [-1], ["2"], ["TRUE"], [" on "], ["maybe"]])(
    "%j is not a switch",
    (input) => {
      expect(readBoolean(input)).toBeUndefined();
    },
  );
});

describe("readText: a string", () => {
  test("a string is trimmed; not given is ''", () => {
    expect(readText("  soup ")).toBe("soup");
    expect(readText(undefined)).toBe("");
    expect(readText(null)).toBe("");
  });

  test.each([[1e308], [5], [true], [{}], [[]], [["a"]]])("%j is not text", (input) => {
    expect(readText(input)).toBeUndefined();
  });
});

describe("isWholeCents: money has at most two decimals", () => {
  test.each([0, 5, 19.99, 0.1, 0.5, 1234.56, 0.07])("%j is whole cents", (n) => {
    expect(isWholeCents(n)).toBe(true);
  });
  test.each([1e-9, 0.001, 0.125, 19.999, 1.005, Number.NaN])("%j is not", (n) => {
    expect(isWholeCents(n)).toBe(false);
  });
});

describe("hasRefusedCharacters", () => {
  test.each([
    ["DEL", "a\u007Fb"],
    ["the first C1 control", "a\u0080b"],
    ["NEL (C1)", "a\u0085b"],
    ["the last C1 control", "a\u009Fb"],
    ["NUL", "\u0000"],
  ])("refuses %s", (_name, text) => {
    expect(hasRefusedCharacters(text)).toBe(true);
  });
  test.each([
    ["no-break space (just past C1)", "a\u00A0b"],
    ["tilde (just before DEL)", "~"],
    ["accents", "Crème brûlée"],
  ])("lets %s through", (_name, text) => {
    expect(hasRefusedCharacters(text)).toBe(false);
  });
});

describe("orRaw", () => {
  test("a refused string reaches the schema as a value no schema accepts, never as the string", () => {
    const read = orRaw(readDecimal);
    expect(read("0x10")).toBe(NOT_READ);
    expect(read("4")).toBe(4);
    expect(read({})).toEqual({});
    // So a page form's number coercion (which would read '0x10' as 16) never sees the string.
    const field = z.preprocess(read, z.number({ error: "A number." }));
    expect(field.safeParse("0x10").error?.issues[0]?.message).toBe("A number.");
  });
});
