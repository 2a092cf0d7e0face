import { describe, expect, test } from "vitest";
import { candidate } from "../../../tests/support/assistant-candidates";
import { AI, AI_TEXTS } from "./constants";
import { analyseByKeywords } from "./intent";
import { buildPlan, type Candidate } from "./planner";
import { DEFAULT_AI_PREFERENCES } from "./preferences";
import { allergenIn, type Constraints, NO_CONSTRAINTS, safePlan } from "./safety";

const TODAY = "2026-11-26";

let nextId = 1;
const recipe = (
  title: string,
  mealType: string,
  ingredients: string[],
  extra: Partial<Candidate> = {},
): Candidate => candidate(nextId++, title, mealType, ingredients, extra);

const LIBRARY: Candidate[] = [
  recipe("Bean chili", "dinner", ["2 cans kidney beans", "1 onion", "2 tomatoes"]),
  recipe("Beef stew", "dinner", ["500 g beef", "3 carrots"]),
  recipe("Mushroom risotto", "dinner", ["300 g rice", "200 g mushrooms", "50 g parmesan"]),
  recipe("Chicken curry", "dinner", ["4 chicken thighs", "1 tbsp curry paste"]),
  recipe("Vegetable stir fry", "dinner", ["1 pepper", "1 broccoli", "2 tbsp soy sauce"]),
  recipe("Salmon bake", "dinner", ["2 salmon fillets", "1 lemon"]),
  recipe("Peanut noodles", "dinner", ["200 g noodles", "3 tbsp peanut butter"]),
  recipe("Walnut pesto pasta", "lunch", ["300 g pasta", "50 g walnuts", "basil"]),
  recipe("Lentil soup", "lunch", ["200 g lentils", "1 carrot"]),
  recipe("Porridge", "breakfast", ["80 g oats", "300 ml milk"]),
  recipe("Almond granola", "breakfast", ["200 g oats", "100 g almonds", "honey"]),
  recipe("Omelette", "breakfast", ["3 eggs", "chives"]),
  recipe("Ham sandwich", "lunch", ["2 slices bread", "2 slices ham"]),
  recipe("Tomato soup", "lunch", ["6 tomatoes", "1 onion"]),
  recipe("Pancakes", "breakfast", ["200 g flour", "2 eggs", "300 ml milk"]),
  recipe("Nutmeg rice pudding", "dessert", ["100 g rice", "1 pinch nutmeg"]),
];

const planFor = (message: string, constraints: Constraints = NO_CONSTRAINTS, seed = message) => {
  const { parameters } = analyseByKeywords(message, [], TODAY);
  return buildPlan({
    request: {
      days: parameters.days ?? AI.planDays,
      startDate: parameters.start_date,
      mealTypes: parameters.meal_type,
      diets: parameters.dietary_restrictions,
      cuisine: parameters.cuisine,
      goals: parameters.health_goals,
    },
    candidates: LIBRARY,
    constraints,
    preferences: DEFAULT_AI_PREFERENCES,
    mealTimes: { breakfast: "08:00", lunch: "12:30", dinner: "18:30" },
    dailyCalories: null,
    inventory: [],
    seed,
  });
};

describe("intent by keywords", () => {
  test.each([
    [
      "plan 3 days of vegetarian dinners",
      "MEAL_PLAN",
      true,
      { days: 3, dietary_restrictions: ["vegetarian"] },
    ],
    ["Find me a recipe with lentils", "RECIPE_SEARCH", true, {}],
    ["How many calories and protein am I eating?", "NUTRITION_ADVICE", true, {}],
    ["Plan meals for next week", "MEAL_PLAN", true, { days: 7 }],
    ["something", "GENERAL_QUESTION", false, {}],
    ["make me a meal plan", "MEAL_PLAN", false, {}],
  ])("%s → %s (sure: %s)", (message, intent, sure, parameters) => {
    const result = analyseByKeywords(message, [], TODAY);
    expect(result.intent).toBe(intent);
    expect(result.confidence >= AI.confidenceThreshold).toBe(sure);
    expect(result.clarificationQuestion === null).toBe(sure);
    expect(result.parameters).toMatchObject(parameters);
  });

  test("'something' asks a clarification question; a plan without days or a date asks how long", () => {
    expect(analyseByKeywords("something", [], TODAY).clarificationQuestion).toBe(AI_TEXTS.clarifyVague);
    expect(analyseByKeywords("make me a meal plan", [], TODAY).clarificationQuestion).toBe(
      AI_TEXTS.clarifyPlan,
    );
  });

  test("the answer to a clarification question is read with the message that needed it", () => {
    const previous = [
      { role: "user" as const, content: "make me a meal plan of dinners" },
      { role: "assistant" as const, content: AI_TEXTS.clarifyPlan },
    ];
    const result = analyseByKeywords("4 days", previous, TODAY);
    expect(result).toMatchObject({ intent: "MEAL_PLAN", clarificationQuestion: null });
    expect(result.parameters).toMatchObject({ days: 4, meal_type: ["dinner"] });
  });

  test("the fallback guess answers at 0.5 without asking", () => {
    const result = analyseByKeywords("something", [], TODAY, { fallback: true });
    expect(result).toMatchObject({ confidence: AI.fallbackConfidence, clarificationQuestion: null });
  });

  test("dates: tomorrow, a weekday, an ISO date", () => {
    expect(analyseByKeywords("plan dinners from tomorrow for 2 days", [], TODAY).parameters).toMatchObject({
      days: 2,
      start_date: "2026-11-27",
    });
    // 2026-11-26 is a Thursday: the next Monday is the 30th.
    expect(analyseByKeywords("plan 3 days of lunches from monday", [], TODAY).parameters.start_date).toBe(
      "2026-11-30",
    );
    expect(analyseByKeywords("plan 2 days starting 2026-12-05", [], TODAY).parameters.start_date).toBe(
      "2026-12-05",
    );
  });
});

describe("the local planner", () => {
  test("'plan 3 days of vegetarian dinners' gives 3 vegetarian dinners from the library, none twice", () => {
    const { plan } = planFor("plan 3 days of vegetarian dinners");
    expect(plan?.days).toHaveLength(3);
    const meals = plan!.days.flatMap((d) => d.meals);
    expect(meals).toHaveLength(3);
    expect(meals.every((m) => m.mealType === "dinner" && m.time === "18:30")).toBe(true);
    const vegetarian = ["Bean chili", "Mushroom risotto", "Vegetable stir fry", "Peanut noodles"];
    for (const m of meals) expect(vegetarian).toContain(m.title);
    expect(new Set(meals.map((m) => m.recipeId)).size).toBe(3);
  });

  test("by default 3 days of breakfast, lunch and dinner, labelled by date when one is known", () => {
    const { plan } = planFor("plan meals for 3 days from tomorrow");
    expect(plan!.days.map((d) => d.label)).toEqual([
      "Friday, November 27",
      "Saturday, November 28",
      "Sunday, November 29",
    ]);
    expect(plan!.days[0]!.meals.map((m) => m.mealType)).toEqual(["breakfast", "lunch", "dinner"]);
  });

  test("the same request gives the same plan", () => {
    expect(planFor("plan 3 days of dinners")).toEqual(planFor("plan 3 days of dinners"));
  });

  test("dislikes are avoided while other recipes are left", () => {
    const { plan } = planFor("plan 2 days of dinners", { allergies: [], diets: [], dislikes: ["mushrooms"] });
    expect(plan!.days.flatMap((d) => d.meals).map((m) => m.title)).not.toContain("Mushroom risotto");
  });

  test("when recipes run out the plan says how many meals are left open", () => {
    const { plan, notes } = planFor("plan 5 days of vegetarian breakfasts");
    expect(plan!.days.flatMap((d) => d.meals).length).toBeLessThan(5);
    expect(notes.join(" ")).toMatch(/left open/);
  });
});

describe("'consider leftovers'", () => {
  const plan = (message: string, considerLeftovers: boolean) => {
    const { parameters } = analyseByKeywords(message, [], TODAY);
    return buildPlan({
      request: {
        days: parameters.days ?? AI.planDays,
        startDate: parameters.start_date,
        mealTypes: parameters.meal_type,
        diets: parameters.dietary_restrictions,
        cuisine: parameters.cuisine,
        goals: parameters.health_goals,
      },
      candidates: LIBRARY,
      constraints: NO_CONSTRAINTS,
      preferences: { ...DEFAULT_AI_PREFERENCES, considerLeftovers },
      mealTimes: { breakfast: "08:00", lunch: "12:30", dinner: "18:30" },
      dailyCalories: null,
      inventory: [],
      seed: message,
    }).plan!;
  };
  /** Each day's lunch: "new" for a recipe of its own, else the day (1-based) whose dinner it reuses. */
  const lunches = (p: ReturnType<typeof plan>) =>
    p.days.map((day) => {
      const lunch = day.meals.find((m) => m.mealType === "lunch");
      if (!lunch) return "none";
      if (!lunch.leftover) return "new";
      const from = p.days.findIndex((d) =>
        d.meals.some((m) => m.mealType === "dinner" && `Leftovers: ${m.title}` === lunch.title),
      );
      return from + 1;
    });

  test.each([
    ["plan 3 days", true, ["new", 1, 2]],
    ["plan 3 days", false, ["new", "new", "new"]],
    ["plan 4 days of lunches and dinners", true, ["new", 1, 2, 3]],
    ["plan 4 days of lunches and dinners", false, ["new", "new", "new", "new"]],
    ["plan 2 days of lunches", true, ["new", "new"]],
    ["plan 3 days of dinners", true, ["none", "none", "none"]],
  ] as const)("%s, leftovers %s → lunches %j", (message, on, expected) => {
    expect(lunches(plan(message, on))).toEqual(expected);
  });

  test("a leftover lunch is the dinner before's recipe, at lunch time, and is not a new recipe", () => {
    const p = plan("plan 3 days", true);
    for (let i = 1; i < p.days.length; i++) {
      const dinner = p.days[i - 1]!.meals.find((m) => m.mealType === "dinner")!;
      expect(p.days[i]!.meals.find((m) => m.mealType === "lunch")).toEqual({
        title: `Leftovers: ${dinner.title}`,
        mealType: "lunch",
        time: "12:30",
        recipeId: dinner.recipeId,
        include: true,
        leftover: true,
      });
    }
    const cooked = p.days.flatMap((d) => d.meals).filter((m) => !m.leftover);
    expect(new Set(cooked.map((m) => m.recipeId)).size).toBe(cooked.length);
  });
});

describe("allergen safety", () => {
  // "Nuts", as a parent writes it, is tree nuts and peanuts (the allergen module, ADR 067).
  const nutAllergy: Constraints = {
    allergies: [{ term: "Nuts", who: ["Sam"] }],
    diets: [],
    dislikes: [],
  };
  const only = (term: string): Constraints => ({ allergies: [{ term, who: [] }], diets: [], dislikes: [] });
  const meets = (title: string, constraints: Constraints) =>
    allergenIn(
      { title, ingredients: LIBRARY.find((r) => r.title === title)?.ingredients ?? [] },
      constraints,
    );
  const hasNut = (title: string) =>
    allergenIn({ title, ingredients: LIBRARY.find((r) => r.title === title)?.ingredients ?? [] }, nutAllergy);

  test("nut words match whole words and plurals, not nutmeg", () => {
    expect(hasNut("Peanut noodles")).not.toBeNull();
    expect(hasNut("Walnut pesto pasta")).not.toBeNull();
    expect(hasNut("Almond granola")).not.toBeNull();
    expect(hasNut("Nutmeg rice pudding")).toBeNull();
    // Tree nuts and peanuts are told apart when the family names one of them.
    expect(meets("Peanut noodles", only("Tree nuts"))).toBeNull();
    expect(meets("Walnut pesto pasta", only("Tree nuts"))).not.toBeNull();
    expect(meets("Walnut pesto pasta", only("peanuts"))).toBeNull();
    expect(meets("Peanut noodles", only("peanuts (severe)"))).not.toBeNull();
  });

  test("a nut-allergic household never gets a nut recipe over 200 random plans", () => {
    const requests = [
      "plan 3 days",
      "plan a week of meals",
      "plan 2 days of breakfasts",
      "plan 4 days of lunches and dinners",
      "plan 5 days of dinners",
    ];
    for (let i = 0; i < 200; i++) {
      const message = requests[i % requests.length]!;
      const { plan } = planFor(message, nutAllergy, `seed-${i}`);
      for (const meal of plan?.days.flatMap((d) => d.meals) ?? []) {
        const recipe = LIBRARY.find((r) => r.id === meal.recipeId)!;
        expect(allergenIn(recipe, nutAllergy)).toBeNull();
      }
    }
  });

  test("a provider's plan with a nut meal: replaced when a safe recipe is left, else dropped, with a note", () => {
    const byTitle = new Map(LIBRARY.map((r) => [r.id, r.ingredients]));
    const peanut = LIBRARY.find((r) => r.title === "Peanut noodles")!;
    const plan = {
      days: [
        {
          label: "Day 1",
          date: null,
          meals: [
            {
              title: peanut.title,
              mealType: "dinner" as const,
              time: null,
              recipeId: peanut.id,
              include: true,
            },
          ],
        },
      ],
    };
    const replaced = safePlan(
      plan,
      nutAllergy,
      (id) => byTitle.get(id),
      (meal) => ({
        ...meal,
        title: "Lentil soup",
        recipeId: LIBRARY.find((r) => r.title === "Lentil soup")!.id,
      }),
    );
    expect(replaced.value!.days[0]!.meals.map((m) => m.title)).toEqual(["Lentil soup"]);
    expect(replaced.notes.join(" ")).toContain(
      `I left out "Peanut noodles" because it contains nuts (Sam's allergy).`,
    );
    const dropped = safePlan(plan, nutAllergy, (id) => byTitle.get(id));
    expect(dropped.value).toBeNull();
  });
});
