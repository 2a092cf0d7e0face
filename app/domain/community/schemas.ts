// What the community page, its forms and the API read (docs/product.md#community). The list's query is
// read leniently (an address is a link anyone can edit: an unknown value is the default, never an error);
// the forms and the API bodies are checked, with the same limits on both.
import { z } from "zod";
import { orRaw, readBoolean, readDecimal, readText } from "../input-readers";
import { RATING_MAX, RATING_REQUIRED } from "../recipes/schemas";
import {
  COMMUNITY_CUISINES,
  COMMUNITY_SHOW,
  COMMUNITY_SORTS,
  type CommunityCuisine,
  type CommunityShow,
  type CommunitySort,
  REPORT_REASON_MAX,
  REVIEW_MAX,
  SEARCH_MAX,
} from "./constants";

export type CommunityQuery = {
  search: string;
  cuisine: CommunityCuisine | null;
  sort: CommunitySort;
  show: CommunityShow;
  page: number;
};

const oneOf = <T extends string>(list: readonly T[], value: string | null | undefined): T | null => {
  const v = value?.trim().toLowerCase();
  return list.find((item) => item === v) ?? null;
};

/** The list's query from an address's parameters (or an API query): unknown values are the defaults. */
export function readCommunityQuery(params: URLSearchParams): CommunityQuery {
  const page = Number(params.get("page"));
  return {
    search: (params.get("search") ?? "").trim().slice(0, SEARCH_MAX),
    cuisine: oneOf(COMMUNITY_CUISINES, params.get("cuisine")),
    sort: oneOf(COMMUNITY_SORTS, params.get("sort") ?? params.get("sortBy")) ?? "popular",
    show: oneOf(COMMUNITY_SHOW, params.get("show") ?? params.get("filter")) ?? "all",
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 1_000_000) : 1,
  };
}

/** The query as address parameters, defaults left out, so every view is a short, shareable link. */
export function communitySearchParams(query: CommunityQuery, page = query.page): string {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.cuisine) params.set("cuisine", query.cuisine);
  if (query.sort !== "popular") params.set("sort", query.sort);
  if (query.show !== "all") params.set("show", query.show);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** How many pages `total` recipes fill: at least one, so an empty list is 'Page 1 of 1'. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** A page asked for, kept within 1..last (a link to page 9 of 4 shows page 4). */
export const clampPage = (page: number, last: number) => Math.min(Math.max(1, Math.floor(page)), last);

const ID_MESSAGE = "Choose a recipe.";
const recipeId = z.preprocess(
  (v) => readDecimal(v) ?? v,
  z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).min(1, ID_MESSAGE),
);

/** Save or unsave a recipe (the community card's small form). */
export const SaveFormSchema = z.object({
  recipeId: recipeId,
  saved: z.preprocess(orRaw(readBoolean), z.boolean({ error: "Choose save or unsave." })),
  returnTo: z.string().optional(),
});

/** 'Share My Recipe': one of the household's own recipes. */
export const ShareFormSchema = z.object({ recipeId });

/** An admin features or stops featuring a public recipe. */
export const FeatureFormSchema = z.object({
  recipeId: recipeId,
  featured: z.preprocess(orRaw(readBoolean), z.boolean({ error: "Choose on or off." })),
});

const reviewText = z.preprocess(
  orRaw(readText),
  z
    .string({ error: "The review must be text." })
    .trim()
    .max(REVIEW_MAX, `Keep the review to ${REVIEW_MAX} characters or fewer.`),
);

/** A rating with an optional short review, from the recipe page's form or the API. */
export const ReviewSchema = z.object({
  rating: z.preprocess(
    (v) => (v === null || v === "" ? undefined : (readDecimal(v) ?? v)),
    z
      .number({ error: RATING_REQUIRED })
      .int(RATING_REQUIRED)
      .min(1, RATING_REQUIRED)
      .max(RATING_MAX, RATING_REQUIRED),
  ),
  review: reviewText.optional(),
});

export const ReportSchema = z.object({
  reason: z.preprocess(
    orRaw(readText),
    z
      .string({ error: "The reason must be text." })
      .trim()
      .max(REPORT_REASON_MAX, `Keep the reason to ${REPORT_REASON_MAX} characters or fewer.`),
  ),
});

const REPORT_ID_MESSAGE = "Choose a report.";
export const ReportActionSchema = z.object({
  reportId: z.preprocess(
    (v) => readDecimal(v) ?? v,
    z.number({ error: REPORT_ID_MESSAGE }).int(REPORT_ID_MESSAGE).min(1, REPORT_ID_MESSAGE),
  ),
  decision: z.enum(["dismiss", "unshare"], { error: "Choose dismiss or unshare." }),
});
