// Multipart forms with one image file (family avatars, recipe pictures), read without JavaScript on the
// client: the text fields are kept, the file is bounded in memory and judged by its bytes (type and the
// pixel size its header states, app/domain/pictures.ts), never by the browser's claimed type alone.
// SVG is not an image we accept (it can carry script).
import { type UploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";
import {
  AVATAR_MAX_BYTES,
  AVATAR_PIXELS_ERROR,
  AVATAR_SIZE_ERROR,
  AVATAR_TYPE_ERROR,
} from "~/domain/household/schemas";
import { checkPicture, type ImageType } from "~/domain/pictures";
import { checkForm, readPageForm } from "./guards.server";
import { decodeUtf8, RefusedInputError, refusedInputResponse } from "./input-gate.server";

// Text fields are short; a bigger part is cut here and then refused by the schema's length rules.
const TEXT_PART_LIMIT = 64 * 1024;

/** Reads a stream up to `limit` bytes; past the limit the rest is read and dropped, so later fields arrive. */
export async function readBounded(data: AsyncIterable<Uint8Array>, limit: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > limit) tooLarge = true;
    else chunks.push(chunk);
  }
  const bytes = new Uint8Array(tooLarge ? 0 : size);
  let offset = 0;
  if (!tooLarge) {
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
  }
  return { bytes, size, tooLarge };
}

export type UploadedImage =
  | { chosen: false }
  | { chosen: true; error: string }
  | { chosen: true; bytes: Uint8Array; type: ImageType };

/**
 * An upload handler for Remix's multipart parser that keeps the text fields and checks the one file
 * field `field` (size ≤ maxBytes, bytes of a PNG, JPEG, GIF or WebP within the pixel limit). `image()`
 * tells what came of it.
 */
export function imageUploadHandler(options: {
  field: string;
  maxBytes: number;
  sizeError: string;
  typeError: string;
  pixelsError: string;
}) {
  let image: UploadedImage = { chosen: false };
  const handler: UploadHandler = async (part) => {
    if (part.filename === undefined) {
      const { bytes } = await readBounded(part.data, TEXT_PART_LIMIT);
      // Strictly: a text part that is not UTF-8 is refused (422), never stored as U+FFFD.
      return decodeUtf8(bytes, part.name);
    }
    const { bytes, size, tooLarge } = await readBounded(part.data, options.maxBytes);
    if (part.name !== options.field || (size === 0 && !part.filename)) return undefined;
    if (tooLarge) image = { chosen: true, error: options.sizeError };
    else {
      const picture = checkPicture(bytes);
      if (picture.ok) image = { chosen: true, bytes, type: picture.type };
      else
        image = {
          chosen: true,
          error: picture.problem === "pixels" ? options.pixelsError : options.typeError,
        };
    }
    return undefined;
  };
  return { handler, image: () => image };
}

/**
 * The posted form (multipart, or urlencoded from a script), its CSRF token checked (a mismatch is a 419)
 * and its text fields through the input gate (a 422).
 */
export async function readMultipartForm(request: Request, handler: UploadHandler): Promise<FormData> {
  const multipart = (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
  let form: FormData;
  try {
    form = multipart ? await unstable_parseMultipartFormData(request, handler) : await readPageForm(request);
  } catch (error) {
    if (error instanceof RefusedInputError) throw refusedInputResponse(error);
    if (error instanceof Response) throw error;
    throw new Response("The form could not be read.", { status: 400, statusText: "Bad Request" });
  }
  await checkForm(request, form);
  return form;
}

/** A data URL of checked image bytes (small pictures such as avatars are kept inline). */
export const imageDataUrl = (image: { bytes: Uint8Array; type: ImageType }) =>
  `data:${image.type};base64,${Buffer.from(image.bytes).toString("base64")}`;

/** The family member form's avatar: bounded, judged by its bytes, kept as a data URL. */
export function memberUploadHandler() {
  const upload = imageUploadHandler({
    field: "avatar",
    maxBytes: AVATAR_MAX_BYTES,
    sizeError: AVATAR_SIZE_ERROR,
    typeError: AVATAR_TYPE_ERROR,
    pixelsError: AVATAR_PIXELS_ERROR,
  });
  return {
    handler: upload.handler,
    avatar: (): { dataUrl?: string; error?: string; chosen: boolean } => {
      const image = upload.image();
      if (!image.chosen) return { chosen: false };
      return "error" in image
        ? { chosen: true, error: image.error }
        : { chosen: true, dataUrl: imageDataUrl(image) };
    },
  };
}
