// A meal whose serving holds more than a serving can (planned before its recipe's figures were checked,
// so its event keeps 4,428 kcal) is counted as missing in the day's totals and the analysis, as an unknown
// value is, never added (docs/decisions/068-believable-nutrition.md).
import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { mealRequest as request } from "../../../tests/support/meals";
import { registerUser } from "../accounts/users.server";
import { analyseHousehold } from "../nutrition/analysis.server";
import { DEFAULT_TARGETS } from "../nutrition/goals";
import { listDailyNutrition } from "./meal-queries.server";
import { planMeal, removeMeal } from "./meals.server";

const now = new Date("2026-12-03T10:00:00Z");
const web = { source: "web" as const };
const day = "2026-12-04";

describeEachBackend("a day's totals leave out a serving no one can eat", (ctx) => {
  test("the 4,428 kcal Arrabbiata counts as missing; the day holds the believable meal only", async () => {
    const { db } = ctx();
    const user = await registerUser(db, {
      name: "Believer",
      email: `believable-${Date.now()}@example.com`,
      password: "password-123",
      now,
    });
    const arrabbiata = { calories: 4428, protein: 216, carbs: 957, fat: 49, fiber: 295, sugar: 647 };
    const soup = { calories: 600, protein: 20, carbs: 70, fat: 25, fiber: 8, sugar: 10 };
    const absurd = await planMeal(
      db,
      user,
      request({ title: "Pasta Arrabbiata", date: day, nutrition: arrabbiata }),
      web,
    );
    await planMeal(db, user, request({ title: "Soup", date: day, mealType: "lunch", nutrition: soup }), web);

    const [household] = (await listDailyNutrition(db, user.householdId, day, day)).filter(
      (r) => r.memberId === 0,
    );
    expect(household).toMatchObject({ meals: 2, mealsMissing: 1, calories: 600, sugar: 10, fiber: 8 });

    const analysis = await analyseHousehold(db, user.householdId, { from: day, to: day }, DEFAULT_TARGETS);
    expect(analysis.days[0]).toMatchObject({ calories: 600, sugar: 10, missing: true });
    expect(analysis.topSources.calories.map((s) => s.title)).toEqual(["Soup"]);
    expect(analysis.insights.map((i) => i.text)).not.toContainEqual(expect.stringMatching(/^Sugar is high/));

    // Recomputed from the calendar (a removal touches the day) the same rule holds.
    await removeMeal(db, user, absurd.id, web);
    const [after] = (await listDailyNutrition(db, user.householdId, day, day)).filter(
      (r) => r.memberId === 0,
    );
    expect(after).toMatchObject({ meals: 1, mealsMissing: 0, calories: 600 });
  });
});
