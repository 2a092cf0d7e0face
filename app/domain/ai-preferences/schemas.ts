// The AI planning preferences' one schema: the page's form and POST /api/ai/preferences both parse with
// it (docs/decisions/025-one-rule-one-place.md). It reads what either sends: a checkbox's 'on' or JSON's
// true, '3' or 3, a list as repeated fields, a JSON array or a comma-separated string; a choice in any
// letter case is stored as the spec spells it.
import { z } from "zod";
import { tagList } from "../household/schemas";
import { orRaw, readBoolean, readDecimal } from "../input-readers";
import {
  type AiPreferences,
  COMPLEXITY_LEVELS,
  CUISINE_CHOICES,
  DIET_TYPES,
  MEAL_TYPE_CHOICES,
  MEALS_PER_DAY,
  RESTRICTION_CHOICES,
} from "./constants";

const asList = (value: unknown): unknown => {
  if (value === undefined || value === null || value === "") return [];
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text.startsWith("[")) {
    try {
      return JSON.parse(text);
    } catch {
      return value;
    }
  }
  return text.split(",");
};

/** A list of the given choices: each at most once, in the order given, spelled as the choice. */
const choiceList = <C extends string>(label: string, choices: readonly C[]) =>
  z.preprocess(
    asList,
    z
      .array(z.string({ error: `Each ${label} entry must be text.` }), {
        error: `The ${label} field must be a list.`,
      })
      .max(choices.length * 2, `The ${label} field has too many entries.`)
      .transform((list, ctx) => {
        const chosen: C[] = [];
        for (const entry of list) {
          const wanted = entry.trim().toLowerCase();
          if (!wanted) continue;
          const choice = choices.find((c) => c.toLowerCase() === wanted);
          if (!choice) {
            ctx.addIssue({
              code: "custom",
              message: `${entry.trim().slice(0, 100)} is not one of the ${label} choices (${choices.join(", ")}).`,
            });
            continue;
          }
          if (!chosen.includes(choice)) chosen.push(choice);
        }
        return chosen;
      }),
  );

/** A switch: absent is off, as an unticked checkbox is (the API fills absent fields before parsing). */
const flag = (label: string) =>
  z.preprocess(orRaw(readBoolean), z.boolean({ error: `${label} must be true or false.` }));

/** A whole number: a JSON number or a plain decimal string ('3'); '0x3', '3e0' and ' 3 ' are refused. */
const wholeNumber = orRaw(readDecimal);

const MEALS_MESSAGE = `Meals per day must be a whole number from ${MEALS_PER_DAY.min} to ${MEALS_PER_DAY.max}.`;
const COMPLEXITY_MESSAGE = `Complexity must be ${COMPLEXITY_LEVELS.map((l) => `${l.value} (${l.label})`)
  .join(", ")
  .replace(/, ([^,]*)$/, " or $1")}.`;
const DIET_MESSAGE = `The diet type must be one of: ${DIET_TYPES.join(", ")}.`;

export const AiPreferencesSchema = z.object({
  default_diet_type: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
    z.enum(DIET_TYPES, { error: DIET_MESSAGE }),
  ),
  preferred_cuisines: choiceList("cuisine", CUISINE_CHOICES),
  dietary_restrictions: choiceList("dietary restriction", RESTRICTION_CHOICES),
  allergies: tagList("allergies"),
  disliked_ingredients: tagList("disliked ingredients"),
  preferred_meal_types: choiceList("meal type", MEAL_TYPE_CHOICES),
  meals_per_day: z.preprocess(
    wholeNumber,
    z
      .number({ error: MEALS_MESSAGE })
      .int(MEALS_MESSAGE)
      .min(MEALS_PER_DAY.min, MEALS_MESSAGE)
      .max(MEALS_PER_DAY.max, MEALS_MESSAGE),
  ),
  use_inventory: flag("Use inventory"),
  consider_leftovers: flag("Consider leftovers"),
  complexity_level: z.preprocess(
    wholeNumber,
    z.union([z.literal(1), z.literal(2), z.literal(3)], { error: COMPLEXITY_MESSAGE }),
  ),
}) satisfies z.ZodType<AiPreferences, unknown>;

/** The Reset to defaults form: it carries no field of its own. */
export const AiPreferencesResetSchema = z.object({});
