// The admin area's rules, shared by its pages (conform) and its JSON API, with the messages both show.
import { z } from "zod";
import { emailField, passwordField } from "../accounts/schemas";

import { ROLE_OPTIONS } from "./constants";

export { ROLE_OPTIONS };

const required = (field: string) => `The ${field} field is required.`;

const requiredText = (field: string, max = 255) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, required(field))
    .max(max, `The ${field} field must not be greater than ${max} characters.`);

const role = z.enum(ROLE_OPTIONS, {
  error: (issue) =>
    issue.input === undefined || issue.input === "" ? required("role") : "The selected role is invalid.",
});

/** An empty password field (form or JSON) means "no password given". */
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

const mismatch = {
  path: ["password_confirmation"],
  error: "The password field confirmation does not match.",
};

export const AdminUserCreateSchema = z
  .object({
    name: requiredText("name"),
    email: emailField,
    password: passwordField,
    password_confirmation: z.string({ error: required("password confirmation") }),
    role,
  })
  .refine((v) => v.password === v.password_confirmation, mismatch);

// Editing keeps the old password when none is given; a new one must be confirmed.
export const AdminUserEditSchema = z
  .object({
    name: requiredText("name"),
    email: emailField,
    password: z.preprocess(blankToUndefined, passwordField.optional()),
    password_confirmation: z.preprocess(blankToUndefined, z.string().optional()),
    role,
  })
  .refine((v) => v.password === undefined || v.password === v.password_confirmation, mismatch);

export const FEATURE_KEY_PATTERN = /^[a-z0-9_]+$/;

// Admin is always on (the domain adds it); a form sends only the member checkbox, the API a list.
export const FeatureFlagSchema = z.object({
  name: requiredText("name"),
  key: requiredText("key").regex(
    FEATURE_KEY_PATTERN,
    "The key field must only contain lowercase letters, numbers and underscores.",
  ),
  description: z
    .string({ error: "The description field must be a string." })
    .trim()
    .max(1000, "The description field must not be greater than 1000 characters.")
    .nullish()
    .transform((value) => value || null),
  enabled_for: z
    .array(z.enum(ROLE_OPTIONS, { error: "The selected enabled for is invalid." }), {
      error: "The enabled for field must be an array.",
    })
    .default([]),
});

/**
 * A confirmation form (delete a user, delete a flag) has no fields of its own; it is parsed all the same so
 * that it answers like every other form (docs/decisions/030-page-form-answers.md).
 */
export const ConfirmSchema = z.object({});

export type AdminUserCreateInput = z.infer<typeof AdminUserCreateSchema>;
export type AdminUserEditInput = z.infer<typeof AdminUserEditSchema>;
export type FeatureFlagInput = z.infer<typeof FeatureFlagSchema>;

/** A route's `:id`: a positive integer, or null (the caller answers 404). */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
