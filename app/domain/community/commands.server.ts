// Changing the community (docs/product.md#community): a household shares or unshares its own recipe,
// anyone saves, rates and reviews, and reports a public recipe (hidden for them from then on); admins
// feature recipes and settle reports. Saves are favourites (recipe_favorites): one row per user and
// recipe, so the count changes by exactly one (docs/decisions/042-community-recipes.md).
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { User } from "../accounts/users.server";
import { DomainError, ForbiddenError, NotFoundError } from "../errors";
import { getReadable, type Viewer } from "../recipes/access.server";
import { setFavorite } from "../recipes/commands.server";
import { COMMUNITY_TEXTS, type ReportStatus } from "./constants";

/** Shares (on) or unshares (off) one of the household's own recipes; answers the new state. */
export async function shareRecipe(db: Kysely<DB>, viewer: Viewer, id: number, on: boolean, now: Date) {
  const row = await getReadable(db, viewer, id);
  if (row.household_id === null || Number(row.household_id) !== viewer.householdId)
    throw new ForbiddenError(COMMUNITY_TEXTS.notShareable);
  if (row.is_public === on) return on;
  await db
    .updateTable("recipes")
    .set(on ? { is_public: true, shared_at: now } : { is_public: false, featured_at: null })
    .where("id", "=", id)
    .execute();
  return on;
}

/** A public recipe, for those who may act on it only while it is shared; otherwise not found. */
async function getPublic(db: Kysely<DB>, viewer: Viewer, id: number) {
  const row = await getReadable(db, viewer, id);
  if (!row.is_public) throw new DomainError(COMMUNITY_TEXTS.notPublic);
  return row;
}

/** Saves or unsaves a readable recipe; answers the new state and the recipe's save count. */
export async function saveRecipe(db: Kysely<DB>, viewer: Viewer, id: number, on: boolean, now: Date) {
  await setFavorite(db, viewer, id, on, now);
  return { isSaved: on, saves: await saveCount(db, id) };
}

export async function saveCount(db: Kysely<DB>, id: number): Promise<number> {
  const { n } = await db
    .selectFrom("recipe_favorites")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("recipe_id", "=", id)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Rates a readable recipe 1–5 with an optional short review: one per user and recipe, a second one edits
 * it. A review left out keeps the one written before.
 */
export async function reviewRecipe(
  db: Kysely<DB>,
  viewer: Viewer,
  id: number,
  input: { rating: number; review?: string | undefined },
  now: Date,
) {
  await getReadable(db, viewer, id);
  const review = input.review?.trim();
  await db
    .insertInto("recipe_ratings")
    .values({
      user_id: viewer.id,
      recipe_id: id,
      rating: input.rating,
      review: review ?? "",
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(["user_id", "recipe_id"])
        .doUpdateSet({ rating: input.rating, updated_at: now, ...(review !== undefined ? { review } : {}) }),
    )
    .execute();
  const summary = await db
    .selectFrom("recipe_ratings")
    .select((eb) => [eb.fn.avg<number>("rating").as("average"), eb.fn.countAll<number>().as("count")])
    .where("recipe_id", "=", id)
    .executeTakeFirstOrThrow();
  return {
    rating: Math.round(Number(summary.average ?? 0) * 10) / 10,
    ratingCount: Number(summary.count),
    myRating: input.rating,
  };
}

/**
 * Reports a public recipe of another household (or the starter library): it is hidden for the reporter
 * at once and waits on the admins' list. Reporting it again changes nothing.
 */
export async function reportRecipe(db: Kysely<DB>, viewer: Viewer, id: number, reason: string, now: Date) {
  const row = await getPublic(db, viewer, id);
  if (row.household_id !== null && Number(row.household_id) === viewer.householdId)
    throw new DomainError("Your own recipe cannot be reported; unshare it instead.");
  await db
    .insertInto("community_reports")
    .values({ recipe_id: id, reporter_id: viewer.id, reason: reason.trim(), created_at: now })
    .onConflict((oc) => oc.columns(["reporter_id", "recipe_id"]).doNothing())
    .execute();
}

/** Featuring and settling reports are the install's admins' (a member's attempt is forbidden). */
export const assertAdmin = (user: Pick<User, "role">) => {
  if (user.role !== "admin") throw new ForbiddenError("Only admins can do that.");
};

/** An admin features (on) or stops featuring (off) a public recipe. */
export async function featureRecipe(db: Kysely<DB>, admin: User, id: number, on: boolean, now: Date) {
  assertAdmin(admin);
  await getPublic(db, admin, id);
  await db
    .updateTable("recipes")
    .set({ featured_at: on ? now : null })
    .where("id", "=", id)
    .execute();
  return on;
}

/**
 * An admin settles an open report: dismiss it, or unshare the recipe (a household's, not a starter
 * recipe) and close every open report of it.
 */
export async function resolveReport(
  db: Kysely<DB>,
  admin: User,
  reportId: number,
  decision: "dismiss" | "unshare",
  now: Date,
) {
  assertAdmin(admin);
  const report = await db
    .selectFrom("community_reports as cr")
    .innerJoin("recipes as r", "r.id", "cr.recipe_id")
    .select(["cr.recipe_id", "cr.status", "r.household_id"])
    .where("cr.id", "=", reportId)
    .executeTakeFirst();
  if (report?.status !== "open") throw new NotFoundError(COMMUNITY_TEXTS.reportNotFound);
  const settled = { resolved_by: admin.id, resolved_at: now };
  if (decision === "dismiss") {
    await db
      .updateTable("community_reports")
      .set({ status: "dismissed" satisfies ReportStatus, ...settled })
      .where("id", "=", reportId)
      .execute();
    return;
  }
  if (report.household_id === null) throw new DomainError(COMMUNITY_TEXTS.starterNotUnshared);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("recipes")
      .set({ is_public: false, featured_at: null })
      .where("id", "=", report.recipe_id)
      .execute();
    await trx
      .updateTable("community_reports")
      .set({ status: "unshared" satisfies ReportStatus, ...settled })
      .where("recipe_id", "=", report.recipe_id)
      .where("status", "=", "open")
      .execute();
  });
}
