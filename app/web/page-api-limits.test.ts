// A page and its API twin take the same input up to the same limit and refuse one character past it: each
// twin's own reading path (the page's form through conform or its reader, the API's JSON body through the
// schema's parse or its header reader) meets the one rule the domain defines.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_MESSAGE, pageIdempotencyKey } from "~/domain/idempotency";
import { PERSONAL_NOTES_MAX, RECIPE_TEXTS, URL_MAX } from "~/domain/recipes/constants";
import { PersonalNotesSchema, RecipeImportSchema } from "~/domain/recipes/schemas";
import { ApiError } from "./api.server";
import { idempotencyKeyOf } from "./meal-api.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

/** The recipe page's notes form reads `notes` from the form; PUT /api/recipes/{id}/notes from JSON. */
const pageNotes = (notes: string) => PersonalNotesSchema.safeParse({ notes: form({ notes }).get("notes") });
const apiNotes = (notes: string) => PersonalNotesSchema.safeParse(JSON.parse(JSON.stringify({ notes })));

/** The import page parses its form with conform; POST /api/recipes/import parses the JSON body. */
const pageImport = (url: string) => parseWithZod(form({ url }), { schema: RecipeImportSchema });
const apiImport = (url: string) => RecipeImportSchema.safeParse({ url });

/** The API reads the Idempotency-Key header; the meal pages read their hidden idempotency_key field. */
function apiKey(key: string): string | undefined | ApiError {
  try {
    return idempotencyKeyOf(new Request("http://x/api/meal-plans", { headers: { "Idempotency-Key": key } }));
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}
const pageKey = (key: string) => pageIdempotencyKey(form({ idempotency_key: key }).get("idempotency_key"));

describe("personal notes on a recipe", () => {
  test(`page and API keep ${PERSONAL_NOTES_MAX} characters`, () => {
    const notes = "n".repeat(PERSONAL_NOTES_MAX);
    expect(pageNotes(notes)).toMatchObject({ success: true, data: { notes } });
    expect(apiNotes(notes)).toMatchObject({ success: true, data: { notes } });
  });

  test("page and API refuse one more, with the same message", () => {
    const notes = "n".repeat(PERSONAL_NOTES_MAX + 1);
    for (const result of [pageNotes(notes), apiNotes(notes)]) {
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(RECIPE_TEXTS.notesTooLong);
    }
  });
});

describe("the address of a recipe to import", () => {
  const address = (length: number) => {
    const start = "https://example.com/";
    return start + "a".repeat(length - start.length);
  };

  test(`page and API take an address of ${URL_MAX} characters`, () => {
    expect(pageImport(address(URL_MAX)).status).toBe("success");
    expect(apiImport(address(URL_MAX)).success).toBe(true);
  });

  test("page and API refuse one more, with the same message", () => {
    const page = pageImport(address(URL_MAX + 1));
    expect(page.status === "error" && page.error?.url).toEqual([RECIPE_TEXTS.urlTooLong]);
    const api = apiImport(address(URL_MAX + 1));
    expect(api.error?.issues.map((issue) => issue.message)).toEqual([RECIPE_TEXTS.urlTooLong]);
  });

  test("page and API refuse an empty address", () => {
    expect(pageImport("  ").status).toBe("error");
    expect(apiImport("  ").success).toBe(false);
  });
});

describe("the idempotency key of a create", () => {
  test(`page and API take keys of 1 and ${IDEMPOTENCY_KEY_MAX} characters`, () => {
    for (const key of ["k", "k".repeat(IDEMPOTENCY_KEY_MAX), crypto.randomUUID()]) {
      expect(apiKey(key)).toBe(key);
      expect(pageKey(key)).toBe(key);
    }
  });

  test("past the limit, the API answers 422 and the page plans without the key", () => {
    const key = "k".repeat(IDEMPOTENCY_KEY_MAX + 1);
    const api = apiKey(key);
    expect(api).toBeInstanceOf(ApiError);
    expect((api as ApiError).status).toBe(422);
    expect((api as ApiError).errors).toEqual({ "Idempotency-Key": [IDEMPOTENCY_KEY_MESSAGE] });
    expect(pageKey(key)).toBeUndefined();
  });

  test("a blank key is broken on both", () => {
    expect(apiKey("   ")).toBeInstanceOf(ApiError);
    expect(pageKey("   ")).toBeUndefined();
  });
});
