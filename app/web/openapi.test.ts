// The OpenAPI document is generated from the table in openapi.ts. These checks keep the table honest: every
// /api route module is documented with exactly the methods it answers, every documented path is a route,
// and every $ref points at something the document holds.
import { describe, expect, test, vi } from "vitest";
import { openApiPath, type RouteRow, routeTable } from "../../tests/support/route-table";
import { ApiError } from "./api.server";
import { OPERATIONS, openApiDocument } from "./openapi";

// Without credentials a route answers 401 before it needs the database; one that does reach for it gets
// the same 401 here, so only a 405 tells that a method is not answered.
vi.mock("~/web/database.server", () => ({
  db: async () => {
    throw new ApiError(401, "No database in this test.");
  },
}));

const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;

// The API's resource routes from the URL map, without the catch-all that answers unknown /api paths.
const apiRoutes = routeTable.filter((route) => route.url.startsWith("api/") && !route.url.includes("*"));
const documented = openApiDocument.paths as Record<string, Record<string, unknown>>;
const METHODS = ["get", "post", "put", "patch", "delete"];

type Handler = (args: {
  request: Request;
  params: Record<string, string>;
  context: object;
}) => Promise<unknown>;

/** The methods a route module answers: its loader (GET) and its action's methods, by asking each. */
async function methodsOf(route: RouteRow): Promise<string[]> {
  const module = (await import(/* @vite-ignore */ route.modulePath)) as {
    loader?: Handler;
    action?: Handler;
  };
  const url = `http://localhost${openApiPath(route.url).replace(/\{\w+\}/g, "1")}`;
  const params = { id: "1", mealId: "1", flag: "x" };
  const answers = async (handler: Handler | undefined, method: string) => {
    if (!handler) return false;
    const response = await handler({ request: new Request(url, { method }), params, context: {} });
    return !(response instanceof Response && response.status === 405);
  };
  const methods: string[] = [];
  if (await answers(module.loader, "GET")) methods.push("get");
  for (const method of WRITE_METHODS)
    if (await answers(module.action, method)) methods.push(method.toLowerCase());
  return methods;
}

describe("every /api route is in the document", () => {
  test.each(apiRoutes.map((route) => [route.file, route] as const))("%s", async (_file, route) => {
    const url = openApiPath(route.url);
    expect(documented[url], `${url} is not documented`).toBeDefined();
    const inDocument = METHODS.filter((method) => documented[url]?.[method]);
    expect(inDocument, `the methods of ${url}`).toEqual(await methodsOf(route));
  });
});

test("every documented path is a route", () => {
  const urls = new Set(routeTable.map((route) => openApiPath(route.url)));
  for (const url of Object.keys(documented)) expect(urls, url).toContain(url);
});

test("no method of a path is in the table twice, and each has a summary", () => {
  const seen = new Set<string>();
  for (const operation of OPERATIONS) {
    const key = `${operation.method} ${operation.path}`;
    expect(seen.has(key), key).toBe(false);
    seen.add(key);
    expect(operation.summary, key).not.toBe("");
  }
});

test("every $ref points at something the document holds", () => {
  const refs = new Set(JSON.stringify(openApiDocument).match(/"#\/components\/[^"]+"/g) ?? []);
  expect(refs.size).toBeGreaterThan(5);
  const components = openApiDocument.components as Record<string, Record<string, unknown>>;
  for (const ref of refs) {
    const [, , group, name] = ref.slice(1, -1).split("/");
    expect(components[group as string]?.[name as string], ref).toBeDefined();
  }
});

test("the limits the document states are the domain's", async () => {
  const { URL_MAX } = await import("~/domain/recipes/constants");
  const { IDEMPOTENCY_KEY_MAX } = await import("~/domain/idempotency");
  const { MEAL_TYPES } = await import("~/domain/meal-plan/constants");
  const text = JSON.stringify(openApiDocument);
  expect(text).toContain(`"maxLength":${URL_MAX}`);
  expect(text).toContain(`"maxLength":${IDEMPOTENCY_KEY_MAX}`);
  const meal = (openApiDocument.components.schemas as Record<string, { properties: Record<string, unknown> }>)
    .Meal;
  expect(meal?.properties.meal_type).toMatchObject({ enum: [...MEAL_TYPES] });
});
