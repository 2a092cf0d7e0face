// The settings forms' and API's rules at their boundaries (docs/product.md#settings): one schema each,
// read alike from a form (strings, absent boxes) and from JSON.
import { describe, expect, test } from "vitest";
import { PASSWORD_MAX, PASSWORD_MIN } from "../accounts/schemas";
import { CLEAR_CONFIRM_WORD, DELETE_CONFIRM_WORD, SETTINGS_TEXTS } from "./constants";
import {
  AccountSchema,
  confirmationSchema,
  deleteAccountSchema,
  NotificationsSchema,
  PasswordChangeSchema,
  PreferencesApiSchema,
  ResetPasswordSchema,
  SubscriptionActionSchema,
  ThemeSchema,
  TokenNameSchema,
  UnitsSchema,
} from "./schemas";

type Schema = { safeParse(input: unknown): { success: boolean; error?: { issues: unknown[] } } };

/** The first message for a field, or null when the input passes. */
function messageOf(schema: Schema, input: unknown, field: string): string | null {
  const parsed = schema.safeParse(input);
  if (parsed.success) return null;
  const issues = (parsed.error?.issues ?? []) as { path: PropertyKey[]; message: string }[];
  return issues.find((i) => i.path.join(".") === field)?.message ?? "(another field)";
}

const pw = (n: number) => "p".repeat(n);

describe("AccountSchema: name, email, the current password only for an email change", () => {
  const base = { name: "Ann", email: "ann@example.com" };
  test.each([
    [base, "name", null],
    [{ ...base, name: "x".repeat(255) }, "name", null],
    [{ ...base, name: "x".repeat(256) }, "name", "The name field must not be greater than 255 characters."],
    [{ ...base, name: "  " }, "name", "The name field is required."],
    [{ ...base, email: "not an address" }, "email", "The email field must be a valid email address."],
    [{ ...base, email: "" }, "email", "The email field is required."],
    [{ ...base, current_password: pw(PASSWORD_MAX) }, "current_password", null],
    [
      { ...base, current_password: pw(PASSWORD_MAX + 1) },
      "current_password",
      `The current password field must not be greater than ${PASSWORD_MAX} characters.`,
    ],
  ])("given %j, then %s says %s", (input, field, expected) => {
    expect(messageOf(AccountSchema, input, field)).toBe(expected);
  });

  test("the email is kept in lower case, and no current password is needed by the schema itself", () => {
    expect(AccountSchema.parse({ name: " Ann ", email: "Ann@Example.COM" })).toEqual({
      name: "Ann",
      email: "ann@example.com",
    });
  });
});

describe("PasswordChangeSchema and ResetPasswordSchema: the new password's length and its confirmation", () => {
  const change = (password: string, confirmation = password, current = "old-secret") => ({
    current_password: current,
    password,
    password_confirmation: confirmation,
  });
  test.each([
    [PASSWORD_MIN - 1, `The password field must be at least ${PASSWORD_MIN} characters.`],
    [PASSWORD_MIN, null],
    [PASSWORD_MAX, null],
    [PASSWORD_MAX + 1, `The password field must not be greater than ${PASSWORD_MAX} characters.`],
  ])("a new password of %i characters: %s", (length, expected) => {
    expect(messageOf(PasswordChangeSchema, change(pw(length)), "password")).toBe(expected);
    const { current_password: _, ...reset } = change(pw(length));
    expect(messageOf(ResetPasswordSchema, reset, "password")).toBe(expected);
  });

  test.each([
    [change("a-new-secret", "a-new-secret "), "password_confirmation", SETTINGS_TEXTS.passwordsDoNotMatch],
    [change("a-new-secret", "A-NEW-SECRET"), "password_confirmation", SETTINGS_TEXTS.passwordsDoNotMatch],
    [
      change("a-new-secret", "a-new-secret", ""),
      "current_password",
      "The current password field is required.",
    ],
    [
      { password: "a-new-secret", password_confirmation: "a-new-secret" },
      "current_password",
      "The current password field is required.",
    ],
    [change("a-new-secret"), "password", null],
  ])("given %j, then %s says %s", (input, field, expected) => {
    expect(messageOf(PasswordChangeSchema, input, field)).toBe(expected);
  });

  test("a reset link's form asks for no current password, but the two must match", () => {
    expect(ResetPasswordSchema.safeParse({ password: pw(8), password_confirmation: pw(8) }).success).toBe(
      true,
    );
    expect(
      messageOf(
        ResetPasswordSchema,
        { password: pw(8), password_confirmation: pw(9) },
        "password_confirmation",
      ),
    ).toBe(SETTINGS_TEXTS.passwordsDoNotMatch);
  });
});

describe("the preferences: units, theme, notification boxes", () => {
  test.each([
    ["metric", true],
    ["imperial", true],
    ["Imperial", false],
    ["", false],
    [undefined, false],
    [1, false],
  ])("units %j accepted: %s", (units, ok) => {
    expect(UnitsSchema.safeParse({ units }).success).toBe(ok);
  });
  test("a refused unit or theme names the choices", () => {
    expect(messageOf(UnitsSchema, { units: "cubits" }, "units")).toBe(
      "The units must be one of metric, imperial.",
    );
    expect(messageOf(ThemeSchema, { theme: "sepia" }, "theme")).toBe(
      "The theme must be one of light, dark, system.",
    );
  });
  test.each([
    ["light", true],
    ["dark", true],
    ["system", true],
    ["auto", false],
    [null, false],
  ])("theme %j accepted: %s", (theme, ok) => {
    expect(ThemeSchema.safeParse({ theme }).success).toBe(ok);
  });

  test.each([
    [{}, { recipes: false, meal_plans: false, inventory: false }],
    [
      { recipes: "on", meal_plans: "true", inventory: "1" },
      { recipes: true, meal_plans: true, inventory: true },
    ],
    [
      { recipes: true, meal_plans: 0, inventory: "off" },
      { recipes: true, meal_plans: false, inventory: false },
    ],
  ])("the notification boxes %j read as %j (an unticked box is not sent)", (input, expected) => {
    expect(NotificationsSchema.parse(input)).toEqual(expected);
  });
  test.each([{ recipes: "maybe" }, { inventory: ["on"] }, { meal_plans: { yes: true } }])(
    "a box given %j is refused",
    (input) => {
      const [field] = Object.keys(input);
      expect(messageOf(NotificationsSchema, input, field ?? "")).toBe("This field must be true or false.");
    },
  );

  test("a box given 'yes' or 'no' is refused, never read as a switch", () => {
    expect(PreferencesApiSchema.safeParse({ notifications: { inventory: "no" } }).success).toBe(false);
    expect(PreferencesApiSchema.safeParse({ notifications: { recipes: "yes" } }).success).toBe(false);
  });

  test("the API's call changes only what it sends: nothing sent is nothing changed", () => {
    expect(PreferencesApiSchema.parse({})).toEqual({});
    expect(PreferencesApiSchema.parse({ notifications: { inventory: "off" } })).toEqual({
      notifications: { inventory: false },
    });
    expect(PreferencesApiSchema.parse({ units: "imperial", theme: "dark" })).toEqual({
      units: "imperial",
      theme: "dark",
    });
    expect(PreferencesApiSchema.safeParse({ theme: "neon" }).success).toBe(false);
    expect(PreferencesApiSchema.safeParse({ notifications: { recipes: "perhaps" } }).success).toBe(false);
  });
});

describe("TokenNameSchema: a personal token's name", () => {
  test.each([
    ["Laptop", "Laptop"],
    ["  Phone  ", "Phone"],
    ["x".repeat(100), "x".repeat(100)],
  ])("%j is kept as %j", (name, expected) => {
    expect(TokenNameSchema.parse({ name }).name).toBe(expected);
  });
  test.each([
    ["", "The name field is required."],
    ["   ", "The name field is required."],
    [undefined, "The name field is required."],
    ["x".repeat(101), "The name field must not be greater than 100 characters."],
  ])("%j is refused: %s", (name, expected) => {
    expect(messageOf(TokenNameSchema, { name }, "name")).toBe(expected);
  });
});

describe("SubscriptionActionSchema", () => {
  test.each(["cancel", "reactivate", "upgrade"])("%s is an action", (action) => {
    expect(SubscriptionActionSchema.parse({ action }).action).toBe(action);
  });
  test.each(["pause", "CANCEL", "", undefined])("%j is not", (action) => {
    expect(messageOf(SubscriptionActionSchema, { action }, "action")).toBe(
      "The action must be one of cancel, reactivate, upgrade.",
    );
  });
});

describe("the typed confirmations of Clear all data and Delete account", () => {
  const clear = confirmationSchema(CLEAR_CONFIRM_WORD);
  test.each([
    ["CLEAR", true],
    ["clear", true],
    [" Clear ", true],
    ["CLEAR ALL", false],
    ["CLEA", false],
    ["", false],
    [undefined, false],
  ])("typing %j clears: %s", (confirmation, ok) => {
    const message = messageOf(clear, { confirmation }, "confirmation");
    expect(message).toBe(ok ? null : "Type CLEAR to confirm.");
  });

  const remove = deleteAccountSchema(DELETE_CONFIRM_WORD);
  test.each([
    [{ confirmation: "delete", current_password: "secret" }, "confirmation", null],
    [{ confirmation: "CLEAR", current_password: "secret" }, "confirmation", "Type DELETE to confirm."],
    [
      { confirmation: "DELETE", current_password: "" },
      "current_password",
      "The current password field is required.",
    ],
    [{ confirmation: "DELETE" }, "current_password", "The current password field is required."],
  ])("given %j, then %s says %s", (input, field, expected) => {
    expect(messageOf(remove, input, field)).toBe(expected);
  });
});
