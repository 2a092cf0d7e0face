// The meal decider in given / when / then form: given past events, when a command, then new events
// (or the error a user reads).
import { describe, expect, test } from "vitest";
import { givenWhenThen } from "../../../tests/support/given-when-then";
import { DomainError, NotFoundError } from "../errors";
import { decideMeal, type MealCommand, mealDecider, seriesDecider } from "./decider";
import type { MealEvent, MealFields } from "./events";

const fields: MealFields = {
  date: "2026-11-25",
  time: "18:30",
  mealType: "dinner",
  title: "Lasagne",
  recipe: { id: 7, title: "Lasagne", servings: 6, nutrition: null },
  description: "",
  notes: "",
  servings: 4,
  memberIds: [1, 2],
  portions: { "1": 100, "2": 50 },
  forNames: ["Ann", "Bo"],
  reminderMinutes: 30,
  nutrition: null,
  nutritionSource: null,
  dishes: [],
};

const planned: MealEvent = { type: "MealPlanned", data: { mealId: 9, seriesId: null, ...fields } };

const given = givenWhenThen(mealDecider, DomainError);

describe("planning a meal", () => {
  test("a new meal is planned", () => {
    given().when({ type: "planMeal", mealId: 9, fields }).then([planned]);
  });
  test("the same stream cannot be planned twice", () => {
    given(planned).when({ type: "planMeal", mealId: 9, fields }).thenRefuses("already exists");
  });
  test.each([
    [{ servings: 0 }, "Servings must be between 1 and 12."],
    [{ servings: 13 }, "Servings must be between 1 and 12."],
    [{ servings: 2.5 }, "Servings must be between 1 and 12."],
    [{ portions: { "1": 201 } }, "Portions must be whole percentages from 0 to 200."],
    [{ portions: { "1": -1 } }, "Portions must be whole percentages from 0 to 200."],
    [{ portions: { "1": 12.5 } }, "Portions must be whole percentages from 0 to 200."],
    [{ reminderMinutes: 4 }, "Reminders must be at least 5 minutes before the meal."],
    [{ date: "2026-02-30" }, "Please enter a valid date (YYYY-MM-DD)."],
    [{ time: "25:00" }, "Please enter a valid time (HH:mm or h:mm AM/PM)."],
    [{ mealType: "elevenses" as never }, /^Meal type must be one of: breakfast, brunch/],
    [{ title: "  " }, "Please enter a meal title."],
    [{ memberIds: [0] }, "Family members must be given by their ids."],
  ])("the rules: %j is refused", (bad, message) => {
    given()
      .when({ type: "planMeal", mealId: 9, fields: { ...fields, ...bad } })
      .thenRefuses(message);
  });
  test("the edges are allowed: 1 and 12 servings, portions 0 and 200, a 5-minute reminder, no reminder", () => {
    for (const ok of [
      { servings: 1 },
      { servings: 12 },
      { portions: { "1": 0, "2": 200 } },
      { reminderMinutes: 5 },
      { reminderMinutes: null },
    ]) {
      expect(
        decideMeal({ type: "planMeal", mealId: 9, fields: { ...fields, ...ok } }, mealDecider.initialState()),
      ).toHaveLength(1);
    }
  });
});

describe("leftovers", () => {
  const leftover = {
    ...fields,
    date: "2026-11-26",
    mealType: "lunch" as const,
    time: "12:30",
    servings: 2.5,
  };
  test("leftovers of a planned meal are linked to it and may have half servings", () => {
    const original = given(planned).state;
    given()
      .when({ type: "planLeftover", mealId: 10, fields: leftover, original })
      .then([{ type: "LeftoverPlanned", data: { mealId: 10, originalMealId: 9, ...leftover } }]);
  });
  test.each([0, 0.25, 12.5, 1.3])("leftover servings %s are refused", (servings) => {
    const original = given(planned).state;
    given()
      .when({ type: "planLeftover", mealId: 10, fields: { ...leftover, servings }, original })
      .thenRefuses("Leftover servings must be between 0.5 and 12, in steps of 0.5.");
  });
  test("a removed original has no leftovers", () => {
    const original = given(planned, { type: "MealRemoved", data: { mealId: 9 } }).state;
    given()
      .when({ type: "planLeftover", mealId: 10, fields: leftover, original })
      .thenRefuses("No meal plan found for current user", NotFoundError);
  });
  test("a leftover's change keeps the half-serving rule", () => {
    const left: MealEvent = { type: "LeftoverPlanned", data: { mealId: 10, originalMealId: 9, ...leftover } };
    given(left)
      .when({ type: "changeMeal", changes: { servings: 1.5 } })
      .then([{ type: "MealChanged", data: { mealId: 10, changes: { servings: { from: 2.5, to: 1.5 } } } }]);
  });
});

describe("changing, moving, removing", () => {
  test("a change records each changed field before and after, and nothing else", () => {
    given(planned)
      .when({ type: "changeMeal", changes: { title: "Veggie lasagne", servings: 4, notes: "less cheese" } })
      .then([
        {
          type: "MealChanged",
          data: {
            mealId: 9,
            changes: {
              title: { from: "Lasagne", to: "Veggie lasagne" },
              notes: { from: "", to: "less cheese" },
            },
          },
        },
      ]);
  });
  test("a change to the same values decides nothing", () => {
    given(planned)
      .when({ type: "changeMeal", changes: { title: "Lasagne", portions: { "1": 100, "2": 50 } } })
      .then([]);
  });
  test("the same recipe and nutrition with their keys in another order (as read back from the log) decide nothing", () => {
    const nutrition = { calories: 320, protein: 12, carbs: null, fat: null, fiber: null, sugar: null };
    const fromLog: MealEvent = {
      type: "MealPlanned",
      data: {
        mealId: 9,
        seriesId: null,
        ...fields,
        // jsonb's order: shorter keys first.
        recipe: {
          id: 7,
          title: "Lasagne",
          servings: 6,
          nutrition: { fat: null, carbs: null, fiber: null, sugar: null, protein: 12, calories: 320 },
        },
        nutrition: { fat: null, carbs: null, fiber: null, sugar: null, protein: 12, calories: 320 },
        nutritionSource: "computed",
      },
    };
    given(fromLog)
      .when({
        type: "changeMeal",
        changes: {
          recipe: { id: 7, title: "Lasagne", servings: 6, nutrition },
          nutrition,
          nutritionSource: "computed",
          servings: 2,
        },
      })
      .then([{ type: "MealChanged", data: { mealId: 9, changes: { servings: { from: 4, to: 2 } } } }]);
  });
  test("a change breaking a rule is refused", () => {
    given(planned)
      .when({ type: "changeMeal", changes: { servings: 13 } })
      .thenRefuses("Servings must be between 1 and 12.");
  });
  test("a move to another day and type records from and to", () => {
    given(planned)
      .when({ type: "moveMeal", date: "2026-11-27", mealType: "lunch", time: "12:30" })
      .then([
        {
          type: "MealMoved",
          data: {
            mealId: 9,
            from: { date: "2026-11-25", time: "18:30", mealType: "dinner" },
            to: { date: "2026-11-27", time: "12:30", mealType: "lunch" },
          },
        },
      ]);
  });
  test("dropping on the same day and type does nothing", () => {
    given(planned).when({ type: "moveMeal", date: "2026-11-25", mealType: "dinner", time: "19:00" }).then([]);
  });
  test("a removed meal is gone for every command", () => {
    const removed = { type: "MealRemoved", data: { mealId: 9 } } as const;
    given(planned).when({ type: "removeMeal" }).then([removed]);
    for (const command of [
      { type: "removeMeal" },
      { type: "changeMeal", changes: { title: "x" } },
      { type: "moveMeal", date: "2026-11-26", mealType: "lunch", time: "12:30" },
      { type: "markPrepared", prepared: true },
    ] as MealCommand[]) {
      given(planned, removed).when(command).thenRefuses("No meal plan found for current user", NotFoundError);
    }
  });
  test("nothing to change on a meal that was never planned", () => {
    given().when({ type: "removeMeal" }).thenRefuses("No meal plan found for current user", NotFoundError);
  });
});

describe("prepared and nutrition", () => {
  test("prepared toggles, and repeating it decides nothing", () => {
    given(planned)
      .when({ type: "markPrepared", prepared: true })
      .then([{ type: "MealPreparedMarked", data: { mealId: 9 } }]);
    const prepared = { type: "MealPreparedMarked", data: { mealId: 9 } } as const;
    given(planned, prepared).when({ type: "markPrepared", prepared: true }).then([]);
    given(planned, prepared)
      .when({ type: "markPrepared", prepared: false })
      .then([{ type: "MealPreparedUnmarked", data: { mealId: 9 } }]);
  });
  test("nutrition is set with its source and the previous values; negative values are refused", () => {
    const nutrition = { calories: 520, protein: 30, carbs: 40, fat: 20, fiber: null, sugar: 5 };
    given(planned)
      .when({ type: "setNutrition", nutrition, source: "manual" })
      .then([{ type: "MealNutritionSet", data: { mealId: 9, nutrition, source: "manual", previous: null } }]);
    given(planned)
      .when({ type: "setNutrition", nutrition: { ...nutrition, calories: -1 }, source: "manual" })
      .thenRefuses("Nutrition values must be numbers of at least 0.");
  });
});

describe("extra dishes", () => {
  const salad = { dishId: 1, title: "Green salad", recipe: null };
  test("a dish gets the next number; removing it names it", () => {
    given(planned)
      .when({ type: "addDish", title: " Green salad ", recipe: null })
      .then([{ type: "DishAdded", data: { mealId: 9, dish: salad } }]);
    const added = { type: "DishAdded", data: { mealId: 9, dish: salad } } as const;
    given(planned, added)
      .when({ type: "addDish", title: "Bread", recipe: null })
      .then([{ type: "DishAdded", data: { mealId: 9, dish: { dishId: 2, title: "Bread", recipe: null } } }]);
    given(planned, added)
      .when({ type: "removeDish", dishId: 1 })
      .then([{ type: "DishRemoved", data: { mealId: 9, dishId: 1, title: "Green salad" } }]);
  });
  test("a dish needs a name, and only existing dishes can be removed", () => {
    given(planned)
      .when({ type: "addDish", title: " ", recipe: null })
      .thenRefuses("Please enter the dish's name.");
    given(planned)
      .when({ type: "removeDish", dishId: 3 })
      .thenRefuses("That dish is not part of this meal.", NotFoundError);
  });
});

describe("a recurring series", () => {
  const givenSeries = givenWhenThen(seriesDecider, DomainError);
  const rule = { pattern: "weekly" as const, days: [], monthlyOption: "same-date" as const, endDate: null };
  const plan = {
    type: "planSeries" as const,
    seriesId: 3,
    rule,
    startDate: "2026-11-27",
    mealIds: [10, 11],
    title: "Pizza",
  };
  const seriesPlanned = {
    type: "SeriesPlanned" as const,
    data: { seriesId: 3, rule, startDate: "2026-11-27", mealIds: [10, 11], title: "Pizza" },
  };
  test("a series is planned once; planning it again decides nothing", () => {
    givenSeries().when(plan).then([seriesPlanned]);
    givenSeries(seriesPlanned).when(plan).then([]);
  });
  test("an end date before the start is refused", () => {
    givenSeries()
      .when({ ...plan, rule: { ...rule, endDate: "2026-11-01" } })
      .thenRefuses("The recurrence end date cannot be before the meal date.");
  });
});
