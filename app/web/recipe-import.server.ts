// Import a recipe from a web page (part two §2 'Import Recipe', §7 POST /recipes/import): fetch the page
// through the one SSRF-safe client, read schema.org (JSON-LD, microdata, then OpenGraph), check it with
// the recipe rules and save it as a new private recipe of the household. The page's picture is fetched
// the same safe way and stored with the recipe (the app never hot-links other sites' images); when it
// cannot be had, the recipe is saved without it and the import says why.
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import type { User } from "~/domain/accounts/users.server";
import { checkPicture } from "~/domain/pictures";
import { IMAGE_MAX_BYTES, type PictureProblem } from "~/domain/recipes/constants";
import { recipeFromDraft } from "~/domain/recipes/import";
import { createRecipe, saveRecipeImage } from "~/domain/recipes/recipes.server";
import { readRecipeFromHtml } from "~/domain/recipes/schema-org";
import { fetchImage, fetchPage, OutboundError, outboundPolicyFromEnv } from "./outbound.server";

export type ImportResult =
  | {
      ok: true;
      id: number;
      /** The recipe was saved but its picture was not: why (pictureProblemText words it). */
      pictureProblem: PictureProblem | null;
    }
  | { ok: false; message: string; status: number };

export const NO_RECIPE_FOUND = "No recipe was found on that page.";

export async function importRecipeFromUrl(
  db: Kysely<DB>,
  user: User,
  url: string,
  now: Date,
  signal?: AbortSignal,
): Promise<ImportResult> {
  const policy = outboundPolicyFromEnv();
  let page: Awaited<ReturnType<typeof fetchPage>>;
  try {
    page = await fetchPage(url, { ...policy, signal });
  } catch (error) {
    if (error instanceof OutboundError) return { ok: false, message: error.message, status: 422 };
    throw error;
  }
  const draft = readRecipeFromHtml(page.body, page.url);
  if (!draft) return { ok: false, message: NO_RECIPE_FOUND, status: 422 };
  const checked = recipeFromDraft({ ...draft, sourceUrl: draft.sourceUrl ?? page.url });
  if (!checked.ok) return { ok: false, message: checked.message, status: 422 };
  const picture = draft.imageUrl
    ? await fetchRemoteImage(db, user.householdId, draft.imageUrl, signal)
    : null;
  const id = await createRecipe(db, user, checked.recipe, {
    now,
    imageId: picture && "imageId" in picture ? picture.imageId : null,
  });
  return { ok: true, id, pictureProblem: picture && "problem" in picture ? picture.problem : null };
}

/** Why a picture could not be had, from the outbound client's refusal. */
function pictureProblemOf(error: OutboundError): PictureProblem {
  switch (error.code) {
    case "http-status":
      return error.status ? `http-${error.status}` : "unreachable";
    case "too-large":
      return "too-large";
    case "wrong-type":
      return "not-a-picture";
    case "timeout":
      return "timeout";
    case "refused":
    case "invalid-url":
      return "refused";
    default:
      return "unreachable";
  }
}

/**
 * Fetches a picture by URL (same rules as pages, image types only) and stores it; when it cannot be had,
 * why (the import says so rather than dropping it silently).
 */
export async function fetchRemoteImage(
  db: Kysely<DB>,
  householdId: number,
  url: string,
  signal?: AbortSignal,
): Promise<{ imageId: number } | { problem: PictureProblem }> {
  try {
    const image = await fetchImage(url, { ...outboundPolicyFromEnv(), maxBytes: IMAGE_MAX_BYTES, signal });
    const picture = checkPicture(image.bytes);
    if (!picture.ok) return { problem: picture.problem === "pixels" ? "too-many-pixels" : "not-a-picture" };
    return { imageId: await saveRecipeImage(db, householdId, { bytes: image.bytes, type: picture.type }) };
  } catch (error) {
    if (error instanceof OutboundError) {
      console.warn(`[recipes] the recipe's picture was not stored: ${error.message}`);
      return { problem: pictureProblemOf(error) };
    }
    throw error;
  }
}

/** Fetches a picture by URL (the rules of uploads: type by its bytes, the pixel limit); null when it cannot be had. */
export async function storeRemoteImage(
  db: Kysely<DB>,
  householdId: number,
  url: string,
  signal?: AbortSignal,
): Promise<number | null> {
  const result = await fetchRemoteImage(db, householdId, url, signal);
  return "imageId" in result ? result.imageId : null;
}
