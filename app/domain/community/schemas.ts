// What the community page, its forms and the API read (docs/product.md#community). The list's query is
// read leniently (an address is a link anyone can edit: an unknown value is the default, never an error);
// the forms and the API bodies are checked, with the same limits on both.
import { z } from "zod";
import { orRaw, readBoolean, readDecimal, readText } from "../input-readers";
import { RATING_MAX, RATING_REQUIRED } from "../recipes/schemas";
import { REPORT_REASON_MAX, REVIEW_MAX } from "./constants";

export {
  type CommunityQuery,
  clampPage,
  communitySearchParams,
  pageCount,
  readCommunityQuery,
} from "./query";

const ID_MESSAGE = "Choose a recipe.";
const recipeId = z.preprocess(
  orRaw(readDecimal),
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
    (v) => (v === null || v === "" ? undefined : orRaw(readDecimal)(v)),
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
    orRaw(readDecimal),
    z.number({ error: REPORT_ID_MESSAGE }).int(REPORT_ID_MESSAGE).min(1, REPORT_ID_MESSAGE),
  ),
  decision: z.enum(["dismiss", "unshare"], { error: "Choose dismiss or unshare." }),
});
