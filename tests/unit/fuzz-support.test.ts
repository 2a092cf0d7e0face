// The schema-driven fuzzer's own parts (tests/support/fuzz.ts, docs/decisions/065): it reads every call
// and field of the real OpenAPI document, gives every field a case of its own (every date field the named
// dates), and writes what JSON.stringify and encodeURIComponent cannot (-0, 1e400, a lone surrogate).
import { describe, expect, test } from "vitest";
import { openApiDocument } from "../../app/web/openapi";
import {
  basesOf,
  casesOf,
  encodeComponent,
  NAMED_DATES,
  type OpenApiDocument,
  operationKey,
  operationsOf,
  RawJson,
  requestOf,
  toJsonText,
  type World,
} from "../support/fuzz";

const doc = JSON.parse(JSON.stringify(openApiDocument)) as OpenApiDocument;
const operations = operationsOf(doc);
const find = (key: string) => {
  const op = operations.find((o) => operationKey(o) === key);
  if (!op) throw new Error(`${key} is not in the document`);
  return op;
};

const household = (n: number) => ({
  email: `h${n}@fuzz.test`,
  password: "x",
  token: `t${n}`,
  userId: n,
  familyId: n,
  member: 10 + n,
  recipe: 20 + n,
  publicRecipe: 30 + n,
  meal: 40 + n,
  dish: 50 + n,
  inventory: 60 + n,
  list: 70 + n,
  item: 80 + n,
  tokenId: 90 + n,
});
const world: World = {
  base: "http://fuzz.test",
  a: household(1),
  b: household(2),
  c: { email: "c@fuzz.test", password: "x", token: "tc", userId: 3 },
  login: { email: "l@fuzz.test", password: "x", token: "tl", userId: 4 },
  admin: { email: "admin@fuzz.test", password: "x", token: "ta", userId: 5 },
  adminUser: { id: 6, email: "u@fuzz.test" },
  adminFlag: { id: 7, key: "fuzz_flag" },
  setupRequests: 0,
};

describe("the document as the fuzzer reads it", () => {
  test("every operation, with the fields of bodies described only in words", () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(Object.keys(find("POST /api/recipes").bodyFields)).toEqual(
      expect.arrayContaining(["name", "instructions", "ingredients", "servings", "image"]),
    );
    expect(Object.keys(find("PUT /api/families/{id}/options").bodyFields)).toEqual(
      expect.arrayContaining(["allergies", "timeZone"]),
    );
    expect(find("GET /api/nutrition/daily-report").params.map((p) => p.name)).toContain("date");
  });

  test("each field gets a case, each date field every named date, then the drawn ones", () => {
    const op = find("POST /api/meal-plans");
    const cases = casesOf(doc, op, basesOf(op, world, doc), { seed: 1, runs: 10 });
    for (const field of ["title", "servings", "recipe_id", "portion_sizes"])
      expect(cases.some((c) => c.what.startsWith(`body ${field} =`))).toBe(true);
    for (const date of NAMED_DATES) {
      expect(cases.some((c) => c.what === `body date = ${JSON.stringify(date)}`)).toBe(true);
      expect(cases.some((c) => c.what === `body end_date = ${JSON.stringify(date)}`)).toBe(true);
    }
    expect(casesOf(doc, op, basesOf(op, world, doc), { seed: 1, runs: 10 }).map((c) => c.what)).toEqual(
      cases.map((c) => c.what),
    );
  });

  test("a path's own id is the caller's, and another household's is among the hostile ones", () => {
    const op = find("PUT /api/meal-plans/{id}");
    const bases = basesOf(op, world, doc);
    expect(bases.path.id).toBe("41");
    expect(bases.otherPath.id).toEqual(["42"]);
    const sent = requestOf("http://fuzz.test", op, casesOf(doc, op, bases, { seed: 2, runs: 0 })[0]!, {});
    expect(sent.method).toBe("PUT");
    expect(sent.url).toMatch(/^http:\/\/fuzz\.test\/api\/meal-plans\//);
  });
});

describe("what the encoders write", () => {
  test("raw JSON tokens stay as written", () => {
    expect(toJsonText({ a: new RawJson("-0"), b: [new RawJson("1e400")] })).toBe('{"a":-0,"b":[1e400]}');
  });

  test("a lone surrogate is percent-encoded as its three bytes", () => {
    expect(encodeComponent("a\uD800b")).toBe("a%ED%A0%80b");
    expect(encodeComponent("é 😀")).toBe("%C3%A9%20%F0%9F%98%80");
  });
});
