import { expect, test } from "vitest";
import { AVATAR_PIXELS_ERROR } from "~/domain/household/schemas";
import { IMAGE_PIXELS_ERROR } from "~/domain/recipes/constants";
import { imageUploadHandler, memberUploadHandler } from "./uploads.server";

const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
/** 33 bytes: a PNG signature and an IHDR chunk claiming `width` × `height`. */
const pngHeader = (width: number, height: number) =>
  new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...be32(13),
    0x49,
    0x48,
    0x44,
    0x52,
    ...be32(width),
    ...be32(height),
    8,
    6,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);

async function* once(bytes: Uint8Array) {
  yield bytes;
}

const filePart = (name: string, bytes: Uint8Array) => ({
  name,
  filename: "picture.png",
  contentType: "image/png",
  data: once(bytes),
});

test("an uploaded picture whose header claims 30,000 × 30,000 pixels is refused with the limit in words", async () => {
  const upload = imageUploadHandler({
    field: "image",
    maxBytes: 10 * 1024 * 1024,
    sizeError: "size",
    typeError: "type",
    pixelsError: IMAGE_PIXELS_ERROR,
  });
  await upload.handler(filePart("image", pngHeader(30_000, 30_000)));
  expect(upload.image()).toEqual({ chosen: true, error: IMAGE_PIXELS_ERROR });
  expect(IMAGE_PIXELS_ERROR).toBe(
    "The image is too large: it can be at most 40 megapixels, 12,000 pixels a side.",
  );

  const fine = imageUploadHandler({
    field: "image",
    maxBytes: 1024,
    sizeError: "size",
    typeError: "type",
    pixelsError: IMAGE_PIXELS_ERROR,
  });
  await fine.handler(filePart("image", pngHeader(4000, 3000)));
  expect(fine.image()).toMatchObject({ chosen: true, type: "image/png" });
});

test("an avatar too large in pixels is refused before it becomes a data URL", async () => {
  const upload = memberUploadHandler();
  await upload.handler(filePart("avatar", pngHeader(12_001, 10)));
  expect(upload.avatar()).toEqual({ chosen: true, error: AVATAR_PIXELS_ERROR });
});
