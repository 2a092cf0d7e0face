// Reading recipes: the collection a viewer browses (a household's own, the public starter library and
// saved favourites), one recipe with everything the detail screen shows, and the lean lists the pickers
// and the meal form use. Who may read is app/domain/recipes/access.server.ts.
import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";
import type { DB } from "../../db/schema";
import type { AllergyReading } from "../allergens";
import { NotFoundError } from "../errors";
import { type NutritionCheck, readNutritionCheck } from "../nutrition/plausibility";
import { readableBy, type Viewer } from "./access.server";
import { type StoredAllergens, safeForCondition, storedAllergens } from "./allergens.server";
import { API_PAGE_SIZE, cuisinesOfFilter, type Difficulty, RECIPE_TEXTS } from "./constants";
import type { IngredientInput, Nutrition } from "./schemas";

export type RecipeIngredient = IngredientInput & { position: number };

export type RecipeSummary = {
  id: number;
  householdId: number | null;
  name: string;
  description: string;
  /** Minutes; null: unknown. */
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  servings: number;
  difficulty: Difficulty;
  cuisine: string;
  mealType: string;
  category: string;
  tags: string[];
  isPublic: boolean;
  imageId: number | null;
  authorName: string;
  averageRating: number;
  ratingCount: number;
  isFavorite: boolean;
  isStarter: boolean;
  canEdit: boolean;
  calories: number | null;
  /** What it holds by the allergen module's reading (ADR 067); null: not read yet, so unknown. */
  allergens: StoredAllergens | null;
};

export type Recipe = RecipeSummary & {
  authorId: number | null;
  notes: string;
  nutrition: Nutrition;
  nutritionSource: "manual" | "computed" | "ai" | null;
  /** With computed nutrition: the ingredient names the food table could not count. */
  nutritionUnmatched: string[];
  /** Computed figures no serving can hold: why, and the lines; the values are then unknown (ADR 068). */
  nutritionCheck: NutritionCheck | null;
  sourceUrl: string | null;
  licence: string | null;
  ingredients: RecipeIngredient[];
  instructions: string[];
  myRating: number | null;
  myNotes: string;
  createdAt: Date;
  updatedAt: Date;
};

export const SORTS = ["name", "cuisine", "meal_type", "time", "difficulty", "rating", "newest"] as const;
export type RecipeSort = (typeof SORTS)[number];
export const SCOPES = ["all", "mine", "favorites"] as const;
export type RecipeScope = (typeof SCOPES)[number];

export type RecipeQuery = {
  search?: string;
  cuisine?: string;
  mealType?: string;
  difficulty?: string;
  scope?: RecipeScope;
  sort?: RecipeSort;
  direction?: "asc" | "desc";
  page?: number;
  perPage?: number;
  /** Only recipes safe for these allergies ("Safe for" everyone or one member): see safeForCondition. */
  safeFor?: readonly AllergyReading[];
};

export type RecipePage = {
  items: RecipeSummary[];
  total: number;
  page: number;
  perPage: number;
  lastPage: number;
};

/** LIKE with the user's text taken literally: %, _ and \ lose their special meaning. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How ratings are averaged for showing: to one decimal (recipe cards and pages, the community's too). */
export const RATING_AVERAGE = sql<number>`round(avg(rating)::numeric, 1)`;

/** A recipe's average rating as shown, 0 when unrated. */
const averageRating = sql<number>`coalesce((select ${RATING_AVERAGE} from recipe_ratings where recipe_id = r.id), 0)`;

function summaryQuery(db: Kysely<DB>, viewer: Viewer) {
  return db
    .selectFrom("recipes as r")
    .select([
      "r.id",
      "r.household_id",
      "r.name",
      "r.description",
      "r.prep_minutes",
      "r.cook_minutes",
      "r.servings",
      "r.difficulty",
      "r.cuisine",
      "r.meal_type",
      "r.category",
      "r.tags",
      "r.is_public",
      "r.image_id",
      "r.author_name",
      "r.starter_key",
      "r.calories",
      "r.allergens",
      "r.allergen_check_lines",
      averageRating.as("average_rating"),
      sql<number>`(select count(*)::int from recipe_ratings where recipe_id = r.id)`.as("rating_count"),
      sql<boolean>`exists (select 1 from recipe_favorites f where f.recipe_id = r.id and f.user_id = ${viewer.id})`.as(
        "is_favorite",
      ),
    ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>["executeTakeFirstOrThrow"]>>;

/** The known parts added up; null when neither is known (docs/recipe-facts.md). */
export function totalMinutes(prep: number | null, cook: number | null): number | null {
  return prep === null && cook === null ? null : (prep ?? 0) + (cook ?? 0);
}

function toSummary(row: SummaryRow, viewer: Viewer): RecipeSummary {
  return {
    id: row.id,
    householdId: row.household_id,
    name: row.name,
    description: row.description,
    prepMinutes: row.prep_minutes,
    cookMinutes: row.cook_minutes,
    totalMinutes: totalMinutes(row.prep_minutes, row.cook_minutes),
    servings: row.servings,
    difficulty: row.difficulty,
    cuisine: row.cuisine,
    mealType: row.meal_type,
    category: row.category,
    tags: row.tags ?? [],
    isPublic: row.is_public,
    imageId: row.image_id,
    authorName: row.author_name,
    averageRating: Number(row.average_rating),
    ratingCount: Number(row.rating_count),
    isFavorite: Boolean(row.is_favorite),
    isStarter: row.starter_key !== null,
    canEdit: row.household_id === viewer.householdId,
    calories: row.calories,
    allergens: storedAllergens(row),
  };
}

const SORT_SQL: Record<RecipeSort, Expression<unknown>> = {
  name: sql`lower(r.name)`,
  cuisine: sql`nullif(lower(r.cuisine), '')`,
  meal_type: sql`nullif(r.meal_type, '')`,
  time: sql`case when r.prep_minutes is null and r.cook_minutes is null then null
    else coalesce(r.prep_minutes, 0) + coalesce(r.cook_minutes, 0) end`,
  difficulty: sql`case r.difficulty when 'Easy' then 1 when 'Medium' then 2 else 3 end`,
  rating: sql`coalesce((select avg(rating) from recipe_ratings where recipe_id = r.id), 0)`,
  newest: sql`r.created_at`,
};

/** The recipes a viewer can browse: their household's and the public starter library (or favourites). */
export async function listRecipes(
  db: Kysely<DB>,
  viewer: Viewer,
  query: RecipeQuery = {},
): Promise<RecipePage> {
  const perPage = Math.min(Math.max(query.perPage ?? API_PAGE_SIZE, 1), API_PAGE_SIZE);
  // The page's recipes are chosen first, computing only what the filters and the sort need; only they
  // are then read as summaries (ratings, the viewer's favourite). In one query PostgreSQL computed those
  // for every readable recipe before sorting.
  let q = db.selectFrom("recipes as r").where(readableBy(viewer));
  const scope = query.scope ?? "all";
  if (scope === "mine") q = q.where("r.household_id", "=", viewer.householdId);
  else if (scope === "favorites")
    q = q.where(
      sql<SqlBool>`exists (select 1 from recipe_favorites f where f.recipe_id = r.id and f.user_id = ${viewer.id})`,
    );
  // Everyone's public recipes belong to the community page; here: ours, the starter library, favourites.
  else
    q = q.where(
      sql<SqlBool>`(r.household_id = ${viewer.householdId} or r.household_id is null or exists (select 1 from recipe_favorites f where f.recipe_id = r.id and f.user_id = ${viewer.id}))`,
    );
  const search = query.search?.trim();
  if (search) {
    const like = likePattern(search);
    q = q.where(
      sql<SqlBool>`(r.name ilike ${like} or r.description ilike ${like} or r.tags::text ilike ${like}
        or exists (select 1 from recipe_ingredients i where i.recipe_id = r.id and i.name ilike ${like}))`,
    );
  }
  if (query.cuisine) q = q.where(sql<string>`lower(r.cuisine)`, "in", cuisinesOfFilter(query.cuisine));
  if (query.mealType) q = q.where("r.meal_type", "=", query.mealType.toLowerCase());
  if (query.difficulty) q = q.where(sql<SqlBool>`lower(r.difficulty) = ${query.difficulty.toLowerCase()}`);
  if (query.safeFor) q = q.where(safeForCondition(query.safeFor));

  const { total } = await q.select(sql<number>`count(*)::int`.as("total")).executeTakeFirstOrThrow();
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(query.page ?? 1, 1), lastPage);
  const sort = query.sort ?? "name";
  const direction = query.direction ?? (sort === "newest" || sort === "rating" ? "desc" : "asc");
  // The order is written once: the chosen recipes carry their position to the summaries.
  const order = sql`${SORT_SQL[sort]} ${sql.raw(direction === "desc" ? "desc" : "asc")} nulls last, lower(r.name), r.id`;
  const chosen = q
    .select(["r.id", sql<number>`row_number() over (order by ${order})`.as("position")])
    .orderBy(order)
    .limit(perPage)
    .offset((page - 1) * perPage);
  const rows = await summaryQuery(db, viewer)
    .innerJoin(chosen.as("chosen"), "chosen.id", "r.id")
    .orderBy("chosen.position")
    .execute();
  return { items: rows.map((row) => toSummary(row, viewer)), total, page, perPage, lastPage };
}

/** The descriptions of those recipes the viewer may read, by id (the dashboard's meal cards show them). */
export async function recipeDescriptions(
  db: Kysely<DB>,
  viewer: Viewer,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom("recipes as r")
    .select(["r.id", "r.description"])
    .where("r.id", "in", wanted)
    .where(readableBy(viewer))
    .execute();
  return new Map(rows.map((row) => [Number(row.id), row.description]));
}

/** One recipe with everything the detail screen shows. Missing or not readable: NotFoundError. */
export async function getRecipe(db: Kysely<DB>, viewer: Viewer, id: number): Promise<Recipe> {
  const row = await summaryQuery(db, viewer)
    .select([
      "r.author_id",
      "r.notes",
      "r.protein",
      "r.carbs",
      "r.fat",
      "r.fiber",
      "r.sugar",
      "r.nutrition_source",
      "r.nutrition_unmatched",
      "r.nutrition_check",
      "r.source_url",
      "r.licence",
      "r.created_at",
      "r.updated_at",
    ])
    .where("r.id", "=", id)
    .executeTakeFirst();
  // Another household's private recipe answers exactly like a missing one (ADR 017).
  if (!row || (row.household_id !== viewer.householdId && !row.is_public))
    throw new NotFoundError(RECIPE_TEXTS.notFound);
  const [ingredients, steps, mine, notes] = await Promise.all([
    db.selectFrom("recipe_ingredients").selectAll().where("recipe_id", "=", id).orderBy("position").execute(),
    db.selectFrom("recipe_steps").select("text").where("recipe_id", "=", id).orderBy("position").execute(),
    db
      .selectFrom("recipe_ratings")
      .select("rating")
      .where("recipe_id", "=", id)
      .where("user_id", "=", viewer.id)
      .executeTakeFirst(),
    db
      .selectFrom("recipe_user_notes")
      .select("notes")
      .where("recipe_id", "=", id)
      .where("user_id", "=", viewer.id)
      .executeTakeFirst(),
  ]);
  return {
    ...toSummary(row, viewer),
    authorId: row.author_id,
    notes: row.notes,
    nutrition: {
      calories: row.calories,
      protein: row.protein,
      carbs: row.carbs,
      fat: row.fat,
      fiber: row.fiber,
      sugar: row.sugar,
    },
    nutritionSource: row.nutrition_source,
    nutritionUnmatched: row.nutrition_unmatched ?? [],
    nutritionCheck: readNutritionCheck(row.nutrition_check),
    sourceUrl: row.source_url,
    licence: row.licence,
    ingredients: ingredients.map((i) => ({
      position: i.position,
      quantity: i.quantity,
      quantity_max: i.quantity_max,
      unit: i.unit,
      name: i.name,
      category: i.category,
      notes: i.notes,
      original: i.original,
      food_ndb_no: i.food_ndb_no,
    })),
    instructions: steps.map((s) => s.text),
    myRating: mine?.rating ?? null,
    myNotes: notes?.notes ?? "",
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * 'You might also like': readable recipes sharing the cuisine (2 points), the meal type (2) or tags (1
 * each, ignoring case), the best match first, then the better rated, then by name. Only the terms this
 * recipe has are scored, and the few chosen ones are then read for their cards: scoring every readable
 * recipe with all its card's counts was 4 ms of PostgreSQL's time per recipe page (406 recipes).
 */
export async function similarRecipes(db: Kysely<DB>, viewer: Viewer, recipe: Recipe, limit = 3) {
  const tags = [...new Set(recipe.tags.map((t) => t.toLowerCase()))];
  const terms: RawBuilder<number>[] = [];
  if (recipe.cuisine !== "")
    terms.push(sql<number>`case when lower(r.cuisine) = lower(${recipe.cuisine}) then 2 else 0 end`);
  if (recipe.mealType !== "")
    terms.push(sql<number>`case when r.meal_type = ${recipe.mealType} then 2 else 0 end`);
  if (tags.length > 0)
    terms.push(
      sql<number>`(select count(*)::int from jsonb_array_elements_text(r.tags) t where lower(t) = any(${tags}::text[]))`,
    );
  if (terms.length === 0) return [];
  const score = sql<number>`(${sql.join(terms, sql` + `)})`;
  const order = sql`${score} desc, ${averageRating} desc, lower(r.name), r.id`;
  const chosen = db
    .selectFrom("recipes as r")
    .select(["r.id", sql<number>`row_number() over (order by ${order})`.as("position")])
    .where(readableBy(viewer))
    .where("r.id", "!=", recipe.id)
    .where(score, ">", 0)
    .orderBy(order)
    // A literal, as the community's pages (ADR 062): the shared plan cannot tell how few are wanted.
    .limit(sql.lit(limit));
  const rows = await summaryQuery(db, viewer)
    .innerJoin(chosen.as("chosen"), "chosen.id", "r.id")
    .orderBy("chosen.position")
    .execute();
  return rows.map((row) => toSummary(row, viewer));
}

/** Recipe titles for pickers: the household's own, then (unless ownOnly) the starter library. */
export async function listRecipeTitles(
  db: Kysely<DB>,
  viewer: Viewer,
  options: { limit?: number; ownOnly?: boolean } = {},
) {
  return db
    .selectFrom("recipes as r")
    .select(["r.id", "r.name", "r.household_id"])
    .where(
      options.ownOnly
        ? sql<SqlBool>`r.household_id = ${viewer.householdId}`
        : sql<SqlBool>`(r.household_id = ${viewer.householdId} or r.household_id is null)`,
    )
    .orderBy(sql`r.household_id is null`)
    .orderBy(sql`lower(r.name)`)
    .limit(options.limit ?? API_PAGE_SIZE)
    .execute();
}

/** Every recipe the household can plan, lean (no counts, no pictures): its own, saved favourites, starters. */
export async function listRecipeOptions(db: Kysely<DB>, viewer: Viewer) {
  const rows = await db
    .selectFrom("recipes as r")
    .select(["r.id", "r.name", "r.servings", "r.household_id"])
    .where(
      sql<SqlBool>`(r.household_id = ${viewer.householdId} or r.household_id is null or (r.is_public and exists (select 1 from recipe_favorites f where f.recipe_id = r.id and f.user_id = ${viewer.id})))`,
    )
    .orderBy(sql`lower(r.name)`)
    .orderBy("r.id")
    .limit(2000)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    servings: r.servings,
    group:
      r.household_id === viewer.householdId
        ? ("own" as const)
        : r.household_id === null
          ? ("starter" as const)
          : ("saved" as const),
  }));
}
