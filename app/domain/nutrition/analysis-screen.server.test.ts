import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { registerUser } from "../accounts/users.server";
import { readAnalysisScreen } from "./analysis-screen.server";
import { DEFAULT_TARGETS, PRESETS } from "./goals";
import { saveNutritionGoals } from "./goals.server";
import { memberTargets } from "./member-targets";

const now = new Date("2026-11-25T10:00:00Z");
const TODAY = "2026-11-25";
let n = 0;

describeEachBackend("what the analysis screen reads", (ctx) => {
  const household = async () => {
    const { db } = ctx();
    const user = await registerUser(db, {
      name: "Screen",
      email: `screen-${Date.now()}-${n++}@example.com`,
      password: "password-123",
      now,
    });
    const child = await db
      .insertInto("family_members")
      .values({
        household_id: user.householdId,
        name: "Robin",
        age: 8,
        gender: "female",
        activity_level: "moderate",
        dietary_preferences: "[]",
        allergies: "[]",
        disliked_ingredients: "[]",
        health_conditions: "[]",
        favorite_meals: "[]",
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const self = await db
      .selectFrom("family_members")
      .select("id")
      .where("household_id", "=", user.householdId)
      .where("user_id", "=", user.id)
      .executeTakeFirst();
    return { user, childId: child.id, selfId: self?.id ?? null };
  };
  const read = (user: { id: number; householdId: number }, query: string) =>
    readAnalysisScreen(ctx().db, user, new URLSearchParams(query), TODAY);

  test("the whole household is measured against the user's goals, the defaults until saved", async () => {
    const { user } = await household();
    const before = await read(user, "");
    expect(before.member).toBeNull();
    expect(before.targets).toEqual(DEFAULT_TARGETS);
    expect(before.targetsSource).toBe("default");
    expect(before.query).toEqual({ ok: true, mode: "week", period: { from: "2026-11-22", to: TODAY } });
    expect(before.analysis?.entries).toBe(0);
    expect(before.nutrient).toBe("calories");

    await saveNutritionGoals(ctx().db, user.id, PRESETS.keto, now);
    const after = await read(user, "period=month&nutrient=fiber");
    expect(after.targets).toEqual(PRESETS.keto);
    expect(after.targetsSource).toBe("saved");
    expect(after.nutrient).toBe("fiber");
    expect(after.analysis?.period).toEqual({ from: "2026-11-01", to: TODAY });
  });

  test("another member's goals are estimated from their profile; the user's own member has the user's", async () => {
    const { user, childId, selfId } = await household();
    const child = await read(user, `member=${childId}`);
    expect(child.member?.name).toBe("Robin");
    expect(child.targetsSource).toBe("estimated");
    expect(child.targets).toEqual(memberTargets({ age: 8, gender: "female", activityLevel: "moderate" }));
    expect(selfId).not.toBeNull();
    // Before the user saves goals, their own member is estimated too (no age: the defaults).
    expect((await read(user, `member=${selfId}`)).targetsSource).toBe("estimated");
    await saveNutritionGoals(ctx().db, user.id, PRESETS.highProtein, now);
    const self = await read(user, `member=${selfId}`);
    expect(self.member?.isSelf).toBe(true);
    expect(self.targetsSource).toBe("saved");
    expect(self.targets).toEqual(PRESETS.highProtein);
  });

  test("another household's member, or nonsense, reads as the whole household; a bad period has no analysis", async () => {
    const mine = await household();
    const theirs = await household();
    expect((await read(mine.user, `member=${theirs.childId}`)).member).toBeNull();
    expect((await read(mine.user, "member=abc&nutrient=nope")).nutrient).toBe("calories");
    const bad = await read(mine.user, "from=2026-11-20&to=2026-11-01");
    expect(bad.query.ok).toBe(false);
    expect(bad.analysis).toBeNull();
  });
});
