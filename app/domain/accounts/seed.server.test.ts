import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { describeLogins, seedIfEmpty } from "./seed.server";
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
    const lines = describeLogins(logins).join("\n");
    expect(lines).not.toContain("configured-secret-1");
    expect(lines).toContain(logins[1]!.password);
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
});
