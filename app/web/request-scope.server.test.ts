import type { ServerBuild } from "@remix-run/node";
import { describe, expect, test } from "vitest";
import { guardRoutes } from "./database-faults.server";
import { fromLoadContext, oncePerRequest } from "./request-scope.server";

/** What a route's loader or action does here: reads "the caller" through the per-request memo. */
const reads = new WeakMap<object, Promise<number>>();
let made = 0;
const readCaller = (request: Request) => oncePerRequest(reads, request, async () => ++made);

/** Two routes (root and a page), each with a loader and an action that read the caller. */
function build(): ServerBuild {
  const module = {
    loader: ({ request }: { request: Request }) => readCaller(request),
    action: ({ request }: { request: Request }) => readCaller(request),
    default: () => null,
  };
  return guardRoutes({
    routes: {
      root: { id: "root", path: "", module },
      page: { id: "page", path: "page", parentId: "root", module: { ...module } },
    },
  } as unknown as ServerBuild);
}

const call = (b: ServerBuild, id: string, kind: "loader" | "action", request: Request, context: object) =>
  (b.routes[id]!.module[kind] as (args: unknown) => Promise<number>)({ request, context, params: {} });
const copy = () => new Request("http://localhost/page");

describe("reading the caller once per page request", () => {
  test("the loaders of one request share one read, though each has its own Request", async () => {
    const b = build();
    const context = {};
    const first = await call(b, "root", "loader", copy(), context);
    const second = await call(b, "page", "loader", copy(), context);
    expect(second).toBe(first);
    // Another request (another load context) reads again.
    expect(await call(b, "page", "loader", copy(), {})).not.toBe(first);
  });

  test("an action reads for itself, and the loaders after it in the same request read afresh", async () => {
    const b = build();
    const context = {};
    const before = await call(b, "page", "action", copy(), context);
    const after = await call(b, "root", "loader", copy(), context);
    expect(after).not.toBe(before);
    expect(await call(b, "page", "loader", copy(), context)).toBe(after);
  });

  test("outside a route (the API mapper, a test) the memo is the Request's own", async () => {
    const request = copy();
    const a = await readCaller(request);
    expect(await readCaller(request)).toBe(a);
    expect(await readCaller(copy())).not.toBe(a);
  });
});

describe("what the load context already knows", () => {
  test("a loader's request reads its load context's values; an action's and a stray Request's read nothing", async () => {
    const context = { knownCaller: { who: "Ada" } };
    const seen: unknown[] = [];
    const module = {
      loader: ({ request }: { request: Request }) => seen.push(fromLoadContext(request, "knownCaller")),
      action: ({ request }: { request: Request }) => seen.push(fromLoadContext(request, "knownCaller")),
      default: () => null,
    };
    const b = guardRoutes({ routes: { root: { id: "root", path: "", module } } } as unknown as ServerBuild);
    await call(b, "root", "loader", copy(), context);
    await call(b, "root", "action", copy(), context);
    seen.push(fromLoadContext(copy(), "knownCaller"));
    expect(seen).toEqual([{ who: "Ada" }, undefined, undefined]);
  });
});
