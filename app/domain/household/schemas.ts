// Rules for family members, family options and meal times, shared by the pages and the JSON API.
import { z } from "zod";
import { allowedText, orRaw, REFUSED_CHARACTERS, readBoolean, readDecimal } from "../input-readers";
import { base64Bytes, checkPicture, PICTURE_LIMIT_TEXT } from "../pictures";
import {
  ACTIVITY_LEVELS,
  AGE_MAX,
  AGE_MIN,
  AVATAR_MAX_BYTES,
  DEFAULT_PORTION,
  GENDERS,
  MEAL_TIME_TYPES,
  PORTION_MAX,
  PORTION_MIN,
  PORTION_STEP,
  RELATIONSHIPS,
} from "./constants";

export { AVATAR_MAX_BYTES };
export const AVATAR_TYPE_ERROR = "The avatar must be a PNG, JPEG, WebP or GIF image.";
export const AVATAR_SIZE_ERROR = `The avatar image must be at most ${Math.round(AVATAR_MAX_BYTES / 1024)} KB.`;
export const AVATAR_PIXELS_ERROR = `The avatar image is too large: it can be at most ${PICTURE_LIMIT_TEXT}.`;
const AVATAR_MAX_DATA_URL = Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 32;

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
/** A number or a plain decimal string (forms send strings); `true`, `[]`, `{}`, '0x10' and ' 5 ' are
 * refused by the schema, never read as numbers (docs/decisions/016-input-gate.md). */
const numberInput = (v: unknown) => {
  const given = emptyToUndefined(typeof v === "string" && v.trim() === "" ? "" : v);
  return given === undefined ? undefined : orRaw(readDecimal)(given);
};

/** A list of tags: given as an array, a JSON array string or a comma-separated string; each entry
 * trimmed, empty ones dropped, duplicates (ignoring case) refused with a message naming them. */
export const tagList = (label: string) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === "") return [];
      if (typeof value === "string") {
        const text = value.trim();
        if (text.startsWith("[")) {
          try {
            return JSON.parse(text);
          } catch {
            return value;
          }
        }
        return text.split(",");
      }
      return value;
    },
    z
      .array(
        z
          .string({ error: `Each ${label} entry must be text.` })
          .max(100, `Each ${label} entry must be at most 100 characters.`)
          // A JSON list in a text field ('["Soy"]') may carry \u0000 escapes past the input gate.
          .refine(allowedText, `An entry of the ${label} field ${REFUSED_CHARACTERS}`),
        {
          error: `The ${label} field must be a list.`,
        },
      )
      .max(50, `The ${label} field can hold at most 50 entries.`)
      .transform((list) => list.map((t) => t.trim()).filter((t) => t.length > 0))
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        for (const tag of list) {
          const key = tag.toLowerCase();
          if (seen.has(key))
            ctx.addIssue({ code: "custom", message: `${tag} is already in the ${label} list.` });
          seen.add(key);
        }
      }),
  );

const optionalNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    numberInput,
    z
      .number({ error: `The ${label} must be a number.` })
      .min(min, `The ${label} must be between ${min} and ${max}.`)
      .max(max, `The ${label} must be between ${min} and ${max}.`)
      .optional(),
  );

export const MemberSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(100, "Name must be at most 100 characters."),
  age: z.preprocess(
    numberInput,
    z
      .number({
        error: (issue) => (issue.input === undefined ? "Age is required" : "Age must be a whole number."),
      })
      .int("Age must be a whole number.")
      .min(AGE_MIN, `Age must be between ${AGE_MIN} and ${AGE_MAX}.`)
      .max(AGE_MAX, `Age must be between ${AGE_MIN} and ${AGE_MAX}.`),
  ),
  gender: z.preprocess(
    emptyToUndefined,
    z.enum(GENDERS, { error: "Gender must be male, female or other." }).default("other"),
  ),
  relationship: z.preprocess(
    emptyToUndefined,
    z
      .enum(RELATIONSHIPS, { error: `Relationship must be one of ${RELATIONSHIPS.join(", ")}.` })
      .default("Other"),
  ),
  activity_level: z.preprocess(
    emptyToUndefined,
    z
      .enum(ACTIVITY_LEVELS, { error: `Activity level must be one of ${ACTIVITY_LEVELS.join(", ")}.` })
      .default("moderate"),
  ),
  default_portion_size: z.preprocess(
    numberInput,
    z
      .number({ error: "Default portion size must be a number." })
      .int("Default portion size must be a whole number.")
      .min(PORTION_MIN, `Default portion size must be between ${PORTION_MIN} and ${PORTION_MAX}.`)
      .max(PORTION_MAX, `Default portion size must be between ${PORTION_MIN} and ${PORTION_MAX}.`)
      .refine((n) => n % PORTION_STEP === 0, `Default portion size must be a multiple of ${PORTION_STEP}.`)
      .default(DEFAULT_PORTION),
  ),
  dietary_preferences: tagList("dietary preferences"),
  allergies: tagList("allergies"),
  disliked_ingredients: tagList("dislikes"),
  health_conditions: tagList("health conditions"),
  favorite_meals: tagList("favourite meals"),
  is_primary: z.preprocess(orRaw(readBoolean), z.boolean({ error: "Primary must be true or false." })),
  height: optionalNumber("height (cm)", 20, 300),
  weight: optionalNumber("weight (kg)", 1, 500),
  avatar: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(AVATAR_MAX_DATA_URL, { error: "The avatar image must be at most 100 KB.", abort: true })
      .regex(/^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+=*$/, {
        error: "The avatar must be a PNG, JPEG, WebP or GIF image.",
        abort: true,
      })
      // Then judged by its bytes, as an uploaded one is: the type they show and the pixel size in the header.
      .superRefine((dataUrl, ctx) => {
        const bytes = base64Bytes(dataUrl.slice(dataUrl.indexOf(",") + 1));
        const picture = bytes ? checkPicture(bytes) : null;
        if (picture?.ok) return;
        const message = picture?.problem === "pixels" ? AVATAR_PIXELS_ERROR : AVATAR_TYPE_ERROR;
        ctx.addIssue({ code: "custom", message });
      })
      .optional(),
  ),
});

export type MemberInput = z.infer<typeof MemberSchema>;

export const FamilyNameSchema = z.object({
  name: z
    .string({ error: "The family name is required." })
    .trim()
    .min(1, "The family name is required.")
    .max(100, "The family name must be at most 100 characters."),
});

export const FamilyOptionsSchema = z.object({
  allergies: tagList("allergies"),
  dietary_preferences: tagList("dietary preferences"),
  dislikes: tagList("dislikes"),
  health_conditions: tagList("health conditions").optional(),
  favorite_meals: tagList("favourite meals").optional(),
});

const time = (label: string) =>
  z
    .string({ error: `The ${label} time is required.` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `The ${label} time must be a time of day (HH:MM).`);

export const MealTimesSchema = z.object(
  Object.fromEntries(MEAL_TIME_TYPES.map((type) => [type, time(type)])) as Record<
    (typeof MEAL_TIME_TYPES)[number],
    ReturnType<typeof time>
  >,
);

// ---------------------------------------------------------------------------------------------------
// The family pages' small forms: one schema each, so a page parses every form the same way
// (docs/decisions/030-page-form-answers.md).

/** A confirmation form (removing a member, joining a family): it carries no field of its own. */
export const ConfirmSchema = z.object({});

/** Whether members who are not the owner may edit (the owner's checkbox; unticked sends nothing). */
export const MembersCanEditSchema = z.object({
  members_can_edit: z.preprocess(orRaw(readBoolean), z.boolean({ error: "Choose yes or no." })),
});

export const INVITE_ROLES = ["member", "admin"] as const;
/** A new invitation link's role; an admin's form sends none (only the owner may invite an admin). */
export const InviteSchema = z.object({
  role: z.enum(INVITE_ROLES, { error: "The role must be member or admin." }).default("member"),
});

/** The id of a row the page listed (an invitation, an account): a whole number the form carries. */
const listedId = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,15}$/, message)
    .transform(Number)
    .refine((id) => id > 0 && Number.isSafeInteger(id), message);

export const RevokeInviteSchema = z.object({ invite_id: listedId("Invitation not found.") });
export const RemoveUserSchema = z.object({ user_id: listedId("That account is not in your family.") });
