import { expect, test } from "vitest";
import { AVATAR_PIXELS_ERROR } from "~/domain/household/schemas";
import { IMAGE_PIXELS_ERROR } from "~/domain/recipes/constants";
import { readForm } from "./guards.server";
import { imageUploadHandler, memberUploadHandler, readMultipartForm } from "./uploads.server";

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

/** A multipart body with one text field `name` holding `value` (bytes as sent). */
function multipartRequest(value: number[]) {
  const boundary = "b0undary";
  const text = (t: string) => [...new TextEncoder().encode(t)];
  const body = new Uint8Array([
    ...text(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n`),
    ...value,
    ...text(`\r\n--${boundary}--\r\n`),
  ]);
  return new Request("http://localhost/household/members/new", {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body,
  });
}

test("a page form's text that is not UTF-8 is a 422 page, never stored as U+FFFD", async () => {
  const refused = async (read: () => Promise<unknown>) => {
    try {
      await read();
    } catch (thrown) {
      return thrown as Response;
    }
    throw new Error("the form was read");
  };
  // 'Jos\xE9' in Latin-1: a multipart text part, and a urlencoded field.
  const multipart = await refused(() =>
    readMultipartForm(multipartRequest([0x4a, 0x6f, 0x73, 0xe9]), memberUploadHandler().handler),
  );
  expect(multipart.status).toBe(422);
  expect(await multipart.text()).toBe("The name field is not valid UTF-8 text.");
  const urlencoded = await refused(() =>
    readForm(
      new Request("http://localhost/settings", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "name=Jos%E9",
      }),
    ),
  );
  expect(urlencoded.status).toBe(422);
  expect(await urlencoded.text()).toBe("The name field is not valid UTF-8 text.");
});
