// The planner reads the preferences the user saved (app/domain/ai-preferences), and their allergies and
// dislikes join the family's constraints that every provider's answer is checked against.
import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { registerUser } from "../accounts/users.server";
import { DEFAULT_AI_PREFERENCES as STORED_DEFAULTS } from "../ai-preferences/constants";
import { saveAiPreferences } from "../ai-preferences/preferences.server";
import { DEFAULT_AI_PREFERENCES, readPreferences } from "./preferences";
import { householdTools } from "./tools.server";

const now = new Date("2026-11-26T10:00:00Z");

describeEachBackend("the assistant's planning preferences", (ctx) => {
  test("the defaults until saved; then what was saved, and its allergies are constraints", async () => {
    const { db } = ctx();
    const user = await registerUser(db, {
      name: "Planner",
      email: `prefs-${Date.now()}@example.com`,
      password: "password-123",
      now,
    });
    expect(await readPreferences(db, user.id)).toEqual(DEFAULT_AI_PREFERENCES);
    await saveAiPreferences(
      db,
      user.id,
      {
        ...STORED_DEFAULTS,
        default_diet_type: "vegetarian",
        allergies: ["Mushroom"],
        disliked_ingredients: ["Olives"],
      },
      now,
    );
    const read = await readPreferences(db, user.id);
    expect(read).toMatchObject({
      defaultDietType: "vegetarian",
      allergies: ["Mushroom"],
      dislikedIngredients: ["Olives"],
    });
    const constraints = await householdTools(db, user, now).constraints();
    expect(constraints.allergies.map((a) => a.term)).toContain("Mushroom");
    expect(constraints.dislikes).toContain("olives");
  });
});
