// The meal plan's event schemas and upcasters: what the log holds is parsed into the current shapes
// (ADR 024), an old shape is upcast first, and what the decider writes reads back unchanged.
import { describe, expect, test } from "vitest";
import { EventDecodeError } from "../../events/codec";
import { mealDecider } from "./decider";
import { type MealEvent, type MealFields, mealEvents, seriesEvents } from "./events";

const fields: MealFields = {
  date: "2026-11-25",
  time: "18:30",
  mealType: "dinner",
  title: "Lasagne",
  recipe: { id: 7, title: "Lasagne", servings: 6, nutrition: null },
  description: "",
  notes: "",
  servings: 4,
  memberIds: [1],
  portions: { "1": 100 },
  forNames: ["Ann"],
  reminderMinutes: null,
  nutrition: { calories: 500, protein: 20, carbs: null, fat: null, fiber: null, sugar: null },
  nutritionSource: "manual",
  dishes: [],
};

describe("reading the meal plan's events", () => {
  test("a MealPlanned stored before extra dishes existed is upcast: it had none", () => {
    const { dishes: _, ...old } = fields;
    const stored = { type: "MealPlanned", data: { mealId: 4, seriesId: null, ...old } };
    const event = mealEvents.decode(stored);
    expect(event).toEqual({ type: "MealPlanned", data: { mealId: 4, seriesId: null, ...fields } });
    // The folded meal is the one a current event gives.
    const state = mealDecider.evolve(mealDecider.initialState(), event);
    expect(state).toMatchObject({ status: "planned", meal: { dishes: [] } });
  });

  test("a leftover stored without dishes is upcast too; a current payload is left as it is", () => {
    const { dishes: _, ...old } = fields;
    const leftover = { type: "LeftoverPlanned", data: { mealId: 5, originalMealId: 4, ...old } };
    expect(mealEvents.decode(leftover).data).toMatchObject({ dishes: [] });
    const salad = { dishId: 1, title: "Salad", recipe: null };
    const current = { type: "MealPlanned", data: { mealId: 4, seriesId: null, ...fields, dishes: [salad] } };
    expect(mealEvents.decode(current)).toEqual(current);
  });

  test("what the decider writes reads back as it was written", () => {
    const planned = mealDecider.decide({ type: "planMeal", mealId: 9, fields }, mealDecider.initialState());
    const state = mealDecider.evolve(mealDecider.initialState(), planned[0]!);
    const written: MealEvent[] = [
      ...planned,
      ...mealDecider.decide({ type: "changeMeal", changes: { servings: 2, title: "Soup" } }, state),
      ...mealDecider.decide(
        { type: "moveMeal", date: "2026-11-26", mealType: "lunch", time: "12:30" },
        state,
      ),
      ...mealDecider.decide({ type: "addDish", title: "Bread", recipe: null }, state),
      ...mealDecider.decide(
        {
          type: "setNutrition",
          nutrition: { calories: 1, protein: 2, carbs: 3, fat: 4, fiber: 5, sugar: 6 },
          source: "ai",
        },
        state,
      ),
      ...mealDecider.decide({ type: "removeMeal" }, state),
    ];
    expect(written).toHaveLength(6);
    // Through JSON, as the jsonb column holds them.
    for (const event of written) expect(mealEvents.decode(JSON.parse(JSON.stringify(event)))).toEqual(event);
  });

  test("a payload that is not the event's shape is refused by name; tryDecode shows it as stored", () => {
    const odd = { type: "MealMoved", data: { mealId: 4, from: "Tuesday" } };
    expect(() => mealEvents.decode(odd, "meal-4 v2")).toThrow(EventDecodeError);
    expect(() => mealEvents.decode(odd, "meal-4 v2")).toThrow(/MealMoved event \(meal-4 v2\).*from/);
    expect(mealEvents.tryDecode(odd)).toBe(odd);
    // The history's words only upcast (they tell odd payloads too, in their stored key order).
    const { dishes: _, ...old } = fields;
    expect(mealEvents.upcast({ type: "MealPlanned", data: old }).data).toEqual({ ...old, dishes: [] });
    expect(mealEvents.upcast(odd)).toEqual(odd);
    expect(() => mealEvents.decode({ type: "SeriesPlanned", data: {} })).toThrow(/unknown event type/);
    expect(seriesEvents.types).toEqual(["SeriesPlanned", "SeriesEnded"]);
  });
});
