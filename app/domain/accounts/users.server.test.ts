import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { familyNameFor } from "../household/constants";
import { needsRehash } from "./passwords.server";
import { LoginSchema, RegisterApiSchema, RegisterFormSchema } from "./schemas";
import { EmailTakenError, registerUser, verifyCredentials } from "./users.server";

const now = new Date("2026-11-22T09:00:00Z");

describeEachBackend("accounts", (ctx) => {
  test("registration creates the user, a household named after them and its Self member, with a 7-day trial", async () => {
    const { db } = ctx();
    const user = await registerUser(db, {
      name: "Ada",
      email: "Ada@Example.com",
      password: "correct horse",
      now,
    });
    expect(user).toMatchObject({ name: "Ada", email: "ada@example.com", subscriptionStatus: "trial" });
    expect(user.trialEndsAt?.toISOString()).toBe("2026-11-29T09:00:00.000Z");
    const household = await db
      .selectFrom("households")
      .selectAll()
      .where("id", "=", user.householdId)
      .executeTakeFirst();
    expect(household?.name).toBe("Ada's family");
    const members = await db
      .selectFrom("family_members")
      .selectAll()
      .where("household_id", "=", user.householdId)
      .execute();
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({
      name: "Ada",
      relationship: "Self",
      is_primary: true,
      user_id: user.id,
    });
  });

  test("the first account of an install becomes admin, later ones members", async () => {
    const { db } = ctx();
    const hasAdmin = await db.selectFrom("users").select("id").where("role", "=", "admin").executeTakeFirst();
    const a = await registerUser(db, { name: "A", email: "first@example.com", password: "password-1", now });
    const b = await registerUser(db, { name: "B", email: "second@example.com", password: "password-2", now });
    if (!hasAdmin) expect(a.role).toBe("admin");
    expect(b.role).toBe("member");
  });

  test("an email is taken whatever its case; credentials are checked with argon2id", async () => {
    const { db } = ctx();
    await registerUser(db, { name: "C", email: "case@example.com", password: "password-3", now });
    await expect(
      registerUser(db, { name: "C2", email: "CASE@example.com", password: "password-4", now }),
    ).rejects.toBeInstanceOf(EmailTakenError);
    expect(await verifyCredentials(db, "Case@Example.com", "password-3")).toMatchObject({ name: "C" });
    expect(await verifyCredentials(db, "case@example.com", "wrong-password")).toBeNull();
    expect(await verifyCredentials(db, "nobody@example.com", "password-3")).toBeNull();
    const row = await db
      .selectFrom("users")
      .select("password_hash")
      .where("email", "=", "case@example.com")
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(needsRehash(row.password_hash)).toBe(false);
    expect(needsRehash("$argon2id$v=19$m=4096,t=3,p=1$abc$def")).toBe(true);
  });
});

test("validation messages for login and registration", () => {
  const login = LoginSchema.safeParse({ email: "not-an-email", password: "" });
  expect(login.success).toBe(false);
  expect(login.error?.issues.map((i) => i.message)).toEqual([
    "The email field must be a valid email address.",
    "The password field is required.",
  ]);
  const register = RegisterApiSchema.safeParse({
    name: " ",
    email: "x@example.com",
    password: "short",
    password_confirmation: "other",
  });
  expect(register.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
    ["name", "The name field is required."],
    ["password", "The password field must be at least 8 characters."],
    ["password_confirmation", "The password field confirmation does not match."],
  ]);
  const mismatch = RegisterApiSchema.safeParse({
    name: "N",
    email: "x@example.com",
    password: "long enough",
    password_confirmation: "other",
  });
  expect(mismatch.error?.issues[0]?.message).toBe("The password field confirmation does not match.");
  const long = "x".repeat(257);
  expect(
    RegisterApiSchema.safeParse({
      name: "N",
      email: "x@example.com",
      password: long,
      password_confirmation: long,
    }).error?.issues[0]?.message,
  ).toBe("The password field must not be greater than 256 characters.");
  const spaces = "  padded password  ";
  const kept = RegisterApiSchema.parse({
    name: "N",
    email: "x@example.com",
    password: spaces,
    password_confirmation: spaces,
  });
  expect(kept.password).toBe(spaces); // never trimmed
  const noTerms = RegisterFormSchema.safeParse({
    name: "N",
    email: "x@example.com",
    password: "long enough",
    password_confirmation: "long enough",
  });
  expect(noTerms.error?.issues.map((i) => i.message)).toEqual(["You must accept the Terms and Conditions."]);
});

test("a new household is named after its owner's first name; 'My Family' when the name gives none", () => {
  expect(familyNameFor("Alex Morgan")).toBe("Alex's family");
  expect(familyNameFor("  Zoë  ")).toBe("Zoë's family");
  expect(familyNameFor("")).toBe("My Family");
  expect(familyNameFor("alex@example.com")).toBe("My Family");
  expect(familyNameFor("42")).toBe("My Family");
});
