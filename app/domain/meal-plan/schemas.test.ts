import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LeftoverSchema, MealInputSchema, MealPatchSchema, MoveSchema, mealPatchSchema } from "./api-schemas";
import {
  MEAL_TEXTS,
  MONTHLY_OPTIONS,
  RECURRENCE_HORIZON_DAYS,
  RECURRENCE_MAX_DATES,
  RECURRING_PATTERNS,
} from "./constants";
import {
  expandRecurrence,
  leftoverDefaults,
  type MealInput,
  PreparedFields,
  PreparedMealFields,
  parseMealDate,
  parseMealId,
  parseMealTime,
  type Recurrence,
} from "./schemas";

/** The smallest body a meal form or the API can send. */
const base = { title: "Lentil soup", date: "2026-03-10" };

/** Each field's messages, keyed like the API's `errors` ({field: [messages]}). */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join(".");
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

function meal(body: Record<string, unknown>): MealInput {
  const result = MealInputSchema.safeParse(body);
  if (!result.success) throw new Error(`expected a valid meal, got ${JSON.stringify(errorsOf(result))}`);
  return result.data;
}

const mealErrors = (body: unknown) => errorsOf(MealInputSchema.safeParse(body));

describe("parseMealTime", () => {
  test.each([
    ["18:30", "18:30"],
    ["7:05", "07:05"],
    ["07:30:00", "07:30"],
    ["8", "08:00"],
    ["0:00", "00:00"],
    ["23:59", "23:59"],
    ["8am", "08:00"],
    ["8 AM", "08:00"],
    ["8:30 pm", "20:30"],
    ["8:30PM", "20:30"],
    ["8:30 p.m.", "20:30"],
    ["12:00 AM", "00:00"],
    ["12:15 pm", "12:15"],
    ["12 am", "00:00"],
    ["11:59 PM", "23:59"],
    ["  9:15  ", "09:15"],
    [9, "09:00"],
  ])("given %j, then it reads as %s", (input, expected) => {
    expect(parseMealTime(input)).toBe(expected);
  });

  test.each([
    "25:00",
    "24:00",
    "7:60",
    "7:5",
    "13 pm",
    "0 am",
    "0:30 am",
    "12:60 pm",
    "abc",
    "",
    "830",
    "8.30",
    "noon",
    "-1:00",
    "08:30:61",
  ])("given %j, then it is not a time", (input) => {
    expect(parseMealTime(input)).toBeNull();
  });

  test.each([null, undefined, 8.5, true, ["08:00"], { hour: 8 }])(
    "given a non-string %j, then it is not a time",
    (input) => {
      expect(parseMealTime(input)).toBeNull();
    },
  );
});

describe("parseMealDate", () => {
  test.each([
    ["2026-03-10", "2026-03-10"],
    ["2028-02-29", "2028-02-29"],
    ["2000-02-29", "2000-02-29"],
    ["1900-01-01", "1900-01-01"],
    ["2199-12-31", "2199-12-31"],
    [" 2026-12-01 ", "2026-12-01"],
    ["2026-03-10T18:30", "2026-03-10"],
    ["2026-03-10T18:30:00.000Z", "2026-03-10"],
    ["2026-03-10T23:30:00-05:00", "2026-03-10"],
  ])("given %j, then it reads as %s", (input, expected) => {
    expect(parseMealDate(input)).toBe(expected);
  });

  test.each([
    "2026-02-30",
    "2026-02-29",
    "1900-02-29",
    "2026-13-01",
    "2026-00-10",
    "2026-04-31",
    "2026-01-00",
    "26-1-1",
    "2026-1-1",
    "2026/03/10",
    "10/03/2026",
    "1899-12-31",
    "2200-01-01",
    "9999-12-31",
    "0099-01-01",
    "tomorrow",
    "",
    "2026-03-10T",
    "2026-03-10Tnonsense",
    "2026-02-30T10:00",
  ])("given %j, then it is not a date", (input) => {
    expect(parseMealDate(input)).toBeNull();
  });

  test.each([20261201, null, undefined, new Date("2026-03-10"), ["2026-03-10"]])(
    "given a non-string %j, then it is not a date",
    (input) => {
      expect(parseMealDate(input)).toBeNull();
    },
  );
});

describe("parseMealId", () => {
  test.each([
    [1, 1],
    ["1", 1],
    ["42", 42],
    ["007", 7],
    [1e3, 1000],
    [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  ])("given %j, then it is the id %d", (input, id) => {
    expect(parseMealId(input)).toEqual({ ok: true, id });
  });

  test.each([
    ["abc", MEAL_TEXTS.invalidIdFormat],
    ["1.5", MEAL_TEXTS.invalidIdFormat],
    [1.5, MEAL_TEXTS.invalidIdFormat],
    ["1e3", MEAL_TEXTS.invalidIdFormat],
    ["", MEAL_TEXTS.invalidIdFormat],
    [" 5", MEAL_TEXTS.invalidIdFormat],
    ["+5", MEAL_TEXTS.invalidIdFormat],
    ["0x10", MEAL_TEXTS.invalidIdFormat],
    [Number.NaN, MEAL_TEXTS.invalidIdFormat],
    [Number.POSITIVE_INFINITY, MEAL_TEXTS.invalidIdFormat],
    [null, MEAL_TEXTS.invalidIdFormat],
    [undefined, MEAL_TEXTS.invalidIdFormat],
    [true, MEAL_TEXTS.invalidIdFormat],
    [[5], MEAL_TEXTS.invalidIdFormat],
    ["-3", MEAL_TEXTS.invalidId],
    [-3, MEAL_TEXTS.invalidId],
    ["0", MEAL_TEXTS.invalidId],
    [0, MEAL_TEXTS.invalidId],
    ["99999999999999999999", MEAL_TEXTS.invalidId],
    [2 ** 53, MEAL_TEXTS.invalidId],
  ])("given %j, then it is refused with %j", (input, message) => {
    expect(parseMealId(input)).toEqual({ ok: false, message });
  });
});

describe("MealInputSchema: a new meal", () => {
  test("given only a title and a date, then every other field takes its default", () => {
    expect(meal(base)).toEqual({
      meal_type: "other",
      title: "Lentil soup",
      date: "2026-03-10",
      time: null,
      recipe_id: null,
      description: "",
      notes: "",
      servings: 4,
      family_member_ids: [],
      for_names: [],
      portion_sizes: {},
      portion_names: {},
      is_leftover: false,
      original_meal_id: null,
      reminder: false,
      reminder_minutes: 30,
      recurrence: null,
      nutrition: null,
    } satisfies MealInput);
  });

  test("given the second form's whole payload, then it is read field by field", () => {
    expect(
      meal({
        date: "2026-03-10",
        time: "18:30",
        title: " Taco   night ",
        meal_type: "dinner",
        description: "Build your own",
        family_member_ids: [3, 5],
        notes: "Warm the tortillas",
        recipe_id: 12,
        reminder: true,
        reminder_minutes: 45,
        servings: 6,
        portion_sizes: { 3: 100, 5: 50 },
        is_recurring: true,
        recurring_pattern: "weekly",
        recurring_days: [],
        monthly_option: "same-date",
        end_date: null,
      }),
    ).toMatchObject({
      meal_type: "dinner",
      title: "Taco night",
      time: "18:30",
      recipe_id: 12,
      servings: 6,
      family_member_ids: [3, 5],
      portion_sizes: { 3: 100, 5: 50 },
      reminder: true,
      reminder_minutes: 45,
      recurrence: { pattern: "weekly", days: [], monthly_option: "same-date", end_date: null },
    });
  });

  test.each([
    ["mealType", { mealType: "Lunch" }, { meal_type: "lunch" }],
    ["type", { type: "DESSERT" }, { meal_type: "dessert" }],
    ["recipeId", { recipeId: "12" }, { recipe_id: 12 }],
    ["planned_time", { planned_time: "7:30 pm" }, { time: "19:30" }],
    ["isLeftover", { isLeftover: true, servings: 2.5 }, { is_leftover: true, servings: 2.5 }],
    ["originalMealId", { originalMealId: 9 }, { original_meal_id: 9 }],
    ["portionSizes", { portionSizes: { 2: 80 } }, { portion_sizes: { 2: 80 } }],
    ["familyMemberIds", { familyMemberIds: [2] }, { family_member_ids: [2] }],
    ["attendees", { attendees: [2, 4] }, { family_member_ids: [2, 4] }],
    ["reminderMinutes", { reminder: true, reminderMinutes: 10 }, { reminder_minutes: 10 }],
    ["manualNutrition", { manualNutrition: { calories: 300 } }, { nutrition: { calories: 300 } }],
    ["manual_nutrition", { manual_nutrition: { fat: "9g" } }, { nutrition: { fat: 9 } }],
    [
      "camelCase recurrence",
      { isRecurring: true, recurringPattern: "custom", recurringDays: [5, 1], endDate: "2026-04-30" },
      {
        recurrence: { pattern: "custom", days: [1, 5], monthly_option: "same-date", end_date: "2026-04-30" },
      },
    ],
  ])("given the alias %s, then it is read as the snake_case field", (_alias, body, expected) => {
    expect(meal({ ...base, ...body })).toMatchObject(expected);
  });

  test("given both spellings of a field, then the snake_case one wins", () => {
    expect(meal({ ...base, meal_type: "lunch", mealType: "dinner" }).meal_type).toBe("lunch");
  });

  test("given unknown fields (user_id, id, version, _token, anything), then they are ignored", () => {
    const parsed = meal({
      ...base,
      user_id: 99,
      id: 5,
      version: 3,
      _token: "x",
      colour: "red",
      nested: { a: 1 },
    });
    expect(parsed).toEqual(meal(base));
    expect(parsed).not.toHaveProperty("user_id");
  });

  describe("meal type", () => {
    test.each([
      [undefined, "other"],
      ["", "other"],
      [null, "other"],
      ["Breakfast", "breakfast"],
      [" BRUNCH ", "brunch"],
      ["snack", "snack"],
    ])("given %j, then the type is %s", (value, expected) => {
      expect(meal({ ...base, meal_type: value }).meal_type).toBe(expected);
    });

    test.each(["supper", "elevenses", 3, ["lunch"]])("given %j, then it is refused", (value) => {
      expect(mealErrors({ ...base, meal_type: value })).toEqual({ meal_type: [MEAL_TEXTS.mealType] });
    });
  });

  describe("title", () => {
    test("given a title of 200 characters, then it is kept; 201 are refused", () => {
      expect(meal({ ...base, title: "a".repeat(200) }).title).toHaveLength(200);
      expect(mealErrors({ ...base, title: "a".repeat(201) })).toEqual({ title: [MEAL_TEXTS.titleTooLong] });
    });

    test.each([undefined, "", "   ", null])(
      "given the title %j and no recipe, then it is required",
      (title) => {
        expect(mealErrors({ ...base, title })).toEqual({ title: [MEAL_TEXTS.titleRequired] });
      },
    );

    test("given an empty title and a recipe, then the title stays empty for the caller to fill", () => {
      expect(meal({ ...base, title: "", recipe_id: 12 })).toMatchObject({ title: "", recipe_id: 12 });
    });

    test("given an empty title and an invalid recipe id, then only the recipe id is refused", () => {
      expect(mealErrors({ ...base, title: "", recipe_id: "abc" })).toEqual({
        recipe_id: [MEAL_TEXTS.recipeId],
      });
    });

    test.each([[["a", "b"]], [{ text: "x" }], [true]])(
      "given a title %j that is not text, then it is refused",
      (title) => {
        expect(mealErrors({ ...base, title })).toEqual({ title: [MEAL_TEXTS.notText] });
      },
    );
  });

  describe("date", () => {
    test.each(["2026-02-30", "", "tomorrow", 20261201, "2026-13-01", "26-1-1", null, undefined])(
      "given the date %j, then it is refused",
      (date) => {
        expect(mealErrors({ ...base, date })).toEqual({ date: [MEAL_TEXTS.date] });
      },
    );

    test("given an ISO timestamp, then its date part is kept", () => {
      expect(meal({ ...base, date: "2026-03-10T12:00:00.000Z" }).date).toBe("2026-03-10");
    });
  });

  describe("time", () => {
    test.each([
      ["18:30", "18:30"],
      ["6:30 PM", "18:30"],
      ["12:00 AM", "00:00"],
      ["", null],
      [null, null],
      [undefined, null],
    ])("given %j, then the time is %j", (time, expected) => {
      expect(meal({ ...base, time }).time).toBe(expected);
    });

    test.each(["25:00", "7:60", "13 pm", "soon"])("given %j, then it is refused", (time) => {
      expect(mealErrors({ ...base, time })).toEqual({ time: [MEAL_TEXTS.time] });
    });
  });

  describe("recipe and original meal ids", () => {
    test.each([
      ["", null],
      [null, null],
      ["12", 12],
      [12, 12],
    ])("given recipe_id %j, then it is %j", (recipe_id, expected) => {
      expect(meal({ ...base, recipe_id }).recipe_id).toBe(expected);
    });

    test.each(["abc", 0, -1, "-1", 1.5, "1.5", [12], true])(
      "given recipe_id %j, then it is refused",
      (recipe_id) => {
        expect(mealErrors({ ...base, recipe_id })).toEqual({ recipe_id: [MEAL_TEXTS.recipeId] });
      },
    );

    test.each([0, -4, "x", 2.5])("given original_meal_id %j, then it is refused", (original_meal_id) => {
      expect(mealErrors({ ...base, original_meal_id })).toEqual({
        original_meal_id: [MEAL_TEXTS.originalMealId],
      });
    });
  });

  describe("servings", () => {
    test.each([
      [undefined, 4],
      ["", 4],
      [1, 1],
      ["6", 6],
      ["4.0", 4],
    ])("given servings %j on a planned meal, then they are %d", (servings, expected) => {
      expect(meal({ ...base, servings }).servings).toBe(expected);
    });

    // Padded text, hex and exponents are not numbers (one reading: docs/decisions/016-input-gate.md).
    test.each([0, 13, "abc", [4], -1, 4.5, "4.5", "1e1", " 12 ", "0xC", Number.NaN, true, { n: 4 }])(
      "given servings %j on a planned meal, then they are refused",
      (servings) => {
        expect(mealErrors({ ...base, servings })).toEqual({ servings: [MEAL_TEXTS.servings] });
      },
    );

    test.each([
      [4.5, 4.5],
      [0.5, 0.5],
      ["2.5", 2.5],
      [12, 12],
      [undefined, 4],
    ])("given servings %j on a leftover, then they are %d", (servings, expected) => {
      expect(meal({ ...base, is_leftover: true, servings }).servings).toBe(expected);
    });

    test.each([0, 0.25, 4.2, 12.5, 13, "abc", -0.5])(
      "given servings %j on a leftover, then they are refused",
      (servings) => {
        expect(mealErrors({ ...base, is_leftover: "true", servings })).toEqual({
          servings: [MEAL_TEXTS.leftoverServings],
        });
      },
    );
  });

  describe("who eats: family_member_ids and for", () => {
    test.each([
      [
        [3, 5],
        [3, 5],
      ],
      [
        ["3", "5"],
        [3, 5],
      ],
      ["[3,5]", [3, 5]],
      ["3, 5", [3, 5]],
      ["4", [4]],
      [7, [7]],
      [[3, 3, "3"], [3]],
      ["", []],
      ["[]", []],
      [null, []],
    ])("given family_member_ids %j, then they are %j", (family_member_ids, expected) => {
      expect(meal({ ...base, family_member_ids }).family_member_ids).toEqual(expected);
    });

    test.each([[[0]], [[-2]], [[1.5]], [["Anna"]], ["[3,"], [{ 3: true }], ["3,x"]])(
      "given family_member_ids %j, then they are refused",
      (family_member_ids) => {
        expect(mealErrors({ ...base, family_member_ids })).toEqual({
          family_member_ids: [MEAL_TEXTS.members],
        });
      },
    );

    test("given for with names and ids, then ids join family_member_ids and names are kept once", () => {
      expect(
        meal({
          ...base,
          family_member_ids: "[2]",
          for: ["Anna", 3, "2", " anna ", { id: 7 }, { name: "Ben" }],
        }),
      ).toMatchObject({ family_member_ids: [2, 3, 7], for_names: ["Anna", "Ben"] });
    });

    test("given for as a JSON string of names, then the names are kept", () => {
      expect(meal({ ...base, for: '["Anna","Ben"]' }).for_names).toEqual(["Anna", "Ben"]);
    });

    test.each([[[0]], [["-1"]], [[{}]], [[true]], [{ Anna: 1 }]])(
      "given for %j, then it is refused",
      (value) => {
        expect(mealErrors({ ...base, for: value })).toEqual({ for: [MEAL_TEXTS.forList] });
      },
    );
  });

  describe("portion sizes", () => {
    test.each([
      [{ 3: 100, 5: 50 }, { 3: 100, 5: 50 }, {}],
      ['{"3":80,"5":"50"}', { 3: 80, 5: 50 }, {}],
      [{ 3: 0, 4: 200 }, { 3: 0, 4: 200 }, {}],
      [{ Anna: 80, 2: 120 }, { 2: 120 }, { Anna: 80 }],
      [{ 3: "" }, {}, {}],
      ["", {}, {}],
      [undefined, {}, {}],
    ])("given %j, then ids %j and names %j", (portion_sizes, ids, names) => {
      expect(meal({ ...base, portion_sizes })).toMatchObject({ portion_sizes: ids, portion_names: names });
    });

    test.each([
      [{ 3: 201 }],
      [{ 3: -1 }],
      [{ 3: 50.5 }],
      [{ 3: "abc" }],
      [{ 3: [50] }],
      ["{not json"],
      [[50, 80]],
      [42],
    ])("given %j, then it is refused as a percentage", (portion_sizes) => {
      expect(mealErrors({ ...base, portion_sizes })).toEqual({ portion_sizes: [MEAL_TEXTS.portions] });
    });

    test.each([[{ 0: 50 }], [{ "-2": 50 }], [{ "1.5": 50 }], [{ " ": 50 }]])(
      "given %j, then it is refused as naming no member",
      (portion_sizes) => {
        expect(mealErrors({ ...base, portion_sizes })).toEqual({ portion_sizes: [MEAL_TEXTS.portionMember] });
      },
    );
  });

  describe("reminder", () => {
    test.each([
      [{ reminder: true }, true, 30],
      [{ reminder: "on", reminder_minutes: "15" }, true, 15],
      [{ reminder: "1", reminder_minutes: 5 }, true, 5],
      [{ reminder: false, reminder_minutes: 2 }, false, 30],
      [{ reminder_minutes: "abc" }, false, 30],
      [{ reminder: "off", reminder_minutes: 60 }, false, 60],
    ])("given %j, then reminder %s at %d minutes", (body, reminder, minutes) => {
      expect(meal({ ...base, ...body })).toMatchObject({ reminder, reminder_minutes: minutes });
    });

    test.each([4, 0, -5, "abc", 7.5])(
      "given a reminder on and %j minutes, then it is refused",
      (reminder_minutes) => {
        expect(mealErrors({ ...base, reminder: true, reminder_minutes })).toEqual({
          reminder_minutes: [MEAL_TEXTS.reminder],
        });
      },
    );

    test("given a reminder more than a week ahead, then it is refused", () => {
      expect(mealErrors({ ...base, reminder: true, reminder_minutes: 10081 })).toEqual({
        reminder_minutes: [MEAL_TEXTS.reminderTooEarly],
      });
    });
  });

  describe("recurrence", () => {
    const repeat = (body: Record<string, unknown>) =>
      meal({ ...base, is_recurring: true, ...body }).recurrence;

    test("given is_recurring off, then there is no recurrence, whatever the other fields say", () => {
      expect(
        meal({ ...base, is_recurring: false, recurring_pattern: "nonsense", end_date: "2020-01-01" })
          .recurrence,
      ).toBeNull();
      expect(meal({ ...base, recurring_pattern: "weekly" }).recurrence).toBeNull();
    });

    test.each([
      [
        { recurring_pattern: "daily" },
        { pattern: "daily", days: [], monthly_option: "same-date", end_date: null },
      ],
      [
        { recurring_pattern: "Weekly", end_date: "" },
        { pattern: "weekly", end_date: null },
      ],
      [
        { recurring_pattern: "biweekly", end_date: "2026-06-30" },
        { pattern: "biweekly", end_date: "2026-06-30" },
      ],
      [
        { recurring_pattern: "monthly", monthly_option: "same-day" },
        { pattern: "monthly", monthly_option: "same-day" },
      ],
      [{ recurring_pattern: "monthly" }, { monthly_option: "same-date" }],
      [
        { recurring_pattern: "custom", recurring_days: "[5,1,1]" },
        { pattern: "custom", days: [1, 5] },
      ],
      [{ recurring_pattern: "custom", recurring_days: "0,6" }, { days: [0, 6] }],
      [{ recurring_pattern: "weekly", recurring_days: [1, 2] }, { days: [] }],
      [{ recurring_pattern: "daily", end_date: "2026-03-10" }, { end_date: "2026-03-10" }],
      [{ recurring_pattern: "daily", end_date: "never" }, { end_date: null }],
    ])("given %j, then the recurrence is %j", (body, expected) => {
      expect(repeat(body)).toMatchObject(expected);
    });

    test("given an end date before the meal date, then it is refused", () => {
      expect(
        mealErrors({ ...base, is_recurring: true, recurring_pattern: "daily", end_date: "2026-03-09" }),
      ).toEqual({
        end_date: [MEAL_TEXTS.endBeforeDate],
      });
    });

    test.each([[[]], [""], ["[]"], [undefined]])(
      "given a custom repeat with days %j, then a weekday is required",
      (days) => {
        expect(
          mealErrors({ ...base, is_recurring: "on", recurring_pattern: "custom", recurring_days: days }),
        ).toEqual({ recurring_days: [MEAL_TEXTS.recurringDaysRequired] });
      },
    );

    test.each([[[7]], [[-1]], [["Monday"]], [[1.5]], ["[1,"]])(
      "given custom days %j, then they are refused",
      (days) => {
        expect(
          mealErrors({ ...base, is_recurring: true, recurring_pattern: "custom", recurring_days: days }),
        ).toEqual({ recurring_days: [MEAL_TEXTS.recurringDays] });
      },
    );

    test.each([
      [{ recurring_pattern: "yearly" }, "recurring_pattern", MEAL_TEXTS.recurringPattern],
      [{}, "recurring_pattern", MEAL_TEXTS.recurringPattern],
      [
        { recurring_pattern: "monthly", monthly_option: "last-day" },
        "monthly_option",
        MEAL_TEXTS.monthlyOption,
      ],
      [{ recurring_pattern: "daily", end_date: "2026-02-30" }, "end_date", MEAL_TEXTS.endDate],
    ])("given %j, then %s is refused", (body, field, message) => {
      expect(mealErrors({ ...base, is_recurring: true, ...body })).toEqual({ [field]: [message] });
    });
  });

  describe("manual nutrition", () => {
    test("given numbers and strings with units, then numbers come out and missing ones are null", () => {
      expect(
        meal({
          ...base,
          nutrition: { calories: "250 kcal", protein: "12g", carbs: 30.5, fat: "9.5 g", sugar: "" },
        }).nutrition,
      ).toEqual({ calories: 250, protein: 12, carbs: 30.5, fat: 9.5, fiber: null, sugar: null });
    });

    test("given the leftover payload's display nutrition with flags, then the flags are ignored", () => {
      expect(
        meal({ ...base, nutrition: { calories: "1,200 kcal", protein: "0g", _isManuallyEntered: true } })
          .nutrition,
      ).toMatchObject({ calories: 1200, protein: 0 });
    });

    test.each([undefined, null, "", {}, { calories: "", protein: null }])(
      "given %j, then there is no nutrition",
      (nutrition) => {
        expect(meal({ ...base, nutrition }).nutrition).toBeNull();
      },
    );

    test("given a JSON string, then it is read as the object", () => {
      expect(meal({ ...base, nutrition: '{"calories":"300"}' }).nutrition?.calories).toBe(300);
    });

    test.each([
      [{ calories: -5 }, "nutrition.calories", MEAL_TEXTS.nutrition],
      [{ protein: "-1g" }, "nutrition.protein", MEAL_TEXTS.nutrition],
      [{ fat: "abc" }, "nutrition.fat", MEAL_TEXTS.nutrition],
      [{ carbs: [3] }, "nutrition.carbs", MEAL_TEXTS.nutrition],
      [{ calories: 100001 }, "nutrition.calories", MEAL_TEXTS.nutritionTooLarge],
      [42, "nutrition", MEAL_TEXTS.nutrition],
    ])("given %j, then %s is refused", (nutrition, field, message) => {
      expect(mealErrors({ ...base, nutrition })).toEqual({ [field]: [message] });
    });
  });

  test("given text of 5000 characters, then it is kept; 5001 are refused", () => {
    expect(meal({ ...base, description: "d".repeat(5000), notes: "n".repeat(5000) }).notes).toHaveLength(
      5000,
    );
    expect(mealErrors({ ...base, description: "d".repeat(5001), notes: "n".repeat(5001) })).toEqual({
      description: [MEAL_TEXTS.descriptionTooLong],
      notes: [MEAL_TEXTS.notesTooLong],
    });
  });

  test("given a body full of mistakes, then every field's message is reported at once", () => {
    expect(
      mealErrors({
        meal_type: "supper",
        date: "2026-02-30",
        time: "25:00",
        servings: 13,
        portion_sizes: { 1: 300 },
        reminder: true,
        reminder_minutes: 2,
        is_recurring: true,
        recurring_pattern: "custom",
      }),
    ).toEqual({
      meal_type: [MEAL_TEXTS.mealType],
      title: [MEAL_TEXTS.titleRequired],
      date: [MEAL_TEXTS.date],
      time: [MEAL_TEXTS.time],
      servings: [MEAL_TEXTS.servings],
      portion_sizes: [MEAL_TEXTS.portions],
      reminder_minutes: [MEAL_TEXTS.reminder],
      recurring_days: [MEAL_TEXTS.recurringDaysRequired],
    });
  });

  test.each([null, "title=x", 42, ["2026-03-10"]])(
    "given a body %j that is not an object, then date and title are required",
    (body) => {
      expect(mealErrors(body)).toEqual({ date: [MEAL_TEXTS.date], title: [MEAL_TEXTS.titleRequired] });
    },
  );
});

describe("MealPatchSchema: an update changes only what was sent", () => {
  const patch = (body: unknown, current = {}) => mealPatchSchema(current).safeParse(body);

  test.each([
    [{}, {}],
    [{ date: "2026-03-11" }, { date: "2026-03-11" }],
    [{ notes: "Extra spicy", user_id: 4 }, { notes: "Extra spicy" }],
    [
      { mealType: "Lunch", planned_time: "1 pm" },
      { meal_type: "lunch", time: "13:00" },
    ],
    [{ recipeId: "" }, { recipe_id: null }],
    [{ time: "" }, { time: null }],
    [{ servings: "6" }, { servings: 6 }],
    [{ for: ["Anna", 3] }, { family_member_ids: [3], for_names: ["Anna"] }],
    [{ family_member_ids: "[1,2]" }, { family_member_ids: [1, 2] }],
    [{ portion_sizes: '{"2":50}' }, { portion_sizes: { 2: 50 }, portion_names: {} }],
    [{ is_recurring: false }, { recurrence: null }],
    [{ recurring_pattern: "daily" }, {}],
    [
      { nutrition: { calories: 100 } },
      { nutrition: { calories: 100, protein: null, carbs: null, fat: null, fiber: null, sugar: null } },
    ],
  ])("given %j, then the change is exactly %j", (body, expected) => {
    const result = MealPatchSchema.safeParse(body);
    expect(result.success && result.data).toEqual(expected);
  });

  test.each([
    [{ date: "" }, "date", MEAL_TEXTS.date],
    [{ date: "2026-02-30" }, "date", MEAL_TEXTS.date],
    [{ meal_type: "supper" }, "meal_type", MEAL_TEXTS.mealType],
    [{ servings: 0 }, "servings", MEAL_TEXTS.servings],
    [{ title: "" }, "title", MEAL_TEXTS.titleRequired],
  ])("given %j, then %s is refused as on create", (body, field, message) => {
    expect(errorsOf(MealPatchSchema.safeParse(body))).toEqual({ [field]: [message] });
  });

  test("given an empty title for a meal with a recipe, then the recipe's title will be used", () => {
    expect(patch({ title: "" }, { recipe_id: 12 }).data).toEqual({ title: "" });
    expect(errorsOf(patch({ title: "", recipe_id: null }, { recipe_id: 12 }))).toEqual({
      title: [MEAL_TEXTS.titleRequired],
    });
  });

  test("given half servings, then they need the meal to be a leftover (stored or sent)", () => {
    expect(errorsOf(patch({ servings: 2.5 }))).toEqual({ servings: [MEAL_TEXTS.servings] });
    expect(patch({ servings: 2.5 }, { is_leftover: true }).data).toEqual({ servings: 2.5 });
    expect(patch({ servings: "2.5", isLeftover: "true" }).data).toEqual({ servings: 2.5, is_leftover: true });
  });

  test("given a leftover with 2.5 servings is unmarked, then its servings must change too", () => {
    expect(errorsOf(patch({ is_leftover: false }, { is_leftover: true, servings: 2.5 }))).toEqual({
      servings: [MEAL_TEXTS.servings],
    });
    expect(patch({ is_leftover: false, servings: 3 }, { is_leftover: true, servings: 2.5 }).success).toBe(
      true,
    );
  });

  test("given a recurrence end date before the stored meal date, then it is refused", () => {
    const body = { is_recurring: true, recurring_pattern: "daily", end_date: "2026-03-01" };
    expect(errorsOf(patch(body, { date: "2026-03-10" }))).toEqual({ end_date: [MEAL_TEXTS.endBeforeDate] });
    expect(patch({ ...body, date: "2026-02-20" }, { date: "2026-03-10" }).success).toBe(true);
  });

  test("given reminder minutes for a meal whose reminder is off, then an invalid value falls back to 30", () => {
    expect(patch({ reminder_minutes: 2 }, { reminder: false }).data).toEqual({ reminder_minutes: 30 });
    expect(errorsOf(patch({ reminder_minutes: 2 }, { reminder: true }))).toEqual({
      reminder_minutes: [MEAL_TEXTS.reminder],
    });
  });
});

describe("MoveSchema", () => {
  test.each([
    [
      { date: "2026-03-12", meal_type: "dinner" },
      { date: "2026-03-12", meal_type: "dinner", time: null },
    ],
    [
      { newDate: "2026-03-12", newMealType: "Lunch", version: 4 },
      { date: "2026-03-12", meal_type: "lunch", time: null },
    ],
    [
      { new_date: "2026-03-12", new_meal_type: "snack", time: "3 pm" },
      { date: "2026-03-12", meal_type: "snack", time: "15:00" },
    ],
    [
      { date: "2026-03-12", mealType: "BRUNCH", id: 5 },
      { date: "2026-03-12", meal_type: "brunch", time: null },
    ],
  ])("given %j, then the move is %j", (body, expected) => {
    expect(MoveSchema.parse(body)).toEqual(expected);
  });

  test.each([
    [{ meal_type: "dinner" }, { date: [MEAL_TEXTS.date] }],
    [{ date: "2026-02-30", meal_type: "dinner" }, { date: [MEAL_TEXTS.date] }],
    [{ date: "2026-03-12" }, { meal_type: [MEAL_TEXTS.mealTypeRequired] }],
    [{ date: "2026-03-12", meal_type: "" }, { meal_type: [MEAL_TEXTS.mealTypeRequired] }],
    [{ date: "2026-03-12", meal_type: "supper" }, { meal_type: [MEAL_TEXTS.mealType] }],
    [{ date: "2026-03-12", meal_type: "lunch", time: "7:60" }, { time: [MEAL_TEXTS.time] }],
  ])("given %j, then it is refused with %j", (body, errors) => {
    expect(errorsOf(MoveSchema.safeParse(body))).toEqual(errors);
  });
});

describe("LeftoverSchema and leftoverDefaults", () => {
  const leftover = { date: "2026-03-11", meal_type: "lunch", title: "Leftover chili", servings: 2 };

  test.each([
    [leftover, { ...leftover, time: null }],
    [
      { ...leftover, mealType: "Dinner", meal_type: undefined, servings: "1.5", time: "12:30 PM" },
      { ...leftover, meal_type: "dinner", servings: 1.5, time: "12:30" },
    ],
    [
      { ...leftover, servings: 0.5 },
      { ...leftover, servings: 0.5, time: null },
    ],
    [
      { ...leftover, servings: 12 },
      { ...leftover, servings: 12, time: null },
    ],
  ])("given %j, then it is %j", (body, expected) => {
    expect(LeftoverSchema.parse(body)).toEqual(expected);
  });

  test("given an empty form, then date, meal type, title and servings are all required", () => {
    expect(errorsOf(LeftoverSchema.safeParse({}))).toEqual({
      date: [MEAL_TEXTS.date],
      meal_type: [MEAL_TEXTS.mealTypeRequired],
      title: [MEAL_TEXTS.leftoverTitleRequired],
      servings: [MEAL_TEXTS.leftoverServings],
    });
  });

  test.each([0, 0.25, 1.2, 12.5, "abc", [2], ""])("given servings %j, then they are refused", (servings) => {
    expect(errorsOf(LeftoverSchema.safeParse({ ...leftover, servings }))).toEqual({
      servings: [MEAL_TEXTS.leftoverServings],
    });
  });

  test.each([
    [
      { date: "2026-03-10", servings: 4, title: "Chili" },
      { date: "2026-03-11", meal_type: "lunch", servings: 2, title: "Chili" },
    ],
    [
      { date: "2026-03-31", servings: 5, title: "Chili" },
      { date: "2026-04-01", meal_type: "lunch", servings: 3, title: "Chili" },
    ],
    [
      { date: "2026-12-31", servings: 1, title: "Soup" },
      { date: "2027-01-01", meal_type: "lunch", servings: 1, title: "Soup" },
    ],
    [
      { date: "2028-02-28", servings: 12, title: "Stew" },
      { date: "2028-02-29", meal_type: "lunch", servings: 6, title: "Stew" },
    ],
    [
      { date: "2026-03-10", servings: 0, title: "Stew" },
      { date: "2026-03-11", meal_type: "lunch", servings: 2, title: "Stew" },
    ],
  ])("given the original %j, then the leftover form starts as %j", (original, expected) => {
    expect(leftoverDefaults(original)).toEqual(expected);
  });
});

describe("PreparedFields and PreparedMealFields: the prepared toggles", () => {
  test("read the state asked for, and the dashboard's meal id", () => {
    expect(PreparedFields.parse({ prepared: "true" })).toEqual({ prepared: true });
    expect(PreparedFields.parse({ prepared: "false" })).toEqual({ prepared: false });
    expect(PreparedMealFields.parse({ id: "12", prepared: "true" })).toEqual({ id: 12, prepared: true });
  });

  test("refuse another state and a meal id that is not one, with the meal id's own sentence", () => {
    expect(PreparedFields.safeParse({ prepared: "yes" }).success).toBe(false);
    const bad = PreparedMealFields.safeParse({ id: "abc", prepared: "true" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path, i.message])).toEqual([[["id"], MEAL_TEXTS.invalidIdFormat]]);
  });
});

describe("expandRecurrence", () => {
  const rule = (r: Partial<Recurrence>): Recurrence => ({
    pattern: "daily",
    days: [],
    monthly_option: "same-date",
    end_date: null,
    ...r,
  });

  test.each([
    [
      "daily",
      "2026-03-10",
      rule({ end_date: "2026-03-13" }),
      ["2026-03-10", "2026-03-11", "2026-03-12", "2026-03-13"],
    ],
    [
      "weekly",
      "2026-03-10",
      rule({ pattern: "weekly", end_date: "2026-03-31" }),
      ["2026-03-10", "2026-03-17", "2026-03-24", "2026-03-31"],
    ],
    [
      "biweekly",
      "2026-03-10",
      rule({ pattern: "biweekly", end_date: "2026-04-20" }),
      ["2026-03-10", "2026-03-24", "2026-04-07"],
    ],
    // 2026-03-10 is a Tuesday: custom Monday/Friday starts after it.
    [
      "custom",
      "2026-03-10",
      rule({ pattern: "custom", days: [5, 1], end_date: "2026-03-20" }),
      ["2026-03-13", "2026-03-16", "2026-03-20"],
    ],
    [
      "custom on the start day",
      "2026-03-10",
      rule({ pattern: "custom", days: [2], end_date: "2026-03-17" }),
      ["2026-03-10", "2026-03-17"],
    ],
    [
      "monthly same-date on the 31st skips shorter months",
      "2026-01-31",
      rule({ pattern: "monthly", end_date: "2026-08-31" }),
      ["2026-01-31", "2026-03-31", "2026-05-31", "2026-07-31", "2026-08-31"],
    ],
    [
      "monthly same-date on 29 January skips February outside leap years",
      "2027-01-29",
      rule({ pattern: "monthly", end_date: "2028-03-01" }),
      [
        "2027-01-29",
        "2027-03-29",
        "2027-04-29",
        "2027-05-29",
        "2027-06-29",
        "2027-07-29",
        "2027-08-29",
        "2027-09-29",
        "2027-10-29",
        "2027-11-29",
        "2027-12-29",
        "2028-01-29",
        "2028-02-29",
      ],
    ],
    [
      "monthly same-day keeps the third Tuesday",
      "2026-03-17",
      rule({ pattern: "monthly", monthly_option: "same-day", end_date: "2026-07-31" }),
      ["2026-03-17", "2026-04-21", "2026-05-19", "2026-06-16", "2026-07-21"],
    ],
    [
      "monthly same-day on a fifth Friday skips months without one",
      "2026-01-30",
      rule({ pattern: "monthly", monthly_option: "same-day", end_date: "2026-12-31" }),
      ["2026-01-30", "2026-05-29", "2026-07-31", "2026-10-30"],
    ],
    [
      "an end date on the start day",
      "2026-03-10",
      rule({ pattern: "weekly", end_date: "2026-03-10" }),
      ["2026-03-10"],
    ],
    ["an end date before the start", "2026-03-10", rule({ end_date: "2026-03-09" }), []],
    ["custom without days", "2026-03-10", rule({ pattern: "custom", days: [] }), []],
    ["an invalid start date", "2026-02-30", rule({}), []],
  ])("given %s, then the dates are listed", (_given, start, r, expected) => {
    expect(expandRecurrence(start, r)).toEqual(expected);
  });

  test("given no end date, then the series covers the horizon from its first day", () => {
    const daily = expandRecurrence("2026-03-10", rule({}));
    expect(daily).toHaveLength(RECURRENCE_HORIZON_DAYS);
    expect(daily.at(-1)).toBe("2027-03-10");
    expect(expandRecurrence("2026-03-10", rule({ pattern: "weekly" }))).toHaveLength(53);
    expect(expandRecurrence("2026-03-10", rule({ pattern: "monthly" }))).toHaveLength(13);
    expect(expandRecurrence("2026-03-10", rule({}), 7)).toHaveLength(7);
    expect(expandRecurrence("2026-03-10", rule({}), 0)).toEqual(["2026-03-10"]);
  });

  test("given a far end date, then no more than the cap of dates is planned", () => {
    const dates = expandRecurrence("2026-03-10", rule({ end_date: "2199-12-31" }));
    expect(dates).toHaveLength(RECURRENCE_MAX_DATES);
    expect(dates.at(-1)).toBe("2028-12-03");
    expect(expandRecurrence("2026-01-31", rule({ pattern: "monthly", end_date: "2199-12-31" }))).toHaveLength(
      RECURRENCE_MAX_DATES,
    );
  });

  test("given any rule, then the dates are sorted, unique, real, and between the start and the end", () => {
    const day = fc
      .integer({ min: 0, max: 365 * 3 })
      .map((n) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        day,
        fc.constantFrom(...RECURRING_PATTERNS),
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
        fc.constantFrom(...MONTHLY_OPTIONS),
        fc.option(day, { nil: null }),
        (start, pattern, days, monthly_option, end_date) => {
          const dates = expandRecurrence(start, { pattern, days, monthly_option, end_date });
          expect(dates.length).toBeLessThanOrEqual(RECURRENCE_MAX_DATES);
          for (const [i, date] of dates.entries()) {
            expect(parseMealDate(date)).toBe(date);
            expect(date >= start).toBe(true);
            if (end_date) expect(date <= end_date).toBe(true);
            if (i > 0) expect(date > (dates[i - 1] as string)).toBe(true);
          }
          if (pattern !== "custom" && (end_date === null || end_date >= start)) expect(dates[0]).toBe(start);
        },
      ),
    );
  });
});
