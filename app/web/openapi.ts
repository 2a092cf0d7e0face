// The OpenAPI 3.1 description of every JSON call, served at GET /api/openapi.json. docs/api.md is the
// prose reference; this is the machine-readable one. It is generated: a table of operations (method,
// path, summary, request, response, errors) whose shapes are zod schemas (app/web/openapi-schemas.ts),
// turned into JSON Schema by zod's own z.toJSONSchema. Adding a call is adding a row; a test checks that
// every /api route module is in the table with the methods it answers (openapi.test.ts).
// Plain data only: no server code, so it can be imported anywhere (and checked by tests).
import { z } from "zod";
import { RESPONSE_TYPES } from "~/domain/assistant/constants";
import {
  AssistantRecipeSchema,
  AssistantRequestSchema,
  IntentResultSchema,
  PlanDaySchema,
} from "~/domain/assistant/schemas";
import { InventoryBodyJson, InventoryItemJson, InventoryQuery } from "~/domain/inventory/schemas";
import {
  AccountDelete,
  AddDish,
  AddToCollection,
  AdminUserCreate,
  AdminUserUpdate,
  AiNutrition,
  AiPreferences,
  AiPreferencesBody,
  AiPreferencesExtra,
  AuthStatus,
  CalculateBody,
  CalculatedNutrition,
  ClearData,
  ClearDataAnswer,
  COMPONENTS,
  CommunityQuery,
  CommunityRecipe,
  CommunityReport,
  CommunityReview,
  CommunityReviewAnswer,
  DATE,
  DailyReport,
  DailyReportQuery,
  DayNutrition,
  Dietary,
  ErrorSchema,
  Family,
  FamilyAccess,
  FamilyName,
  FamilyOptions,
  FamilyPermissions,
  FeatureAnswer,
  Flag,
  FlagBody,
  GeneratedNutrition,
  GenerateNutritionBody,
  Health,
  HistoryEntry,
  HouseholdExport,
  IdempotencyKeyHeader,
  IfMatchHeader,
  IngredientLines,
  Login,
  MEAL_ID_DESCRIPTION,
  Meal,
  MealCreate,
  MealOwnership,
  MealUpdate,
  Member,
  MemberBody,
  MemberPermissions,
  Move,
  mealNutrition,
  NotesAnswer,
  NotesBody,
  NotificationFeed,
  NutritionGoals,
  NutritionGoalsBody,
  NutritionGoalsExtra,
  NutritionInput,
  NutritionPut,
  NutritionSummary,
  NutritionTrend,
  ok,
  ParsedIngredient,
  PasswordChange,
  PasswordChanged,
  Preferences,
  PreferencesChange,
  Profile,
  RangeQuery,
  Rating,
  RatingAnswer,
  Recipe,
  RecipeBody,
  RecipeImport,
  RecipeNutrition,
  RecipesQuery,
  Register,
  ReportRangeQuery,
  rangeMeta,
  SaveAnswer,
  SessionInfo,
  ShareAnswer,
  ShoppingItem,
  ShoppingItemBody,
  ShoppingItemUpdate,
  ShoppingList,
  ShoppingListBody,
  ShoppingListDetail,
  ShoppingListSummary,
  ShoppingToggleBody,
  SubscriptionChange,
  SubscriptionInfo,
  TokenAnswer,
  TokenCreate,
  TokenCreated,
  TokenInfo,
  TrendsQuery,
  User,
  ValidationErrorSchema,
  WeeklyReportQuery,
} from "./openapi-schemas";

type Json = Record<string, unknown>;
type Method = "get" | "post" | "put" | "patch" | "delete";
type Tag =
  | "Meal plans"
  | "Accounts"
  | "Family"
  | "Recipes"
  | "Nutrition"
  | "AI planning"
  | "Inventory"
  | "Shopping"
  | "Community"
  | "AI assistant"
  | "Settings"
  | "Admin"
  | "Diagnostics";

/** One row of the table: one method of one path. */
export type Operation = {
  method: Method;
  path: string;
  tag: Tag;
  summary: string;
  description?: string;
  operationId?: string;
  /** Query-string and header parameters, one zod object each (a property is a parameter). */
  query?: z.ZodObject;
  headers?: z.ZodObject;
  request?: z.ZodType;
  /** The answer's body; default {success, message?}. */
  response?: z.ZodType;
  status?: number;
  responseDescription?: string;
  /** Error statuses besides 503 (any call may meet a database that is away, ADR 018). */
  errors?: number[];
  /** Callable without credentials. */
  public?: boolean;
  /** Answers outside the API's JSON envelope (a picture, a cookie, the health check): status → answer. */
  plain?: Record<number, { description: string; schema?: z.ZodType; contentType?: string }>;
};

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
  502: "The AI service failed; `message` is the text to show.",
  504: "The AI service took longer than 180 s; `message` is the timeout text.",
  503: "The database is down, restarting or not answering; try again after Retry-After (a create with the same Idempotency-Key is made once).",
};

/** POST /api/ai-assistant's answer besides `success` (docs/product.md#ai-assistant). */
const AssistantAnswerShape = {
  responseType: z.enum(RESPONSE_TYPES),
  intent: IntentResultSchema.shape.intent,
  confidence: z.number(),
  content: z.string(),
  recipes: z.array(AssistantRecipeSchema),
  mealPlan: z
    .object({
      id: z.int(),
      name: z.string(),
      createdAt: z.string(),
      accepted: z.boolean(),
      days: z.array(PlanDaySchema),
    })
    .nullable(),
  /** The AI service was busy: the offline planner answered, and the content says so (ADR 046). */
  answeredOffline: z.boolean(),
  /** A turn sent again with its Idempotency-Key: the stored answer, no second message (ADR 046). */
  replayed: z.boolean(),
};

/** The errors every signed-in call can answer; changes add 400, 419 (cookie sessions) and 422. */
const READ_ERRORS = [401, 405];
const WRITE_ERRORS = [400, 401, 405, 419, 422];

/** Path parameters, by name, wherever a path template names them. */
type PathParameter = { description: string; schema: z.ZodType };
const ID: PathParameter = {
  description: "A positive integer id; anything else answers 404.",
  schema: z.int().min(1),
};
const PATH_PARAMETERS: Record<string, PathParameter | undefined> = {
  id: ID,
  mealId: { description: "The extra dish's id (a `dishes[].id` of the meal).", schema: z.int().min(1) },
  flag: { description: "The feature flag's key.", schema: z.string() },
};
/** A path parameter by its name; the meal plan's ids say their two 404 messages. */
function pathParameter(path: string, name: string): PathParameter {
  if (name === "id" && /^\/(api\/)?(meal-plans|debug-meal-ownership)\//.test(path))
    return { ...ID, description: MEAL_ID_DESCRIPTION };
  if (name === "id" && path.startsWith("/api/settings/sessions/"))
    return { description: "A session's id as GET /api/settings/sessions lists it.", schema: z.string() };
  const parameter = PATH_PARAMETERS[name];
  if (!parameter) throw new Error(`${path}: describe the path parameter {${name}} in PATH_PARAMETERS`);
  return parameter;
}

// ---------------------------------------------------------------------------------------------------
// The table

const MEALS = "Meal plans";
const ACCOUNT = "Accounts";
const FAMILY = "Family";
const RECIPES = "Recipes";
const NUTRITION = "Nutrition";
const INVENTORY = "Inventory";
const SHOPPING = "Shopping";
const ASSISTANT = "AI assistant";
const ADMIN = "Admin";
const DIAG = "Diagnostics";
const AI_PLANNING = "AI planning";
const COMMUNITY = "Community";
const SETTINGS = "Settings";
const MEAL_WRITE_ERRORS = [...WRITE_ERRORS, 404, 409];

/** A row of the table: `get(path, tag, summary, { request, response, errors … })`. */
const row =
  (method: Method) =>
  (
    path: string,
    tag: Tag,
    summary: string,
    rest: Omit<Operation, "method" | "path" | "tag" | "summary"> = {},
  ) =>
    ({ method, path, tag, summary, ...rest }) satisfies Operation;
const get = row("get");
const post = row("post");
const put = row("put");
const del = row("delete");

/** The same operation under other methods ("Same as PUT"), as the route answers them too. */
const sameAs = (operation: Operation, ...methods: Method[]): Operation[] => [
  operation,
  ...methods.map((method) => ({
    ...operation,
    method,
    operationId: undefined,
    description: undefined,
    summary: `Same as ${operation.method.toUpperCase()}`,
  })),
];

/** The same operations under other paths (the spec's alias routes). */
const alsoAt = (operations: Operation[], ...paths: string[]): Operation[] => [
  ...operations,
  ...paths.flatMap((path) => operations.map((operation) => ({ ...operation, path, operationId: undefined }))),
];

export const OPERATIONS: Operation[] = [
  // ------------------------------------------------------------------------------------ meal plans
  get("/api/meal-plans", MEALS, "The household's meals in a date range", {
    operationId: "listMealPlans",
    description:
      "Both dates: that range. start_date alone: it and the next 6 days; end_date alone: it and the 6 days before; date: that day; nothing: this Sunday-to-Saturday week (UTC). Ordered by date and time.",
    query: RangeQuery.extend({
      date: DATE.meta({ description: "One day." }).optional(),
      member_ids: z
        .string()
        .meta({
          description:
            "Only meals these members attend (meals for everyone included): 1,2. Also member_id, family_member_ids.",
        })
        .optional(),
    }),
    response: ok(z.array(Meal), { meta: rangeMeta.optional() }),
    errors: [401, 405, 422],
  }),
  post("/api/meal-plans", MEALS, "Plan a meal, a leftover or a recurring series", {
    operationId: "createMealPlan",
    description:
      "is_leftover with original_meal_id plans leftovers linked to that meal (servings 0.5–12 in steps of 0.5; the recipe is carried over). is_recurring plans every occurrence (each its own meal): the answer is the first one, and meal_ids lists them all.",
    headers: IdempotencyKeyHeader,
    request: MealCreate,
    response: ok(
      z.intersection(
        Meal,
        z
          .object({ meal_ids: z.array(z.int()).meta({ description: "A series: every occurrence." }) })
          .partial(),
      ),
      { meal_ids: z.array(z.int().meta({ description: "A series: every occurrence." })).optional() },
      "Meal plan created successfully",
    ),
    status: 201,
    responseDescription: "Created (or, for a repeated Idempotency-Key, the first result).",
    errors: [...WRITE_ERRORS, 404],
  }),
  get("/api/meal-plans/week", MEALS, "A week of meals with each day's nutrition", {
    operationId: "weekOfMealPlans",
    description:
      "Both dates: that range (at most 400 days). Otherwise the Sunday-to-Saturday week holding start_date, end_date or today.",
    query: RangeQuery,
    response: ok(z.array(Meal), {
      meta: rangeMeta
        .extend({
          days: z.array(z.object({ date: DATE, meals: z.array(Meal), nutrition: DayNutrition }).partial()),
        })
        .partial()
        .optional(),
    }),
    errors: [401, 405, 422],
  }),
  post("/api/meal-plans/generate-nutrition", MEALS, "Generate Missing Nutrition Data over a range", {
    operationId: "generateMissingNutrition",
    description:
      "Every meal of the range with a recipe but no calories gets the recipe's nutrition per serving: its stored values, or computed from its ingredients by the food table. A meal whose recipe has no ingredient is skipped and listed. At most 366 days.",
    headers: IdempotencyKeyHeader,
    request: GenerateNutritionBody,
    response: ok(GeneratedNutrition, {}, "Nutrition added to 2 meals."),
    errors: WRITE_ERRORS,
  }),
  get("/api/meal-plans/{id}", MEALS, "One meal", {
    operationId: "getMealPlan",
    response: ok(Meal),
    errors: [401, 404, 405],
  }),
  ...sameAs(
    put(
      "/api/meal-plans/{id}",
      MEALS,
      "Change a meal (only the fields sent); apply_to=series changes this and the following meals of its series",
      {
        operationId: "updateMealPlan",
        headers: IfMatchHeader,
        query: z.object({
          apply_to: z
            .enum(["meal", "series"])
            .meta({
              description:
                "`series`: also the following meals of a recurring series (their dates stay). Also accepted in the body.",
            })
            .optional(),
        }),
        request: MealUpdate,
        response: ok(Meal, {}, "Meal plan updated successfully"),
        errors: MEAL_WRITE_ERRORS,
      },
    ),
    "patch",
  ),
  del("/api/meal-plans/{id}", MEALS, "Remove a meal", {
    operationId: "deleteMealPlan",
    description: "Its history stays readable at /history.",
    headers: IfMatchHeader,
    response: ok(z.object({ id: z.int() }).partial(), {}, "Meal plan deleted successfully"),
    errors: [400, 401, 404, 405, 409, 419, 422],
  }),
  ...sameAs(
    put("/api/meal-plans/{id}/move", MEALS, "Move a meal to another day and/or meal type", {
      operationId: "moveMealPlan",
      headers: IfMatchHeader,
      request: Move,
      response: ok(Meal, {}, "Meal plan moved successfully"),
      errors: MEAL_WRITE_ERRORS,
    }),
    "post",
  ),
  post("/api/meal-plans/{id}/add-meal", MEALS, "Add an extra dish to a meal entry", {
    operationId: "addDishToMealPlan",
    headers: IfMatchHeader,
    request: AddDish,
    response: ok(Meal, {}, "Meal added successfully"),
    status: 201,
    errors: MEAL_WRITE_ERRORS,
  }),
  del("/api/meal-plans/{id}/meals/{mealId}", MEALS, "Remove an extra dish from a meal entry", {
    operationId: "removeDishFromMealPlan",
    headers: IfMatchHeader,
    response: ok(Meal, {}, "Meal removed successfully"),
    errors: [400, 401, 404, 405, 409, 419, 422],
  }),
  post("/api/meal-plans/{id}/prepared", MEALS, "Mark a meal prepared or not (the dashboard toggle)", {
    operationId: "markMealPlanPrepared",
    headers: IfMatchHeader,
    request: z
      .object({
        prepared: z.union([z.boolean(), z.string()]).meta({ description: "Also is_prepared or isPrepared." }),
        version: z.int().min(0).optional(),
      })
      .meta({ description: "version: the meal version you last saw (or send If-Match)." }),
    response: ok(Meal),
    errors: MEAL_WRITE_ERRORS,
  }),
  put("/api/meal-plans/{id}/prepared", MEALS, "Same as POST", {
    headers: IfMatchHeader,
    request: z.object({ prepared: z.boolean(), version: z.int().min(0).optional() }),
    response: ok(Meal),
    errors: MEAL_WRITE_ERRORS,
  }),
  get("/api/meal-plans/{id}/nutrition", MEALS, "A meal's nutrition per serving", {
    response: ok(mealNutrition),
    errors: [401, 404, 405],
  }),
  put("/api/meal-plans/{id}/nutrition", MEALS, "Set a meal's nutrition per serving", {
    operationId: "setMealPlanNutrition",
    description: "At least one value. The values may also come wrapped in `nutrition`.",
    headers: IfMatchHeader,
    request: NutritionPut,
    response: ok(Meal, {}, "Nutrition saved"),
    errors: MEAL_WRITE_ERRORS,
  }),
  post("/api/meal-plans/{id}/nutrition", MEALS, "Same as PUT", {
    headers: IfMatchHeader,
    request: NutritionInput,
    response: ok(Meal, {}, "Nutrition saved"),
    errors: MEAL_WRITE_ERRORS,
  }),
  get("/api/meal-plans/{id}/history", MEALS, "A meal's own history from the event log, oldest first", {
    operationId: "mealPlanHistory",
    description: "Who, when, from where (web, api, ai) and what, field by field. Also after removal.",
    response: ok(z.array(HistoryEntry), {
      meta: z.object({ meal_id: z.int(), total: z.int() }).partial().optional(),
    }),
    errors: [401, 404, 405],
  }),
  ...alsoAt(
    [
      get(
        "/api/debug-meal-ownership/{id}",
        DIAG,
        "Which household a meal belongs to (admins only; also /debug-meal-ownership/{id})",
        { response: ok(MealOwnership), errors: [401, 403, 404, 405] },
      ),
    ],
    "/debug-meal-ownership/{id}",
  ),

  // -------------------------------------------------------------------------------------- accounts
  get("/sanctum/csrf-cookie", ACCOUNT, "Sets the XSRF-TOKEN cookie before login and register", {
    public: true,
    plain: { 204: { description: "Cookie set." } },
  }),
  post("/api/register", ACCOUNT, "Create an account (and its household)", {
    public: true,
    request: Register,
    response: ok(TokenAnswer),
    status: 201,
    errors: [400, 405, 419, 422, 429],
  }),
  post("/api/login", ACCOUNT, "Sign in for a bearer token (12 hours, or 30 days with remember)", {
    public: true,
    request: Login,
    response: ok(TokenAnswer, {}, "Login successful"),
    errors: [400, 401, 405, 419, 422, 429],
  }),
  post("/api/logout", ACCOUNT, "Revoke the bearer token, or end the cookie session", {
    errors: [401, 405, 419],
  }),
  get("/api/user", ACCOUNT, "The signed-in user (both readings of the spec's client)", {
    response: ok(User, {
      id: z.int().optional(),
      name: z.string().optional(),
      email: z.string().optional(),
      role: z.string().optional(),
      user: User.optional(),
    }),
  }),
  get("/api/auth-check", ACCOUNT, "Whether the caller is signed in", {
    public: true,
    response: ok(z.object({ authenticated: z.boolean() }), { authenticated: z.boolean().optional() }),
    errors: [],
  }),
  ...alsoAt(
    [
      post(
        "/api/ai/calculate-nutrition",
        NUTRITION,
        "Nutrition of ingredients from the food table (offline)",
        {
          request: CalculateBody,
          response: ok(AiNutrition, {}, "Nutrition calculated"),
          errors: WRITE_ERRORS,
        },
      ),
    ],
    "/ai/calculate-nutrition",
  ),
  post("/api/nutrition/calculate", NUTRITION, "Nutrition per serving of ingredients, line by line", {
    request: CalculateBody,
    response: ok(CalculatedNutrition),
    errors: WRITE_ERRORS,
  }),
  get("/api/nutrition/summary", NUTRITION, "The nutrition analysis of a period against your goals", {
    query: ReportRangeQuery,
    response: ok(NutritionSummary),
    errors: [...READ_ERRORS, 404, 422],
  }),
  get("/api/nutrition/daily-report", NUTRITION, "The nutrition analysis of one day", {
    query: DailyReportQuery,
    response: ok(DailyReport),
    errors: [...READ_ERRORS, 404, 422],
  }),
  get("/api/nutrition/weekly-report", NUTRITION, "The nutrition analysis of seven days from start_date", {
    query: WeeklyReportQuery,
    response: ok(NutritionSummary),
    errors: [...READ_ERRORS, 404, 422],
  }),
  get("/api/nutrition/trends", NUTRITION, "One nutrient per day of a period, with your goal", {
    query: TrendsQuery,
    response: ok(NutritionTrend),
    errors: [...READ_ERRORS, 404, 422],
  }),
  get("/api/nutrition/recipe/{id}", NUTRITION, "A recipe's nutrition per serving", {
    description: "The same answer as GET /api/recipes/{id}/nutrition.",
    response: ok(RecipeNutrition),
    errors: [401, 404],
  }),
  // The free search of the food table (the recipe form's 'Find food'; ADR 032).
  get("/api/foods", NUTRITION, "Search the food table by words", {
    description:
      "Foods whose description holds every word of q (singular or plural alike; the last word may be the start of one), plain and raw forms first. An ingredient's food_ndb_no may be any ndb_no found here.",
    query: z.object({
      q: z.string().meta({ description: "The words; at least two letters, at most 100 characters read." }),
      page: z.int().meta({ description: "From 1." }).optional(),
      per_page: z.int().meta({ description: "At most 25 (10 by default)." }).optional(),
    }),
    response: ok(z.array(z.object({ ndb_no: z.string(), description: z.string(), food_group: z.string() })), {
      meta: z
        .object({ current_page: z.int(), per_page: z.int(), total: z.int(), last_page: z.int() })
        .optional(),
    }),
    errors: [...READ_ERRORS, 422],
  }),
  get("/api/nutrition/goals", NUTRITION, "Your daily nutrition goals (the defaults until saved)", {
    response: ok(NutritionGoals, NutritionGoalsExtra),
    errors: READ_ERRORS,
  }),
  ...sameAs(
    post(
      "/api/nutrition/goals",
      NUTRITION,
      "Save your daily nutrition goals (a nutrient left out keeps its target)",
      {
        request: NutritionGoalsBody,
        response: ok(NutritionGoals, NutritionGoalsExtra, "Nutrition goals saved"),
        errors: WRITE_ERRORS,
      },
    ),
    "put",
  ),
  get(
    "/api/features/{flag}/check",
    ACCOUNT,
    "Whether a feature flag is on for the caller's role (unknown flags are off)",
    {
      response: ok(z.object({ enabled: z.boolean(), flag: z.string() }).partial(), {
        enabled: z.boolean().optional(),
      }),
    },
  ),
  ...alsoAt(
    [
      get("/api/user/profile", ACCOUNT, "The caller's profile", { response: ok(User) }),
      ...sameAs(
        put("/api/user/profile", ACCOUNT, "Change name and email", {
          request: Profile,
          response: ok(User),
          errors: WRITE_ERRORS,
        }),
        "patch",
      ),
    ],
    "/user/profile",
  ),

  // ---------------------------------------------------------------------------------- ai planning
  get("/api/ai/preferences", AI_PLANNING, "Your AI planning preferences (the defaults until saved)", {
    response: ok(AiPreferences, AiPreferencesExtra),
    errors: READ_ERRORS,
  }),
  post("/api/ai/preferences", AI_PLANNING, "Save your AI planning preferences", {
    request: AiPreferencesBody,
    response: ok(AiPreferences, AiPreferencesExtra, "Preferences saved successfully!"),
    errors: WRITE_ERRORS,
  }),
  post("/api/ai/preferences/reset", AI_PLANNING, "Reset your AI planning preferences to the defaults", {
    response: ok(AiPreferences, AiPreferencesExtra, "Preferences reset to defaults."),
    errors: [401, 405, 419],
  }),

  // ------------------------------------------------------------------------------------- dashboard
  get("/api/dashboard", MEALS, "The dashboard's figures for your household", {
    description:
      "Today's and the coming week's meal counts, items expiring in 1 to 3 days and the pantry's status per place (null while inventory is off for your role), open shopping items (null while the shopping list is off for your role, or when they could not be read), and the recent community recipes (null while community is off).",
    response: ok(
      z.object({
        date: z.string(),
        todays_meals: z.int(),
        upcoming_meals: z.int(),
        upcoming_days: z.int(),
        expiring_items: z.int().nullable(),
        inventory_status: z
          .array(
            z.object({
              location: z.string(),
              items: z.int(),
              low_stock: z.int(),
              low_stock_percent: z.number(),
            }),
          )
          .nullable(),
        shopping_list_items: z.int().nullable(),
        recent_community_recipes: z.array(CommunityRecipe).nullable(),
      }),
    ),
    errors: READ_ERRORS,
  }),

  // ------------------------------------------------------------------------------------- inventory
  // Behind the inventory flag: a role without it gets 403.
  get("/api/inventory", INVENTORY, "The household's inventory, soonest expiry first", {
    description:
      "Filters as the page's: location (pantry, refrigerator, freezer: each a group of the form's locations), category (the list's short categories, each a group of the form's), expiration. An unknown value is all. meta.expiring_soon counts every item expiring in 1 to 3 days.",
    query: InventoryQuery,
    response: ok(z.array(InventoryItemJson), {
      meta: z.object({ total: z.int(), expiring_soon: z.int() }).optional(),
    }),
    errors: [...READ_ERRORS, 403],
  }),
  post("/api/inventory", INVENTORY, "Add an inventory item", {
    description:
      "With an Idempotency-Key (or an idempotency_key field) a retried create adds one item and answers the first result; the same key with another body answers 422.",
    headers: IdempotencyKeyHeader,
    request: InventoryBodyJson,
    response: ok(InventoryItemJson, {}, "Inventory item created successfully"),
    status: 201,
    errors: [...WRITE_ERRORS, 403],
  }),
  get("/api/inventory/{id}", INVENTORY, "One inventory item", {
    response: ok(InventoryItemJson),
    errors: [...READ_ERRORS, 403, 404],
  }),
  ...sameAs(
    put("/api/inventory/{id}", INVENTORY, "Replace an inventory item", {
      request: InventoryBodyJson,
      response: ok(InventoryItemJson, {}, "Inventory item updated successfully"),
      errors: [...WRITE_ERRORS, 403, 404],
    }),
    "patch",
  ),
  del("/api/inventory/{id}", INVENTORY, "Remove an inventory item", {
    errors: [401, 403, 404, 405, 419],
  }),

  // ------------------------------------------------------------------------------------- shopping
  // Behind the shopping list flag, as the pages: a role without it gets 403.
  get("/api/shopping-lists", SHOPPING, "The household's lists, the current first", {
    description: "A household without a list gets its default current list made.",
    response: ok(z.array(ShoppingListSummary)),
    errors: [...READ_ERRORS, 403],
  }),
  post("/api/shopping-lists", SHOPPING, "Create a list (the first one is current)", {
    request: ShoppingListBody,
    response: ok(ShoppingList),
    status: 201,
    errors: [...WRITE_ERRORS, 403],
  }),
  get("/api/shopping-lists/{id}", SHOPPING, "A list with its items, summary and budget status", {
    response: ok(ShoppingListDetail),
    errors: [...READ_ERRORS, 403, 404],
  }),
  put("/api/shopping-lists/{id}", SHOPPING, "Rename a list, set its budget, or make it current", {
    request: ShoppingListBody,
    response: ok(ShoppingList),
    errors: [...WRITE_ERRORS, 403, 404],
  }),
  del("/api/shopping-lists/{id}", SHOPPING, "Delete a list and its items", {
    description: "When it was current, the newest other list becomes current.",
    errors: [401, 403, 404, 405, 419],
  }),
  post("/api/shopping-lists/{id}/items", SHOPPING, "Add an item to a list", {
    headers: IdempotencyKeyHeader,
    request: ShoppingItemBody,
    response: ok(ShoppingItem),
    status: 201,
    errors: [...WRITE_ERRORS, 403, 404],
  }),
  put("/api/shopping-items/{id}", SHOPPING, "Change an item", {
    description: "Ending purchased with no actual price copies the estimated price.",
    request: ShoppingItemUpdate,
    response: ok(ShoppingItem),
    errors: [...WRITE_ERRORS, 403, 404],
  }),
  del("/api/shopping-items/{id}", SHOPPING, "Remove an item", { errors: [401, 403, 404, 405, 419] }),
  post("/api/shopping-items/{id}/toggle", SHOPPING, "Check an item off (or back on)", {
    description:
      "With an Idempotency-Key a retried check-off is applied once and answers the first result; the same key with another body answers 422. Marking purchased copies the estimated price into an empty actual price.",
    headers: IdempotencyKeyHeader,
    request: ShoppingToggleBody,
    response: ok(ShoppingItem),
    errors: [...WRITE_ERRORS, 403, 404],
  }),
  // -------------------------------------------------------------------------------------- settings
  post("/api/settings/password", SETTINGS, "Change the password; every other session and token ends", {
    request: PasswordChange,
    response: ok(
      PasswordChanged,
      {},
      "Password updated successfully! 1 other session signed out, 0 API tokens revoked.",
    ),
    errors: WRITE_ERRORS,
  }),
  get("/api/settings/preferences", SETTINGS, "The caller's units, theme and notification choices", {
    response: ok(Preferences),
  }),
  ...sameAs(
    put("/api/settings/preferences", SETTINGS, "Change preferences (only what is sent)", {
      request: PreferencesChange,
      response: ok(Preferences),
      errors: WRITE_ERRORS,
    }),
    "patch",
  ),
  get("/api/notifications", SETTINGS, "The caller's in-app notifications", {
    description:
      "What the dashboard's Notifications section shows: for each kind the caller has on in their preferences (inventory while inventory_enabled is on for their role, meal plans, recipes while community_enabled is on), at most 5 lines with a link each and `more`, the count of the rest. Pantry items expired or expiring within 3 days and items low on stock; meals planned, moved or removed in the last 7 days by someone else in the household or through the assistant or an API token; saves and ratings of the household's shared recipes by other households in the last 7 days. A kind that is off is left out; one that could not be read has no lines.",
    response: ok(NotificationFeed),
    errors: READ_ERRORS,
  }),
  get("/api/settings/sessions", SETTINGS, "The caller's signed-in browsers", {
    response: ok(z.array(SessionInfo)),
  }),
  del("/api/settings/sessions/{id}", SETTINGS, "Sign out one of the caller's sessions", {
    errors: [401, 404, 405, 419],
  }),
  get("/api/settings/tokens", SETTINGS, "The caller's API tokens (never their secrets)", {
    response: ok(z.array(TokenInfo)),
  }),
  post(
    "/api/settings/tokens",
    SETTINGS,
    "Create a personal API token (its secret is shown in this answer only)",
    {
      request: TokenCreate,
      response: ok(TokenCreated),
      status: 201,
      errors: WRITE_ERRORS,
    },
  ),
  del("/api/settings/tokens/{id}", SETTINGS, "Revoke one of the caller's API tokens", {
    errors: [401, 404, 405, 419],
  }),
  get("/api/settings/subscription", SETTINGS, "The household's plan, status and charges", {
    response: ok(SubscriptionInfo),
  }),
  post(
    "/api/settings/subscription",
    SETTINGS,
    "Cancel (when active), reactivate (when canceled) or upgrade (trial)",
    {
      request: SubscriptionChange,
      response: ok(SubscriptionInfo, {}, "Subscription canceled!"),
      errors: [...WRITE_ERRORS, 403],
    },
  ),
  get("/api/settings/export", SETTINGS, "Everything the household keeps, meal history included", {
    response: ok(HouseholdExport),
  }),
  del(
    "/api/settings/account",
    SETTINGS,
    "Delete the caller's account (and the household with its last account)",
    {
      request: AccountDelete,
      errors: WRITE_ERRORS,
    },
  ),
  post(
    "/api/settings/clear-data",
    SETTINGS,
    "Clear all the household's data; the account stays, in a new empty household",
    {
      description:
        "The Advanced tab's Clear all data. A wrong or missing confirmation answers 422 and clears nothing; " +
        "so does a household that other accounts share (remove them first, or delete only your account).",
      request: ClearData,
      response: ok(ClearDataAnswer, {}, "All data cleared!"),
      errors: WRITE_ERRORS,
    },
  ),

  // ----------------------------------------------------------------------------------------- admin
  get("/api/admin/users", ADMIN, "Every user", { response: ok(z.array(User)), errors: [401, 403] }),
  post("/api/admin/users", ADMIN, "Create a user", {
    request: AdminUserCreate,
    response: ok(User),
    status: 201,
    errors: [...WRITE_ERRORS, 403],
  }),
  get("/api/admin/users/{id}", ADMIN, "One user", { response: ok(User), errors: [401, 403, 404] }),
  ...sameAs(
    put("/api/admin/users/{id}", ADMIN, "Change a user (not your own role)", {
      request: AdminUserUpdate,
      response: ok(User),
      errors: [...WRITE_ERRORS, 403, 404],
    }),
    "patch",
  ),
  del("/api/admin/users/{id}", ADMIN, "Delete a user (not yourself); revokes their sessions and tokens", {
    errors: [401, 403, 404, 405, 419, 422],
  }),
  get("/api/admin/features", ADMIN, "Every feature flag", {
    response: ok(z.array(Flag)),
    errors: [401, 403],
  }),
  post("/api/admin/features", ADMIN, "Create a feature flag (admin is always included)", {
    request: FlagBody,
    response: ok(Flag),
    status: 201,
    errors: [...WRITE_ERRORS, 403],
  }),
  get("/api/admin/features/{id}", ADMIN, "One feature flag", { response: ok(Flag), errors: [401, 403, 404] }),
  ...sameAs(
    put("/api/admin/features/{id}", ADMIN, "Change a feature flag", {
      request: Flag,
      response: ok(Flag),
      errors: [...WRITE_ERRORS, 403, 404],
    }),
    "patch",
  ),
  del("/api/admin/features/{id}", ADMIN, "Delete a feature flag", { errors: [401, 403, 404, 405, 419] }),

  // ----------------------------------------------------------------------------------- diagnostics
  ...alsoAt(
    [
      get(
        "/api/debug-auth-status",
        DIAG,
        "How the caller is signed in (admins only); never a token or secret",
        { response: ok(AuthStatus), errors: [401, 403] },
      ),
    ],
    "/debug-auth-status",
    "/user-debug",
    "/api/user-debug",
  ),
  ...alsoAt(
    [
      get("/api/debug-family-access/{id}", DIAG, "A family's counts (admins only); never names or secrets", {
        response: ok(FamilyAccess),
        errors: [401, 403, 404, 405],
      }),
    ],
    "/debug-family-access/{id}",
  ),

  // ---------------------------------------------------------------------------------------- family
  ...alsoAt(
    [get("/api/user/family", FAMILY, "The caller's family", { response: ok(Family) })],
    "/user/family",
  ),
  get("/api/families", FAMILY, "The caller's one household", {
    response: ok(z.array(z.object({ id: z.int(), name: z.string() }).partial())),
  }),
  post("/api/families", FAMILY, "Answers 409: there is no second household to create", {
    request: FamilyName.partial(),
    errors: [401, 409, 419],
  }),
  get("/api/families/{id}", FAMILY, "The family", { response: ok(Family), errors: [401, 404] }),
  ...sameAs(
    put("/api/families/{id}", FAMILY, "Rename the family", {
      request: FamilyName,
      response: ok(Family),
      errors: [...WRITE_ERRORS, 403, 404],
    }),
    "patch",
  ),
  del("/api/families/{id}", FAMILY, "Answers 409: a household lives as long as its accounts", {
    errors: [401, 404, 409, 419],
  }),
  get("/api/families/{id}/options", FAMILY, "The family's food options", {
    response: ok(FamilyOptions),
    errors: [401, 404],
  }),
  ...sameAs(
    put("/api/families/{id}/options", FAMILY, "Change the lists and the time zone sent", {
      request: FamilyOptions,
      response: ok(FamilyOptions),
      errors: [...WRITE_ERRORS, 403, 404],
    }),
    "patch",
  ),
  get("/api/family-members", FAMILY, "The family's members", { response: ok(z.array(Member)) }),
  post("/api/family-members", FAMILY, "Add a member", {
    request: MemberBody,
    response: ok(Member),
    status: 201,
    errors: [...WRITE_ERRORS, 403, 404],
  }),
  get("/api/family-members/{id}", FAMILY, "One member", { response: ok(Member), errors: [401, 404] }),
  ...sameAs(
    put("/api/family-members/{id}", FAMILY, "Change a member (or {name, family_name} to rename the family)", {
      request: MemberBody,
      response: ok(Member),
      errors: [...WRITE_ERRORS, 403, 404],
    }),
    "patch",
  ),
  del("/api/family-members/{id}", FAMILY, "Remove a member (422 for the primary member)", {
    errors: [401, 403, 404, 405, 419, 422],
  }),
  get("/api/family-members/{id}/dietary-info", FAMILY, "A member's diet", {
    response: ok(Dietary),
    errors: [401, 404],
  }),
  ...sameAs(
    put("/api/family-members/{id}/dietary-info", FAMILY, "Change the lists sent", {
      request: Dietary,
      response: ok(Dietary),
      errors: [...WRITE_ERRORS, 403, 404],
    }),
    "patch",
  ),
  get("/api/family-members/check-permissions", FAMILY, "What the caller may do in a family", {
    query: z.object({ family_id: z.int().meta({ description: "The family id." }).optional() }),
    response: ok(null, { permissions: FamilyPermissions.optional() }),
  }),
  get("/api/family-members/{id}/check-permissions", FAMILY, "What the caller may do with a member", {
    response: ok(null, { permissions: MemberPermissions.optional() }),
    errors: [401, 404],
  }),
  get(
    "/api/family-members/check-family-member-permissions/{id}",
    FAMILY,
    "Same as /api/family-members/{id}/check-permissions",
    { response: ok(null, { permissions: MemberPermissions.optional() }), errors: [401, 404] },
  ),

  // --------------------------------------------------------------------------------------- recipes
  get(
    "/api/recipes",
    RECIPES,
    "The household's recipes, the public starter library and the caller's favourites",
    {
      query: RecipesQuery,
      response: ok(z.array(Recipe), {
        meta: z
          .object({ current_page: z.int(), per_page: z.int(), total: z.int(), last_page: z.int() })
          .partial()
          .optional(),
      }),
    },
  ),
  post("/api/recipes", RECIPES, "Create a recipe", {
    request: RecipeBody,
    response: ok(Recipe, {}, "Recipe created successfully"),
    status: 201,
    errors: WRITE_ERRORS,
  }),
  get("/api/recipes/{id}", RECIPES, "One recipe (?format=jsonld: schema.org JSON-LD)", {
    query: z.object({
      format: z.enum(["jsonld"]).meta({ description: "jsonld for schema.org JSON-LD." }).optional(),
    }),
    response: ok(Recipe),
    errors: [401, 404],
  }),
  ...sameAs(
    put("/api/recipes/{id}", RECIPES, "Change a recipe (image: null removes the picture)", {
      request: RecipeBody,
      response: ok(Recipe, {}, "Recipe updated successfully"),
      errors: [...WRITE_ERRORS, 403, 404],
    }),
    "patch",
  ),
  del("/api/recipes/{id}", RECIPES, "Delete a recipe", { errors: [401, 403, 404, 405, 419] }),
  post("/api/recipes/{id}/toggle-favorite", RECIPES, "Toggle a favourite", {
    response: ok(null, { is_favorite: z.boolean().optional() }),
    errors: [401, 404, 405, 419],
  }),
  ...sameAs(
    post("/api/recipes/{id}/rating", RECIPES, "Rate 1–5 (0 or null takes the rating back)", {
      request: Rating,
      response: ok(RatingAnswer),
      errors: [...WRITE_ERRORS, 404],
    }),
    "put",
  ),
  get("/api/recipes/{id}/notes", RECIPES, "Your personal notes", {
    response: ok(NotesAnswer),
    errors: [401, 404],
  }),
  ...sameAs(
    put("/api/recipes/{id}/notes", RECIPES, "Save your personal notes", {
      request: NotesBody,
      response: ok(NotesAnswer, {}, "Notes saved successfully!"),
      errors: [...WRITE_ERRORS, 404],
    }),
    "post",
  ),
  get("/api/recipes/{id}/nutrition", RECIPES, "A recipe's nutrition per serving", {
    response: ok(RecipeNutrition),
    errors: [401, 404],
  }),
  post(
    "/api/recipes/import",
    RECIPES,
    "Import a recipe from a web page (schema.org, microdata or OpenGraph)",
    {
      request: RecipeImport,
      response: ok(
        Recipe,
        {
          warnings: z.array(z.string().meta({ examples: ["Imported without its picture: …"] })).optional(),
        },
        "Recipe imported successfully!",
      ),
      status: 201,
      errors: WRITE_ERRORS,
    },
  ),
  post("/api/recipes/add-to-collection", RECIPES, "Save a recipe the assistant suggested", {
    request: AddToCollection,
    response: ok(Recipe),
    status: 201,
    errors: WRITE_ERRORS,
  }),
  // assistant
  post("/api/analyze-intent", ASSISTANT, "The intent of a chat message", {
    description:
      "RECIPE_SEARCH, MEAL_PLAN, NUTRITION_ADVICE or GENERAL_QUESTION with a confidence; below 0.7 a clarificationQuestion. When the provider's analysis fails, a keyword guess at 0.5. 401 answers 'Your session has expired. Please refresh the page to log in again.'",
    request: AssistantRequestSchema,
    response: ok(null, IntentResultSchema.shape, "Intent analysed."),
    errors: [...WRITE_ERRORS, 403],
  }),
  post("/api/ai-assistant", ASSISTANT, "One chat turn with the assistant", {
    description:
      "Answers by intent and stores the turn in the caller's chat. Every recipe and plan is checked against the family's allergies. The client's intent, parameters and optimizedPrompt are accepted and ignored: the server reads the intent itself. The same Idempotency-Key again answers the stored turn (replayed) without asking the provider; a busy AI service is answered by the offline planner (answeredOffline).",
    request: AssistantRequestSchema,
    headers: IdempotencyKeyHeader,
    response: ok(null, AssistantAnswerShape),
    errors: [...WRITE_ERRORS, 403, 502, 504],
  }),
  post("/api/ingredients/parse", RECIPES, "Parse ingredient lines", {
    request: IngredientLines,
    response: ok(z.array(ParsedIngredient)),
    errors: WRITE_ERRORS,
  }),
  get("/recipe-images/{id}", RECIPES, "A recipe's picture (PNG, JPEG, GIF or WebP), cached for a year", {
    plain: { 200: { description: "The picture." }, 404: { description: "No such picture." } },
  }),
  get("/healthz", DIAG, "Health: {status, db, version}; 503 when the database does not answer", {
    public: true,
    plain: {
      200: { description: "Up.", schema: Health },
      503: { description: "The database does not answer." },
    },
  }),
  // ------------------------------------------------------------------ the plan → list → pantry loop
  post("/api/shopping-lists/generate", MEALS, "Generate the shopping list from the meal plan", {
    operationId: "generateShoppingList",
    description:
      "The range's planned recipes (leftovers excluded), scaled by each meal's servings, merged by food with 'For {meal}' notes, minus what the pantry holds, written into the household's current list (made when there is none). The same range again updates its items instead of adding them twice. No dates: the coming week; start_date alone: it and the next 6 days. At most 92 days.",
    request: z.object({ start_date: DATE.optional(), end_date: DATE.optional() }),
    response: ok(
      z.object({
        list_id: z.int(),
        list_name: z.string(),
        start_date: DATE,
        end_date: DATE,
        meals: z.int(),
        added: z.int(),
        updated: z.int(),
        removed: z.int(),
        in_pantry: z.array(z.string()).meta({ description: "Foods the pantry covers in full." }),
        items: z.array(
          z.object({
            name: z.string(),
            quantity: z.number(),
            unit: z.string().nullable(),
            category: z.string(),
            notes: z.string(),
            source_meal_id: z.int().meta({ description: "The first meal the item is for." }),
            source_meal_ids: z.array(z.int()).meta({ description: "Every meal the item is for." }),
            source_recipe_id: z.int(),
          }),
        ),
      }),
      {},
      "Shopping list generated: 5 items added or updated.",
    ),
    errors: [...WRITE_ERRORS, 403],
  }),
  get("/api/openapi.json", DIAG, "This document", {
    public: true,
    plain: { 200: { description: "OpenAPI 3.1", contentType: "application/json" } },
  }),

  // ------------------------------------------------------------------------------------- community
  get("/api/community/recipes", COMMUNITY, "Public recipes of every household and the starter library", {
    query: CommunityQuery,
    response: ok(z.array(CommunityRecipe), {
      featured: z
        .array(CommunityRecipe)
        .meta({ description: "The featured recipes; empty while searching." }),
      meta: z.object({ current_page: z.int(), per_page: z.int(), total: z.int(), last_page: z.int() }),
    }),
    errors: [401, 403, 405],
  }),
  post("/api/community/recipes/{id}/save", COMMUNITY, "Save a recipe (once; the count rises by one)", {
    response: ok(SaveAnswer),
    errors: [401, 403, 404, 405, 419],
  }),
  del("/api/community/recipes/{id}/save", COMMUNITY, "Unsave a recipe", {
    response: ok(SaveAnswer),
    errors: [401, 403, 404, 405, 419],
  }),
  post(
    "/api/community/recipes/{id}/rate",
    COMMUNITY,
    "Rate 1–5 with a short review (a second one edits it)",
    {
      request: CommunityReview,
      response: ok(CommunityReviewAnswer),
      errors: [...WRITE_ERRORS, 403, 404],
    },
  ),
  post("/api/community/recipes/{id}/report", COMMUNITY, "Report a public recipe (hidden for you at once)", {
    request: CommunityReport,
    errors: [...WRITE_ERRORS, 403, 404],
  }),
  post("/api/community/recipes/{id}/feature", COMMUNITY, "Feature a public recipe (admins)", {
    description:
      "A member gets 403. A private recipe is refused: another household's answers 404 like a missing one, " +
      "one of the admin's own household 422. Featuring twice keeps it featured.",
    response: ok(FeatureAnswer, {}, "The recipe is featured."),
    errors: [401, 403, 404, 405, 419, 422],
  }),
  del("/api/community/recipes/{id}/feature", COMMUNITY, "Stop featuring a recipe (admins)", {
    response: ok(FeatureAnswer, {}, "The recipe is no longer featured."),
    errors: [401, 403, 404, 405, 419, 422],
  }),
  post("/api/recipes/{id}/share", COMMUNITY, "Share one of your household's recipes", {
    response: ok(ShareAnswer),
    errors: [401, 403, 404, 405, 419],
  }),
  del("/api/recipes/{id}/share", COMMUNITY, "Stop sharing one of your household's recipes", {
    response: ok(ShareAnswer),
    errors: [401, 403, 404, 405, 419],
  }),
];

// ---------------------------------------------------------------------------------------------------
// The generator

/** Zod's JSON Schema of what a client sends (io: input), with the components referred to by name. */
function jsonSchema(schema: z.core.$ZodType, { root = false } = {}): Json {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema: out, path }) => {
      const name = COMPONENTS.get(zodSchema);
      if (name && !(root && path.length === 0)) {
        for (const key of Object.keys(out)) delete (out as Json)[key];
        (out as Json).$ref = `#/components/schemas/${name}`;
        return;
      }
      // z.int() says "a safe integer"; the document leaves that unsaid.
      if (out.minimum === Number.MIN_SAFE_INTEGER) delete out.minimum;
      if (out.maximum === Number.MAX_SAFE_INTEGER) delete out.maximum;
    },
  }) as Json;
  return json;
}

const jsonContent = (schema: z.ZodType) => ({ "application/json": { schema: jsonSchema(schema) } });

/** Each property of a zod object as one OpenAPI parameter. */
function parameters(where: "query" | "header", object: z.ZodObject | undefined): Json[] {
  if (!object) return [];
  const json = jsonSchema(object) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => {
    const { description, ...rest } = schema;
    return {
      name,
      in: where,
      required: json.required?.includes(name) ?? false,
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

const errorRefs = (codes: number[]) =>
  Object.fromEntries(codes.map((code) => [String(code), { $ref: `#/components/responses/Error${code}` }]));

function operationObject(operation: Operation): Json {
  const params = [...parameters("header", operation.headers), ...parameters("query", operation.query)];
  const responses = operation.plain
    ? Object.fromEntries(
        Object.entries(operation.plain).map(([status, answer]) => [
          status,
          {
            description: answer.description,
            ...(answer.schema
              ? { content: jsonContent(answer.schema) }
              : answer.contentType
                ? { content: { [answer.contentType]: {} } }
                : {}),
          },
        ]),
      )
    : {
        [String(operation.status ?? 200)]: {
          description: operation.responseDescription ?? "Done.",
          content: jsonContent(operation.response ?? ok(null)),
        },
        // Any call may meet a database that is away (docs/decisions/018-database-faults.md).
        ...errorRefs([...(operation.errors ?? READ_ERRORS), 503]),
      };
  const body = operation.request && jsonSchema(operation.request);
  return {
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    ...(operation.operationId ? { operationId: operation.operationId } : {}),
    tags: [operation.tag],
    ...(params.length ? { parameters: params } : {}),
    ...(body
      ? {
          requestBody: {
            required: true,
            content: {
              "application/json": { schema: body },
              "application/x-www-form-urlencoded": { schema: body },
            },
          },
        }
      : {}),
    ...(operation.public ? { security: [] } : {}),
    responses,
  };
}

function pathsOf(operations: Operation[]): Record<string, Json> {
  const paths: Record<string, Json> = {};
  for (const operation of operations) {
    const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    paths[operation.path] ??= names.length
      ? {
          parameters: names.map((name) => {
            const parameter = pathParameter(operation.path, name);
            return {
              name,
              in: "path",
              required: true,
              description: parameter.description,
              schema: jsonSchema(parameter.schema),
            };
          }),
        }
      : {};
    const item = paths[operation.path] as Json;
    if (item[operation.method])
      throw new Error(`${operation.method} ${operation.path} is in the table twice`);
    item[operation.method] = operationObject(operation);
  }
  return paths;
}

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
    { name: "Meal plans", description: "The calendar (docs/api.md; ADR 010)." },
    { name: "Accounts" },
    { name: "Family" },
    { name: "Recipes" },
    { name: "Nutrition", description: "Daily goals and analysis (docs/product.md#nutrition)." },
    { name: "AI planning", description: "Your AI planning preferences (docs/product.md#ai-assistant)." },
    { name: "Shopping", description: "Shopping lists and items (docs/product.md#shopping-list; ADR 038)." },
    { name: "Admin", description: "Admins only: members get 403." },
    { name: "Diagnostics", description: "Admins only; never secrets." },
    {
      name: "Community",
      description: "Shared recipes of every household (docs/product.md#community); behind community_enabled.",
    },
    {
      name: "Settings",
      description: "The caller's account, preferences and data (docs/product.md#settings).",
    },
  ],
  paths: pathsOf(OPERATIONS),
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
    schemas: Object.fromEntries(
      [...COMPONENTS].map(([schema, name]) => [name, jsonSchema(schema, { root: true })]),
    ),
    responses: Object.fromEntries(
      Object.entries(ERROR_TEXT).map(([code, description]) => [
        `Error${code}`,
        {
          description,
          content: jsonContent(code === "422" ? ValidationErrorSchema : ErrorSchema),
          ...(code === "429" || code === "503"
            ? { headers: { "Retry-After": { schema: { type: "integer" }, description: "Seconds to wait." } } }
            : {}),
        },
      ]),
    ),
  },
};

/** Every path of the meal-plan calls (the tests check the document lists them). */
export const MEAL_PLAN_PATHS = [
  ...new Set(OPERATIONS.filter((operation) => operation.tag === MEALS).map((operation) => operation.path)),
  "/api/debug-meal-ownership/{id}",
];
