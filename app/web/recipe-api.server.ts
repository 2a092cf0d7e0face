// Shared by the recipe API routes: the `image` field of a payload (a data URL as the spec's client sends,
// or an http(s) URL for the AI's 'add to collection') becomes a stored, checked picture. Another
// household's private recipe is already "not found" in the domain (ADR 017).
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import type { User } from "~/domain/accounts/users.server";
import { checkPicture } from "~/domain/pictures";
import {
  IMAGE_MAX_BYTES,
  IMAGE_PIXELS_ERROR,
  IMAGE_SIZE_ERROR,
  IMAGE_TYPE_ERROR,
} from "~/domain/recipes/constants";
import { storeRemoteImage } from "~/domain/recipes/import-recipe.server";
import { saveRecipeImage } from "~/domain/recipes/recipes.server";
import { ApiError } from "./api.server";

export type ImageField = { imageId?: number | null; removeImage?: boolean };

/**
 * The payload's `image`: a data URL is decoded and checked by its bytes (422 when not PNG, JPEG, GIF or
 * WebP, over 10 MB, or over the pixel limit of app/domain/pictures.ts); an http(s) URL is fetched
 * through the safe client when `remote` is allowed (and dropped quietly when it cannot be had or is
 * refused by the same checks); null or '' removes the picture; absent keeps it.
 */
/** A data URL's percent-encoded payload as bytes; null when the encoding is broken (a stray `%`). */
function percentDecoded(encoded: string): Uint8Array | null {
  try {
    return new TextEncoder().encode(decodeURIComponent(encoded));
  } catch {
    return null;
  }
}

export async function imageFromPayload(
  db: Kysely<DB>,
  user: User,
  value: unknown,
  options: { remote: boolean },
): Promise<ImageField> {
  if (value === undefined) return {};
  if (value === null || value === "") return { removeImage: true };
  if (typeof value !== "string") throw new ApiError(422, IMAGE_TYPE_ERROR, { image: [IMAGE_TYPE_ERROR] });
  const dataUrl = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(value);
  if (dataUrl) {
    const encoded = dataUrl[3] ?? "";
    if (Math.floor((encoded.length * 3) / 4) > IMAGE_MAX_BYTES + 3)
      throw new ApiError(422, IMAGE_SIZE_ERROR, { image: [IMAGE_SIZE_ERROR] });
    const bytes = dataUrl[2] ? new Uint8Array(Buffer.from(encoded, "base64")) : percentDecoded(encoded);
    if (!bytes) throw new ApiError(422, IMAGE_TYPE_ERROR, { image: [IMAGE_TYPE_ERROR] });
    if (bytes.byteLength > IMAGE_MAX_BYTES)
      throw new ApiError(422, IMAGE_SIZE_ERROR, { image: [IMAGE_SIZE_ERROR] });
    const picture = checkPicture(bytes);
    if (!picture.ok) {
      const message = picture.problem === "pixels" ? IMAGE_PIXELS_ERROR : IMAGE_TYPE_ERROR;
      throw new ApiError(422, message, { image: [message] });
    }
    return { imageId: await saveRecipeImage(db, user.householdId, { bytes, type: picture.type }) };
  }
  if (/^https?:\/\//i.test(value)) {
    if (!options.remote) return {};
    return { imageId: await storeRemoteImage(db, user.householdId, value) };
  }
  // A path to one of our own pictures (a client sending back what it read) keeps the current one.
  if (/^\/recipe-images\/\d+$/.test(value)) return {};
  throw new ApiError(422, IMAGE_TYPE_ERROR, { image: [IMAGE_TYPE_ERROR] });
}
