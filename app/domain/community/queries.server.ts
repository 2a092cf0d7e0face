// Reading the community (docs/product.md#community): the public recipes of every household and the
// starter library, less those the viewer reported; one query for a page of cards (saves, ratings and the
// viewer's own save as subqueries, never a query per card), one for the count, one for the featured row.
import { type Expression, type Kysely, type SqlBool, sql } from "kysely";
import type { DB, Role } from "../../db/schema";
import { isFlagEnabled } from "../admin/feature-flags.server";
import type { Viewer } from "../recipes/access.server";
import { cuisinesOfFilter } from "../recipes/constants";
import { likePattern, RATING_AVERAGE, totalMinutes } from "../recipes/queries.server";
import {
  COMMUNITY_FLAG,
  COMMUNITY_PAGE_SIZE,
  type CommunitySort,
  DASHBOARD_COMMUNITY_COUNT,
  FEATURED_LIMIT,
  REVIEWS_SHOWN,
  type ReportStatus,
} from "./constants";
import { type CommunityQuery, clampPage, pageCount } from "./schemas";

/** One card of the community page, in the spec's words (plus what the card shows besides). */
export type CommunityRecipe = {
  id: number;
  title: string;
  description: string;
  userName: string;
  /** The author's initials: no pictures of people are stored. */
  userAvatar: string;
  rating: number;
  ratingCount: number;
  saves: number;
  isFeatured: boolean;
  isSaved: boolean;
  imageId: number | null;
  cuisine: string;
  cookMinutes: number | null;
  totalMinutes: number | null;
  isStarter: boolean;
  /** The viewer's household owns it (it may unshare it; it cannot report it). */
  isOwn: boolean;
};

export type CommunityPage = {
  featured: CommunityRecipe[];
  items: CommunityRecipe[];
  total: number;
  page: number;
  lastPage: number;
  pageSize: number;
};

/** Up to two initials of a name ('Ada Lovelace' → 'AL'); '?' when there is none. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => [...(w ?? "")][0]?.toUpperCase() ?? "").join("") || "?";
}

const howMany = sql<number>`count(*)::int`;

// A card's counts, for the few recipes on a page; the sorts count every recipe once per table instead
// (savesPerRecipe, ratingsPerRecipe below), with the same aggregates. The average is rounded as the
// recipes' own pages round it.
const saves = sql<number>`(select ${howMany} from recipe_favorites f where f.recipe_id = r.id)`;
const averageRating = sql<number>`coalesce((select ${RATING_AVERAGE} from recipe_ratings where recipe_id = r.id), 0)`;
const ratingCount = sql<number>`(select ${howMany} from recipe_ratings where recipe_id = r.id)`;

/**
 * Written out, not a parameter: a prepared statement's shared plan cannot use the partial indexes on
 * public recipes (`where is_public`) for `is_public = $1`, so PostgreSQL planned the dashboard's
 * newest recipes again at every run (1.2–1.4 ms, six times the run itself).
 */
const isPublic = sql<SqlBool>`r.is_public`;

/**
 * The public recipes this viewer sees: not those they reported. `not in` over the viewer's reports
 * (recipe_id is never null) is one hashed lookup per recipe; `not exists` was a scan of the reports per
 * recipe, and counting 405 shared recipes took 0.74 ms instead of 0.04.
 */
function visible(db: Kysely<DB>, viewer: Viewer) {
  return db
    .selectFrom("recipes as r")
    .where(isPublic)
    .where(
      "r.id",
      "not in",
      db.selectFrom("community_reports as cr").select("cr.recipe_id").where("cr.reporter_id", "=", viewer.id),
    );
}

/** The card's columns of the recipes `from` selects (by default, those visible to the viewer). */
function cards(db: Kysely<DB>, viewer: Viewer, from = visible(db, viewer)) {
  return from.select([
    "r.id",
    "r.name",
    "r.description",
    "r.author_name",
    "r.image_id",
    "r.cuisine",
    "r.prep_minutes",
    "r.cook_minutes",
    "r.household_id",
    "r.starter_key",
    "r.featured_at",
    saves.as("saves"),
    averageRating.as("average_rating"),
    ratingCount.as("rating_count"),
    sql<boolean>`exists (select 1 from recipe_favorites f where f.recipe_id = r.id and f.user_id = ${viewer.id})`.as(
      "is_saved",
    ),
  ]);
}

/**
 * The cards of the visible recipes matching `where`, in `order`, `limit` of them from `offset`. The
 * recipes are chosen first, computing only what the order needs (the newest come from an index in their
 * order; by popularity or rating from the saves and ratings counted once per table); only the chosen
 * few are then counted for their cards (saves, ratings, the viewer's save), and come back in the
 * chosen order (their position). In one query PostgreSQL counted every matching recipe before sorting.
 */
function cardsInOrder(
  db: Kysely<DB>,
  viewer: Viewer,
  where: Expression<SqlBool>,
  order: ListOrder,
  limit: number,
  offset = 0,
) {
  const orderBy = sql.join(order.keys);
  let chosen = visible(db, viewer);
  // Saves and ratings counted once per table and joined (a correlated count per recipe was 2.7 ms
  // for 405 recipes, the joined counts 0.3 ms); only for an order that needs them.
  if (order.counts)
    chosen = chosen
      .leftJoin(savesPerRecipe(db).as("fs"), "fs.recipe_id", "r.id")
      .leftJoin(ratingsPerRecipe(db).as("rs"), "rs.recipe_id", "r.id");
  const page = chosen
    .where(where)
    .select(["r.id", sql<number>`row_number() over (order by ${orderBy})`.as("position")])
    .orderBy(sql`${orderBy}`)
    // Literals too: for `limit $1` the shared plan cannot tell how few rows are wanted, and PostgreSQL
    // again planned at every run. A list asks for a handful of distinct pages (ADR 062).
    .limit(sql.lit(limit))
    .offset(sql.lit(offset));
  // The chosen recipes are visible already: their cards are read by id, without the filter again.
  return cards(db, viewer, db.selectFrom("recipes as r"))
    .innerJoin(page.as("chosen"), "chosen.id", "r.id")
    .orderBy("chosen.position")
    .execute();
}

const savesPerRecipe = (db: Kysely<DB>) =>
  db
    .selectFrom("recipe_favorites")
    .select(["recipe_id", howMany.as("saves")])
    .groupBy("recipe_id");

const ratingsPerRecipe = (db: Kysely<DB>) =>
  db
    .selectFrom("recipe_ratings")
    .select(["recipe_id", RATING_AVERAGE.as("average"), howMany.as("count")])
    .groupBy("recipe_id");

type CardRow = Awaited<ReturnType<ReturnType<typeof cards>["executeTakeFirstOrThrow"]>>;

function toCard(row: CardRow, viewer: Viewer): CommunityRecipe {
  const author = row.author_name.trim() || (row.starter_key !== null ? "Starter library" : "A home cook");
  return {
    id: Number(row.id),
    title: row.name,
    description: row.description,
    userName: author,
    userAvatar: initials(author),
    rating: Number(row.average_rating),
    ratingCount: Number(row.rating_count),
    saves: Number(row.saves),
    isFeatured: row.featured_at !== null,
    isSaved: Boolean(row.is_saved),
    imageId: row.image_id === null ? null : Number(row.image_id),
    cuisine: row.cuisine,
    cookMinutes: row.cook_minutes,
    totalMinutes: totalMinutes(row.prep_minutes, row.cook_minutes),
    isStarter: row.starter_key !== null,
    isOwn: row.household_id !== null && Number(row.household_id) === viewer.householdId,
  };
}

/** A list's order: its keys (before the name and the id), and whether they read the joined counts. */
type ListOrder = { keys: Expression<unknown>[]; counts: boolean };

/** The order with the name and then the id last, so equal recipes come alphabetically, and stably. */
const byNameLast = (order: ListOrder): ListOrder => ({
  ...order,
  keys: [...order.keys, sql`lower(r.name)`, sql`r.id`],
});

const ORDER: Record<CommunitySort, ListOrder> = {
  popular: { keys: [sql`coalesce(fs.saves, 0) desc`, sql`coalesce(rs.average, 0) desc`], counts: true },
  recent: { keys: [sql`coalesce(r.shared_at, r.created_at) desc`], counts: false },
  rating: { keys: [sql`coalesce(rs.average, 0) desc`, sql`coalesce(rs.count, 0) desc`], counts: true },
};

/** The list's conditions beyond visibility: the search text, the cuisine, featured or saved only. */
function conditions(viewer: Viewer, query: Pick<CommunityQuery, "search" | "cuisine" | "show">) {
  const out: Expression<SqlBool>[] = [sql<SqlBool>`true`];
  if (query.search) {
    const like = likePattern(query.search);
    out.push(
      sql<SqlBool>`(r.name ilike ${like} or r.description ilike ${like} or r.author_name ilike ${like}
        or exists (select 1 from recipe_ingredients i where i.recipe_id = r.id and i.name ilike ${like}))`,
    );
  }
  if (query.cuisine) {
    const cuisines = cuisinesOfFilter(query.cuisine);
    out.push(sql<SqlBool>`lower(r.cuisine) in (${sql.join(cuisines)})`);
  }
  if (query.show === "featured") out.push(sql<SqlBool>`r.featured_at is not null`);
  if (query.show === "saved")
    out.push(
      sql<SqlBool>`exists (select 1 from recipe_favorites f where f.recipe_id = r.id and f.user_id = ${viewer.id})`,
    );
  return sql<SqlBool>`(${sql.join(out, sql` and `)})`;
}

/**
 * A page of the community: the cards on the page, the real total and page count, and (without search
 * text) the featured recipes. A page past the end shows the last one.
 */
export async function listCommunityRecipes(
  db: Kysely<DB>,
  viewer: Viewer,
  query: CommunityQuery,
  pageSize = COMMUNITY_PAGE_SIZE,
): Promise<CommunityPage> {
  const where = conditions(viewer, query);
  const { total } = await visible(db, viewer)
    .where(where)
    .select(sql<number>`count(*)::int`.as("total"))
    .executeTakeFirstOrThrow();
  const lastPage = pageCount(Number(total), pageSize);
  const page = clampPage(query.page, lastPage);
  const [rows, featured] = await Promise.all([
    cardsInOrder(db, viewer, where, byNameLast(ORDER[query.sort]), pageSize, (page - 1) * pageSize),
    query.search ? Promise.resolve([]) : listFeatured(db, viewer),
  ]);
  return {
    featured,
    items: rows.map((row) => toCard(row, viewer)),
    total: Number(total),
    page,
    lastPage,
    pageSize,
  };
}

/** The featured recipes, most recently featured first. */
export async function listFeatured(db: Kysely<DB>, viewer: Viewer, limit = FEATURED_LIMIT) {
  const rows = await cards(db, viewer)
    .where("r.featured_at", "is not", null)
    .orderBy("r.featured_at", "desc")
    .orderBy("r.id")
    .limit(limit)
    .execute();
  return rows.map((row) => toCard(row, viewer));
}

/** The dashboard's 'Recent Community Recipes': the most recently shared recipes of other households. */
export async function recentCommunityRecipes(db: Kysely<DB>, viewer: Viewer, limit: number) {
  const rows = await cardsInOrder(
    db,
    viewer,
    sql<SqlBool>`r.household_id is distinct from ${viewer.householdId}`,
    { keys: [sql`coalesce(r.shared_at, r.created_at) desc`, sql`r.id desc`], counts: false },
    limit,
  );
  return rows.map((row) => toCard(row, viewer));
}

/** The household's own recipes, for 'Share My Recipe' (shared ones can be unshared). */
export async function listShareable(db: Kysely<DB>, viewer: Viewer) {
  const rows = await db
    .selectFrom("recipes")
    .select(["id", "name", "is_public"])
    .where("household_id", "=", viewer.householdId)
    .orderBy(sql`lower(name)`)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, isPublic: r.is_public }));
}

export type Review = { userName: string; rating: number; review: string; updatedAt: Date; isMine: boolean };

/** The ratings with reviews of a recipe the viewer may read, newest first (the viewer's own first). */
export async function listReviews(db: Kysely<DB>, viewer: Viewer, recipeId: number): Promise<Review[]> {
  const rows = await db
    .selectFrom("recipe_ratings as rr")
    .innerJoin("users as u", "u.id", "rr.user_id")
    .select(["u.name", "rr.user_id", "rr.rating", "rr.review", "rr.updated_at"])
    .where("rr.recipe_id", "=", recipeId)
    .where("rr.review", "<>", "")
    .orderBy(sql`rr.user_id = ${viewer.id}`, "desc")
    .orderBy("rr.updated_at", "desc")
    .limit(REVIEWS_SHOWN)
    .execute();
  return rows.map((r) => ({
    userName: r.name,
    rating: r.rating,
    review: r.review,
    updatedAt: r.updated_at,
    isMine: Number(r.user_id) === viewer.id,
  }));
}

/** The viewer's own review text of a recipe ('' when none). */
export async function myReview(db: Kysely<DB>, viewer: Viewer, recipeId: number): Promise<string> {
  const row = await db
    .selectFrom("recipe_ratings")
    .select("review")
    .where("recipe_id", "=", recipeId)
    .where("user_id", "=", viewer.id)
    .executeTakeFirst();
  return row?.review ?? "";
}

export type ReportRow = {
  id: number;
  recipeId: number;
  recipeName: string;
  isStarter: boolean;
  isPublic: boolean;
  reporterName: string;
  reason: string;
  createdAt: Date;
};

/** The reports admins still have to look at, oldest first. */
export async function listOpenReports(db: Kysely<DB>): Promise<ReportRow[]> {
  const rows = await db
    .selectFrom("community_reports as cr")
    .innerJoin("recipes as r", "r.id", "cr.recipe_id")
    .innerJoin("users as u", "u.id", "cr.reporter_id")
    .select([
      "cr.id",
      "cr.recipe_id",
      "r.name",
      "r.household_id",
      "r.is_public",
      "u.name as reporter_name",
      "cr.reason",
      "cr.created_at",
    ])
    .where("cr.status", "=", "open" satisfies ReportStatus)
    .orderBy("cr.created_at")
    .orderBy("cr.id")
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    recipeId: Number(r.recipe_id),
    recipeName: r.name,
    isStarter: r.household_id === null,
    isPublic: r.is_public,
    reporterName: r.reporter_name,
    reason: r.reason,
    createdAt: r.created_at,
  }));
}

/** How many reports wait for an admin (the admin area's navigation says so). */
export async function countOpenReports(db: Kysely<DB>): Promise<number> {
  const { n } = await db
    .selectFrom("community_reports")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("status", "=", "open" satisfies ReportStatus)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * The dashboard's section: null when the community is off for the viewer's role (no section), else the
 * most recent recipes of other households. A failed read is an empty section, never a broken dashboard
 * (docs/product.md#dashboard); the server log keeps the reason.
 */
export async function dashboardCommunity(
  db: Kysely<DB>,
  viewer: Viewer & { role: Role },
  limit = DASHBOARD_COMMUNITY_COUNT,
  /** The flags on for the viewer's role, when the caller has read them already. */
  flagsOn?: readonly string[],
): Promise<CommunityRecipe[] | null> {
  try {
    const on = flagsOn
      ? flagsOn.includes(COMMUNITY_FLAG)
      : await isFlagEnabled(db, COMMUNITY_FLAG, viewer.role);
    if (!on) return null;
    return await recentCommunityRecipes(db, viewer, limit);
  } catch (error) {
    console.warn("[dashboard] recent community recipes could not be read:", error);
    return [];
  }
}
