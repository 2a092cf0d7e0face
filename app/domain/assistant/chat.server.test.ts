import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { registerUser } from "../accounts/users.server";
import { createMember } from "../household/members.server";
import { MemberSchema } from "../household/schemas";
import { listMeals, mealHistory } from "../meal-plan/meals.server";
import { createRecipe } from "../recipes/recipes.server";
import { RecipeSchema } from "../recipes/schemas";
import { addPlanToCalendar } from "./add-to-calendar.server";
import { answer } from "./assistant";
import { getPlan, listMessages, listPlans, saveTurn } from "./chat.server";
import { AI } from "./constants";
import { localProvider } from "./local-provider";
import { recipeConflicts } from "./meal-warnings.server";
import type { AssistantProvider } from "./provider";
import { householdTools } from "./tools.server";
import { chatTurn } from "./turn.server";

const now = new Date("2026-11-26T10:00:00Z");
let n = 0;
const account = (db: Parameters<typeof registerUser>[0], name = "Chatter") =>
  registerUser(db, {
    name,
    email: `assistant-${Date.now()}-${n++}@example.com`,
    password: "password-123",
    now,
  });

describeEachBackend("the assistant's chat and plans", (ctx) => {
  test("a plan asked for is stored with the turn, listed as 'Meal Plan 1', and added to the calendar as 'ai'", async () => {
    const { db } = ctx();
    const user = await account(db);
    await createMember(
      db,
      user.householdId,
      MemberSchema.parse({ name: "Sam", age: 8, allergies: ["Peanuts"] }),
    );
    for (const [name, lines] of [
      ["Bean chili", "2 cans beans\n1 onion"],
      ["Peanut stew", "3 tbsp peanut butter\n1 onion"],
      ["Lentil dal", "200 g lentils\n1 tsp curry powder"],
      ["Veggie tacos", "8 tortillas\n1 pepper"],
    ] as const)
      await createRecipe(
        db,
        user,
        RecipeSchema.parse({
          name,
          meal_type: "dinner",
          servings: 4,
          ingredient_lines: lines,
          instructions: "Cook.",
        }),
        { now },
      );
    const tools = householdTools(db, user, now);
    const reply = await answer(localProvider, tools, {
      message: "plan 3 days of dinners from tomorrow",
      previousMessages: [],
    });
    expect(reply.responseType).toBe("mealPlan");
    const titles = reply.mealPlan!.days.flatMap((d) => d.meals.map((m) => m.title));
    expect(titles).toHaveLength(3);
    expect(titles).not.toContain("Peanut stew");

    const { planId } = await saveTurn(
      db,
      user,
      { message: "plan 3 days of dinners from tomorrow", reply },
      now,
    );
    const page = await listMessages(db, user);
    expect(page.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(page.messages[1]!.mealPlan).toMatchObject({ id: planId, name: "Meal Plan 1", accepted: false });
    expect((await listPlans(db, user)).map((p) => p.name)).toEqual(["Meal Plan 1"]);

    // Another user cannot read the plan, not even in the same household.
    const stranger = await account(db, "Stranger");
    await expect(getPlan(db, stranger, planId!)).rejects.toThrow("Meal plan not found.");

    const { count } = await addPlanToCalendar(
      db,
      user,
      { planId: planId!, startDate: "2026-11-27", chosen: new Set(["0:0", "2:0"]) },
      { now, requestId: "test" },
    );
    expect(count).toBe(2);
    const meals = await listMeals(db, user.householdId, { from: "2026-11-27", to: "2026-11-29" });
    expect(meals.map((m) => [m.date, m.servings, m.notes])).toEqual([
      ["2026-11-27", AI.servings, AI.calendarNotes],
      ["2026-11-29", AI.servings, AI.calendarNotes],
    ]);
    const history = await mealHistory(db, user.householdId, meals[0]!.id);
    expect(JSON.stringify(history)).toContain('"ai"');
    expect((await getPlan(db, user, planId!)).accepted).toBe(true);
  });

  test("a leftover lunch added with its dinner is that dinner's leftovers; without the dinner it is a meal of its own", async () => {
    const { db } = ctx();
    const user = await account(db);
    const chiliId = await createRecipe(
      db,
      user,
      RecipeSchema.parse({
        name: "Bean chili",
        meal_type: "dinner",
        ingredient_lines: "2 cans beans",
        instructions: "Simmer.",
      }),
      { now },
    );
    const meal = (title: string, mealType: "lunch" | "dinner", leftover = false) => ({
      title,
      mealType,
      time: null,
      recipeId: chiliId,
      include: true,
      ...(leftover ? { leftover: true } : {}),
    });
    const { planId } = await saveTurn(
      db,
      user,
      {
        message: "plan 2 days with leftovers",
        reply: {
          content: "Here you are.",
          responseType: "mealPlan",
          recipes: [],
          mealPlan: {
            days: [
              { label: "Friday, November 27", date: null, meals: [meal("Bean chili", "dinner")] },
              {
                label: "Saturday, November 28",
                date: null,
                meals: [meal("Leftovers: Bean chili", "lunch", true), meal("Bean chili", "dinner")],
              },
            ],
          },
        },
      },
      now,
    );
    await addPlanToCalendar(
      db,
      user,
      { planId: planId!, startDate: "2026-11-27", chosen: new Set(["0:0", "1:0"]) },
      { now, requestId: "test" },
    );
    const [dinner, lunch] = await listMeals(db, user.householdId, { from: "2026-11-27", to: "2026-11-28" });
    expect(dinner).toMatchObject({ mealType: "dinner", isLeftover: false });
    expect(lunch).toMatchObject({
      mealType: "lunch",
      isLeftover: true,
      originalMealId: dinner!.id,
      servings: Math.ceil(AI.servings / 2),
    });
    expect(JSON.stringify(await mealHistory(db, user.householdId, lunch!.id))).toContain("LeftoverPlanned");

    // The same lunch a week later without its dinner: an ordinary meal, noted as leftovers.
    await addPlanToCalendar(
      db,
      user,
      { planId: planId!, startDate: "2026-12-04", chosen: new Set(["1:0"]) },
      { now, requestId: "test-2" },
    );
    const [alone] = await listMeals(db, user.householdId, { from: "2026-12-05", to: "2026-12-05" });
    expect(alone).toMatchObject({
      mealType: "lunch",
      isLeftover: false,
      originalMealId: null,
      notes: AI.leftoverNotes,
    });
  });

  test("20 messages a page, older pages before the first shown", async () => {
    const { db } = ctx();
    const user = await account(db);
    for (let i = 0; i < 13; i++)
      await saveTurn(
        db,
        user,
        {
          message: `question ${i}`,
          reply: { content: `answer ${i}`, responseType: "generalQuery", recipes: [], mealPlan: null },
        },
        now,
      );
    const newest = await listMessages(db, user);
    expect(newest.messages).toHaveLength(AI.pageSize);
    expect(newest.messages.at(-1)!.content).toBe("answer 12");
    const older = await listMessages(db, user, newest.olderBefore!);
    expect(older.messages.map((m) => m.content)).toEqual([
      "question 0",
      "answer 0",
      "question 1",
      "answer 1",
      "question 2",
      "answer 2",
    ]);
    expect(older.olderBefore).toBeNull();
  });

  test("the meal form's warnings: a recipe with a member's allergen or dislike, and whom it concerns", async () => {
    const { db } = ctx();
    const user = await account(db);
    const sam = await createMember(
      db,
      user.householdId,
      MemberSchema.parse({
        name: "Sam",
        age: 8,
        allergies: ["Peanuts"],
        disliked_ingredients: ["mushrooms"],
      }),
    );
    const recipe = (name: string, lines: string) =>
      createRecipe(db, user, RecipeSchema.parse({ name, ingredient_lines: lines, instructions: "Cook." }), {
        now,
      });
    const satay = await recipe("Satay skewers", "3 tbsp peanut butter\n2 chicken breasts");
    const risotto = await recipe("Risotto", "300 g rice\n200 g mushrooms");
    const plain = await recipe("Plain rice", "300 g rice");
    const conflicts = (await recipeConflicts(db, user)).filter((c) => c.memberId === sam.id);
    expect(
      conflicts.map((c) => [
        c.recipeId === satay ? "satay" : c.recipeId === risotto ? "risotto" : "other",
        c.text,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ["satay", "Satay skewers may contain peanuts: Sam is allergic to it."],
        ["risotto", "Risotto contains mushrooms, which Sam dislikes."],
      ]),
    );
    expect(conflicts.some((c) => c.recipeId === plain)).toBe(false);
  });

  test("a message sent twice with one key is one turn: no second message, no second provider call", async () => {
    const { db } = ctx();
    const user = await account(db);
    let calls = 0;
    const counting: AssistantProvider = {
      ...localProvider,
      async analyseIntent(input, tools) {
        calls++;
        return localProvider.analyseIntent(input, tools);
      },
    };
    const first = await chatTurn(
      db,
      user,
      counting,
      { message: "what is a good question?", idempotencyKey: "form-1" },
      now,
    );
    const again = await chatTurn(
      db,
      user,
      counting,
      { message: "what is a good question?", idempotencyKey: "form-1" },
      now,
    );
    expect(calls).toBe(1);
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({
      replayed: true,
      content: first.content,
      responseType: first.responseType,
      intent: first.intent,
    });
    expect((await listMessages(db, user)).messages.map((m) => m.role)).toEqual(["user", "assistant"]);

    // A new key is a new turn; another user's key is theirs alone.
    await chatTurn(db, user, counting, { message: "what else?", idempotencyKey: "form-2" }, now);
    const other = await account(db, "Other");
    await chatTurn(db, other, counting, { message: "what else?", idempotencyKey: "form-1" }, now);
    expect(calls).toBe(3);
    expect((await listMessages(db, user)).messages).toHaveLength(4);
    expect((await listMessages(db, other)).messages).toHaveLength(2);
  });

  test("a plan replayed by its key answers the stored plan, not a second one", async () => {
    const { db } = ctx();
    const user = await account(db);
    await createRecipe(
      db,
      user,
      RecipeSchema.parse({
        name: "Bean chili",
        meal_type: "dinner",
        ingredient_lines: "2 cans beans",
        instructions: "Cook.",
      }),
      { now },
    );
    const input = { message: "plan 1 day of dinners", idempotencyKey: "plan-form" };
    const first = await chatTurn(db, user, localProvider, input, now);
    const again = await chatTurn(db, user, localProvider, input, now);
    expect(first.plan?.name).toBe("Meal Plan 1");
    expect(again.plan).toEqual(first.plan);
    expect(await listPlans(db, user)).toHaveLength(1);
  });

  test("two posts with one key racing past the look-up store one turn", async () => {
    const { db } = ctx();
    const user = await account(db);
    const reply = { content: "hello", responseType: "generalQuery", recipes: [], mealPlan: null };
    const saved = await saveTurn(db, user, { message: "hi", reply, idempotencyKey: "k" }, now);
    const duplicate = await saveTurn(db, user, { message: "hi", reply, idempotencyKey: "k" }, now);
    expect(saved.duplicate).toBeUndefined();
    expect(duplicate).toEqual({ planId: null, duplicate: true });
    expect((await listMessages(db, user)).messages).toHaveLength(2);
  });
});
