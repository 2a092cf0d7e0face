// One set of rules for the web forms (conform) and the JSON API, with the messages both show.
import { z } from "zod";
import { orRaw, readBoolean } from "../input-readers";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

const required = (field: string) => `The ${field} field is required.`;

const requiredText = (field: string, max = 255) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, required(field))
    .max(max, `The ${field} field must not be greater than ${max} characters.`);

export const emailField = z
  .string({ error: required("email") })
  .trim()
  .min(1, required("email"))
  .max(255, "The email field must not be greater than 255 characters.")
  .pipe(z.email({ error: "The email field must be a valid email address." }))
  .transform((email) => email.toLowerCase());

// Passwords are never trimmed or truncated, and have no composition rules (NIST 800-63B).
export const passwordField = z
  .string({ error: required("password") })
  .min(1, required("password"))
  .min(PASSWORD_MIN, `The password field must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `The password field must not be greater than ${PASSWORD_MAX} characters.`);

// A tick: true/false, 1/0 or the words a form or client sends; an object or a list is refused.
const checkbox = z.preprocess(orRaw(readBoolean), z.boolean({ error: "This field must be true or false." }));

export const LoginSchema = z.object({
  email: emailField,
  password: z.string({ error: required("password") }).min(1, required("password")),
  remember: checkbox.default(false),
});

const confirmation = z.string({ error: required("password confirmation") });
const confirmed = (v: { password: string; password_confirmation: string }) =>
  v.password === v.password_confirmation;
const mismatch = {
  path: ["password_confirmation"],
  error: "The password field confirmation does not match.",
};

export const RegisterApiSchema = z
  .object({
    name: requiredText("name"),
    email: emailField,
    password: passwordField,
    password_confirmation: confirmation,
  })
  .refine(confirmed, mismatch);

export const RegisterFormSchema = z
  .object({
    name: requiredText("name"),
    email: emailField,
    password: passwordField,
    password_confirmation: confirmation,
    // A failed refinement (not a failed type) so the password confirmation is still checked.
    terms: checkbox.refine((accepted) => accepted, { error: "You must accept the Terms and Conditions." }),
  })
  .refine(confirmed, mismatch);

export const ProfileSchema = z.object({ name: requiredText("name"), email: emailField });

export type LoginInput = z.infer<typeof LoginSchema>;
export type RegisterInput = z.infer<typeof RegisterApiSchema>;

/** The fields whose values a refused form never sends back to the page. */
export const SECRET_FIELDS = ["password", "password_confirmation"];
