import path from "node:path";
import { describe, expect, it } from "vitest";
import { packageRootOf, thirdPartyNotices } from "./licenses";

const nm = path.resolve("node_modules");

describe("the browser build's third-party notices", () => {
  it.each([
    [`${nm}/react-dom/cjs/react-dom.production.min.js`, `${nm}/react-dom`],
    [`${nm}/@remix-run/router/dist/router.js`, `${nm}/@remix-run/router`],
    [`\0${nm}/react/index.js?commonjs-module`, `${nm}/react`],
    [`${nm}/a/node_modules/b/x.js`, `${nm}/a/node_modules/b`],
    [path.resolve("app/root.tsx"), null],
  ])("%s comes from %s", (id, root) => {
    expect(packageRootOf(id)).toBe(root);
  });

  it("keeps each package's licence text once, with its name and version", () => {
    const text = thirdPartyNotices([
      `${nm}/react-dom/cjs/react-dom.production.min.js`,
      `${nm}/react-dom/index.js`,
      `${nm}/@remix-run/router/dist/router.js`,
      path.resolve("app/root.tsx"),
    ]);
    expect(text.match(/^react-dom \d+\.\d+\.\d+ \(MIT\)$/gm)).toHaveLength(1);
    expect(text).toMatch(/^@remix-run\/router \d+\.\d+\.\d+ \(MIT\)$/m);
    expect(text).toContain("Copyright (c) Facebook, Inc. and its affiliates.");
    expect(text).toContain("Permission is hereby granted, free of charge");
    expect(text.indexOf("@remix-run/router")).toBeLessThan(text.indexOf("react-dom"));
  });
});
