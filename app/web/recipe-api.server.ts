// Shared by the recipe API routes: the `image` field of a payload (a data URL as the spec's client sends,
// or an http(s) URL for the AI's 'add to collection') becomes a stored, checked picture. Another
// household's private recipe is already "not found" in the domain (ADR 015).
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import type { User } from "~/domain/accounts/users.server";
import { IMAGE_MAX_BYTES, IMAGE_SIZE_ERROR, IMAGE_TYPE_ERROR } from "~/domain/recipes/constants";
import { saveRecipeImage } from "~/domain/recipes/recipes.server";
import { ApiError } from "./api.server";
import { storeRemoteImage } from "./recipe-import.server";
import { sniffImageType } from "./uploads.server";

export type ImageField = { imageId?: number | null; removeImage?: boolean };

/**
 * The payload's `image`: a data URL is decoded and checked by its bytes (422 when not PNG, JPEG, GIF or
 * WebP, or over 10 MB); an http(s) URL is fetched through the safe client when `remote` is allowed
 * (and dropped quietly when it cannot be had); null or '' removes the picture; absent keeps it.
 */
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
    const bytes = dataUrl[2]
      ? new Uint8Array(Buffer.from(encoded, "base64"))
      : new TextEncoder().encode(decodeURIComponent(encoded));
    if (bytes.byteLength > IMAGE_MAX_BYTES)
      throw new ApiError(422, IMAGE_SIZE_ERROR, { image: [IMAGE_SIZE_ERROR] });
    const type = sniffImageType(bytes);
    if (!type) throw new ApiError(422, IMAGE_TYPE_ERROR, { image: [IMAGE_TYPE_ERROR] });
    return { imageId: await saveRecipeImage(db, user.householdId, { bytes, type }) };
  }
  if (/^https?:\/\//i.test(value)) {
    if (!options.remote) return {};
    return { imageId: await storeRemoteImage(db, user.householdId, value) };
  }
  // A path to one of our own pictures (a client sending back what it read) keeps the current one.
  if (/^\/recipe-images\/\d+$/.test(value)) return {};
  throw new ApiError(422, IMAGE_TYPE_ERROR, { image: [IMAGE_TYPE_ERROR] });
}
