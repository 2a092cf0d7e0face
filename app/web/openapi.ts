// The OpenAPI 3.1 description of every JSON call, served at GET /api/openapi.json. docs/api.md is the
// prose reference; this is the machine-readable one. The meal-plan calls are described in full (their
// aliases, answers and error codes, DECISIONS D8 and D9); the others by their bodies and answers.
// Plain data only: no server code, so it can be imported anywhere (and checked by tests).
import { URL_MAX } from "~/domain/recipes/constants";

type Json = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const str = (description?: string, extra: Json = {}) => ({
  type: "string",
  ...(description ? { description } : {}),
  ...extra,
});
const int = (description?: string, extra: Json = {}) => ({
  type: "integer",
  ...(description ? { description } : {}),
  ...extra,
});
const num = (description?: string, extra: Json = {}) => ({
  type: "number",
  ...(description ? { description } : {}),
  ...extra,
});
const bool = (description?: string) => ({ type: "boolean", ...(description ? { description } : {}) });
const nullable = (schema: Json) => ({ anyOf: [schema, { type: "null" }] });
const arrayOf = (items: Json, description?: string) => ({
  type: "array",
  items,
  ...(description ? { description } : {}),
});
const obj = (properties: Json, required: string[] = [], description?: string) => ({
  type: "object",
  properties,
  ...(required.length ? { required } : {}),
  ...(description ? { description } : {}),
});
/** Any JSON object, described in words (the calls outside the meal plan). */
const loose = (description: string) => ({ type: "object", description, additionalProperties: true });

const DATE = str("A calendar date, yyyy-MM-dd.", { format: "date" });
const TIME = str("24-hour HH:mm; 12-hour times ('6:30 pm') are accepted on input.", {
  pattern: "^([01]\\d|2[0-3]):[0-5]\\d$",
});
const MEAL_TYPES = ["breakfast", "brunch", "lunch", "dinner", "snack", "dessert", "other"];
const MEAL_TYPE = str("Lowercase on output; any case on input.", { enum: MEAL_TYPES });

/** {success: true, message?, data} with the given data schema. */
const ok = (data: Json | null, extra: Json = {}, message?: string) =>
  obj(
    {
      success: { const: true },
      message: message ? str(undefined, { examples: [message] }) : str(),
      ...(data ? { data } : {}),
      ...extra,
    },
    ["success"],
  );

const jsonAnswer = (description: string, schema: Json) => ({
  description,
  content: { "application/json": { schema } },
});

const ERROR_TEXT: Record<number, string> = {
  400: "The body is not a JSON object (or a form encoding).",
  401: "No, unknown, expired or revoked credentials.",
  403: "Signed in but not allowed.",
  404: "Unknown id, another household's id, or a removed item.",
  405: "Method not allowed (the `Allow` header lists the methods).",
  409: "The item changed since the version you sent; nothing was changed.",
  419: "A cookie-session request without the right X-CSRF-TOKEN.",
  422: "Invalid input: `errors` maps each field to its messages.",
  429: "Too many requests; see Retry-After.",
  503: "The database is down, restarting or not answering; try again after Retry-After (a create with the same Idempotency-Key is made once).",
};

const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [String(code), { $ref: `#/components/responses/Error${code}` }]));

/** The errors every signed-in call can answer; changes add 419 (cookie sessions). */
const READ_ERRORS = [401, 405];
const WRITE_ERRORS = [400, 401, 405, 419, 422];

type OperationSpec = {
  summary: string;
  description?: string;
  tags: string[];
  parameters?: Json[];
  body?: Json;
  bodyDescription?: string;
  answer?: Json;
  status?: number;
  answerDescription?: string;
  errors?: number[];
  public?: boolean;
  operationId?: string;
};

function op(spec: OperationSpec): Json {
  const status = String(spec.status ?? 200);
  return {
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...(spec.operationId ? { operationId: spec.operationId } : {}),
    tags: spec.tags,
    ...(spec.parameters ? { parameters: spec.parameters } : {}),
    ...(spec.body
      ? {
          requestBody: {
            required: true,
            ...(spec.bodyDescription ? { description: spec.bodyDescription } : {}),
            content: {
              "application/json": { schema: spec.body },
              "application/x-www-form-urlencoded": { schema: spec.body },
            },
          },
        }
      : {}),
    ...(spec.public ? { security: [] } : {}),
    responses: {
      [status]: jsonAnswer(spec.answerDescription ?? "Done.", spec.answer ?? ok(null)),
      // Any call may meet a database that is away (docs/decisions/018-database-faults.md).
      ...errors(...(spec.errors ?? READ_ERRORS), 503),
    },
  };
}

const pathId = (name: string, description: string) => ({
  name,
  in: "path",
  required: true,
  description,
  schema: { type: "integer", minimum: 1 },
});
const query = (name: string, description: string, schema: Json = str()) => ({
  name,
  in: "query",
  required: false,
  description,
  schema,
});
const header = (name: string, description: string, schema: Json = str()) => ({
  name,
  in: "header",
  required: false,
  description,
  schema,
});

const MEAL_ID = pathId(
  "id",
  "The meal plan id, a positive integer. Anything else answers 404 with 'Invalid meal plan ID format' (not a whole number) or 'Invalid meal plan ID' (0 or negative).",
);
const IF_MATCH = header(
  "If-Match",
  'The meal `version` you last saw ("3" or 3). A stale one answers 409 and changes nothing. The body\'s `version` wins when both are sent.',
);
const IDEMPOTENCY_KEY = header(
  "Idempotency-Key",
  "Up to 200 characters. Repeating a create with the same key answers the first result and stores nothing new; the same key with another body answers 422.",
  str(undefined, { maxLength: 200 }),
);
const VERSION_FIELD = int(
  "Optional: the meal version you last saw (or send If-Match). Stale → 409. Without it the change applies to the current version.",
  { minimum: 0 },
);

// ---------------------------------------------------------------------------------------------------
// Meal-plan schemas

const nutritionStrings = obj(
  {
    calories: str(undefined, { examples: ["250 kcal"] }),
    protein: str(undefined, { examples: ["12g"] }),
    carbs: str(undefined, { examples: ["30g"] }),
    fat: str(undefined, { examples: ["8g"] }),
    fiber: str(undefined, { examples: ["4g"] }),
    sugar: str(undefined, { examples: ["6g"] }),
  },
  [],
  "Per serving, with units; an unknown value reads '0 kcal' / '0g' (see nutrition_values for null).",
);
const nutritionNumbers = obj(
  Object.fromEntries(
    ["calories", "protein", "carbs", "fat", "fiber", "sugar"].map((k) => [k, nullable(num())]),
  ),
  [],
  "Per serving, as numbers (null: unknown).",
);
const nutrientInput = {
  anyOf: [
    num(undefined, { minimum: 0, maximum: 100000 }),
    str("'250 kcal', '12g', '12.5 g' or '1,200 kcal'."),
  ],
};
const nutritionInput = obj(
  Object.fromEntries(
    ["calories", "protein", "carbs", "fat", "fiber", "sugar"].map((k) => [k, nutrientInput]),
  ),
  [],
  "Numbers ≥ 0 (at most 100000), or strings with 'kcal' / 'g'. Empty or missing: unknown.",
);

const meal = obj(
  {
    id: int(),
    title: str(),
    meal_type: MEAL_TYPE,
    mealType: MEAL_TYPE,
    date: DATE,
    time: TIME,
    planned_time: TIME,
    recipe_id: nullable(int()),
    recipeId: nullable(int()),
    recipe_title: nullable(str()),
    recipeTitle: nullable(str()),
    recipe: nullable(obj({ id: int(), title: str(), name: str(), servings: nullable(int()) })),
    description: str(),
    notes: str(),
    servings: num("1–12; leftovers 0.5–12 in steps of 0.5."),
    family_member_ids: arrayOf(int(), "Empty: the whole family."),
    familyMemberIds: arrayOf(int()),
    for: arrayOf(str(), "The members' names; empty for everyone."),
    portion_sizes: { type: "object", additionalProperties: int(), description: "Member id → percent." },
    portionSizes: { type: "object", additionalProperties: int() },
    is_leftover: bool(),
    isLeftover: bool(),
    original_meal_id: nullable(int()),
    originalMealId: nullable(int()),
    series_id: nullable(int("The recurring series this meal belongs to.")),
    reminder: bool(),
    reminder_minutes: nullable(int()),
    reminderMinutes: nullable(int()),
    prepared: bool(),
    is_prepared: bool(),
    isPrepared: bool(),
    dishes: arrayOf(
      obj({ id: int(), title: str(), recipe_id: nullable(int()), recipe_title: nullable(str()) }),
      "Extra dishes of the entry (add-meal).",
    ),
    nutrition: nullable(nutritionStrings),
    nutrition_values: nullable(nutritionNumbers),
    nutrition_source: nullable(str(undefined, { enum: ["manual", "computed", "ai"] })),
    hasManualNutrition: bool(),
    isAIGenerated: bool(),
    version: int("The meal's stream version; send it back with a change (D9)."),
    user_id: nullable(int("Who planned it.")),
    updated_at: str(undefined, { format: "date-time" }),
  },
  ["id", "title", "meal_type", "date", "time", "servings", "version"],
);

const idList = {
  anyOf: [arrayOf(int()), str("A JSON array ('[1,2]') or a comma-separated list ('1,2').")],
};
const portionMap = {
  anyOf: [
    { type: "object", additionalProperties: { anyOf: [int(), str()] } },
    str("The same map as a JSON string."),
  ],
  description:
    "Member id (or name) → whole percent 0–200. A listed member without one gets their default_portion_size, else 100.",
};

const mealFields: Json = {
  title: str("Required unless recipe_id is given (then the recipe's title is used). At most 200 characters."),
  meal_type: str("breakfast, brunch, lunch, dinner, snack, dessert or other, any case; missing → other.", {
    examples: ["Dinner"],
  }),
  mealType: str("Alias of meal_type."),
  type: str("Alias of meal_type."),
  date: DATE,
  time: str("HH:mm, H:mm, HH:mm:ss or h:mm AM/PM; missing → the household's default time for the type."),
  planned_time: str("Alias of time."),
  recipe_id: nullable(int("A recipe the caller can see.")),
  recipeId: nullable(int("Alias of recipe_id.")),
  description: str(undefined, { maxLength: 5000 }),
  notes: str(undefined, { maxLength: 5000 }),
  servings: {
    anyOf: [num(), str()],
    description: "1–12 whole (default 4); a leftover 0.5–12 in steps of 0.5.",
  },
  family_member_ids: idList,
  familyMemberIds: idList,
  attendees: idList,
  for: {
    anyOf: [arrayOf({ anyOf: [int(), str(), obj({ id: int(), name: str() })] }), str()],
    description: "Member names or ids.",
  },
  portion_sizes: portionMap,
  portionSizes: portionMap,
  reminder: bool("Remind before the meal."),
  reminder_minutes: int("At least 5, at most a week; default 30.", { minimum: 5, maximum: 10080 }),
  reminderMinutes: int("Alias of reminder_minutes."),
  nutrition: nutritionInput,
  manualNutrition: nutritionInput,
};

const mealCreate = obj(
  {
    ...mealFields,
    is_leftover: bool("With original_meal_id: plan leftovers of that meal."),
    isLeftover: bool("Alias of is_leftover."),
    original_meal_id: nullable(int()),
    originalMealId: nullable(int()),
    is_recurring: bool("Plan a series of meals."),
    recurring_pattern: str(undefined, { enum: ["daily", "weekly", "biweekly", "monthly", "custom"] }),
    recurring_days: arrayOf(int(undefined, { minimum: 0, maximum: 6 }), "Custom: weekdays, 0 = Sunday."),
    monthly_option: str(undefined, { enum: ["same-date", "same-day"] }),
    end_date: nullable(str("yyyy-MM-dd, not before date; null or missing: a year ahead.")),
    idempotency_key: str("Forms: the idempotency key as a field (or send the Idempotency-Key header)."),
  },
  ["date"],
  "Unknown fields are ignored. Every alias of DECISIONS D8 is accepted.",
);

const mealUpdate = obj(
  { ...mealFields, version: VERSION_FIELD, user_id: int("Accepted and ignored.") },
  [],
  "Only the fields sent change; the date is kept unless it is sent.",
);

const move = obj(
  {
    date: DATE,
    newDate: DATE,
    meal_type: MEAL_TYPE,
    mealType: MEAL_TYPE,
    newMealType: MEAL_TYPE,
    time: nullable(str("Missing: kept for the same type, else the new type's default time.")),
    version: VERSION_FIELD,
  },
  [],
  "The new date (date or newDate) and meal type (meal_type, mealType or newMealType) are required.",
);

const historyEntry = obj(
  {
    position: int("Global order of commit in the household's log."),
    version: int("The meal's version after this event."),
    type: str(undefined, {
      enum: [
        "MealPlanned",
        "LeftoverPlanned",
        "MealChanged",
        "MealMoved",
        "MealRemoved",
        "DishAdded",
        "DishRemoved",
        "MealPreparedMarked",
        "MealPreparedUnmarked",
        "MealNutritionSet",
      ],
    }),
    recorded_at: str(undefined, { format: "date-time" }),
    actor: nullable(obj({ id: int(), name: str() })),
    source: str(undefined, { enum: ["web", "api", "ai", "system"] }),
    request_id: nullable(str()),
    changes: {
      type: "object",
      additionalProperties: obj({ from: {}, to: {} }),
      description: "MealChanged and MealMoved: field → {from, to}.",
    },
    data: loose("The other events: what they recorded."),
  },
  ["position", "type", "recorded_at", "source"],
);

const dayNutrition = obj(
  {
    calories: num(),
    protein: num(),
    carbs: num(),
    fat: num(),
    fiber: num(),
    sugar: num(),
    meals: int("Meals on the day."),
    missing: bool("Some meal of the day has no nutrition."),
  },
  [],
  "One serving of each meal of the day and its extra dishes.",
);

const rangeMeta = obj({ start_date: DATE, end_date: DATE, total: int() });

const RANGE_PARAMETERS = [
  query("start_date", "First day, yyyy-MM-dd (also startDate).", DATE),
  query("end_date", "Last day, inclusive (also endDate). At most 400 days after start_date.", DATE),
];

// ---------------------------------------------------------------------------------------------------
// Paths

const MEALS = ["Meal plans"];

const mealPaths: Json = {
  "/api/meal-plans": {
    get: op({
      operationId: "listMealPlans",
      tags: MEALS,
      summary: "The household's meals in a date range",
      description:
        "Both dates: that range. start_date alone: it and the next 6 days; end_date alone: it and the 6 days before; date: that day; nothing: this Sunday-to-Saturday week (UTC). Ordered by date and time.",
      parameters: [
        ...RANGE_PARAMETERS,
        query("date", "One day.", DATE),
        query(
          "member_ids",
          "Only meals these members attend (meals for everyone included): 1,2. Also member_id, family_member_ids.",
        ),
      ],
      answer: ok(arrayOf(ref("Meal")), { meta: rangeMeta }),
      errors: [401, 405, 422],
    }),
    post: op({
      operationId: "createMealPlan",
      tags: MEALS,
      summary: "Plan a meal, a leftover or a recurring series",
      description:
        "is_leftover with original_meal_id plans leftovers linked to that meal (servings 0.5–12 in steps of 0.5; the recipe is carried over). is_recurring plans every occurrence (each its own meal): the answer is the first one, and meal_ids lists them all.",
      parameters: [IDEMPOTENCY_KEY],
      body: ref("MealCreate"),
      status: 201,
      answerDescription: "Created (or, for a repeated Idempotency-Key, the first result).",
      answer: ok(
        { allOf: [ref("Meal"), obj({ meal_ids: arrayOf(int(), "A series: every occurrence.") })] },
        { meal_ids: arrayOf(int("A series: every occurrence.")) },
        "Meal plan created successfully",
      ),
      errors: [...WRITE_ERRORS, 404],
    }),
  },
  "/api/meal-plans/week": {
    get: op({
      operationId: "weekOfMealPlans",
      tags: MEALS,
      summary: "A week of meals with each day's nutrition",
      description:
        "Both dates: that range (at most 400 days). Otherwise the Sunday-to-Saturday week holding start_date, end_date or today.",
      parameters: RANGE_PARAMETERS,
      answer: ok(arrayOf(ref("Meal")), {
        meta: obj({
          start_date: DATE,
          end_date: DATE,
          total: int(),
          days: arrayOf(obj({ date: DATE, meals: arrayOf(ref("Meal")), nutrition: ref("DayNutrition") })),
        }),
      }),
      errors: [401, 405, 422],
    }),
  },
  "/api/meal-plans/{id}": {
    parameters: [MEAL_ID],
    get: op({
      operationId: "getMealPlan",
      tags: MEALS,
      summary: "One meal",
      answer: ok(ref("Meal")),
      errors: [401, 404, 405],
    }),
    put: op({
      operationId: "updateMealPlan",
      tags: MEALS,
      summary:
        "Change a meal (only the fields sent); apply_to=series changes this and the following meals of its series",
      parameters: [
        IF_MATCH,
        {
          name: "apply_to",
          in: "query",
          required: false,
          description:
            "`series`: also the following meals of a recurring series (their dates stay). Also accepted in the body.",
          schema: { type: "string", enum: ["meal", "series"] },
        },
      ],
      body: ref("MealUpdate"),
      answer: ok(ref("Meal"), {}, "Meal plan updated successfully"),
      errors: [...WRITE_ERRORS, 404, 409],
    }),
    patch: op({
      tags: MEALS,
      summary: "Same as PUT",
      parameters: [IF_MATCH],
      body: ref("MealUpdate"),
      answer: ok(ref("Meal"), {}, "Meal plan updated successfully"),
      errors: [...WRITE_ERRORS, 404, 409],
    }),
    delete: op({
      operationId: "deleteMealPlan",
      tags: MEALS,
      summary: "Remove a meal",
      description: "Its history stays readable at /history.",
      parameters: [IF_MATCH],
      answer: ok(obj({ id: int() }), {}, "Meal plan deleted successfully"),
      errors: [400, 401, 404, 405, 409, 419, 422],
    }),
  },
  "/api/meal-plans/{id}/move": {
    parameters: [MEAL_ID],
    put: op({
      operationId: "moveMealPlan",
      tags: MEALS,
      summary: "Move a meal to another day and/or meal type",
      parameters: [IF_MATCH],
      body: ref("Move"),
      answer: ok(ref("Meal"), {}, "Meal plan moved successfully"),
      errors: [...WRITE_ERRORS, 404, 409],
    }),
    post: op({
      tags: MEALS,
      summary: "Same as PUT",
      parameters: [IF_MATCH],
      body: ref("Move"),
      answer: ok(ref("Meal"), {}, "Meal plan moved successfully"),
      errors: [...WRITE_ERRORS, 404, 409],
    }),
  },
  "/api/meal-plans/{id}/add-meal": {
    parameters: [MEAL_ID],
    post: op({
      operationId: "addDishToMealPlan",
      tags: MEALS,
      summary: "Add an extra dish to a meal entry",
      parameters: [IF_MATCH],
      body: obj(
        {
          title: str("Required unless a recipe is given. At most 200 characters."),
          name: str("Alias of title."),
          recipe_id: nullable(int()),
          recipeId: nullable(int()),
          version: VERSION_FIELD,
        },
        [],
      ),
      status: 201,
      answer: ok(ref("Meal"), {}, "Meal added successfully"),
      errors: [...WRITE_ERRORS, 404, 409],
    }),
  },
  "/api/meal-plans/{id}/meals/{mealId}": {
    parameters: [MEAL_ID, pathId("mealId", "The extra dish's id (a `dishes[].id` of the meal).")],
    delete: op({
      operationId: "removeDishFromMealPlan",
      tags: MEALS,
      summary: "Remove an extra dish from a meal entry",
      parameters: [IF_MATCH],
      answer: ok(ref("Meal"), {}, "Meal removed successfully"),
      errors: [400, 401, 404, 405, 409, 419, 422],
    }),
  },
  "/api/meal-plans/{id}/prepared": {
    parameters: [MEAL_ID],
    post: op({
      operationId: "markMealPlanPrepared",
      tags: MEALS,
      summary: "Mark a meal prepared or not (the dashboard toggle)",
      parameters: [IF_MATCH],
      body: obj(
        {
          prepared: { anyOf: [bool(), str()], description: "Also is_prepared or isPrepared." },
          version: VERSION_FIELD,
        },
        ["prepared"],
      ),
      answer: ok(ref("Meal")),
      errors: [...WRITE_ERRORS, 404, 409],
    }),
    put: op({
      tags: MEALS,
      summary: "Same as POST",
      parameters: [IF_MATCH],
      body: obj({ prepared: bool(), version: VERSION_FIELD }, ["prepared"]),
      answer: ok(ref("Meal")),
      errors: [...WRITE_ERRORS, 404, 409],
    }),
  },
  "/api/meal-plans/{id}/nutrition": {
    parameters: [MEAL_ID],
    get: op({
      tags: MEALS,
      summary: "A meal's nutrition per serving",
      answer: ok(
        {
          allOf: [
            nutritionStrings,
            obj({
              values: nullable(nutritionNumbers),
              source: nullable(str()),
              servings: num(),
            }),
          ],
        },
        {},
      ),
      errors: [401, 404, 405],
    }),
    put: op({
      operationId: "setMealPlanNutrition",
      tags: MEALS,
      summary: "Set a meal's nutrition per serving",
      description: "At least one value. The values may also come wrapped in `nutrition`.",
      parameters: [IF_MATCH],
      body: {
        allOf: [
          ref("NutritionInput"),
          obj({
            source: str("Default manual.", { enum: ["manual", "ai"] }),
            version: VERSION_FIELD,
          }),
        ],
      },
      answer: ok(ref("Meal"), {}, "Nutrition saved"),
      errors: [...WRITE_ERRORS, 404, 409],
    }),
    post: op({
      tags: MEALS,
      summary: "Same as PUT",
      parameters: [IF_MATCH],
      body: ref("NutritionInput"),
      answer: ok(ref("Meal"), {}, "Nutrition saved"),
      errors: [...WRITE_ERRORS, 404, 409],
    }),
  },
  "/api/meal-plans/{id}/history": {
    parameters: [MEAL_ID],
    get: op({
      operationId: "mealPlanHistory",
      tags: MEALS,
      summary: "A meal's own history from the event log, oldest first",
      description: "Who, when, from where (web, api, ai) and what, field by field. Also after removal.",
      answer: ok(arrayOf(ref("HistoryEntry")), { meta: obj({ meal_id: int(), total: int() }) }),
      errors: [401, 404, 405],
    }),
  },
  "/api/debug-meal-ownership/{id}": {
    parameters: [MEAL_ID],
    get: op({
      tags: ["Diagnostics"],
      summary: "Which household a meal belongs to (admins only; also /debug-meal-ownership/{id})",
      answer: ok(
        obj({
          meal_id: int(),
          exists: bool(),
          removed: bool(),
          household_id: nullable(int()),
          caller_household_id: int(),
          owned_by_caller: bool(),
        }),
      ),
      errors: [401, 403, 404, 405],
    }),
  },
};

// The calls outside the meal plan, as docs/api.md describes them.
const ACCOUNT = ["Accounts"];
const ADMIN = ["Admin"];
const FAMILY = ["Family"];
const RECIPES = ["Recipes"];
const DIAG = ["Diagnostics"];
const ID = pathId("id", "A positive integer id; anything else answers 404.");
const userSchema = obj({
  id: int(),
  name: str(),
  email: str(),
  role: str(undefined, { enum: ["admin", "member"] }),
});
const tokenAnswer = obj({
  token: str(),
  token_type: { const: "Bearer" },
  expires_at: str(),
  user: userSchema,
});
const member = loose(
  "A family member: id, name, age, relationship, gender, activity_level, default_portion_size, allergies, dietary_preferences, disliked_ingredients, health_conditions, favorite_meals, is_primary, height, weight, avatar.",
);
const memberBody = loose(
  "name, age, relationship, gender, activity_level, default_portion_size, allergies, dietary_preferences, disliked_ingredients, health_conditions, favorite_meals, is_primary, height, weight, avatar (client-shape camelCase names accepted).",
);
const family = loose("{id, name, user_role, family: {id, name}, …}");
const recipe = loose(
  "A recipe: id, name, title, description, instructions, steps, prep_time, cook_time, total_time (minutes; null when unknown), servings, difficulty_level, cuisine_type, meal_type, category, tags, image, is_public, is_favorite, average_rating, rating_count, notes, nutrition_info, nutrition, nutrition_source, ingredients, author, is_starter, can_edit, source_url, licence, my_rating, user_notes, plus prepTime, cookTime, difficulty, cuisine, rating, reviews, isFavorite.",
);
const recipeBody = loose(
  "name, description, instructions (text with blank lines between steps, or a list), prep_time, cook_time, servings, difficulty_level, cuisine_type, meal_type, category, tags, is_public, notes, nutrition_info, ingredients [{name, quantity, unit, category, notes}] or lines, image (data URL or http(s) URL).",
);
const flag = obj({ id: int(), name: str(), key: str(), description: str(), enabled_for: arrayOf(str()) });
const options = loose(
  "{allergies, dietaryPreferences, dislikes, healthConditions, favoriteMeals} (also snake_case).",
);
const dietary = loose(
  "{dietary_preferences, allergies, disliked_ingredients, health_conditions, favorite_meals}",
);
const debugAuth = op({
  tags: DIAG,
  summary: "How the caller is signed in (admins only); never a token or secret",
  answer: ok(
    loose("{authenticated, via, user, has_session_cookie, has_bearer_token, has_csrf_header, server_time}"),
  ),
  errors: [401, 403],
});
const profileGet = op({ tags: ACCOUNT, summary: "The caller's profile", answer: ok(userSchema) });
const profilePut = op({
  tags: ACCOUNT,
  summary: "Change name and email",
  body: obj({ name: str(), email: str() }, ["name", "email"]),
  answer: ok(userSchema),
  errors: WRITE_ERRORS,
});
const userFamily = op({ tags: FAMILY, summary: "The caller's family", answer: ok(family) });
const familyAccess = op({
  tags: DIAG,
  summary: "A family's counts (admins only); never names or secrets",
  answer: ok(
    obj({ family_id: int(), exists: bool(), users: int(), members: int(), caller_household_id: int() }),
  ),
  errors: [401, 403, 404, 405],
});

const otherPaths: Json = {
  "/sanctum/csrf-cookie": {
    get: {
      tags: ACCOUNT,
      summary: "Sets the XSRF-TOKEN cookie before login and register",
      security: [],
      responses: { 204: { description: "Cookie set." } },
    },
  },
  "/api/register": {
    post: op({
      tags: ACCOUNT,
      public: true,
      summary: "Create an account (and its household)",
      body: obj({ name: str(), email: str(), password: str(), password_confirmation: str() }, [
        "name",
        "email",
        "password",
        "password_confirmation",
      ]),
      status: 201,
      answer: ok(tokenAnswer),
      errors: [400, 405, 419, 422, 429],
    }),
  },
  "/api/login": {
    post: op({
      tags: ACCOUNT,
      public: true,
      summary: "Sign in for a bearer token (12 hours, or 30 days with remember)",
      body: obj({ email: str(), password: str(), remember: bool() }, ["email", "password"]),
      answer: ok(tokenAnswer, {}, "Login successful"),
      errors: [400, 401, 405, 419, 422, 429],
    }),
  },
  "/api/logout": {
    post: op({
      tags: ACCOUNT,
      summary: "Revoke the bearer token, or end the cookie session",
      errors: [401, 405, 419],
    }),
  },
  "/api/user": {
    get: op({
      tags: ACCOUNT,
      summary: "The signed-in user (both readings of the spec's client)",
      answer: ok(userSchema, { id: int(), name: str(), email: str(), role: str(), user: userSchema }),
    }),
  },
  "/api/auth-check": {
    get: op({
      tags: ACCOUNT,
      public: true,
      summary: "Whether the caller is signed in",
      answer: ok(obj({ authenticated: bool() }), { authenticated: bool() }),
      errors: [],
    }),
  },
  "/api/features/{flag}/check": {
    get: op({
      tags: ACCOUNT,
      summary: "Whether a feature flag is on for the caller's role (unknown flags are off)",
      parameters: [{ name: "flag", in: "path", required: true, schema: str() }],
      answer: ok(obj({ enabled: bool(), flag: str() }), { enabled: bool() }),
    }),
  },
  "/user/profile": { get: profileGet, put: profilePut },
  "/api/user/profile": { get: profileGet, put: profilePut },
  "/api/admin/users": {
    get: op({ tags: ADMIN, summary: "Every user", answer: ok(arrayOf(userSchema)), errors: [401, 403] }),
    post: op({
      tags: ADMIN,
      summary: "Create a user",
      body: obj({ name: str(), email: str(), password: str(), password_confirmation: str(), role: str() }),
      status: 201,
      answer: ok(userSchema),
      errors: [...WRITE_ERRORS, 403],
    }),
  },
  "/api/admin/users/{id}": {
    parameters: [ID],
    get: op({ tags: ADMIN, summary: "One user", answer: ok(userSchema), errors: [401, 403, 404] }),
    put: op({
      tags: ADMIN,
      summary: "Change a user (not your own role)",
      body: obj({ name: str(), email: str(), role: str(), password: str(), password_confirmation: str() }),
      answer: ok(userSchema),
      errors: [...WRITE_ERRORS, 403, 404],
    }),
    delete: op({
      tags: ADMIN,
      summary: "Delete a user (not yourself); revokes their sessions and tokens",
      errors: [401, 403, 404, 405, 419, 422],
    }),
  },
  "/api/admin/features": {
    get: op({ tags: ADMIN, summary: "Every feature flag", answer: ok(arrayOf(flag)), errors: [401, 403] }),
    post: op({
      tags: ADMIN,
      summary: "Create a feature flag (admin is always included)",
      body: obj({ name: str(), key: str(), description: str(), enabled_for: arrayOf(str()) }),
      status: 201,
      answer: ok(flag),
      errors: [...WRITE_ERRORS, 403],
    }),
  },
  "/api/admin/features/{id}": {
    parameters: [ID],
    get: op({ tags: ADMIN, summary: "One feature flag", answer: ok(flag), errors: [401, 403, 404] }),
    put: op({
      tags: ADMIN,
      summary: "Change a feature flag",
      body: obj({ id: int(), name: str(), key: str(), description: str(), enabled_for: arrayOf(str()) }),
      answer: ok(flag),
      errors: [...WRITE_ERRORS, 403, 404],
    }),
    delete: op({ tags: ADMIN, summary: "Delete a feature flag", errors: [401, 403, 404, 405, 419] }),
  },
  "/debug-auth-status": { get: debugAuth },
  "/api/debug-auth-status": { get: debugAuth },
  "/user-debug": { get: debugAuth },
  "/api/user-debug": { get: debugAuth },
  "/api/debug-family-access/{id}": { parameters: [ID], get: familyAccess },
  "/debug-family-access/{id}": { parameters: [ID], get: familyAccess },
  "/debug-meal-ownership/{id}": mealPaths["/api/debug-meal-ownership/{id}"],
  "/api/user/family": { get: userFamily },
  "/user/family": { get: userFamily },
  "/api/families": {
    get: op({
      tags: FAMILY,
      summary: "The caller's one household",
      answer: ok(arrayOf(obj({ id: int(), name: str() }))),
    }),
    post: op({
      tags: FAMILY,
      summary: "Answers 409: there is no second household to create",
      body: obj({ name: str() }),
      errors: [401, 409, 419],
    }),
  },
  "/api/families/{id}": {
    parameters: [ID],
    get: op({ tags: FAMILY, summary: "The family", answer: ok(family), errors: [401, 404] }),
    put: op({
      tags: FAMILY,
      summary: "Rename the family",
      body: obj({ name: str() }, ["name"]),
      answer: ok(family),
      errors: [...WRITE_ERRORS, 403, 404],
    }),
    delete: op({
      tags: FAMILY,
      summary: "Answers 409: a household lives as long as its accounts",
      errors: [401, 404, 409, 419],
    }),
  },
  "/api/families/{id}/options": {
    parameters: [ID],
    get: op({ tags: FAMILY, summary: "The family's food options", answer: ok(options), errors: [401, 404] }),
    put: op({
      tags: FAMILY,
      summary: "Change the lists sent",
      body: options,
      answer: ok(options),
      errors: [...WRITE_ERRORS, 403, 404],
    }),
  },
  "/api/family-members": {
    get: op({ tags: FAMILY, summary: "The family's members", answer: ok(arrayOf(member)) }),
    post: op({
      tags: FAMILY,
      summary: "Add a member",
      body: memberBody,
      status: 201,
      answer: ok(member),
      errors: [...WRITE_ERRORS, 403, 404],
    }),
  },
  "/api/family-members/{id}": {
    parameters: [ID],
    get: op({ tags: FAMILY, summary: "One member", answer: ok(member), errors: [401, 404] }),
    put: op({
      tags: FAMILY,
      summary: "Change a member (or {name, family_name} to rename the family)",
      body: memberBody,
      answer: ok(member),
      errors: [...WRITE_ERRORS, 403, 404],
    }),
    delete: op({
      tags: FAMILY,
      summary: "Remove a member (422 for the primary member)",
      errors: [401, 403, 404, 405, 419, 422],
    }),
  },
  "/api/family-members/{id}/dietary-info": {
    parameters: [ID],
    get: op({ tags: FAMILY, summary: "A member's diet", answer: ok(dietary), errors: [401, 404] }),
    put: op({
      tags: FAMILY,
      summary: "Change the lists sent",
      body: dietary,
      answer: ok(dietary),
      errors: [...WRITE_ERRORS, 403, 404],
    }),
  },
  "/api/family-members/check-permissions": {
    get: op({
      tags: FAMILY,
      summary: "What the caller may do in a family",
      parameters: [query("family_id", "The family id.", int())],
      answer: ok(null, {
        permissions: obj({
          is_member_of_family: bool(),
          user_role: str(),
          can_manage_members: bool(),
          can_rename: bool(),
          can_invite: bool(),
          can_manage_users: bool(),
        }),
      }),
    }),
  },
  "/api/family-members/{id}/check-permissions": {
    parameters: [ID],
    get: op({
      tags: FAMILY,
      summary: "What the caller may do with a member",
      answer: ok(null, {
        permissions: obj({ is_member_of_family: bool(), can_edit: bool(), user_role: str() }),
      }),
      errors: [401, 404],
    }),
  },
  "/api/family-members/check-family-member-permissions/{id}": {
    parameters: [ID],
    get: op({
      tags: FAMILY,
      summary: "Same as /api/family-members/{id}/check-permissions",
      answer: ok(null, {
        permissions: obj({ is_member_of_family: bool(), can_edit: bool(), user_role: str() }),
      }),
      errors: [401, 404],
    }),
  },
  "/api/recipes": {
    get: op({
      tags: RECIPES,
      summary: "The household's recipes, the public starter library and the caller's favourites",
      parameters: [
        query("search", "Words in the name, description or ingredients."),
        query("cuisine", "A cuisine."),
        query("meal_type", "A meal type."),
        query("difficulty", "Easy, Medium or Hard."),
        query("scope", "all, mine or favorites.", str(undefined, { enum: ["all", "mine", "favorites"] })),
        query(
          "sort",
          "name, cuisine, meal_type, time, difficulty, rating or newest.",
          str(undefined, {
            enum: ["name", "cuisine", "meal_type", "time", "difficulty", "rating", "newest"],
          }),
        ),
        query("direction", "asc or desc.", str(undefined, { enum: ["asc", "desc"] })),
        query("page", "From 1.", int()),
        query("per_page", "At most 100.", int()),
      ],
      answer: ok(arrayOf(recipe), {
        meta: obj({ current_page: int(), per_page: int(), total: int(), last_page: int() }),
      }),
    }),
    post: op({
      tags: RECIPES,
      summary: "Create a recipe",
      body: recipeBody,
      status: 201,
      answer: ok(recipe, {}, "Recipe created successfully"),
      errors: WRITE_ERRORS,
    }),
  },
  "/api/recipes/{id}": {
    parameters: [ID],
    get: op({
      tags: RECIPES,
      summary: "One recipe (?format=jsonld: schema.org JSON-LD)",
      parameters: [query("format", "jsonld for schema.org JSON-LD.", str(undefined, { enum: ["jsonld"] }))],
      answer: ok(recipe),
      errors: [401, 404],
    }),
    put: op({
      tags: RECIPES,
      summary: "Change a recipe (image: null removes the picture)",
      body: recipeBody,
      answer: ok(recipe, {}, "Recipe updated successfully"),
      errors: [...WRITE_ERRORS, 403, 404],
    }),
    delete: op({ tags: RECIPES, summary: "Delete a recipe", errors: [401, 403, 404, 405, 419] }),
  },
  "/api/recipes/{id}/toggle-favorite": {
    parameters: [ID],
    post: op({
      tags: RECIPES,
      summary: "Toggle a favourite",
      answer: ok(null, { is_favorite: bool() }),
      errors: [401, 404, 405, 419],
    }),
  },
  "/api/recipes/{id}/rating": {
    parameters: [ID],
    post: op({
      tags: RECIPES,
      summary: "Rate 1–5 (0 or null takes the rating back)",
      body: obj({ rating: nullable(int(undefined, { minimum: 0, maximum: 5 })) }, ["rating"]),
      answer: ok(obj({ average_rating: nullable(num()), rating_count: int(), my_rating: nullable(int()) })),
      errors: [...WRITE_ERRORS, 404],
    }),
  },
  "/api/recipes/{id}/notes": {
    parameters: [ID],
    get: op({
      tags: RECIPES,
      summary: "Your personal notes",
      answer: ok(obj({ notes: str() })),
      errors: [401, 404],
    }),
    put: op({
      tags: RECIPES,
      summary: "Save your personal notes",
      body: obj({ notes: str() }, ["notes"]),
      answer: ok(obj({ notes: str() }), {}, "Notes saved successfully!"),
      errors: [...WRITE_ERRORS, 404],
    }),
  },
  "/api/recipes/{id}/nutrition": {
    parameters: [ID],
    get: op({
      tags: RECIPES,
      summary: "A recipe's nutrition per serving",
      answer: ok({
        allOf: [
          nutritionStrings,
          obj({ values: nutritionNumbers, source: nullable(str()), servings: int() }),
        ],
      }),
      errors: [401, 404],
    }),
  },
  "/api/recipes/import": {
    post: op({
      tags: RECIPES,
      summary: "Import a recipe from a web page (schema.org, microdata or OpenGraph)",
      body: obj({ url: str(undefined, { format: "uri", maxLength: URL_MAX }) }, ["url"]),
      status: 201,
      answer: ok(
        recipe,
        {
          warnings: {
            type: "array",
            items: str(undefined, { examples: ["Imported without its picture: …"] }),
          },
        },
        "Recipe imported successfully!",
      ),
      errors: WRITE_ERRORS,
    }),
  },
  "/api/recipes/add-to-collection": {
    post: op({
      tags: RECIPES,
      summary: "Save a recipe the assistant suggested",
      body: obj(
        {
          recipe: loose(
            "title, description, ingredients, instructions, prepTime, cookTime, servings, difficulty, cuisine, type, nutrition, image",
          ),
        },
        ["recipe"],
      ),
      status: 201,
      answer: ok(recipe),
      errors: WRITE_ERRORS,
    }),
  },
  "/api/ingredients/parse": {
    post: op({
      tags: RECIPES,
      summary: "Parse ingredient lines",
      body: obj({ lines: arrayOf(str(undefined, { maxLength: 500 }), "1–200 lines.") }, ["lines"]),
      answer: ok(
        arrayOf(
          obj({
            original: str(),
            quantity: nullable(num()),
            quantity_max: nullable(num()),
            unit: nullable(str()),
            name: str(),
            note: nullable(str()),
          }),
        ),
      ),
      errors: WRITE_ERRORS,
    }),
  },
  "/recipe-images/{id}": {
    parameters: [ID],
    get: {
      tags: RECIPES,
      summary: "A recipe's picture (PNG, JPEG, GIF or WebP), cached for a year",
      responses: { 200: { description: "The picture." }, 404: { description: "No such picture." } },
    },
  },
  "/healthz": {
    get: {
      tags: DIAG,
      summary: "Health: {status, db, version}; 503 when the database does not answer",
      security: [],
      responses: {
        200: jsonAnswer("Up.", obj({ status: str(), db: str(), version: str() })),
        503: { description: "The database does not answer." },
      },
    },
  },
  "/api/openapi.json": {
    get: {
      tags: DIAG,
      summary: "This document",
      security: [],
      responses: { 200: { description: "OpenAPI 3.1", content: { "application/json": {} } } },
    },
  },
};

export const openApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "Family Meal Planner API",
    version: "1.0.0",
    description:
      "Every answer is {success, message?, data?}; lists {success, data: [...], meta?}. Errors are JSON, never HTML. API clients send `Authorization: Bearer <token>` from /api/login or /api/register; browsers use the session cookie plus X-CSRF-TOKEN on changes (a wrong one answers 419). Every call is scoped to the caller's household: another household's ids answer 404. Meal-plan changes are events (GET /api/meal-plans/{id}/history); every meal carries `version`, and a change may send it back (body `version` or If-Match) to get 409 instead of overwriting someone else's change. See docs/api.md.",
  },
  servers: [{ url: "/" }],
  security: [{ bearerAuth: [] }, { sessionCookie: [], csrfHeader: [] }],
  tags: [
    { name: "Meal plans", description: "The calendar (DECISIONS D3, D4, D9; ADR 010)." },
    { name: "Accounts" },
    { name: "Family" },
    { name: "Recipes" },
    { name: "Admin", description: "Admins only: members get 403." },
    { name: "Diagnostics", description: "Admins only; never secrets." },
  ],
  paths: { ...mealPaths, ...otherPaths },
  components: {
    securitySchemes: {
      bearerAuth: {
        type: "http",
        scheme: "bearer",
        description: "A token from /api/login or /api/register.",
      },
      sessionCookie: { type: "apiKey", in: "cookie", name: "fmp_session" },
      csrfHeader: {
        type: "apiKey",
        in: "header",
        name: "X-CSRF-TOKEN",
        description:
          "With the cookie session, on every change: the csrf-token meta tag or the XSRF-TOKEN cookie.",
      },
    },
    schemas: {
      Meal: meal,
      MealCreate: mealCreate,
      MealUpdate: mealUpdate,
      Move: move,
      NutritionInput: nutritionInput,
      HistoryEntry: historyEntry,
      DayNutrition: dayNutrition,
      Error: obj({ success: { const: false }, message: str() }, ["success", "message"]),
      ValidationError: obj(
        {
          success: { const: false },
          message: str("The first message, and how many more."),
          errors: { type: "object", additionalProperties: arrayOf(str()) },
        },
        ["success", "message", "errors"],
      ),
    },
    responses: Object.fromEntries(
      Object.entries(ERROR_TEXT).map(([code, description]) => [
        `Error${code}`,
        {
          description,
          content: {
            "application/json": { schema: ref(code === "422" ? "ValidationError" : "Error") },
          },
          ...(code === "429" || code === "503"
            ? { headers: { "Retry-After": { schema: int(), description: "Seconds to wait." } } }
            : {}),
        },
      ]),
    ),
  },
} as const;

/** Every path of the meal-plan calls (the tests check the document lists them). */
export const MEAL_PLAN_PATHS = Object.keys(mealPaths);
