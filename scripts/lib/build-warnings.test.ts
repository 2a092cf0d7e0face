import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { isQuietBuildWarning, routeChunkNames } from "./build-warnings";

const routes = routeChunkNames(fileURLToPath(new URL("../../app/routes", import.meta.url)));
const emptyChunk = (name: string) => ({
  code: "EMPTY_BUNDLE",
  message: `Generated an empty chunk: "${name}".`,
  names: [name],
});

describe("the production build's warnings", () => {
  test("a resource route's empty client chunk is not reported (names as Rollup printed them)", () => {
    for (const name of [
      "_",
      "meal-plans._id.add-meal",
      "openapi_._json",
      "calendar._token_._ics",
      "meal-planner.export_._csv",
      "healthz",
      "logout",
    ])
      expect(isQuietBuildWarning(emptyChunk(name), routes), name).toBe(true);
  });

  test("an empty chunk that is not a route's, and other warnings, still are", () => {
    expect(isQuietBuildWarning(emptyChunk("some-library"), routes)).toBe(false);
    expect(isQuietBuildWarning({ code: "EMPTY_BUNDLE" }, routes)).toBe(false);
    expect(isQuietBuildWarning({ code: "CIRCULAR_DEPENDENCY", names: ["_"] }, routes)).toBe(false);
    expect(isQuietBuildWarning({ code: "INVALID_ANNOTATION", id: "/app/x.ts" }, routes)).toBe(false);
    expect(
      isQuietBuildWarning({ code: "INVALID_ANNOTATION", id: "/x/node_modules/zod/v4/core.js" }, routes),
    ).toBe(true);
  });
});
