import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { mealRequest as request } from "../../../tests/support/meals";
import { registerUser } from "../accounts/users.server";
import { NotFoundError } from "../errors";
import { createRecipe } from "../recipes/recipes.server";
import { RecipeSchema } from "../recipes/schemas";
import {
  describeEvent,
  existingMealIds,
  historyBatches,
  historyHouseholdFor,
  listHistory,
  mealIdOf,
  mealTitlesAt,
  parseHistorySearch,
  summarizeEvent,
} from "./history.server";
import { changeMeal, mealHistory, moveMeal, planLeftover, planMeal, removeMeal } from "./meals.server";

const now = new Date("2026-11-23T10:00:00Z");
let n = 0;
const account = (db: Parameters<typeof registerUser>[0], name = "Anna") =>
  registerUser(db, {
    name,
    email: `history-${Date.now()}-${n++}@example.com`,
    password: "password-123",
    now,
  });
const web = { source: "web" as const };
const today = () => new Date().toISOString().slice(0, 10);

describeEachBackend("meal history", (ctx) => {
  test("newest first, paged both ways on the household's sequence", async () => {
    const { db } = ctx();
    const user = await account(db);
    for (const title of ["One", "Two", "Three", "Four", "Five"])
      await planMeal(db, user, request({ title }), web);
    const filter = { householdId: user.householdId };
    const titles = (page: Awaited<ReturnType<typeof listHistory>>) => page.events.map((e) => e.data.title);

    const first = await listHistory(db, filter, {}, 2);
    expect(titles(first)).toEqual(["Five", "Four"]);
    expect(first.newer).toBeNull();
    expect(first.older).toBe(first.events[1]!.householdSequence);

    const second = await listHistory(db, filter, { before: first.older! }, 2);
    expect(titles(second)).toEqual(["Three", "Two"]);
    expect(second.newer).toBe(second.events[0]!.householdSequence);

    const last = await listHistory(db, filter, { before: second.older! }, 2);
    expect(titles(last)).toEqual(["One"]);
    expect(last.older).toBeNull();

    const back = await listHistory(db, filter, { after: second.newer! }, 2);
    expect(titles(back)).toEqual(["Five", "Four"]);
    expect(back.newer).toBeNull();
    expect(back.older).toBe(first.older);
    const middle = await listHistory(db, filter, { after: last.newer! }, 2);
    expect(titles(middle)).toEqual(["Three", "Two"]);
    expect(middle.newer).toBe(middle.events[0]!.householdSequence);
  });

  test("filters: type, person, meal and the recorded day; other households never show", async () => {
    const { db } = ctx();
    const anna = await account(db, "Anna");
    // A second account acting in Anna's household (how an invited parent would appear in the log).
    const ben = { ...(await account(db, "Ben")), householdId: anna.householdId };
    const outsider = await account(db, "Outsider");
    const soup = await planMeal(db, anna, request({ title: "Soup" }), web);
    const chili = await planMeal(db, ben, request({ title: "Chili" }), { source: "api" });
    await changeMeal(db, ben, soup.id, { servings: 2 }, web);
    await planMeal(db, outsider, request({ title: "Secret" }), web);
    const h = anna.householdId;

    const all = await listHistory(db, { householdId: h });
    expect(all.events.map((e) => e.type)).toEqual(["MealChanged", "MealPlanned", "MealPlanned"]);
    expect(all.events.every((e) => e.householdId === h)).toBe(true);

    const byType = await listHistory(db, { householdId: h, types: ["MealPlanned"] });
    expect(byType.events.map((e) => e.data.title)).toEqual(["Chili", "Soup"]);
    const byBen = await listHistory(db, { householdId: h, actorUserId: ben.id });
    expect(byBen.events.map((e) => e.type)).toEqual(["MealChanged", "MealPlanned"]);
    const bySoup = await listHistory(db, { householdId: h, mealId: soup.id });
    expect(bySoup.events.map((e) => mealIdOf(e))).toEqual([soup.id, soup.id]);
    expect((await listHistory(db, { householdId: h, mealId: chili.id })).events).toHaveLength(1);

    expect((await listHistory(db, { householdId: h, from: today(), to: today() })).events).toHaveLength(3);
    expect((await listHistory(db, { householdId: h, to: "2020-01-01" })).events).toEqual([]);
    expect((await listHistory(db, { householdId: h, from: "2999-01-01" })).events).toEqual([]);

    // Every household at once (admins): paged on the global position, still filtered.
    const everyone = await listHistory(db, { householdId: null, actorUserId: outsider.id });
    expect(everyone.events.map((e) => e.data.title)).toEqual(["Secret"]);
  });

  test("the export reads every matching event oldest first, in batches, up to the head it started at", async () => {
    const { db } = ctx();
    const user = await account(db);
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await planMeal(db, user, request({ title: `M${i}` }), web)).id);
    await removeMeal(db, user, ids[0]!, web);

    const batches: string[][] = [];
    for await (const batch of historyBatches(db, { householdId: user.householdId }, 2))
      batches.push(batch.map((e) => `${e.type}:${mealIdOf(e)}`));
    expect(batches.map((b) => b.length)).toEqual([2, 2, 2]);
    expect(batches.flat()).toEqual([...ids.map((id) => `MealPlanned:${id}`), `MealRemoved:${ids[0]}`]);

    const planned: number[] = [];
    for await (const batch of historyBatches(
      db,
      { householdId: user.householdId, types: ["MealRemoved"] },
      2,
    ))
      planned.push(...batch.map((e) => mealIdOf(e)!));
    expect(planned).toEqual([ids[0]]);

    // Every household: the store's commit-order reader, filtered by person.
    const seen: number[] = [];
    for await (const batch of historyBatches(db, { householdId: null, actorUserId: user.id }, 2))
      seen.push(...batch.map((e) => e.householdSequence));
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);

    expect(await existingMealIds(db, user.householdId, ids)).toEqual(new Set(ids.slice(1)));
    const other = await account(db);
    expect(await existingMealIds(db, other.householdId, ids)).toEqual(new Set());
  });

  test("meals are named by the title they had when each event was recorded", async () => {
    const { db } = ctx();
    const user = await account(db);
    const soup = await planMeal(db, user, request({ title: "Soup" }), web);
    await changeMeal(db, user, soup.id, { title: "Tomato soup" }, web);
    await planLeftover(db, user, soup.id, request({ title: "Soup again", date: "2026-11-26" }), web);
    await changeMeal(db, user, soup.id, { title: "Red soup" }, web);
    await removeMeal(db, user, soup.id, web);
    const events = (await listHistory(db, { householdId: user.householdId })).events;
    const titles = await mealTitlesAt(db, events);
    const told = events.map((e) => summarizeEvent(e, titles.get(e.globalPosition)));
    expect(told).toEqual([
      'Removed "Red soup"',
      'Title: "Tomato soup" → "Red soup"',
      expect.stringMatching(/^Planned leftovers "Soup again" of "Tomato soup" for /),
      'Title: "Soup" → "Tomato soup"',
      expect.stringMatching(/^Planned "Soup" for /),
    ]);
    expect(events.map((e) => titles.get(e.globalPosition)?.meal)).toEqual([
      "Red soup",
      "Red soup",
      "Soup again",
      "Tomato soup",
      "Soup",
    ]);
    // Without titles, the number.
    expect(summarizeEvent(events[0]!)).toBe(`Removed meal #${soup.id}`);
    expect(await mealTitlesAt(db, [])).toEqual(new Map());
  });

  test("choosing the meal's own recipe again records no change, and old records of it are not listed", async () => {
    const { db } = ctx();
    const user = await account(db);
    const recipe = await createRecipe(
      db,
      user,
      RecipeSchema.parse({
        name: "Grandma's stew",
        servings: 4,
        ingredient_lines: "1 kg beef",
        instructions: "Stew it.",
        nutrition_info: { calories: 320, protein: 20 },
      }),
      { now },
    );
    const meal = await planMeal(db, user, request({ title: "", recipeId: recipe }), web);
    // The recipe snapshot read back from the log has jsonb's key order; taken again it is the same.
    await changeMeal(db, user, meal.id, { recipeId: recipe, servings: 2 }, web);
    const [changed] = (await listHistory(db, { householdId: user.householdId, types: ["MealChanged"] }))
      .events;
    expect(changed!.data.changes).toEqual({ servings: { from: 4, to: 2 } });
    expect((await mealHistory(db, user.householdId, meal.id)).map((e) => e.type)).toEqual([
      "MealPlanned",
      "MealChanged",
    ]);
    // An event recorded before the fix: the same recipe and nutrition listed as changed are left out.
    const nutrition = { calories: 320, protein: 20, carbs: null, fat: null, fiber: null, sugar: null };
    const snapshot = { id: recipe, title: "Grandma's stew", servings: 4, nutrition };
    expect(
      summarizeEvent({
        type: "MealChanged",
        data: {
          mealId: meal.id,
          changes: {
            recipe: {
              from: snapshot,
              to: { nutrition: { ...nutrition }, servings: 4, title: "Grandma's stew", id: recipe },
            },
            nutrition: {
              from: nutrition,
              to: { sugar: null, fiber: null, fat: null, carbs: null, protein: 20, calories: 320 },
            },
            servings: { from: 4, to: 2 },
          },
        },
      }),
    ).toBe("Servings: 4 → 2");
  });

  test("each event in plain words: who, when, from where and what changed", async () => {
    const { db } = ctx();
    const user = await account(db, "Anna");
    const { id } = await planMeal(db, user, request({ title: "Chili", date: "2026-11-25" }), web);
    await changeMeal(db, user, id, { servings: 2, notes: "Extra spicy" }, { source: "api" });
    await moveMeal(db, user, id, { date: "2026-11-26", mealType: "lunch", time: null }, { source: "ai" });
    const [moved, changed, planned] = (await listHistory(db, { householdId: user.householdId })).events;

    expect(summarizeEvent(planned!)).toBe('Planned "Chili" for dinner on Wed 25 Nov 2026 at 18:30');
    expect(summarizeEvent(changed!)).toBe('Notes: (empty) → "Extra spicy"; Servings: 4 → 2');
    expect(summarizeEvent(moved!)).toBe(
      "Moved from dinner on Wed 25 Nov 2026 at 18:30 to lunch on Thu 26 Nov 2026 at 12:30",
    );
    expect(describeEvent(planned!)).toMatch(
      /^Anna via web form, \w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC: Planned "Chili"/,
    );
    expect(describeEvent(changed!)).toMatch(/^Anna via API token, /);
    expect(describeEvent(moved!)).toMatch(/^Anna via assistant, /);
  });
});

test("field-level changes, series and odd payloads are told without throwing", () => {
  const at = new Date("2026-11-23T10:05:00Z");
  expect(
    describeEvent({
      type: "MealChanged",
      data: {
        mealId: 1,
        changes: {
          memberIds: { from: [], to: [7, 8] },
          forNames: { from: [], to: ["Kid", "Dad"] },
          portions: { from: {}, to: { "7": 50, "8": 100 } },
          recipe: { from: null, to: { id: 3, title: "Chili", servings: 4, nutrition: null } },
          reminderMinutes: { from: null, to: 30 },
          nutrition: {
            from: null,
            to: { calories: 400, protein: 20, carbs: null, fat: null, fiber: null, sugar: null },
          },
        },
      },
      metadata: { householdId: 1, actor: null, source: "system" },
      recordedAt: at,
    }),
  ).toBe(
    "System via system, Mon 23 Nov 2026, 10:05 UTC: For: everyone → Kid, Dad; Portions: Kid none → 50%, Dad none → 100%; " +
      'Recipe: none → "Chili"; Reminder: off → 30 minutes before; Nutrition: none → 400 kcal, protein 20 g',
  );
  expect(
    summarizeEvent({
      type: "SeriesPlanned",
      data: {
        seriesId: 4,
        rule: { pattern: "weekly", days: [], monthlyOption: "same-date", endDate: "2026-12-18" },
        startDate: "2026-11-27",
        mealIds: [1, 2, 3, 4],
        title: "Pizza",
      },
    }),
  ).toBe('Planned "Pizza" weekly from Fri 27 Nov 2026 until Fri 18 Dec 2026 (4 meals)');
  expect(summarizeEvent({ type: "MealChanged", data: { changes: null } })).toBe("Changed the meal");
  expect(summarizeEvent({ type: "MealMoved", data: {} })).toBe("Moved from meal on ? to meal on ?");
  expect(summarizeEvent({ type: "SomethingNew", data: {} })).toBe("SomethingNew");
  expect(mealIdOf({ streamId: "series-3", data: { seriesId: 3 } })).toBeNull();
  expect(mealIdOf({ streamId: "meal-12", data: {} })).toBe(12);
});

test("whose log: your own by default; another household only for admins; a member gets a 404", () => {
  const member = { role: "member" as const, householdId: 5 };
  const admin = { role: "admin" as const, householdId: 9 };
  expect(historyHouseholdFor(member, undefined)).toBe(5);
  expect(historyHouseholdFor(member, 5)).toBe(5);
  expect(() => historyHouseholdFor(member, 6)).toThrow(NotFoundError);
  expect(() => historyHouseholdFor(member, "all")).toThrow(NotFoundError);
  expect(historyHouseholdFor(admin, 6)).toBe(6);
  expect(historyHouseholdFor(admin, "all")).toBeNull();
});

test("the query string: blanks are no filter; bad dates and an end before the start are field errors", () => {
  expect(parseHistorySearch(new URLSearchParams("from=&to=&type=&person=&meal="))).toEqual({
    ok: true,
    value: {},
  });
  expect(
    parseHistorySearch(new URLSearchParams("from=2026-11-01&to=2026-11-30&type=MealMoved&person=4&meal=12")),
  ).toEqual({
    ok: true,
    value: { from: "2026-11-01", to: "2026-11-30", type: "MealMoved", person: 4, meal: 12 },
  });
  expect(parseHistorySearch(new URLSearchParams("household=all&before=30"))).toMatchObject({
    ok: true,
    value: { household: "all", before: 30 },
  });
  const bad = parseHistorySearch(new URLSearchParams("from=2026-02-30&meal=-1&type=Nope"));
  expect(bad.ok).toBe(false);
  if (!bad.ok) expect(Object.keys(bad.errors).sort()).toEqual(["from", "meal", "type"]);
  const reversed = parseHistorySearch(new URLSearchParams("from=2026-11-30&to=2026-11-01"));
  expect(reversed).toEqual({
    ok: false,
    errors: { to: ["The end date cannot be before the start date."] },
  });
});
