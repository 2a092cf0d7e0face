// `npm run events:verify` as an operator runs it (scripts/operator.js, here from source): exit 0 while
// the read models match the log; exit 1 naming the meal and what differs once a row drifted.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { afterAll, expect, test } from "vitest";
import { registerUser } from "../app/domain/accounts/users.server";
import { addDish, changeMeal, planMeal } from "../app/domain/meal-plan/meals.server";
import { describeEachBackend } from "../tests/support/db";
import { mealRequest } from "../tests/support/meals";

const root = fileURLToPath(new URL("..", import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fmp-verify-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function verify(databaseUrl: string, ...args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, "scripts", "operator.js"), "events-verify", ...args],
      {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          SESSION_SECRET: "an-operator-script-needs-no-session-secret",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describeEachBackend("npm run events:verify", (ctx) => {
  test("exits 0 while the calendar matches the log, and 1 naming the meal once a row drifted", async () => {
    const { db, url } = ctx();
    const user = await registerUser(db, {
      name: "Operator",
      email: `operator-${Date.now()}@example.com`,
      password: "password-123",
      now: new Date("2026-11-23T10:00:00Z"),
    });
    const meal = await planMeal(db, user, mealRequest({ title: "Soup" }), { source: "web" });
    await addDish(db, user, meal.id, { title: "Bread", recipeId: null }, { source: "web" });
    await changeMeal(db, user, meal.id, { title: "Tomato soup" }, { source: "web" });
    const household = String(user.householdId);

    const clean = await verify(url, "--household", household, "--all");
    expect(clean.stderr).toBe("");
    expect(clean.stdout).toContain("Checked 3 events in 1 household chain(s): intact.");
    expect(clean.stdout).toContain(
      "Compared meal-calendar for 1 stream(s) with a fold of the log: no drift.",
    );
    expect(clean.code).toBe(0);

    await sql`update rm_calendar set title = 'Soup' where meal_id = ${meal.id}`.execute(db);
    const drifted = await verify(url, "--household", household);
    expect(drifted.stderr).toContain(
      `Read model meal-calendar drifted from the log: meal ${meal.id} (household ${household})\n` +
        '  title: "Soup" in rm_calendar, "Tomato soup" in the log\n',
    );
    expect(drifted.stdout).toContain("1 drifted (find the cause, then npm run projections:rebuild)");
    expect(drifted.code).toBe(1);
  }, 120_000);
});
