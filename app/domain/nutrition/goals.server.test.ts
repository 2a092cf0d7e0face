import { sql } from "kysely";
import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { registerUser } from "../accounts/users.server";
import { DEFAULT_TARGETS, PRESETS } from "./goals";
import { getNutritionGoals, saveNutritionGoals } from "./goals.server";

const now = new Date("2026-11-25T10:00:00Z");
let n = 0;

describeEachBackend("a user's nutrition goals", (ctx) => {
  const someone = () =>
    registerUser(ctx().db, {
      name: "Goals",
      email: `goals-${Date.now()}-${n++}@example.com`,
      password: "password-123",
      now,
    });

  test("are the defaults until saved, then the saved targets, per user", async () => {
    const { db } = ctx();
    const [ann, bob] = [await someone(), await someone()];
    expect(await getNutritionGoals(db, ann.id)).toEqual({
      targets: DEFAULT_TARGETS,
      saved: false,
      updatedAt: null,
    });
    await saveNutritionGoals(db, ann.id, PRESETS.keto, now);
    expect((await getNutritionGoals(db, ann.id)).targets).toEqual(PRESETS.keto);
    expect((await getNutritionGoals(db, bob.id)).saved).toBe(false);
    const later = new Date(now.getTime() + 60_000);
    await saveNutritionGoals(db, ann.id, { ...PRESETS.keto, calories: 1800 }, later);
    const read = await getNutritionGoals(db, ann.id);
    expect(read.targets.calories).toBe(1800);
    expect(read.updatedAt?.toISOString()).toBe(later.toISOString());
  });

  test("a damaged stored row still reads as a whole set of goals", async () => {
    const { db } = ctx();
    const ann = await someone();
    await sql`insert into nutrition_goals (user_id, targets) values (${ann.id}, ${JSON.stringify({ protein: 120, fat: "x", sugar: -4 })}::jsonb)`.execute(
      db,
    );
    expect((await getNutritionGoals(db, ann.id)).targets).toEqual({ ...DEFAULT_TARGETS, protein: 120 });
  });
});
