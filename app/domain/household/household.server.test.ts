import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { registerUser, type User } from "../accounts/users.server";
import { DomainError, ForbiddenError, NotFoundError } from "../errors";
import { extraMemberCharge } from "./constants";
import {
  acceptInvite,
  createInvite,
  defaultMealTime,
  findInvite,
  getDefaultMealTime,
  getHousehold,
  getHouseholdAndMembers,
  listHouseholdUsers,
  MEMBER_EDIT_DENIED,
  permissionsOf,
  removeHouseholdUser,
  renameHousehold,
  saveMealTimes,
  saveTimeZone,
  setMembersCanEdit,
  todayForHousehold,
} from "./household.server";
import { createMember, getMember, listMembers, removeMember, updateMember } from "./members.server";
import { MemberSchema } from "./schemas";
import { householdToday, TIME_ZONE_INVALID } from "./time-zone";

const now = new Date("2026-11-22T10:00:00Z");
let n = 0;
const account = (db: Parameters<typeof registerUser>[0], name = "Parent") =>
  registerUser(db, {
    name,
    email: `household-${Date.now()}-${n++}@example.com`,
    password: "password-123",
    now,
  });

const child = MemberSchema.parse({
  name: "Mia",
  age: "7",
  relationship: "Child",
  allergies: ["Nuts", " Sesame "],
  default_portion_size: "80",
});

describeEachBackend("households", (ctx) => {
  test("the household and its members read in one statement equal the two reads, in the same order", async () => {
    const { db } = ctx();
    const a = await account(db);
    await createMember(db, a.householdId, child);
    await createMember(
      db,
      a.householdId,
      MemberSchema.parse({
        name: "Ben",
        age: "40",
        relationship: "Spouse",
        height: "181.5",
        weight: "79.25",
      }),
    );
    await saveTimeZone(db, a, "Europe/Paris");
    const both = await getHouseholdAndMembers(db, a.householdId);
    expect(both.household).toEqual(await getHousehold(db, a.householdId));
    expect(both.members).toEqual(await listMembers(db, a.householdId));
    expect(both.members.map((m) => [m.name, m.height, m.weight])).toEqual([
      ["Parent", null, null],
      ["Mia", null, null],
      ["Ben", 181.5, 79.25],
    ]);
    await expect(getHouseholdAndMembers(db, 2_000_000_000)).rejects.toBeInstanceOf(NotFoundError);
  });

  test("members are scoped to their household; another household's id is not found", async () => {
    const { db } = ctx();
    const a = await account(db);
    const b = await account(db);
    const mia = await createMember(db, a.householdId, child);
    expect(mia).toMatchObject({
      name: "Mia",
      age: 7,
      allergies: ["Nuts", "Sesame"],
      defaultPortionSize: 80,
      isPrimary: false,
    });
    expect((await listMembers(db, a.householdId)).map((m) => m.name)).toEqual(["Parent", "Mia"]);
    await expect(getMember(db, b.householdId, mia.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(updateMember(db, b.householdId, mia.id, child)).rejects.toBeInstanceOf(NotFoundError);
    await expect(removeMember(db, b.householdId, mia.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  test("the primary member cannot be removed; making another member primary moves Self to them", async () => {
    const { db } = ctx();
    const a = await account(db);
    const [primary] = await listMembers(db, a.householdId);
    await expect(removeMember(db, a.householdId, primary!.id)).rejects.toThrow(
      "The primary family member cannot be removed.",
    );
    await expect(createMember(db, a.householdId, { ...child, relationship: "Self" })).rejects.toBeInstanceOf(
      DomainError,
    );
    const spouse = await createMember(db, a.householdId, {
      ...child,
      name: "Sam",
      relationship: "Spouse",
      is_primary: true,
    });
    expect(spouse).toMatchObject({ isPrimary: true, relationship: "Self" });
    const former = await getMember(db, a.householdId, primary!.id);
    expect(former).toMatchObject({ isPrimary: false, relationship: "Other" });
    // Editing the primary member keeps it primary and Self whatever the form says.
    const edited = await updateMember(db, a.householdId, spouse.id, {
      ...child,
      name: "Sam",
      relationship: "Child",
    });
    expect(edited).toMatchObject({ isPrimary: true, relationship: "Self" });
  });

  test("member rules: name, age bounds, portion steps, duplicate tags", () => {
    const issues = (input: Record<string, unknown>) =>
      MemberSchema.safeParse({ name: "X", age: 5, ...input }).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ name: " " })).toEqual(["Name is required"]);
    expect(issues({ age: 121 })).toEqual(["Age must be between 0 and 120."]);
    expect(issues({ age: "" })).toEqual(["Age is required"]);
    expect(issues({ default_portion_size: 210 })).toEqual([
      "Default portion size must be between 0 and 200.",
    ]);
    expect(issues({ default_portion_size: 85 })).toEqual(["Default portion size must be a multiple of 10."]);
    expect(issues({ allergies: ["Nuts", "nuts "] })).toEqual(["nuts is already in the allergies list."]);
    expect(issues({ relationship: "Cousin" })[0]).toMatch(/^Relationship must be one of/);
    expect(
      MemberSchema.parse({ name: "X", age: 5, allergies: '["Soy"]', dislikes: undefined }).allergies,
    ).toEqual(["Soy"]);
    expect(MemberSchema.parse({ name: "X", age: 5, allergies: "Soy, Eggs" }).allergies).toEqual([
      "Soy",
      "Eggs",
    ]);
    expect(MemberSchema.parse({ name: "X", age: 5 })).toMatchObject({
      default_portion_size: 100,
      activity_level: "moderate",
      gender: "other",
    });
  });

  test("meal times default per docs/product.md#meal-form and follow the household's settings", async () => {
    const { db } = ctx();
    const a = await account(db);
    expect(await getDefaultMealTime(db, a.householdId, "Dinner")).toBe("18:30");
    expect(await getDefaultMealTime(db, a.householdId, "other")).toBe("20:00");
    expect(await getDefaultMealTime(db, a.householdId, "elevenses")).toBe("12:00");
    const household = await getHousehold(db, a.householdId);
    await saveMealTimes(db, a, { ...household.mealTimes, dinner: "19:15" });
    expect(await getDefaultMealTime(db, a.householdId, "dinner")).toBe("19:15");
    expect(defaultMealTime(household.mealTimes, "BREAKFAST")).toBe("07:30");
  });

  test("an invitation joins a second account to the family once; the old empty family goes", async () => {
    const { db } = ctx();
    const owner = await account(db, "Owner");
    const joiner = await account(db, "Joiner");
    const { token } = await createInvite(db, owner, "member", now);
    expect(await findInvite(db, token, now)).toMatchObject({
      householdId: owner.householdId,
      role: "member",
    });
    const joined = await acceptInvite(db, joiner, token, now);
    expect(joined.householdId).toBe(owner.householdId);
    expect((await listHouseholdUsers(db, owner.householdId)).map((u) => [u.name, u.householdRole])).toEqual([
      ["Owner", "owner"],
      ["Joiner", "member"],
    ]);
    await expect(getHousehold(db, joiner.householdId)).rejects.toBeInstanceOf(NotFoundError);
    const third = await account(db, "Third");
    await expect(acceptInvite(db, third, token, now)).rejects.toThrow(/invalid, used or expired/);
    const late = await createInvite(db, owner, "member", now);
    await expect(acceptInvite(db, third, late.token, new Date("2026-12-30T00:00:00Z"))).rejects.toThrow(
      /expired/,
    );
    // The owner of a family other accounts use cannot walk away from it; the link stays usable.
    const elsewhere = await createInvite(db, third, "member", now);
    await expect(acceptInvite(db, owner, elsewhere.token, now)).rejects.toThrow(
      /Remove their accounts first/,
    );
    expect(await findInvite(db, elsewhere.token, now)).toMatchObject({ householdId: third.householdId });
  });

  test("household roles: members may edit people unless the owner says no; only owners remove accounts", async () => {
    const { db } = ctx();
    const owner = await account(db, "Owner");
    const other = await account(db, "Member");
    await acceptInvite(db, other, (await createInvite(db, owner, "member", now)).token, now);
    const member: User = { ...other, householdId: owner.householdId, householdRole: "member" };
    expect(permissionsOf(member, { membersCanEdit: true })).toMatchObject({
      canManageMembers: true,
      canRename: false,
      canInvite: false,
    });
    await expect(renameHousehold(db, member, "Ours")).rejects.toBeInstanceOf(ForbiddenError);
    await expect(createInvite(db, member, "member", now)).rejects.toBeInstanceOf(ForbiddenError);
    await setMembersCanEdit(db, owner, false);
    await expect(
      saveMealTimes(db, member, (await getHousehold(db, owner.householdId)).mealTimes),
    ).rejects.toBeInstanceOf(ForbiddenError);
    expect(permissionsOf(member, { membersCanEdit: false }).canManageMembers).toBe(false);
    expect(MEMBER_EDIT_DENIED).toBe(
      "You do not have permission to edit this family member. Contact the family administrator.",
    );
    await expect(removeHouseholdUser(db, member, owner.id, now)).rejects.toBeInstanceOf(ForbiddenError);
    await removeHouseholdUser(db, owner, member.id, now);
    expect((await listHouseholdUsers(db, owner.householdId)).map((u) => u.name)).toEqual(["Owner"]);
  });

  test("a household keeps a listed time zone; an unknown one is refused and nothing is stored", async () => {
    const { db } = ctx();
    const owner = await account(db, "Zoned");
    expect((await getHousehold(db, owner.householdId)).timeZone).toBeNull();
    const at = new Date("2026-11-26T11:30:00Z");
    expect(await todayForHousehold(db, owner.householdId, at)).toBe(householdToday(null, at));

    await saveTimeZone(db, owner, "Pacific/Kiritimati");
    expect((await getHousehold(db, owner.householdId)).timeZone).toBe("Pacific/Kiritimati");
    expect(await todayForHousehold(db, owner.householdId, at)).toBe("2026-11-27");

    const refused = saveTimeZone(db, owner, "Mars/Olympus_Mons");
    await expect(refused).rejects.toBeInstanceOf(DomainError);
    await expect(refused).rejects.toMatchObject({ message: TIME_ZONE_INVALID, field: "time_zone" });
    expect((await getHousehold(db, owner.householdId)).timeZone).toBe("Pacific/Kiritimati");

    await saveTimeZone(db, owner, null);
    expect((await getHousehold(db, owner.householdId)).timeZone).toBeNull();
  });
});

test("the extra-member charge is $1.99 for each member above five", () => {
  expect(extraMemberCharge(5)).toBe(0);
  expect(extraMemberCharge(6)).toBe(1.99);
  expect(extraMemberCharge(9)).toBe(7.96);
});
