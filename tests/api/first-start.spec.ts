// The server's first start, as its log shows it (playwright.config.ts sends it to E2E_SERVER_LOG):
// the seeded logins come last, in a box, after the URL; a configured password is never printed.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ADMIN, DEMO } from "../support/accounts";

test("The first start ends with the seeded logins in a box, right after the URL", async () => {
  const log = fs.readFileSync(path.join(process.env.E2E_DATA_DIR ?? "", "server.log"), "utf8").split("\n");
  const url = log.findIndex((line) => line.startsWith("Family Meal Planner is running at"));
  expect(url).toBeGreaterThanOrEqual(0);
  const top = log.findIndex((line) => /^┌─+┐$/.test(line));
  const bottom = log.findIndex((line) => /^└─+┘$/.test(line));
  expect(top).toBeGreaterThan(url);
  expect(bottom).toBeGreaterThan(top);
  const box = log.slice(top, bottom + 1).join("\n");
  expect(box).toContain(ADMIN.email);
  expect(box).toContain(DEMO.email);
  expect(box).toContain("(the password you configured)");
  expect(box).toContain("npm run seed -- --reset-passwords");
  expect(box).not.toContain(DEMO.password);
  // Right after the URL: the last lines of the start, where a terminal leaves them in view.
  expect(log.slice(url + 1, top).every((line) => line.trim() === "")).toBe(true);
});
