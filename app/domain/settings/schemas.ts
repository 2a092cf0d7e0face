// One set of rules for the settings forms (conform) and the JSON API, with the messages both show.
import { z } from "zod";
import { PASSWORD_MAX, ProfileSchema, passwordField } from "../accounts/schemas";
import { orRaw, readBoolean } from "../input-readers";
import { SETTINGS_TEXTS, THEME_CHOICES, UNIT_SYSTEMS } from "./constants";
import { SUBSCRIPTION_ACTIONS } from "./subscription";

const required = (field: string) => `The ${field} field is required.`;
const checkbox = z.preprocess(orRaw(readBoolean), z.boolean({ error: "This field must be true or false." }));
// An unticked box is not sent by a form: absent means off.
const tick = checkbox.default(false);

/** Name and email; the current password only matters when the email changes (the domain checks it). */
export const AccountSchema = ProfileSchema.extend({
  current_password: z
    .string()
    .max(PASSWORD_MAX, `The current password field must not be greater than ${PASSWORD_MAX} characters.`)
    .optional(),
});

export const PasswordChangeSchema = z
  .object({
    current_password: z.string({ error: required("current password") }).min(1, required("current password")),
    password: passwordField,
    password_confirmation: z.string({ error: required("password confirmation") }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    error: SETTINGS_TEXTS.passwordsDoNotMatch,
  });

export const NotificationsSchema = z.object({
  recipes: tick,
  meal_plans: tick,
  inventory: tick,
});

export const UnitsSchema = z.object({
  units: z.enum(UNIT_SYSTEMS, { error: `The units must be one of ${UNIT_SYSTEMS.join(", ")}.` }),
});

export const ThemeSchema = z.object({
  theme: z.enum(THEME_CHOICES, { error: `The theme must be one of ${THEME_CHOICES.join(", ")}.` }),
});

/** The API's preferences call changes only what it sends. */
export const PreferencesApiSchema = z.object({
  units: UnitsSchema.shape.units.optional(),
  theme: ThemeSchema.shape.theme.optional(),
  notifications: z
    .object({ recipes: checkbox.optional(), meal_plans: checkbox.optional(), inventory: checkbox.optional() })
    .optional(),
});

export const TokenNameSchema = z.object({
  name: z
    .string({ error: required("name") })
    .trim()
    .min(1, required("name"))
    .max(100, "The name field must not be greater than 100 characters."),
});

export const SubscriptionActionSchema = z.object({
  action: z.enum(SUBSCRIPTION_ACTIONS, {
    error: `The action must be one of ${SUBSCRIPTION_ACTIONS.join(", ")}.`,
  }),
});

/** A typed confirmation: the word itself, in capitals or not. */
export const confirmationSchema = (word: string) =>
  z.object({
    confirmation: z
      .string({ error: SETTINGS_TEXTS.typeToConfirm(word) })
      .trim()
      .refine((typed) => typed.toUpperCase() === word, { error: SETTINGS_TEXTS.typeToConfirm(word) }),
  });

/** Deleting an account asks for the word and the password (a stolen session alone cannot do it). */
export const deleteAccountSchema = (word: string) =>
  confirmationSchema(word).extend({
    current_password: z.string({ error: required("current password") }).min(1, required("current password")),
  });

export const ResetPasswordSchema = z
  .object({
    password: passwordField,
    password_confirmation: z.string({ error: required("password confirmation") }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    error: SETTINGS_TEXTS.passwordsDoNotMatch,
  });
