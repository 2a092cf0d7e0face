import type { ServerBuild } from "@remix-run/node";
import { describe, expect, test, vi } from "vitest";
import { toApiResponse } from "./api.server";
import { guardRoutes, RETRY_AFTER_SECONDS } from "./database-faults.server";
import { UNAVAILABLE_MESSAGE } from "./messages";

const terminated = () =>
  Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
const request = () => new Request("http://localhost/meal-planner");

/** A build of one route whose loader and action do what they are given. */
function buildWith(loader: () => unknown, action?: () => unknown): ServerBuild {
  return {
    routes: { root: { id: "root", path: "", module: { loader, action, default: () => null } } },
  } as unknown as ServerBuild;
}

async function thrown(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected it to throw");
}

describe("answering a database fault", () => {
  test("the API answers 503 JSON with Retry-After", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = toApiResponse(terminated(), new Request("http://localhost/api/meal-plans"));
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ success: false, message: UNAVAILABLE_MESSAGE });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  test("a page's loader or action throws a 503 with Retry-After for the error boundary", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const failing = () => Promise.reject(terminated());
    const route = guardRoutes(buildWith(failing, failing)).routes.root!;
    for (const handler of [route.module.loader, route.module.action]) {
      const answer = await thrown(() => handler!({ request: request(), params: {}, context: {} }));
      expect(answer).toBeInstanceOf(Response);
      const response = answer as Response;
      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toBe(String(RETRY_AFTER_SECONDS));
      expect(await response.text()).toBe(UNAVAILABLE_MESSAGE);
    }
    warn.mockRestore();
  });

  test("other errors and answers pass through the guard unchanged", async () => {
    const bug = new Error("a bug");
    const ok = new Response("fine");
    expect(
      await thrown(() =>
        guardRoutes(buildWith(() => Promise.reject(bug))).routes.root!.module.loader!({
          request: request(),
          params: {},
          context: {},
        }),
      ),
    ).toBe(bug);
    const route = guardRoutes(buildWith(() => ok)).routes.root!;
    expect(await route.module.loader!({ request: request(), params: {}, context: {} })).toBe(ok);
    expect(route.module.action).toBeUndefined();
    expect(route.module.default).toBeTypeOf("function");
  });

  test("a request the page cache found the database unavailable for gets 503 without asking it again", async () => {
    const loader = vi.fn(() => "data");
    const route = guardRoutes(buildWith(loader)).routes.root!;
    const answer = await thrown(() =>
      route.module.loader!({ request: request(), params: {}, context: { databaseUnavailable: true } }),
    );
    expect((answer as Response).status).toBe(503);
    expect(loader).not.toHaveBeenCalled();
  });
});
