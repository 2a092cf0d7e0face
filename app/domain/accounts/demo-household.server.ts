// The demo household's content, so a first look at the app shows something: a family of four (a child
// with a nut allergy, a vegetarian) and the coming two weeks of meals from the starter library, with
// leftovers and a weekly Friday pizza night. Meals are planned through the planner's own commands, so
// the meal history shows them like any other (source "system"). Dates count from `now`.
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { createMember, listMembers, type Member, updateMember } from "../household/members.server";
import { MemberSchema } from "../household/schemas";
import type { MealType } from "../meal-plan/events";
import { type Actor, type MealRequest, planLeftover, planMeal } from "../meal-plan/meals.server";
import { addDays, isoDay } from "../shared/calendar-date";

export const DEMO_DAYS = 14;

/** Tree nuts and peanuts, as ingredient lists and titles name them (coconut included, to be safe). */
const NUTS =
  /\b(nuts?|almonds?|walnuts?|pecans?|hazelnuts?|cashews?|pistachios?|peanuts?|macadamias?|chestnuts?|pralines?|marzipan|nutella|coconuts?|gianduja)\b/i;
/** Meat and fish, for the vegetarian: the first group also inside longer words (anglerfish, hamburger). */
const MEAT =
  /(fish|beef|pork|chicken|bacon|turkey|salmon|tuna|shrimp|prawn|sausage|anchov|steak|meat|hamburger|chorizo|salami|pepperoni|prosciutto|pancetta|gelatin)|\b(ham|lamb|duck|goose|mutton|veal|venison|rabbit|mince|liver|kidneys?|cod|trout|sardines?|crab|lobster|clams?|mussels?|oysters?|lard|suet)\b/i;

/** Not for the children's snack: alcohol and coffee. */
const ALCOHOL =
  /\b(wine|rum|brandy|vodka|whisk(e)?y|beer|liqueur|liquor|gin|cognac|sherry|port|marsala|amaretto|kirsch|grappa|limoncello|coffee|espresso)\b/i;

type Candidate = { id: number; name: string };

/** A stable order that does not follow the alphabet, so two weeks of dinners are not all 'B…'. */
function spread<T extends { name: string }>(list: T[]): T[] {
  const hash = (s: string) => {
    let h = 2166136261;
    for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
    return h;
  };
  return [...list].sort((a, b) => hash(a.name) - hash(b.name) || a.name.localeCompare(b.name));
}

/**
 * Starter recipes of these meal types that everyone in the family can eat: no nuts (the child's
 * allergy) and no meat or fish (the vegetarian), judged from the title and every ingredient line.
 */
async function familySafeRecipes(
  db: Kysely<DB>,
  mealTypes: string[],
  options: {
    /** Leave out recipes with one of these tags ('basic', 'side': not a meal of their own). */
    skipTags?: string[];
    /** Only recipes with one of these tags. */
    anyTag?: string[];
    name?: RegExp;
    /** A snack for the children: no alcohol either. */
    forChildren?: boolean;
  } = {},
): Promise<Candidate[]> {
  const rows = await db
    .selectFrom("recipes")
    .select(["id", "name", "tags"])
    .where("household_id", "is", null)
    .where("starter_key", "is not", null)
    .where("meal_type", "in", mealTypes)
    .orderBy("name")
    .execute();
  if (rows.length === 0) return [];
  const lines = await db
    .selectFrom("recipe_ingredients")
    .select(["recipe_id", "original", "name"])
    .where(
      "recipe_id",
      "in",
      rows.map((r) => r.id),
    )
    .execute();
  // Every line counts for the allergy; a line marked optional (pepperoni on a pizza) can be left out
  // for the vegetarian.
  const allOf = new Map<number, string>();
  const requiredOf = new Map<number, string>();
  for (const line of lines) {
    const text = `${line.original} ${line.name}`;
    allOf.set(line.recipe_id, `${allOf.get(line.recipe_id) ?? ""}\n${text}`);
    if (!/\boptional\b/i.test(text))
      requiredOf.set(line.recipe_id, `${requiredOf.get(line.recipe_id) ?? ""}\n${text}`);
  }
  const skip = new Set((options.skipTags ?? []).map((t) => t.toLowerCase()));
  const wanted = new Set((options.anyTag ?? []).map((t) => t.toLowerCase()));
  return spread(
    rows.filter((r) => {
      const tags = (r.tags ?? []).map((t) => t.toLowerCase());
      if (tags.some((t) => skip.has(t)) || (wanted.size > 0 && !tags.some((t) => wanted.has(t))))
        return false;
      if (options.name && !options.name.test(r.name)) return false;
      if (NUTS.test(`${r.name}\n${allOf.get(r.id) ?? ""}`)) return false;
      if (MEAT.test(`${r.name}\n${requiredOf.get(r.id) ?? ""}`)) return false;
      return !options.forChildren || !ALCOHOL.test(allOf.get(r.id) ?? "");
    }),
  ).map(({ id, name }) => ({ id, name }));
}

/** Takes the next recipe of a list, round and round. */
function rotation(list: Candidate[]) {
  let next = 0;
  return () => {
    const recipe = list[next % list.length];
    next++;
    return recipe;
  };
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const FRIDAY = 5;

/**
 * Fills the demo household: the owner (Self) becomes a parent of four, and the next DEMO_DAYS days get
 * their meals. Recipes come from the starter library; without one, the family is made and no meal is
 * planned. Answers how many meal commands it ran.
 */
export async function seedDemoHousehold(
  db: Kysely<DB>,
  owner: Actor,
  options: { now: Date },
): Promise<number> {
  const people = await demoFamily(db, owner.householdId);
  const everyone = people.map((m) => m.id);
  const [parent, partner, child, teen] = people;
  const today = isoDay(options.now);

  const dinners = await familySafeRecipes(db, ["dinner"], { skipTags: ["side", "basic"] });
  const breakfasts = await familySafeRecipes(db, ["breakfast", "brunch"], { skipTags: ["drink", "basic"] });
  const lunches = await familySafeRecipes(db, ["lunch"], { skipTags: ["side", "basic"] });
  const snacks = await familySafeRecipes(db, ["snack", "dessert"], {
    anyTag: ["sweet", "cookies", "cake", "muffins", "fruit"],
    forChildren: true,
  });
  if (dinners.length === 0) return 0;
  const pizzas = await familySafeRecipes(db, ["dinner", "lunch", "snack", "other", ""], {
    name: /\bpizza\b(?!.*\b(sauce|dough)\b)/i,
  });
  const pizza = pizzas.find((r) => /^pan pizza$/i.test(r.name)) ?? pizzas[0] ?? dinners[0]!;
  const nextDinner = rotation(dinners.filter((r) => r.id !== pizza.id));
  const nextBreakfast = rotation(breakfasts.length ? breakfasts : dinners);
  const nextLunch = rotation(lunches.length ? lunches : dinners);
  const nextSnack = rotation(snacks);

  const context = { source: "system" as const, now: options.now };
  const meal = (
    date: string,
    mealType: MealType,
    recipe: Candidate | undefined,
    memberIds: number[],
    extra: Partial<MealRequest> = {},
  ): MealRequest => ({
    mealType,
    title: recipe ? "" : "Family meal",
    date,
    time: null,
    recipeId: recipe?.id ?? null,
    description: "",
    notes: "",
    servings: memberIds.length,
    memberIds,
    portions: {},
    forNames: [],
    reminderMinutes: null,
    nutrition: null,
    recurrence: null,
    ...extra,
  });

  let commands = 0;
  const dinnerIds = new Map<string, { id: number; title: string }>();
  // Friday is pizza night, every week from the first Friday on, with no end.
  const firstFriday = addDays(today, (FRIDAY - weekday(today) + 7) % 7);
  await planMeal(
    db,
    owner,
    meal(firstFriday, "dinner", pizza, everyone, {
      notes: "Pizza night: everyone picks a topping (pepperoni on half, not on Jordan's).",
      recurrence: { pattern: "weekly", days: [], monthlyOption: "same-date", endDate: null },
    }),
    context,
  );
  commands++;

  for (let day = 0; day < DEMO_DAYS; day++) {
    const date = addDays(today, day);
    const weekend = weekday(date) === 0 || weekday(date) === 6;
    if (weekend) {
      await planMeal(db, owner, meal(date, "breakfast", nextBreakfast(), everyone), context);
      await planMeal(db, owner, meal(date, "lunch", nextLunch(), everyone), context);
      commands += 2;
    } else if (snacks.length > 0 && child && teen) {
      // After school: a snack for the children (nut-free, for the one with the allergy).
      await planMeal(db, owner, meal(date, "snack", nextSnack(), [child.id, teen.id]), context);
      commands++;
    }
    if (weekday(date) !== FRIDAY) {
      const recipe = nextDinner();
      const planned = await planMeal(db, owner, meal(date, "dinner", recipe, everyone), context);
      dinnerIds.set(date, { id: planned.id, title: recipe?.name ?? "" });
      commands++;
    }
  }

  // Leftovers: three dinners make the grown-ups' lunch the next weekday.
  const grownUps = [parent, partner].flatMap((m) => (m ? [m.id] : []));
  const withLeftovers = [...dinnerIds.entries()]
    .filter(([date]) => {
      const next = weekday(addDays(date, 1));
      return next >= 1 && next <= 5 && addDays(date, 1) < addDays(today, DEMO_DAYS);
    })
    .filter((_, i) => i % 3 === 0)
    .slice(0, 3);
  for (const [date, dinner] of withLeftovers) {
    await planLeftover(
      db,
      owner,
      dinner.id,
      meal(addDays(date, 1), "lunch", undefined, grownUps, { title: dinner.title, servings: 2 }),
      context,
    );
    commands++;
  }
  return commands;
}

/** The owner's Self member as a parent, and the partner and two children. */
async function demoFamily(db: Kysely<DB>, householdId: number): Promise<Member[]> {
  const [self] = await listMembers(db, householdId);
  if (!self) throw new Error("The demo household has no primary member.");
  const parent = await updateMember(
    db,
    householdId,
    self.id,
    MemberSchema.parse({ name: self.name, age: 39, relationship: "Self", is_primary: true }),
  );
  const others = [
    { name: "Jordan", age: 38, gender: "other", relationship: "Spouse", dietary_preferences: ["Vegetarian"] },
    {
      name: "Mia",
      age: 8,
      gender: "female",
      relationship: "Child",
      allergies: ["Nuts"],
      default_portion_size: 60,
      favorite_meals: ["Pizza"],
    },
    { name: "Leo", age: 13, gender: "male", relationship: "Child", default_portion_size: 90 },
  ];
  const created: Member[] = [];
  for (const person of others)
    created.push(await createMember(db, householdId, MemberSchema.parse({ is_primary: false, ...person })));
  return [parent, ...created];
}
