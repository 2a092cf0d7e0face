import { expect, test } from "vitest";
import {
  AVATAR_FORM_MAX_BYTES,
  admitBody,
  bodyClassFor,
  CONCURRENT_BODIES_MAX,
  CONCURRENT_LARGE_BODIES_MAX,
  FORM_BODY_MAX_BYTES,
  JSON_BODY_MAX_BYTES,
  jsonShapeProblem,
  MiB,
  RECIPE_PICTURE_FORM_MAX_BYTES,
  RECIPE_PICTURE_JSON_MAX_BYTES,
  tooLargeMessage,
  URL_MAX_LENGTH,
  urlTooLong,
} from "./limits";

test("the picture limits are the documented picture sizes plus room for the form", () => {
  expect(JSON_BODY_MAX_BYTES).toBe(1 * MiB);
  expect(FORM_BODY_MAX_BYTES).toBe(1 * MiB);
  expect(RECIPE_PICTURE_FORM_MAX_BYTES).toBe(11 * MiB);
  expect(AVATAR_FORM_MAX_BYTES).toBe(1 * MiB + 100 * 1024);
  // A 10 MB picture as base64 in a JSON body still fits.
  expect(RECIPE_PICTURE_JSON_MAX_BYTES).toBeGreaterThan(Math.ceil((10 * MiB) / 3) * 4);
});

const classes: [string, string, boolean][] = [
  ["/api/login", "json", true],
  ["/api/meal-plans", "json", true],
  ["/API/Meal-Plans/", "json", true],
  ["/%61pi/login", "json", true],
  ["//api//login", "json", true],
  ["/api", "json", true],
  ["/api/recipes", "recipe-picture-json", true],
  ["/api/recipes/12", "recipe-picture-json", true],
  ["/api/recipes/import", "json", true],
  ["/api/recipes/12/notes", "json", true],
  ["/api/family-members", "json", true],
  ["/login", "form", false],
  ["/apiary", "form", false],
  ["/meal-planner/new?date=2026-01-01", "form", false],
  ["/recipes/new", "recipe-picture-form", false],
  ["/recipes/12/edit", "recipe-picture-form", false],
  ["/Recipes/12/Edit/", "recipe-picture-form", false],
  ["/recipes/12", "form", false],
  ["/recipes/new.data", "recipe-picture-form", false],
  ["/recipes/12/edit.data?_routes=routes%2Frecipes.%24id.edit", "recipe-picture-form", false],
  ["/family/members/3/edit.data", "avatar-form", false],
  ["/login.data", "form", false],
  ["/family/members/new", "avatar-form", false],
  ["/family/members/3/edit", "avatar-form", false],
  ["/family/members/3/remove", "form", false],
];

test.each(classes)("%s is limited as %s (api: %s)", (path, name, api) => {
  expect(bodyClassFor(path)).toMatchObject({ name, api });
});

const idle = { all: 0, large: 0 };
const admit = (
  path: string,
  headers: { contentLength?: string; transferEncoding?: string },
  reading = idle,
) =>
  admitBody({
    path,
    contentLength: headers.contentLength,
    transferEncoding: headers.transferEncoding,
    reading,
  });

test("no body, or an empty one, is not limited", () => {
  expect(admit("/api/login", {})).toEqual({ kind: "none" });
  expect(admit("/api/login", { contentLength: "0" })).toEqual({ kind: "none" });
});

test("a declared length over the route's limit is refused before reading; at the limit it streams", () => {
  expect(admit("/api/login", { contentLength: String(100 * MiB) }).kind).toBe("too-large");
  expect(admit("/api/login", { contentLength: String(MiB + 1) }).kind).toBe("too-large");
  expect(admit("/api/login", { contentLength: String(MiB) })).toMatchObject({ kind: "stream", large: false });
  expect(admit("/login", { contentLength: String(MiB + 1) }).kind).toBe("too-large");
  expect(admit("/recipes/new", { contentLength: String(5 * MiB) })).toMatchObject({
    kind: "stream",
    large: true,
  });
  expect(admit("/recipes/new", { contentLength: String(12 * MiB) }).kind).toBe("too-large");
  expect(admit("/family/members/new", { contentLength: String(2 * MiB) }).kind).toBe("too-large");
  // A length too big for a number is still too large, never NaN-allowed.
  expect(admit("/api/login", { contentLength: "9".repeat(400) }).kind).toBe("too-large");
});

test("a chunked body is counted as it arrives; to a picture route it counts as large", () => {
  expect(admit("/api/login", { transferEncoding: "chunked" })).toMatchObject({
    kind: "count",
    large: false,
    bodyClass: { maxBytes: JSON_BODY_MAX_BYTES },
  });
  expect(admit("/recipes/new", { transferEncoding: "chunked" })).toMatchObject({
    kind: "count",
    large: true,
  });
});

test("too many bodies at once: 503 busy; the size refusal comes first", () => {
  const full = { all: CONCURRENT_BODIES_MAX, large: 0 };
  expect(admit("/api/login", { contentLength: "10" }, full)).toMatchObject({
    kind: "busy",
    retryAfterSeconds: expect.any(Number),
  });
  expect(admit("/api/login", { contentLength: String(2 * MiB) }, full).kind).toBe("too-large");
  const largeFull = { all: 1, large: CONCURRENT_LARGE_BODIES_MAX };
  expect(admit("/recipes/new", { contentLength: String(5 * MiB) }, largeFull).kind).toBe("busy");
  // A small post to a picture route (no picture chosen) is not held back by the pictures.
  expect(admit("/recipes/new", { contentLength: "2000" }, largeFull).kind).toBe("stream");
  expect(admit("/api/login", {}, full).kind).toBe("none");
});

test("messages name the limit; pages about pictures say what to do", () => {
  expect(tooLargeMessage(bodyClassFor("/api/login"))).toBe("The request body is too large (at most 1 MB).");
  expect(tooLargeMessage(bodyClassFor("/recipes/new"))).toMatch(/at most 11 MB\)\. Choose a smaller picture/);
});

test("URL length", () => {
  expect(urlTooLong(`/${"a".repeat(URL_MAX_LENGTH - 1)}`)).toBe(false);
  expect(urlTooLong(`/${"a".repeat(URL_MAX_LENGTH)}`)).toBe(true);
});

test("JSON shape: depth and items are counted outside strings", () => {
  const limits = { maxDepth: 3, maxItems: 3 };
  expect(jsonShapeProblem('{"a":[1,2,3],"b":{"c":[]}}', limits)).toBeNull();
  expect(jsonShapeProblem("[[[1]]]", limits)).toBeNull();
  expect(jsonShapeProblem("[[[[1]]]]", limits)).toMatch(/nested too deeply \(at most 3 levels\)/);
  expect(jsonShapeProblem("[1,2,3,4]", limits)).toMatch(/too many items \(at most 3\)/);
  expect(jsonShapeProblem('{"a":1,"b":2,"c":3,"d":4}', limits)).toMatch(/too many items/);
  // Items are per container: three arrays of three are fine.
  expect(jsonShapeProblem("[[1,2,3],[1,2,3],[1,2,3]]", limits)).toBeNull();
  // Brackets, commas and escaped quotes inside strings do not count.
  expect(jsonShapeProblem('["[[[[,,,,", "\\"[[[[,,,"]', limits)).toBeNull();
  expect(jsonShapeProblem('{"a\\\\":"[[[["}', limits)).toBeNull();
});

test("JSON shape with the real limits: a recipe passes, a bomb does not", () => {
  const recipe = JSON.stringify({
    name: "Soup",
    ingredients: Array.from({ length: 200 }, (_, i) => ({ name: `thing ${i}`, quantity: 1, unit: "g" })),
    instructions: Array.from({ length: 200 }, () => "Stir."),
    nutrition_info: { calories: 1 },
  });
  expect(jsonShapeProblem(recipe)).toBeNull();
  expect(jsonShapeProblem(`${"[".repeat(100_000)}${"]".repeat(100_000)}`)).toMatch(/nested too deeply/);
  expect(jsonShapeProblem(`[${"0,".repeat(5000)}0]`)).toMatch(/too many items/);
});
