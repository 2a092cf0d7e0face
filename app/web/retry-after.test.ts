import { expect, test } from "vitest";
import { passRetryAfter } from "./retry-after";

const args = (action: HeadersInit, loader: HeadersInit = {}) => ({
  actionHeaders: new Headers(action),
  loaderHeaders: new Headers(loader),
  parentHeaders: new Headers(),
  errorHeaders: undefined,
});

test("a page's 429 keeps the action's Retry-After; other answers add nothing", () => {
  expect(new Headers(passRetryAfter(args({ "Retry-After": "42" }))).get("Retry-After")).toBe("42");
  expect([...new Headers(passRetryAfter(args({ "X-Other": "1" })))]).toEqual([]);
  expect(new Headers(passRetryAfter(args({}, { "Retry-After": "7" }))).get("Retry-After")).toBe("7");
});
