// Import a recipe from a web page (docs/product.md#recipes; POST /recipes/import and
// /api/recipes/import): fetch the page through the one SSRF-safe client (ADR 007), read schema.org
// (JSON-LD, microdata, then OpenGraph), check it with the recipe rules and save it as a new private
// recipe of the household. The page's picture is fetched the same safe way and stored with the recipe
// (the app never hot-links other sites' images); when it cannot be had, the recipe is saved without it
// and the import says why. Text longer than a recipe keeps is shortened and said too (import.ts); a
// refusal names its field: `url` when the page could not be had or holds no recipe, else the recipe's
// field that broke a rule. The network is done before the transaction opens, so no transaction waits on
// another site; the picture and the recipe are then saved in one transaction, so a failure leaves
// neither behind.
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import {
  type FetchPageOptions,
  fetchImage,
  fetchPage,
  OutboundError,
  outboundPolicyFromEnv,
} from "../../integrations/http/outbound.server";
import type { User } from "../accounts/users.server";
import { checkPicture, type ImageType } from "../pictures";
import { createRecipe } from "./commands.server";
import { IMAGE_MAX_BYTES, type PictureProblem } from "./constants";
import { saveRecipeImage } from "./images.server";
import { recipeFromDraft, type Shortened } from "./import";
import { readRecipeFromHtml } from "./schema-org";

export type ImportResult =
  | {
      ok: true;
      id: number;
      /** The recipe was saved but its picture was not: why (pictureProblemText words it). */
      pictureProblem: PictureProblem | null;
      /** What was longer than a recipe keeps and was shortened (RECIPE_TEXTS.importShortened words it). */
      shortened: Shortened;
    }
  | {
      ok: false;
      message: string;
      status: number;
      /** The field that failed: `url` (the page), or the recipe's ('ingredients.2.name'). */
      field: string;
    };

export const NO_RECIPE_FOUND = "No recipe was found on that page.";

/** How the outbound client may connect; by default what the environment allows (outboundPolicyFromEnv). */
export type OutboundOptions = Pick<FetchPageOptions, "allowLoopback" | "policy" | "lookup">;

export async function importRecipeFromUrl(
  db: Kysely<DB>,
  user: User,
  url: string,
  now: Date,
  signal?: AbortSignal,
  outbound: OutboundOptions = outboundPolicyFromEnv(),
): Promise<ImportResult> {
  let page: Awaited<ReturnType<typeof fetchPage>>;
  try {
    page = await fetchPage(url, { ...outbound, signal });
  } catch (error) {
    if (error instanceof OutboundError)
      return { ok: false, message: error.message, status: 422, field: "url" };
    throw error;
  }
  const draft = readRecipeFromHtml(page.body, page.url);
  if (!draft) return { ok: false, message: NO_RECIPE_FOUND, status: 422, field: "url" };
  const checked = recipeFromDraft({ ...draft, sourceUrl: draft.sourceUrl ?? page.url });
  if (!checked.ok) return { ok: false, message: checked.message, status: 422, field: checked.field };
  const picture = draft.imageUrl ? await fetchRemotePicture(draft.imageUrl, signal, outbound) : null;
  const id = await inTransaction(db, async (trx) => {
    const imageId =
      picture && "bytes" in picture ? await saveRecipeImage(trx, user.householdId, picture) : null;
    return createRecipe(trx, user, checked.recipe, { now, imageId });
  });
  return {
    ok: true,
    id,
    pictureProblem: picture && "problem" in picture ? picture.problem : null,
    shortened: checked.shortened,
  };
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
 * Fetches a picture by URL (same rules as pages, image types only) and judges it by its bytes (the
 * rules of uploads: type, the pixel limit); when it cannot be had, why (the import says so rather than
 * dropping it silently). Nothing is stored.
 */
export async function fetchRemotePicture(
  url: string,
  signal?: AbortSignal,
  outbound: OutboundOptions = outboundPolicyFromEnv(),
): Promise<{ bytes: Uint8Array; type: ImageType } | { problem: PictureProblem }> {
  try {
    const image = await fetchImage(url, { ...outbound, maxBytes: IMAGE_MAX_BYTES, signal });
    const picture = checkPicture(image.bytes);
    if (!picture.ok) return { problem: picture.problem === "pixels" ? "too-many-pixels" : "not-a-picture" };
    return { bytes: image.bytes, type: picture.type };
  } catch (error) {
    if (error instanceof OutboundError) {
      console.warn(`[recipes] the recipe's picture was not stored: ${error.message}`);
      return { problem: pictureProblemOf(error) };
    }
    throw error;
  }
}

/** Fetches a picture by URL and stores it for the household; null when it cannot be had. */
export async function storeRemoteImage(
  db: Kysely<DB>,
  householdId: number,
  url: string,
  signal?: AbortSignal,
): Promise<number | null> {
  const picture = await fetchRemotePicture(url, signal);
  return "bytes" in picture ? saveRecipeImage(db, householdId, picture) : null;
}
