// The shapes of the JSON API as zod schemas, for the OpenAPI document (app/web/openapi.ts turns them into
// JSON Schema with z.toJSONSchema). Lists, limits and texts come from the domain, so the document says
// what the code enforces. Where the domain's own schema is plain JSON (RecipeImportSchema,
// PersonalNotesSchema's limit) the document uses it; where the domain reads a body loosely (aliases,
// numbers as strings, JSON in form fields) these schemas describe what a client may send.
// Plain data only: no server code, so tests and any layer above the domain may import it.
import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/domain/accounts/schemas";
import {
  COMPLEXITY_LEVELS,
  CUISINE_CHOICES,
  DEFAULT_AI_PREFERENCES,
  DIET_TYPES,
  MEAL_TYPE_CHOICES,
  MEALS_PER_DAY,
  RESTRICTION_CHOICES,
} from "~/domain/ai-preferences/constants";
import { ALLERGEN_CLASSES } from "~/domain/allergens";
import {
  COMMUNITY_CUISINES,
  COMMUNITY_PAGE_SIZE,
  COMMUNITY_SHOW,
  COMMUNITY_SORTS,
  REPORT_REASON_MAX,
  REVIEW_MAX,
  SEARCH_MAX,
} from "~/domain/community/constants";
import { IDEMPOTENCY_KEY_MAX } from "~/domain/idempotency";
import {
  LEFTOVER_SERVINGS,
  MEAL_TYPES,
  MONTHLY_OPTIONS,
  PORTION,
  RECURRING_PATTERNS,
  REMINDER,
  SERVINGS,
  TEXT_MAX,
  TITLE_MAX,
} from "~/domain/meal-plan/constants";
import { MEAL_EVENT_TYPES } from "~/domain/meal-plan/events";
import { NUTRIENT_MAX, NUTRIENTS, NUTRITION_SOURCES, type Nutrient } from "~/domain/nutrition/constants";
import { GOAL_RANGES, PRESET_NAMES } from "~/domain/nutrition/goals";
import { PERSONAL_NOTES_MAX, RECIPE_LIMITS } from "~/domain/recipes/constants";
import { RecipeImportSchema } from "~/domain/recipes/schemas";
import {
  CLEAR_CONFIRM_WORD,
  DELETE_CONFIRM_WORD,
  SUBSCRIPTION_STATUSES,
  THEME_CHOICES,
  UNIT_SYSTEMS,
} from "~/domain/settings/constants";
import { SUBSCRIPTION_ACTIONS } from "~/domain/settings/subscription";
import { PRIORITIES, SHOPPING_CATEGORIES, LIMITS as SHOPPING_LIMITS } from "~/domain/shopping/constants";

/** The schemas listed under components/schemas and referred to by name (`$ref`) everywhere else. */
export const COMPONENTS = new Map<z.core.$ZodType, string>();
const component = <T extends z.ZodType>(name: string, schema: T): T => {
  COMPONENTS.set(schema, name);
  return schema;
};

const said = <T extends z.ZodType>(schema: T, description: string): T => schema.meta({ description });
const alias = (of: string) => `Alias of ${of}.`;
const nutrientMap = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(NUTRIENTS.map((n) => [n, value])) as Record<Nutrient, T>);

// ---------------------------------------------------------------------------------------------------
// Shared pieces

// Formats as words: the readers accept more than a strict pattern would say (ISO timestamps, 12-hour times).
export const DATE = z.string().meta({ format: "date", description: "A calendar date, yyyy-MM-dd." });
export const TIME = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
  .meta({ description: "24-hour HH:mm; 12-hour times ('6:30 pm') are accepted on input." });
export const MEAL_TYPE = z.enum(MEAL_TYPES).meta({ description: "Lowercase on output; any case on input." });
const DATE_TIME = z.string().meta({ format: "date-time" });

export const VERSION_FIELD = z.int().min(0).meta({
  description:
    "Optional: the meal version you last saw (or send If-Match). Stale → 409. Without it the change applies to the current version.",
});

/** {success: true, message?, data} with the given data schema and any extra top-level fields. */
export function ok(data: z.ZodType | null, extra: z.ZodRawShape = {}, message?: string) {
  return z.object({
    success: z.literal(true),
    message: (message ? z.string().meta({ examples: [message] }) : z.string()).optional(),
    ...(data ? { data: data.optional() } : {}),
    ...extra,
  });
}

/** Any JSON object, described in words (the calls outside the meal plan). */
export const loose = (description: string) => z.looseObject({}).meta({ description });

export const ErrorSchema = component("Error", z.object({ success: z.literal(false), message: z.string() }));
export const ValidationErrorSchema = component(
  "ValidationError",
  z.object({
    success: z.literal(false),
    message: said(z.string(), "The first message, and how many more."),
    errors: z.record(z.string(), z.array(z.string())),
  }),
);

// ---------------------------------------------------------------------------------------------------
// Parameters (query strings and headers, one object each)

export const MEAL_ID_DESCRIPTION =
  "The meal plan id, a positive integer. Anything else answers 404 with 'Invalid meal plan ID format' (not a whole number) or 'Invalid meal plan ID' (0 or negative).";

export const IfMatchHeader = z.object({
  "If-Match": said(
    z.string(),
    'The meal `version` you last saw ("3" or 3). A stale one answers 409 and changes nothing. The body\'s `version` wins when both are sent.',
  ).optional(),
});
export const IdempotencyKeyHeader = z.object({
  "Idempotency-Key": said(
    z.string().min(1).max(IDEMPOTENCY_KEY_MAX),
    `Up to ${IDEMPOTENCY_KEY_MAX} characters. Repeating a create with the same key answers the first result and stores nothing new; the same key with another body answers 422.`,
  ).optional(),
});

export const RangeQuery = z.object({
  start_date: said(DATE, "First day, yyyy-MM-dd (also startDate).").optional(),
  end_date: said(DATE, "Last day, inclusive (also endDate). At most 400 days after start_date.").optional(),
});

// ---------------------------------------------------------------------------------------------------
// Meal plans

const nutritionStrings = nutrientMap(z.string())
  .partial()
  .meta({
    description:
      "Per serving, with units; an unknown value reads '0 kcal' / '0g' (see nutrition_values for null).",
    examples: [{ calories: "250 kcal", protein: "12g", carbs: "30g", fat: "8g", fiber: "4g", sugar: "6g" }],
  });
const nutritionNumbers = nutrientMap(z.number().nullable())
  .partial()
  .meta({ description: "Per serving, as numbers (null: unknown)." });
const nutrientInput = z.union([
  z.number().min(0).max(NUTRIENT_MAX),
  said(z.string(), "'250 kcal', '12g', '12.5 g' or '1,200 kcal'."),
]);
export const NutritionInput = component(
  "NutritionInput",
  nutrientMap(nutrientInput)
    .partial()
    .meta({
      description: `Numbers ≥ 0 (at most ${NUTRIENT_MAX}), or strings with 'kcal' / 'g'. Empty or missing: unknown.`,
    }),
);

export const Meal = component(
  "Meal",
  z
    .object({
      id: z.int(),
      title: z.string(),
      meal_type: MEAL_TYPE,
      mealType: MEAL_TYPE,
      date: DATE,
      time: TIME,
      planned_time: TIME,
      recipe_id: z.int().nullable(),
      recipeId: z.int().nullable(),
      recipe_title: z.string().nullable(),
      recipeTitle: z.string().nullable(),
      recipe: z
        .object({ id: z.int(), title: z.string(), name: z.string(), servings: z.int().nullable() })
        .partial()
        .nullable(),
      description: z.string(),
      notes: z.string(),
      servings: said(
        z.number(),
        `${SERVINGS.min}–${SERVINGS.max}; leftovers ${LEFTOVER_SERVINGS.min}–${LEFTOVER_SERVINGS.max} in steps of ${LEFTOVER_SERVINGS.step}.`,
      ),
      family_member_ids: said(z.array(z.int()), "Empty: the whole family."),
      familyMemberIds: z.array(z.int()),
      for: said(z.array(z.string()), "The members' names; empty for everyone."),
      portion_sizes: said(z.record(z.string(), z.int()), "Member id → percent."),
      portionSizes: z.record(z.string(), z.int()),
      is_leftover: z.boolean(),
      isLeftover: z.boolean(),
      original_meal_id: z.int().nullable(),
      originalMealId: z.int().nullable(),
      series_id: said(z.int(), "The recurring series this meal belongs to.").nullable(),
      reminder: z.boolean(),
      reminder_minutes: z.int().nullable(),
      reminderMinutes: z.int().nullable(),
      prepared: z.boolean(),
      is_prepared: z.boolean(),
      isPrepared: z.boolean(),
      dishes: said(
        z.array(
          z
            .object({
              id: z.int(),
              title: z.string(),
              recipe_id: z.int().nullable(),
              recipe_title: z.string().nullable(),
            })
            .partial(),
        ),
        "Extra dishes of the entry (add-meal).",
      ),
      nutrition: nutritionStrings.nullable(),
      nutrition_values: nutritionNumbers.nullable(),
      nutrition_source: z.enum(NUTRITION_SOURCES).nullable(),
      hasManualNutrition: z.boolean(),
      isAIGenerated: z.boolean(),
      version: said(z.int(), "The meal's stream version; send it back with a change."),
      user_id: said(z.int(), "Who planned it.").nullable(),
      updated_at: DATE_TIME,
    })
    .partial()
    .required({
      id: true,
      title: true,
      meal_type: true,
      date: true,
      time: true,
      servings: true,
      version: true,
    }),
);

const idList = z.union([
  z.array(z.int()),
  said(z.string(), "A JSON array ('[1,2]') or a comma-separated list ('1,2')."),
]);
const portionMap = said(
  z.union([
    z.record(z.string(), z.union([z.int(), z.string()])),
    said(z.string(), "The same map as a JSON string."),
  ]),
  `Member id (or name) → whole percent ${PORTION.min}–${PORTION.max}. A listed member without one gets their default_portion_size, else ${PORTION.default}.`,
);

const mealFields = {
  title: said(
    z.string(),
    `Required unless recipe_id is given (then the recipe's title is used). At most ${TITLE_MAX} characters.`,
  ),
  meal_type: z
    .string()
    .meta({ description: `${MEAL_TYPES.join(", ")}, any case; missing → other.`, examples: ["Dinner"] }),
  mealType: said(z.string(), alias("meal_type")),
  type: said(z.string(), alias("meal_type")),
  date: DATE,
  time: said(
    z.string(),
    "HH:mm, H:mm, HH:mm:ss or h:mm AM/PM; missing → the household's default time for the type.",
  ),
  planned_time: said(z.string(), alias("time")),
  recipe_id: said(z.int(), "A recipe the caller can see.").nullable(),
  recipeId: said(z.int(), alias("recipe_id")).nullable(),
  description: z.string().max(TEXT_MAX),
  notes: z.string().max(TEXT_MAX),
  servings: said(
    z.union([z.number(), z.string()]),
    `${SERVINGS.min}–${SERVINGS.max} whole (default ${SERVINGS.default}); a leftover ${LEFTOVER_SERVINGS.min}–${LEFTOVER_SERVINGS.max} in steps of ${LEFTOVER_SERVINGS.step}.`,
  ),
  family_member_ids: idList,
  familyMemberIds: idList,
  attendees: idList,
  for: said(
    z.union([
      z.array(z.union([z.int(), z.string(), z.object({ id: z.int(), name: z.string() }).partial()])),
      z.string(),
    ]),
    "Member names or ids.",
  ),
  portion_sizes: portionMap,
  portionSizes: portionMap,
  reminder: said(z.boolean(), "Remind before the meal."),
  reminder_minutes: said(
    z.int().min(REMINDER.min).max(REMINDER.max),
    `At least ${REMINDER.min}, at most a week; default ${REMINDER.default}.`,
  ),
  reminderMinutes: said(z.int(), alias("reminder_minutes")),
  nutrition: NutritionInput,
  manualNutrition: NutritionInput,
};

export const MealCreate = component(
  "MealCreate",
  z
    .object({
      ...mealFields,
      is_leftover: said(z.boolean(), "With original_meal_id: plan leftovers of that meal."),
      isLeftover: said(z.boolean(), alias("is_leftover")),
      original_meal_id: z.int().nullable(),
      originalMealId: z.int().nullable(),
      is_recurring: said(z.boolean(), "Plan a series of meals."),
      recurring_pattern: z.enum(RECURRING_PATTERNS),
      recurring_days: said(z.array(z.int().min(0).max(6)), "Custom: weekdays, 0 = Sunday."),
      monthly_option: z.enum(MONTHLY_OPTIONS),
      end_date: said(z.string(), "yyyy-MM-dd, not before date; null or missing: a year ahead.").nullable(),
      idempotency_key: said(
        z.string(),
        "Forms: the idempotency key as a field (or send the Idempotency-Key header).",
      ),
    })
    .partial()
    .required({ date: true })
    .meta({ description: "Unknown fields are ignored. Every alias in docs/api.md is accepted." }),
);

export const MealUpdate = component(
  "MealUpdate",
  z
    .object({ ...mealFields, version: VERSION_FIELD, user_id: said(z.int(), "Accepted and ignored.") })
    .partial()
    .meta({ description: "Only the fields sent change; the date is kept unless it is sent." }),
);

export const Move = component(
  "Move",
  z
    .object({
      date: DATE,
      newDate: DATE,
      meal_type: MEAL_TYPE,
      mealType: MEAL_TYPE,
      newMealType: MEAL_TYPE,
      time: said(z.string(), "Missing: kept for the same type, else the new type's default time.").nullable(),
      version: VERSION_FIELD,
    })
    .partial()
    .meta({
      description:
        "The new date (date or newDate) and meal type (meal_type, mealType or newMealType) are required.",
    }),
);

export const HistoryEntry = component(
  "HistoryEntry",
  z
    .object({
      position: said(z.int(), "Global order of commit in the household's log."),
      version: said(z.int(), "The meal's version after this event."),
      type: z.enum(MEAL_EVENT_TYPES),
      recorded_at: DATE_TIME,
      actor: z.object({ id: z.int(), name: z.string() }).partial().nullable(),
      source: z.enum(["web", "api", "ai", "system"]),
      request_id: z.string().nullable(),
      changes: said(
        z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() }).partial()),
        "MealChanged and MealMoved: field → {from, to}.",
      ),
      data: loose("The other events: what they recorded."),
    })
    .partial()
    .required({ position: true, type: true, recorded_at: true, source: true }),
);

export const DayNutrition = component(
  "DayNutrition",
  z
    .object({
      ...nutrientMap(z.number()).shape,
      meals: said(z.int(), "Meals on the day."),
      missing: said(z.boolean(), "Some meal of the day has no nutrition."),
    })
    .partial()
    .meta({ description: "One serving of each meal of the day and its extra dishes." }),
);

export const rangeMeta = z.object({ start_date: DATE, end_date: DATE, total: z.int() }).partial();

export const mealNutrition = z.intersection(
  nutritionStrings,
  z
    .object({ values: nutritionNumbers.nullable(), source: z.string().nullable(), servings: z.number() })
    .partial(),
);

export const NutritionPut = z.intersection(
  NutritionInput,
  z.object({ source: said(z.enum(["manual", "ai"]), "Default manual."), version: VERSION_FIELD }).partial(),
);

export const AddDish = z
  .object({
    title: said(z.string(), `Required unless a recipe is given. At most ${TITLE_MAX} characters.`),
    name: said(z.string(), alias("title")),
    recipe_id: z.int().nullable(),
    recipeId: z.int().nullable(),
    version: VERSION_FIELD,
  })
  .partial();

export const MealOwnership = z
  .object({
    meal_id: z.int(),
    exists: z.boolean(),
    removed: z.boolean(),
    household_id: z.int().nullable(),
    caller_household_id: z.int(),
    owned_by_caller: z.boolean(),
  })
  .partial();

// ---------------------------------------------------------------------------------------------------
// Accounts, family, recipes, admin

export const User = z
  .object({ id: z.int(), name: z.string(), email: z.string(), role: z.enum(["admin", "member"]) })
  .partial();
export const TokenAnswer = z
  .object({ token: z.string(), token_type: z.literal("Bearer"), expires_at: z.string(), user: User })
  .partial();
export const Register = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  password_confirmation: z.string(),
});
export const Login = z.object({ email: z.string(), password: z.string(), remember: z.boolean().optional() });
export const Profile = z.object({
  name: z.string(),
  email: z.string(),
  current_password: z.string().optional().meta({ description: "Required when the email changes." }),
});
export const AdminUserCreate = z
  .object({
    name: z.string(),
    email: z.string(),
    password: z.string(),
    password_confirmation: z.string(),
    role: z.string(),
  })
  .partial();
export const AdminUserUpdate = AdminUserCreate;
export const Flag = z
  .object({
    id: z.int(),
    name: z.string(),
    key: z.string(),
    description: z.string(),
    enabled_for: z.array(z.string()),
  })
  .partial();
export const FlagBody = Flag.omit({ id: true });

export const Member = loose(
  "A family member: id, name, age, relationship, gender, activity_level, default_portion_size, allergies, allergen_classes (the allergen classes the allergies name: milk, egg, fish, crustacean, mollusc, tree_nut, peanut, gluten, soy, sesame, celery, mustard, lupin, sulphite), unrecognised_allergies (allergies not recognised as an allergen: matched by name only), dietary_preferences, disliked_ingredients, health_conditions, favorite_meals, is_primary, height, weight, avatar.",
);
export const MemberBody = loose(
  "name, age, relationship, gender, activity_level, default_portion_size, allergies, dietary_preferences, disliked_ingredients, health_conditions, favorite_meals, is_primary, height, weight, avatar (client-shape camelCase names accepted).",
);
export const Family = loose("{id, name, user_role, family: {id, name}, …}");
export const FamilyName = z.object({ name: z.string() });
export const FamilyOptions = loose(
  "{allergies, dietaryPreferences, dislikes, healthConditions, favoriteMeals, timeZone} (also snake_case). timeZone: an IANA name the server lists (Intl.supportedValuesOf('timeZone')), or null for the server's zone; an unlisted name is a 422.",
);
export const Dietary = loose(
  "{dietary_preferences, allergies, disliked_ingredients, health_conditions, favorite_meals}",
);
export const FamilyPermissions = z
  .object({
    is_member_of_family: z.boolean(),
    user_role: z.string(),
    can_manage_members: z.boolean(),
    can_rename: z.boolean(),
    can_invite: z.boolean(),
    can_manage_users: z.boolean(),
  })
  .partial();
export const MemberPermissions = z
  .object({ is_member_of_family: z.boolean(), can_edit: z.boolean(), user_role: z.string() })
  .partial();
export const FamilyAccess = z
  .object({
    family_id: z.int(),
    exists: z.boolean(),
    users: z.int(),
    members: z.int(),
    caller_household_id: z.int(),
  })
  .partial();
export const AuthStatus = loose(
  "{authenticated, via, user, has_session_cookie, has_bearer_token, has_csrf_header, server_time}",
);

export const Recipe = loose(
  "A recipe: id, name, title, description, instructions, steps, prep_time, cook_time, total_time (minutes; null when unknown), servings, difficulty_level, cuisine_type, meal_type, category, tags, image, is_public, is_favorite, average_rating, rating_count, notes, nutrition_info, nutrition, nutrition_source, ingredients, author, is_starter, can_edit, allergens (the allergen classes it holds; null: not read yet, so unknown), allergen_check_lines (ingredient lines to check on the label; null: not read yet), source_url, licence, my_rating, user_notes, plus prepTime, cookTime, difficulty, cuisine, rating, reviews, isFavorite.",
);
export const RecipeBody = loose(
  `name, description, instructions (text with blank lines between steps, or a list), prep_time, cook_time, servings, difficulty_level, cuisine_type, meal_type, category, tags, is_public, notes, nutrition_info, ingredients [{name, quantity, unit, category, notes}] or lines, image (data URL or http(s) URL). Texts up to ${RECIPE_LIMITS.text} characters.`,
);
export const RecipesQuery = z.object({
  search: said(z.string(), "Words in the name, description or ingredients.").optional(),
  cuisine: said(z.string(), "A cuisine.").optional(),
  meal_type: said(z.string(), "A meal type.").optional(),
  difficulty: said(z.string(), "Easy, Medium or Hard.").optional(),
  scope: said(z.enum(["all", "mine", "favorites"]), "all, mine or favorites.").optional(),
  sort: said(
    z.enum(["name", "cuisine", "meal_type", "time", "difficulty", "rating", "newest"]),
    "name, cuisine, meal_type, time, difficulty, rating or newest.",
  ).optional(),
  direction: said(z.enum(["asc", "desc"]), "asc or desc.").optional(),
  page: said(z.int(), "From 1.").optional(),
  per_page: said(z.int(), "At most 100.").optional(),
});
export const Rating = z.object({ rating: z.int().min(0).max(5).nullable() });
export const RatingAnswer = z
  .object({ average_rating: z.number().nullable(), rating_count: z.int(), my_rating: z.int().nullable() })
  .partial();
export const NotesAnswer = z.object({ notes: z.string() }).partial();
/** PersonalNotesSchema's limit (its reader also takes a missing value as empty). */
export const NotesBody = z.object({ notes: z.string().max(PERSONAL_NOTES_MAX) });
/** The domain's own schema: the import form and the API read the address with it. */
export const RecipeImport = RecipeImportSchema.extend({
  url: RecipeImportSchema.shape.url.meta({ format: "uri" }),
});
export const RecipeNutrition = z.intersection(
  nutritionStrings,
  z.object({ values: nutritionNumbers, source: z.string().nullable(), servings: z.int() }).partial(),
);
export const AddToCollection = z.object({
  recipe: loose(
    "title, description, ingredients, instructions, prepTime, cookTime, servings, difficulty, cuisine, type, nutrition, image",
  ),
});
export const IngredientLines = z.object({
  lines: said(z.array(z.string().max(RECIPE_LIMITS.ingredientLine)), `1–${RECIPE_LIMITS.ingredients} lines.`),
});
export const ParsedIngredient = z
  .object({
    original: z.string(),
    quantity: z.number().nullable(),
    quantity_max: z.number().nullable(),
    unit: z.string().nullable(),
    name: z.string(),
    note: z.string().nullable(),
    allergens: z
      .array(z.enum(ALLERGEN_CLASSES))
      .meta({ description: "The allergen classes the line holds." }),
    check_label: z.boolean().meta({
      description:
        "The line could not be read with confidence (a packaged or branded product): check its label.",
    }),
  })
  .partial();
export const Health = z.object({ status: z.string(), db: z.string(), version: z.string() }).partial();

// --- nutrition ---------------------------------------------------------------------------------------

const goal = (n: Nutrient) =>
  z.object({
    target: z.number().min(GOAL_RANGES[n].min).max(GOAL_RANGES[n].max),
    unit: z.string(),
    ...(n === "sugar"
      ? { maxValue: z.literal(true) }
      : n === "carbs"
        ? {
            maxValue: said(z.literal(true).optional(), "A ceiling when the target is under 130 g (ADR 068)."),
          }
        : {}),
  });
/** A user's daily goals: a target per nutrient, sugar's a ceiling (maxValue), carbs' too when low. */
export const NutritionGoals = z.object(
  Object.fromEntries(NUTRIENTS.map((n) => [n, goal(n)])) as Record<Nutrient, ReturnType<typeof goal>>,
);
/** The body of POST /api/nutrition/goals: any of the six, as a number or {target}; the rest is kept. */
export const NutritionGoalsBody = z
  .object(
    Object.fromEntries(
      NUTRIENTS.map((n) => {
        const { min, max } = GOAL_RANGES[n];
        const target = z.number().min(min).max(max);
        return [n, z.union([target, z.object({ target })])];
      }),
    ) as Record<string, z.ZodType>,
  )
  .partial();
export const NutritionGoalsExtra = {
  preset: z.enum(PRESET_NAMES).nullable().meta({ description: "The preset every target matches, if any." }),
  saved: z.boolean().meta({ description: "False while the defaults apply." }),
};

const CalculateItem = z.union([
  z.string().meta({ examples: ["2 cups flour"] }),
  z.object({
    name: z.string(),
    quantity: z.number().min(0).nullable().optional(),
    unit: z.string().nullable().optional(),
    food_id: z
      .string()
      .nullable()
      .optional()
      .meta({ description: "A food's NDB number, chosen by the user." }),
  }),
]);
/** The body of the calculation calls: ingredient lines or {name, quantity, unit}, and the servings. */
export const CalculateBody = z.object({
  ingredients: z.array(CalculateItem).min(1).max(100),
  servings: z.int().min(1).max(100).optional().meta({ description: "Divide by this (default 1)." }),
});
const nullableNumber = z.number().nullable();
export const CalculatedNutrition = z.object({
  calories: nullableNumber,
  protein: nullableNumber,
  carbs: nullableNumber,
  fat: nullableNumber,
  fiber: nullableNumber,
  sugar: nullableNumber,
  saturated_fat: nullableNumber,
  sodium: nullableNumber.meta({ description: "Milligrams." }),
  servings: z.int(),
  per: z.literal("serving"),
  ingredients: z.array(
    z.object({
      name: z.string(),
      food: z.object({ ndb_no: z.string(), description: z.string() }).nullable(),
      grams: nullableNumber,
      status: z.enum(["counted", "unmatched", "no-amount", "no-conversion"]),
      via: z.string().nullable(),
      estimated: z.boolean(),
    }),
  ),
  not_counted: z.array(z.string()),
  needs_checking: z
    .object({ reasons: z.array(z.string()), lines: z.array(z.string()) })
    .nullable()
    .meta({ description: "Figures no serving can hold: why, and the lines to check; null when believable." }),
});
export const AiNutrition = z.object(
  Object.fromEntries(NUTRIENTS.map((n) => [n, z.int()])) as Record<Nutrient, z.ZodInt>,
);

// ---------------------------------------------------------------------------------------------------
// Nutrition reports and generation

const nutrientNumbers = nutrientMap(z.number());
const memberQuery = said(
  z.int().min(1),
  "A family member of your household: their portions (a 404 for anyone else's).",
).optional();
/** The period of the summary and the trends (the dates are required; at most 366 days). */
export const ReportRangeQuery = z.object({
  start_date: said(DATE, "First day, yyyy-MM-dd."),
  end_date: said(DATE, "Last day, inclusive; at most 366 days after start_date."),
  member_id: memberQuery,
});
export const DailyReportQuery = z.object({ date: DATE, member_id: memberQuery });
export const WeeklyReportQuery = z.object({
  start_date: said(DATE, "The first of the seven days."),
  member_id: memberQuery,
});
export const TrendsQuery = ReportRangeQuery.extend({
  nutrient: z.enum(NUTRIENTS).optional().meta({ description: "Default calories." }),
});
/** The analysis of a period: the analysis screen's figures (docs/product.md#nutrition-analysis). */
export const NutritionSummary = component(
  "NutritionSummary",
  z.object({
    start_date: DATE,
    end_date: DATE,
    member_id: z.int().nullable(),
    days_with_entries: said(z.int(), "Days with at least one meal: the averages' divisor."),
    entries: said(z.int(), "Meals in the period."),
    average: said(nutrientNumbers, "Daily averages over the days with meals."),
    macro_calories: z.object({ protein: z.number(), carbs: z.number(), fat: z.number() }),
    progress: z.array(
      z.object({
        nutrient: z.enum(NUTRIENTS),
        value: z.number(),
        target: z.number(),
        unit: z.string(),
        percent: said(z.number(), "Of the target, uncapped."),
        bar: said(z.number(), "The bar's width, at most 100."),
        colour: z.enum(["red", "yellow", "green"]),
        status: said(
          z.string(),
          "'goal reached', 'close', 'progress', 'below target'; for a limit (sugar; carbs under 130 g) 'over the limit', 'near', 'within limit'.",
        ),
      }),
    ),
    top_sources: said(
      nutrientMap(z.array(z.object({ title: z.string(), value: z.number() }))),
      "Per nutrient, the top 5 meal titles by summed value.",
    ),
    insights: z.array(z.object({ kind: z.enum(["positive", "negative", "info"]), text: z.string() })),
    meal_types: z.array(
      z.object({
        meal_type: z.string(),
        calories: z.number(),
        protein: z.number(),
        carbs: z.number(),
        fat: z.number(),
      }),
    ),
    days: z.array(z.intersection(nutrientNumbers, z.object({ date: DATE, missing: z.boolean() }))),
    goals: NutritionGoals,
    preset: NutritionGoalsExtra.preset,
  }),
);
export const DailyReport = z.intersection(z.object({ date: DATE }), NutritionSummary);
export const NutritionTrend = z.object({
  start_date: DATE,
  end_date: DATE,
  member_id: z.int().nullable(),
  nutrient: z.enum(NUTRIENTS),
  unit: z.string(),
  target: said(z.number(), "Your daily goal for the nutrient."),
  average: z.number(),
  days: z.array(z.object({ date: DATE, value: z.number(), missing: z.boolean() })),
});
export const GenerateNutritionBody = z.object({ start_date: DATE, end_date: DATE });
export const GeneratedNutrition = z.object({
  start_date: DATE,
  end_date: DATE,
  filled: said(z.array(z.int()), "The meals that got nutrition (MealNutritionSet, source 'computed')."),
  skipped: z.array(
    z.object({
      meal_id: z.int(),
      title: z.string(),
      date: DATE,
      reason: z.enum(["no-recipe", "recipe-not-found", "no-ingredients", "nothing-counted"]),
    }),
  ),
});

// AI planning preferences (docs/product.md#ai-assistant): the fields, choices and defaults from the domain.
const aiPreferenceFields = {
  default_diet_type: z.enum(DIET_TYPES).meta({ default: DEFAULT_AI_PREFERENCES.default_diet_type }),
  preferred_cuisines: z.array(z.enum(CUISINE_CHOICES)).meta({ default: [] }),
  dietary_restrictions: z.array(z.enum(RESTRICTION_CHOICES)).meta({ default: [] }),
  allergies: z.array(z.string().max(100)).max(50).meta({ default: [] }),
  disliked_ingredients: z.array(z.string().max(100)).max(50).meta({ default: [] }),
  preferred_meal_types: z.array(z.enum(MEAL_TYPE_CHOICES)).meta({ default: [] }),
  meals_per_day: z
    .int()
    .min(MEALS_PER_DAY.min)
    .max(MEALS_PER_DAY.max)
    .meta({ default: MEALS_PER_DAY.default }),
  use_inventory: z.boolean().meta({ default: true }),
  consider_leftovers: z.boolean().meta({ default: true }),
  complexity_level: z
    .union(COMPLEXITY_LEVELS.map((level) => z.literal(level.value).meta({ description: level.label })))
    .meta({ default: DEFAULT_AI_PREFERENCES.complexity_level }),
};
export const AiPreferences = z.object(aiPreferenceFields);
/** The body of POST /api/ai/preferences: the whole object (a field left out keeps its value). */
export const AiPreferencesBody = z.object(aiPreferenceFields).partial().meta({
  description: "Choices are matched in any letter case; a list may also be a comma-separated string.",
});
export const AiPreferencesExtra = {
  saved: z.boolean().meta({ description: "False while the defaults apply." }),
};
// ---------------------------------------------------------------------------------------------------
// Shopping (docs/product.md#shopping-list)

const PRICE = z.number().min(0).max(SHOPPING_LIMITS.priceMax).meta({ description: "At most 2 decimals." });
export const ShoppingItem = component(
  "ShoppingItem",
  z.object({
    id: z.int(),
    listId: z.int(),
    name: z.string(),
    quantity: z.number(),
    unit: z.string().nullable(),
    category: z.enum(SHOPPING_CATEGORIES),
    estimatedPrice: z.number().nullable(),
    actualPrice: z.number().nullable(),
    purchased: z.boolean(),
    priority: said(z.int(), "0 normal, above 0 high."),
    notes: z.string().nullable(),
    sourceMealId: said(
      z.int().nullable(),
      "The first planned meal the item was generated for (every one is in sourceMealIds).",
    ),
    sourceMealIds: said(
      z.array(z.int()),
      "Every planned meal the item was generated for, in plan order; empty for an item added by hand or from a recipe.",
    ),
    sourceRecipeId: said(z.int().nullable(), "The recipe the item came from."),
  }),
);
export const ShoppingItemBody = component(
  "ShoppingItemBody",
  z.object({
    name: z.string().min(1).max(SHOPPING_LIMITS.nameMax),
    quantity: z.number().min(SHOPPING_LIMITS.quantityMin).max(SHOPPING_LIMITS.quantityMax).meta({
      description: "At most 2 decimals.",
    }),
    unit: z.string().max(SHOPPING_LIMITS.unitMax).nullable().optional(),
    category: z.enum(SHOPPING_CATEGORIES).optional().meta({ description: "Default Other." }),
    estimatedPrice: PRICE.nullable().optional(),
    actualPrice: said(PRICE.nullable(), "Left empty when purchased: the estimated price.").optional(),
    purchased: z.boolean().optional(),
    priority: said(
      z.union([z.int().min(0).max(10), z.enum(PRIORITIES)]),
      "0 or normal; above 0 or high.",
    ).optional(),
    notes: z.string().max(SHOPPING_LIMITS.notesMax).nullable().optional(),
  }),
);
export const ShoppingItemUpdate = said(
  ShoppingItemBody.partial(),
  "The fields to change; the others keep their values.",
);
export const ShoppingToggleBody = z.object({
  purchased: said(z.boolean(), "The state to end in; without it the item flips.").optional(),
});
export const ShoppingList = component(
  "ShoppingList",
  z.object({
    id: z.int(),
    name: z.string(),
    budget: z.number().nullable(),
    isCurrent: said(z.boolean(), "One list of the household is current: the page's and the dashboard's."),
  }),
);
export const ShoppingListSummary = z.intersection(
  ShoppingList,
  z.object({ itemCount: z.int(), openCount: said(z.int(), "Items not purchased yet.") }),
);
export const ShoppingListDetail = z.intersection(
  ShoppingList,
  z.object({
    items: z.array(ShoppingItem),
    summary: z.object({
      count: z.int(),
      percentComplete: said(z.int(), "Purchased over all items, rounded."),
      estimatedTotal: said(z.number(), "The sum of the estimated prices, to 2 decimals."),
    }),
    budgetStatus: said(
      z.object({ spent: z.number(), remaining: z.number(), low: z.boolean() }).nullable(),
      "Spent: purchased items' actual price, else estimate. Remaining: budget − spent, at least 0. Low: 20 % of the budget or less left. Null without a budget.",
    ),
  }),
);
export const ShoppingListBody = z.object({
  name: z.string().min(1).max(SHOPPING_LIMITS.listNameMax),
  budget: z.number().min(0).max(SHOPPING_LIMITS.budgetMax).nullable().optional(),
  current: said(z.boolean(), "Make it the current list.").optional(),
});
// ---------------------------------------------------------------------------------------------------
// Community (docs/product.md#community)

export const CommunityRecipe = component(
  "CommunityRecipe",
  z.object({
    id: z.int(),
    title: z.string(),
    description: z.string(),
    userName: said(z.string(), "The author's name."),
    userAvatar: said(z.string(), "The author's initials (no pictures of people are stored)."),
    rating: said(z.number(), "Average stars, one decimal; 0 when unrated."),
    ratingCount: z.int(),
    saves: said(z.int(), "How many people saved it."),
    isFeatured: z.boolean(),
    isSaved: said(z.boolean(), "Saved by the caller."),
    cuisine: z.string(),
    cookTime: z.int().nullable(),
    totalTime: z.int().nullable(),
    image: z.string().nullable(),
    isStarter: z.boolean(),
    isOwn: said(z.boolean(), "Shared by the caller's household."),
  }),
);
export const CommunityQuery = z.object({
  search: said(
    z.string().max(SEARCH_MAX),
    "Words in the name, description, an ingredient or the author.",
  ).optional(),
  cuisine: said(z.enum(COMMUNITY_CUISINES), "A cuisine group; anything else: all.").optional(),
  sort: said(z.enum(COMMUNITY_SORTS), "popular (saves, the default), recent or rating.").optional(),
  show: said(z.enum(COMMUNITY_SHOW), "all (default), featured or saved.").optional(),
  page: said(
    z.int().min(1),
    `From 1; ${COMMUNITY_PAGE_SIZE} a page; past the end: the last page.`,
  ).optional(),
});
export const SaveAnswer = z.object({ isSaved: z.boolean(), saves: z.int() });
export const CommunityReview = z.object({
  rating: z.int().min(1).max(5),
  review: said(z.string().max(REVIEW_MAX), "Optional; left out keeps the review written before.").optional(),
});
export const CommunityReviewAnswer = z.object({
  rating: z.number(),
  ratingCount: z.int(),
  myRating: z.int(),
  myReview: z.string(),
});
export const CommunityReport = z.object({ reason: z.string().max(REPORT_REASON_MAX).optional() });
export const ShareAnswer = z.object({ id: z.int(), is_public: z.boolean(), isPublic: z.boolean() });
export const FeatureAnswer = z.object({ id: z.int(), is_featured: z.boolean(), isFeatured: z.boolean() });
// --------------------------------------------------------------------------------------- settings
export const PasswordChange = z.object({
  current_password: z.string(),
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
  password_confirmation: z.string(),
});
export const PasswordChanged = z.object({ sessions_signed_out: z.int(), tokens_revoked: z.int() });
const Notifications = z.object({ recipes: z.boolean(), meal_plans: z.boolean(), inventory: z.boolean() });
export const Preferences = z.object({
  units: z.enum(UNIT_SYSTEMS),
  theme: z.enum(THEME_CHOICES),
  notifications: Notifications,
});
/** GET /api/notifications (ADR 056): the kinds the caller has on, each a few lines and a count of the rest. */
export const NotificationFeed = z.object({
  groups: z.array(
    z.object({
      kind: z.enum(["inventory", "meal_plans", "recipes"]),
      title: z.string(),
      lines: z.array(z.object({ text: z.string(), href: z.string() })),
      more: z.int().min(0),
    }),
  ),
});
export const PreferencesChange = z.object({
  units: z.enum(UNIT_SYSTEMS).optional(),
  theme: z.enum(THEME_CHOICES).optional(),
  notifications: Notifications.partial().optional(),
});
export const SessionInfo = z.object({
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  user_agent: z.string().nullable(),
  remember: z.boolean(),
  current: z.boolean(),
});
export const TokenInfo = z.object({
  id: z.int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string(),
  current: z.boolean(),
});
export const TokenCreate = z.object({ name: z.string().min(1).max(100) });
export const TokenCreated = z.object({
  id: z.int(),
  name: z.string(),
  token: z.string(),
  expires_at: z.string(),
});
export const SubscriptionInfo = z.object({
  plan: z.string(),
  price: z.number(),
  currency: z.string(),
  interval: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  trial_ends_at: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  trial_ended: z.boolean(),
  family_size: z.int(),
  included_members: z.int(),
  extra_members: z.int(),
  extra_member_price: z.number(),
  extra_charge: z.number(),
  total: z.number(),
  actions: z.array(z.enum(SUBSCRIPTION_ACTIONS)),
  can_change: z.boolean(),
  canUpgrade: z.boolean(),
  payment_provider: z.null().meta({ description: "No payment provider is connected: nothing is charged." }),
});
export const SubscriptionChange = z.object({ action: z.enum(SUBSCRIPTION_ACTIONS) });
export const HouseholdExport = z
  .object({
    format: z.string(),
    exported_at: z.string(),
    household: z.record(z.string(), z.unknown()),
    accounts: z.array(z.record(z.string(), z.unknown())),
    family: z.array(z.record(z.string(), z.unknown())),
    recipes: z.array(z.record(z.string(), z.unknown())),
    meal_plans: z.array(z.record(z.string(), z.unknown())),
    meal_log: z.array(z.record(z.string(), z.unknown())),
    inventory_items: z.array(z.record(z.string(), z.unknown())),
    shopping_lists: z.array(z.record(z.string(), z.unknown())),
    settings: z.record(z.string(), z.unknown()),
    recipe_ratings: said(
      z.array(z.record(z.string(), z.unknown())),
      "The members' ratings and reviews, each with `recipe_name` (the community's recipes are not in the file).",
    ),
    community_reports: said(
      z.array(z.record(z.string(), z.unknown())),
      "The reports the members filed, with their status; who settled them is left out.",
    ),
    ai_preferences: z.array(z.record(z.string(), z.unknown())),
    ai_meal_plans: said(
      z.array(z.record(z.string(), z.unknown())),
      "The caller's own, not the other accounts'.",
    ),
    ai_messages: said(
      z.array(z.record(z.string(), z.unknown())),
      "The caller's own chat with the assistant.",
    ),
    pantry_changes: z.array(z.record(z.string(), z.unknown())),
    household_invites: said(z.array(z.record(z.string(), z.unknown())), "Without their token digests."),
    recipe_images: said(z.array(z.record(z.string(), z.unknown())), "Each picture's facts, not its bytes."),
  })
  .meta({ description: "Each meal plan carries `history`: the events of its stream, oldest first." });
export const AccountDelete = z.object({
  confirmation: z.literal(DELETE_CONFIRM_WORD),
  current_password: z.string(),
});
export const ClearData = z.object({
  confirmation: said(z.string(), `${CLEAR_CONFIRM_WORD} (in capitals or not), as the Advanced tab asks.`),
});
export const ClearDataAnswer = z.object({
  household_id: said(z.int(), "The new, empty household the account now belongs to."),
});
