// listMeals' member filter runs in SQL: the planner page and GET /api/meal-plans rely on it alone
// (they once re-did it in JavaScript). A meal for everyone (no member listed) is every member's meal.
import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { mealRequest as request } from "../../../tests/support/meals";
import { registerUser } from "../accounts/users.server";
import { createMember, listMembers } from "../household/members.server";
import { MemberSchema } from "../household/schemas";
import { listMeals, planMeal } from "./meals.server";

const now = new Date("2026-11-23T10:00:00Z");
let n = 0;
const account = (db: Parameters<typeof registerUser>[0]) =>
  registerUser(db, {
    name: "Filter",
    email: `filter-${Date.now()}-${n++}@example.com`,
    password: "password-123",
    now,
  });
const web = { source: "web" as const };
const DAY = "2026-11-25";

describeEachBackend("listMeals' member filter", (ctx) => {
  async function household() {
    const { db } = ctx();
    const user = await account(db);
    const self = (await listMembers(db, user.householdId)).find((m) => m.isPrimary)!;
    const kid = await createMember(db, user.householdId, MemberSchema.parse({ name: "Kid", age: 6 }));
    const teen = await createMember(db, user.householdId, MemberSchema.parse({ name: "Teen", age: 15 }));
    const plan = (title: string, memberIds: number[], date = DAY) =>
      planMeal(db, user, request({ title, memberIds, date }), web);
    await plan("Everyone", []);
    await plan("Self only", [self.id]);
    await plan("Kid only", [kid.id]);
    await plan("Kid and teen", [kid.id, teen.id]);
    const titles = async (memberIds?: number[], from = DAY, to = DAY) =>
      (await listMeals(db, user.householdId, { from, to, memberIds })).map((m) => m.title).sort();
    return { db, user, self, kid, teen, plan, titles };
  }

  test("no filter, or an empty one, lists every meal", async () => {
    const { titles } = await household();
    const all = ["Everyone", "Kid and teen", "Kid only", "Self only"];
    expect(await titles()).toEqual(all);
    expect(await titles([])).toEqual(all);
  });

  test("one member: the meals they eat and the meals for everyone", async () => {
    const { titles, kid, teen, self } = await household();
    expect(await titles([kid.id])).toEqual(["Everyone", "Kid and teen", "Kid only"]);
    expect(await titles([teen.id])).toEqual(["Everyone", "Kid and teen"]);
    expect(await titles([self.id])).toEqual(["Everyone", "Self only"]);
  });

  test("several members: a meal any of them eats, once", async () => {
    const { titles, kid, self } = await household();
    const meals = await titles([self.id, kid.id]);
    expect(meals).toEqual(["Everyone", "Kid and teen", "Kid only", "Self only"]);
  });

  test("an id of no member keeps only the meals for everyone", async () => {
    const { titles } = await household();
    expect(await titles([2_000_000_000])).toEqual(["Everyone"]);
  });

  test("ids are compared as whole numbers, not as prefixes of each other", async () => {
    const { titles, kid } = await household();
    // A member id that is another's digits with one more (12 and 1, 120 and 12) is another member.
    expect(await titles([Number(`${kid.id}0`)])).toEqual(["Everyone"]);
    expect(await titles([Math.floor(kid.id / 10)].filter((id) => id > 0))).not.toContain("Kid only");
  });

  test("the date range and the household still bound the filtered list", async () => {
    const { titles, kid, plan } = await household();
    await plan("Kid tomorrow", [kid.id], "2026-11-26");
    expect(await titles([kid.id], DAY, DAY)).not.toContain("Kid tomorrow");
    expect(await titles([kid.id], DAY, "2026-11-26")).toContain("Kid tomorrow");
    const other = await household();
    // Another household's member id finds nothing of this household's but its meals for everyone.
    expect(await titles([other.kid.id])).toEqual(["Everyone"]);
  });
});
