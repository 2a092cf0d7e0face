import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { loginBox, resetSeedPasswords, seedIfEmpty } from "./seed.server";
import { createSession, findSession, findUserByToken, issueApiToken } from "./sessions.server";
import { verifyCredentials } from "./users.server";

const now = new Date("2026-11-22T08:00:00Z");

describeEachBackend("demo seed", (ctx) => {
  test("an empty install gets an admin and a demo household, once; configured passwords are never printed", async () => {
    const { db } = ctx();
    const logins = await seedIfEmpty(db, {
      adminPassword: "configured-secret-1",
      demoEmail: "family@example.com",
      now,
    });
    expect(logins.map((l) => [l.role, l.email, l.generated])).toEqual([
      ["admin", "admin@example.com", false],
      ["member", "family@example.com", true],
    ]);
    const box = loginBox(logins);
    expect(box).not.toContain("configured-secret-1");
    expect(box).toContain(logins[1]!.password);
    expect(box).toContain("npm run seed -- --reset-passwords");
    expect(await verifyCredentials(db, "admin@example.com", "configured-secret-1")).toMatchObject({
      role: "admin",
    });
    const demo = await verifyCredentials(db, "family@example.com", logins[1]!.password);
    expect(demo).toMatchObject({ role: "member" });
    const household = await db
      .selectFrom("households")
      .select("name")
      .where("id", "=", demo!.householdId)
      .executeTakeFirst();
    expect(household?.name).toBe("Demo Family");
    expect(await seedIfEmpty(db, { now })).toEqual([]);
  });

  test("the login box is a box: every line as wide as the others", () => {
    const lines = loginBox([
      { role: "admin", email: "admin@example.com", password: "abc", generated: true },
      { role: "member", email: "a-much-longer-address@example.com", password: "x", generated: false },
    ]).split("\n");
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
    expect(lines[0]).toMatch(/^┌─+┐$/);
    expect(lines.at(-1)).toMatch(/^└─+┘$/);
    expect(lines.join("\n")).toContain("(the password you configured)");
  });

  test("--reset-passwords gives the seeded logins new passwords and signs them out everywhere", async () => {
    const { db } = ctx();
    const before = await verifyCredentials(db, "admin@example.com", "configured-secret-1");
    const session = await createSession(db, { userId: before!.id, remember: false, userAgent: null, now });
    const { token } = await issueApiToken(db, { userId: before!.id, remember: true, name: "cli", now });
    expect(await findSession(db, session.id, now)).not.toBeNull();

    const reset = await resetSeedPasswords(db, { demoEmail: "family@example.com", now });
    expect(reset.map((l) => [l.role, l.email, l.generated])).toEqual([
      ["admin", "admin@example.com", true],
      ["member", "family@example.com", true],
    ]);
    expect(await verifyCredentials(db, "admin@example.com", "configured-secret-1")).toBeNull();
    expect(await verifyCredentials(db, "admin@example.com", reset[0]!.password)).not.toBeNull();
    expect(await verifyCredentials(db, "family@example.com", reset[1]!.password)).not.toBeNull();
    expect(await findSession(db, session.id, now)).toBeNull();
    expect(await findUserByToken(db, token, now)).toBeNull();

    // A configured password is set as given; an account that does not exist is skipped.
    const configured = await resetSeedPasswords(db, {
      adminPassword: "configured-secret-2",
      demoEmail: "nobody@example.com",
      now,
    });
    expect(configured.map((l) => [l.email, l.generated])).toEqual([["admin@example.com", false]]);
    expect(loginBox(configured)).not.toContain("configured-secret-2");
    expect(await verifyCredentials(db, "admin@example.com", "configured-secret-2")).not.toBeNull();
  });
});
