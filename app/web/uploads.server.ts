// Multipart forms with one image file (family avatars, recipe pictures), read without JavaScript on the
// client: the text fields are kept, the file is bounded in memory and judged by its bytes, never by the
// browser's claimed type alone. SVG is not an image we accept (it can carry script).
import { type UploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";
import { AVATAR_MAX_BYTES, AVATAR_SIZE_ERROR, AVATAR_TYPE_ERROR } from "~/domain/household/schemas";
import { checkForm } from "./guards.server";

export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

// Text fields are short; a bigger part is cut here and then refused by the schema's length rules.
const TEXT_PART_LIMIT = 64 * 1024;

/** The image type its first bytes show, or null for anything else (SVG, HTML, a renamed file…). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x47, 0x49, 0x46, 0x38)) return "image/gif";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

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
 * field `field` (size ≤ maxBytes, bytes of a PNG, JPEG, GIF or WebP). `image()` tells what came of it.
 */
export function imageUploadHandler(options: {
  field: string;
  maxBytes: number;
  sizeError: string;
  typeError: string;
}) {
  let image: UploadedImage = { chosen: false };
  const handler: UploadHandler = async (part) => {
    if (part.filename === undefined) {
      const { bytes } = await readBounded(part.data, TEXT_PART_LIMIT);
      return new TextDecoder().decode(bytes);
    }
    const { bytes, size, tooLarge } = await readBounded(part.data, options.maxBytes);
    if (part.name !== options.field || (size === 0 && !part.filename)) return undefined;
    if (tooLarge) image = { chosen: true, error: options.sizeError };
    else {
      const type = sniffImageType(bytes);
      image = type ? { chosen: true, bytes, type } : { chosen: true, error: options.typeError };
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
    form = multipart ? await unstable_parseMultipartFormData(request, handler) : await request.formData();
  } catch {
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
