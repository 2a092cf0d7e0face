import { sql } from "kysely";
import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { registerUser } from "../accounts/users.server";
import { DEFAULT_AI_PREFERENCES } from "./constants";
import { getAiPreferences, resetAiPreferences, saveAiPreferences } from "./preferences.server";

const now = new Date("2026-11-29T10:00:00Z");
let n = 0;
const changed = {
  ...DEFAULT_AI_PREFERENCES,
  default_diet_type: "vegan" as const,
  preferred_cuisines: ["Thai" as const, "Korean" as const],
  allergies: ["Peanuts"],
  meals_per_day: 2,
  use_inventory: false,
};

describeEachBackend("a user's AI planning preferences", (ctx) => {
  const someone = () =>
    registerUser(ctx().db, {
      name: "Planner",
      email: `ai-prefs-${Date.now()}-${n++}@example.com`,
      password: "password-123",
      now,
    });

  test("are the defaults until saved, then the saved ones, per user; a reset brings the defaults back", async () => {
    const { db } = ctx();
    const [ann, bob] = [await someone(), await someone()];
    expect(await getAiPreferences(db, ann.id)).toEqual({
      preferences: DEFAULT_AI_PREFERENCES,
      saved: false,
      updatedAt: null,
    });
    await saveAiPreferences(db, ann.id, changed, now);
    await saveAiPreferences(db, bob.id, { ...changed, meals_per_day: 5 }, now);
    const later = new Date(now.getTime() + 60_000);
    await saveAiPreferences(db, ann.id, { ...changed, complexity_level: 3 }, later);
    const read = await getAiPreferences(db, ann.id);
    expect(read.preferences).toEqual({ ...changed, complexity_level: 3 });
    expect(read.updatedAt?.toISOString()).toBe(later.toISOString());

    expect(await resetAiPreferences(db, ann.id)).toMatchObject({
      preferences: DEFAULT_AI_PREFERENCES,
      saved: false,
    });
    expect((await getAiPreferences(db, ann.id)).saved).toBe(false);
    expect((await getAiPreferences(db, bob.id)).preferences.meals_per_day).toBe(5);
    // Resetting what was never saved is no error.
    expect((await resetAiPreferences(db, ann.id)).saved).toBe(false);
  });

  test("a damaged stored row still reads whole: each bad field is its default", async () => {
    const { db } = ctx();
    const ann = await someone();
    const stored = {
      meals_per_day: 9,
      preferred_cuisines: ["Greek", "Nowhere"],
      use_inventory: false,
      extra: 1,
    };
    await sql`insert into ai_preferences (user_id, preferences) values (${ann.id}, ${JSON.stringify(stored)}::jsonb)`.execute(
      db,
    );
    expect((await getAiPreferences(db, ann.id)).preferences).toEqual({
      ...DEFAULT_AI_PREFERENCES,
      use_inventory: false,
    });
  });
});
