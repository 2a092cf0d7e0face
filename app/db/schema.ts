// Table types for Kysely. Row types stay inside app/db, app/events and app/domain.
// The value types of the columns (meal types, meal times, nutrition) are the domain's rules, imported
// here as types only, so each is defined once (app/domain/*/constants.ts hold no runtime dependencies).
import type { ColumnType, Generated, JSONColumnType } from "kysely";
import type { ReportStatus } from "../domain/community/constants";
import type { MealTimes } from "../domain/household/constants";
import type { MealType } from "../domain/meal-plan/constants";
import type { FoodNutritionValues, NutritionSource, NutritionValues } from "../domain/nutrition/constants";
import type { NutritionCheck } from "../domain/nutrition/plausibility";
import type { SubscriptionStatus, ThemeChoice, UnitSystem } from "../domain/settings/constants";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = Record<string, unknown>;

export interface StreamsTable {
  stream_id: string;
  stream_type: string;
  household_id: number;
  version: number;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface EventLogHeadsTable {
  household_id: number;
  sequence: number;
  /** The hash the last append replaced (null until the household's first append after 2026-11-25). */
  previous_hash: string | null;
  hash: string;
}

export interface EventsTable {
  global_position: Generated<number>;
  transaction_id: Generated<string>;
  household_id: number;
  // Set by the events_chain trigger, whatever the insert says.
  household_sequence: Generated<number>;
  stream_id: string;
  stream_version: number;
  event_type: string;
  data: JSONColumnType<Json, string, string>;
  metadata: JSONColumnType<Json, string, string>;
  source: "web" | "api" | "ai" | "system";
  actor_user_id: number | null;
  request_id: string | null;
  idempotency_key: string | null;
  recorded_at: Generated<Date>;
  previous_hash: Generated<string>;
  hash: Generated<string>;
}

export interface IdempotencyKeysTable {
  household_id: number;
  key: string;
  request_hash: string;
  result: JSONColumnType<Json, string | null, string | null> | null;
  created_at: Generated<Date>;
}

type Created = Generated<Date>;
type JsonList = JSONColumnType<string[], string | undefined, string>;

export type Role = "admin" | "member";

export interface HouseholdsTable {
  id: Generated<number>;
  name: Generated<string>;
  meal_times: JSONColumnType<MealTimes, string | undefined, string>;
  allergies: JsonList;
  dietary_preferences: JsonList;
  dislikes: JsonList;
  health_conditions: JsonList;
  favorite_meals: JsonList;
  members_can_edit: Generated<boolean>;
  subscription_status: Generated<SubscriptionStatus>;
  trial_ends_at: Date | null;
  subscription_changed_at: Date | null;
  /** Preparing a meal takes its ingredients from the pantry (migrations/2026-11-29T1300-pantry-loop.ts). */
  deplete_pantry_on_prepared: Generated<boolean>;
  /** IANA zone of the household's "today"; null: the server's zone (migrations/2026-11-30T1400-household-time-zone.ts). */
  time_zone: string | null;
  created_at: Created;
  updated_at: Timestamp;
}

export interface HouseholdInvitesTable {
  id: Generated<number>;
  household_id: number;
  token_hash: string;
  household_role: "admin" | "member";
  created_by: number | null;
  expires_at: Date;
  used_at: Date | null;
  used_by: number | null;
  created_at: Created;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  role: Generated<Role>;
  household_id: number;
  household_role: Generated<"owner" | "admin" | "member">;
  subscription_status: Generated<"trial" | "active" | "canceled">;
  trial_ends_at: Date | null;
  ui_preferences: JSONColumnType<UiPreferences, string | undefined, string>;
  units: Generated<UnitSystem>;
  theme: Generated<ThemeChoice>;
  notify_recipes: Generated<boolean>;
  notify_meal_plans: Generated<boolean>;
  notify_inventory: Generated<boolean>;
  created_at: Created;
  updated_at: Timestamp;
}

export interface FamilyMembersTable {
  id: Generated<number>;
  household_id: number;
  user_id: number | null;
  name: string;
  age: number | null;
  avatar: string | null;
  gender: Generated<"male" | "female" | "other">;
  relationship: Generated<string>;
  activity_level: Generated<"sedentary" | "light" | "moderate" | "active" | "very_active">;
  default_portion_size: Generated<number>;
  dietary_preferences: JsonList;
  allergies: JsonList;
  disliked_ingredients: JsonList;
  health_conditions: JsonList;
  favorite_meals: JsonList;
  is_primary: Generated<boolean>;
  height: string | null;
  weight: string | null;
  created_at: Created;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id_hash: string;
  user_id: number;
  csrf_token: string;
  remember: boolean;
  expires_at: Date;
  created_at: Created;
  last_seen_at: Timestamp;
  user_agent: string | null;
}

export interface ApiTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  expires_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
  created_at: Created;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_by: number | null;
  expires_at: Date;
  used_at: Date | null;
  created_at: Created;
}

export interface FeatureFlagsTable {
  id: Generated<number>;
  name: string;
  key: string;
  description: string | null;
  enabled_for: JSONColumnType<Role[], string | undefined, string>;
  created_at: Created;
  updated_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  window_start: Date;
  count: number;
}

export type UiPreferences = { recipeView?: "card" | "list"; plannerView?: "month" | "week" | "day" };

/** numeric columns: read as numbers (app/db/database.server.ts sets the parser). */
type Numeric = ColumnType<number | null, number | null | undefined, number | null>;

export interface RecipeImagesTable {
  id: Generated<number>;
  household_id: number | null;
  content_type: "image/png" | "image/jpeg" | "image/gif" | "image/webp";
  byte_size: number;
  sha256: string;
  bytes: Buffer;
  created_at: Created;
}

export interface RecipesTable {
  id: Generated<number>;
  household_id: number | null;
  author_id: number | null;
  author_name: Generated<string>;
  name: string;
  description: Generated<string>;
  /** null: unknown (docs/recipe-facts.md). */
  prep_minutes: number | null;
  cook_minutes: number | null;
  servings: Generated<number>;
  difficulty: Generated<"Easy" | "Medium" | "Hard">;
  cuisine: Generated<string>;
  meal_type: Generated<string>;
  category: Generated<string>;
  notes: Generated<string>;
  tags: JsonList;
  is_public: Generated<boolean>;
  calories: Numeric;
  protein: Numeric;
  carbs: Numeric;
  fat: Numeric;
  fiber: Numeric;
  sugar: Numeric;
  nutrition_source: NutritionSource | null;
  /** With computed nutrition: the ingredient names it could not count; otherwise null. */
  nutrition_unmatched: JSONColumnType<string[] | null, string | null | undefined, string | null>;
  /** With computed nutrition no serving can hold: why, and the lines that caused it; otherwise null. */
  nutrition_check: JSONColumnType<NutritionCheck | null, string | null | undefined, string | null>;
  image_id: number | null;
  source_url: string | null;
  licence: string | null;
  starter_key: string | null;
  /** Which revision of the derived facts a starter recipe holds (STARTER_REVISION). */
  starter_revision: Generated<number>;
  /** When the owning household last shared it with the community; null: never (or a starter recipe). */
  shared_at: Date | null;
  /** When an admin featured it on the community page; null: not featured. */
  featured_at: Date | null;
  /** The allergen classes it holds (docs/decisions/067-allergens.md); null: not read yet (unknown). */
  allergens: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
  /** Its ingredient lines to check on the label (unsure readings); null: not read yet. */
  allergen_check_lines: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
  /** The allergen module's revision that read it (ALLERGEN_REVISION); older ones are read again at start. */
  allergens_revision: Generated<number>;
  created_at: Created;
  updated_at: Timestamp;
}

export interface RecipeIngredientsTable {
  recipe_id: number;
  position: number;
  quantity: Numeric;
  quantity_max: Numeric;
  unit: string | null;
  name: string;
  category: string | null;
  notes: string | null;
  original: Generated<string>;
  /** The food the user chose for this line (an NDB number); null: the matcher's choice. */
  food_ndb_no: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RecipeStepsTable {
  recipe_id: number;
  position: number;
  text: string;
}

export interface RecipeFavoritesTable {
  user_id: number;
  recipe_id: number;
  updated_at: Timestamp;
}

export interface RecipeRatingsTable {
  user_id: number;
  recipe_id: number;
  rating: number;
  /** A short review beside the rating (docs/product.md#community); empty: none. */
  review: Generated<string>;
  updated_at: Timestamp;
}

export interface RecipeUserNotesTable {
  user_id: number;
  recipe_id: number;
  notes: string;
  updated_at: Timestamp;
}

type JsonValue<T extends object | null> = JSONColumnType<T, string | undefined, string>;

export interface RmCalendarTable {
  meal_id: number;
  household_id: number;
  date: string;
  time: string;
  meal_type: MealType;
  title: string;
  recipe_id: number | null;
  recipe_title: string | null;
  recipe_servings: number | null;
  description: string;
  notes: string;
  servings: ColumnType<number, number, number>;
  member_ids: JsonValue<number[]>;
  portions: JsonValue<Record<string, number>>;
  for_names: JsonValue<string[]>;
  reminder_minutes: number | null;
  nutrition: JSONColumnType<NutritionValues | null, string | null | undefined, string | null>;
  nutrition_source: string | null;
  dishes: JsonValue<
    {
      dishId: number;
      title: string;
      recipe: { id: number; title: string; servings: number; nutrition: NutritionValues | null } | null;
    }[]
  >;
  is_leftover: boolean;
  original_meal_id: number | null;
  series_id: number | null;
  prepared: boolean;
  version: number;
  created_by: number | null;
  created_at: Date;
  updated_at: Date;
}

export interface RmDailyNutritionTable {
  household_id: number;
  date: string;
  member_id: number;
  meals: number;
  meals_missing: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  sugar: number;
}

/** Change counters behind the rendered-page cache (ADR 012): scope = household id, 0 = every page. */
export interface PageRevisionsTable {
  scope: number;
  revision: number;
}

/** A user's daily nutrition goals (docs/product.md#nutrition); no row: the defaults. */
export interface NutritionGoalsTable {
  user_id: number;
  targets: JSONColumnType<Record<string, number>, string, string>;
  updated_at: Generated<Date>;
}

/** A user's AI planning preferences (migrations/2026-11-29T1500-ai-preferences.ts); no row: the defaults. */
export interface AiPreferencesTable {
  user_id: number;
  preferences: JSONColumnType<Record<string, unknown>, string, string>;
  updated_at: Generated<Date>;
}

/** A household's pantry row (migrations/2026-11-29T0900-inventory.ts). */
export interface InventoryItemsTable {
  id: Generated<number>;
  household_id: number;
  name: string;
  category: string;
  quantity: Numeric;
  unit: string | null;
  location: string | null;
  purchase_date: string | null;
  expiry_date: string | null;
  brand: string | null;
  price: Numeric;
  low_stock_alert: Generated<boolean>;
  // Not null, default 1: Generated<Numeric> would wrap one ColumnType in another and refuse a number.
  low_stock_threshold: ColumnType<number, number | undefined, number>;
  notes: string | null;
  barcode: string | null;
  created_by: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A household's shopping list; at most one per household is current (migrations/2026-11-29T1000-shopping.ts). */
export interface ShoppingListsTable {
  id: Generated<number>;
  household_id: number;
  name: string;
  budget: Numeric;
  is_current: Generated<boolean>;
  created_by: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** An item of a shopping list; `source_*` and `generated_range` tie generated items to the plan. */
export interface ShoppingItemsTable {
  id: Generated<number>;
  list_id: number;
  household_id: number;
  name: string;
  quantity: Numeric;
  unit: string | null;
  category: Generated<string>;
  estimated_price: Numeric;
  actual_price: Numeric;
  purchased: Generated<boolean>;
  purchased_at: Date | null;
  priority: Generated<number>;
  notes: string | null;
  /** The first meal a generated item is for (kept for older readers); every meal is in source_meal_ids. */
  source_meal_id: number | null;
  /** Every planned meal a generated item is for, in plan order (migrations/2026-12-01T0900-shopping-item-meals.ts). */
  source_meal_ids: Generated<number[]>;
  source_recipe_id: number | null;
  generated_range: string | null;
  created_by: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A meal plan the assistant wrote for a user (migrations/2026-11-29T1400-assistant.ts). */
export interface AiMealPlansTable {
  id: Generated<number>;
  user_id: number;
  household_id: number;
  /** The plan's days: [{label, date, meals: [{title, mealType, time, recipeId, include}]}]. */
  days: JSONColumnType<unknown[], string, string>;
  accepted_at: Date | null;
  created_at: Generated<Date>;
}

/** One message of a user's chat with the assistant; an answer's recipe cards and plan come with it. */
export interface AiMessagesTable {
  id: Generated<number>;
  user_id: number;
  household_id: number;
  role: "user" | "assistant" | "system";
  content: string;
  response_type: string | null;
  recipes: JSONColumnType<unknown[], string | undefined, string>;
  plan_id: number | null;
  created_at: Generated<Date>;
  /** The chat form's key, on both rows of a turn: the same key again finds the turn (ADR 046). */
  idempotency_key: string | null;
  /** The intent the turn was read as, on the answer's row. */
  intent: JSONColumnType<object | null, string | null | undefined, string | null>;
}

/** What a restock or a prepared meal did to the pantry, to show and undo (ADR 039). */
export interface PantryChangesTable {
  id: Generated<number>;
  household_id: number;
  batch: string;
  kind: "restock" | "deplete";
  inventory_item_id: number | null;
  item_name: string;
  delta: number;
  unit: string | null;
  created_item: Generated<boolean>;
  meal_id: number | null;
  shopping_item_id: number | null;
  marked_purchased: Generated<boolean>;
  created_by: number | null;
  created_at: Generated<Date>;
  undone_at: Date | null;
}

/** The USDA SR Legacy food table (seed-data/usda): nutrients per 100 g, null where SR has no value. */
export type FoodsTable = FoodNutritionValues & {
  ndb_no: string;
  description: string;
  food_group: string;
  water: number | null;
};

/** A food's household measures: `amount` × `measure` weighs `gram_weight` grams. */
export interface FoodPortionsTable {
  ndb_no: string;
  seq: number;
  amount: number;
  measure: string;
  gram_weight: number;
}

export interface CommunityReportsTable {
  id: Generated<number>;
  recipe_id: number;
  reporter_id: number;
  reason: Generated<string>;
  status: Generated<ReportStatus>;
  resolved_by: number | null;
  resolved_at: Date | null;
  created_at: Created;
}

export interface DB {
  community_reports: CommunityReportsTable;
  nutrition_goals: NutritionGoalsTable;
  ai_preferences: AiPreferencesTable;
  inventory_items: InventoryItemsTable;
  shopping_lists: ShoppingListsTable;
  shopping_items: ShoppingItemsTable;
  ai_meal_plans: AiMealPlansTable;
  ai_messages: AiMessagesTable;
  pantry_changes: PantryChangesTable;
  foods: FoodsTable;
  food_portions: FoodPortionsTable;
  page_revisions: PageRevisionsTable;
  rm_calendar: RmCalendarTable;
  rm_daily_nutrition: RmDailyNutritionTable;
  recipe_images: RecipeImagesTable;
  recipes: RecipesTable;
  recipe_ingredients: RecipeIngredientsTable;
  recipe_steps: RecipeStepsTable;
  recipe_favorites: RecipeFavoritesTable;
  recipe_ratings: RecipeRatingsTable;
  recipe_user_notes: RecipeUserNotesTable;
  households: HouseholdsTable;
  household_invites: HouseholdInvitesTable;
  users: UsersTable;
  family_members: FamilyMembersTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  password_resets: PasswordResetsTable;
  feature_flags: FeatureFlagsTable;
  rate_limits: RateLimitsTable;
  streams: StreamsTable;
  event_log_heads: EventLogHeadsTable;
  events: EventsTable;
  idempotency_keys: IdempotencyKeysTable;
}
