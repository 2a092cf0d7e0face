import { expect, test } from "vitest";
import {
  base64Bytes,
  checkPicture,
  imageDimensions,
  PICTURE_MAX_PIXELS,
  PICTURE_MAX_SIDE,
  sniffImageType,
} from "./pictures";

// Tiny buffers that only claim a size: enough header for the reader, no pixel data at all.
const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const be16 = (n: number) => [(n >> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >> 8) & 255];
const le24 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255];
const le32 = (n: number) => [...le16(n & 0xffff), ...le16(n >>> 16)];

const png = (width: number, height: number) =>
  bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    be32(13),
    "IHDR",
    be32(width),
    be32(height),
    [8, 6, 0, 0, 0],
  );
const gif = (width: number, height: number) => bytes("GIF89a", le16(width), le16(height), [0, 0, 0]);
/** SOI, an APP1 (EXIF) segment to skip, a DQT, then the frame header `sof`. */
const jpeg = (width: number, height: number, sof = 0xc0) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe1],
    be16(2 + 10),
    "Exif\0\0abcd",
    [0xff, 0xdb],
    be16(2 + 3),
    [0, 1, 2],
    [0xff, 0xff, sof], // a fill byte before the marker
    be16(17),
    [8],
    be16(height),
    be16(width),
    [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
  );
const riff = (chunk: string, data: number[]) =>
  bytes("RIFF", le32(4 + 8 + data.length), "WEBP", chunk, le32(data.length), data);
const vp8 = (width: number, height: number) =>
  riff("VP8 ", [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height), 0, 0]);
const vp8l = (width: number, height: number) => {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  return riff("VP8L", [0x2f, ...le32(bits >>> 0), 0, 0, 0]);
};
const vp8x = (width: number, height: number) =>
  riff("VP8X", [0x10, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]);

// A real 1 × 1 PNG.
const ONE_PIXEL = new Uint8Array(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  ),
);

test("the size is read from each format's header without decoding", () => {
  expect(imageDimensions(ONE_PIXEL, "image/png")).toEqual({ width: 1, height: 1 });
  expect(imageDimensions(png(640, 480), "image/png")).toEqual({ width: 640, height: 480 });
  expect(imageDimensions(gif(320, 200), "image/gif")).toEqual({ width: 320, height: 200 });
  expect(imageDimensions(jpeg(4000, 3000), "image/jpeg")).toEqual({ width: 4000, height: 3000 });
  expect(imageDimensions(jpeg(1024, 768, 0xc2), "image/jpeg")).toEqual({ width: 1024, height: 768 });
  expect(imageDimensions(vp8(800, 600), "image/webp")).toEqual({ width: 800, height: 600 });
  expect(imageDimensions(vp8l(16384, 3), "image/webp")).toEqual({ width: 16384, height: 3 });
  expect(imageDimensions(vp8x(5000, 7000), "image/webp")).toEqual({ width: 5000, height: 7000 });
  for (const made of [png(1, 1), gif(1, 1), jpeg(1, 1), vp8(1, 1), vp8l(1, 1), vp8x(1, 1)]) {
    expect(sniffImageType(made)).not.toBeNull();
  }
});

test("a tiny file claiming 30,000 × 30,000 pixels is refused, in every format", () => {
  const huge = [png(30_000, 30_000), gif(30_000, 30_000), jpeg(30_000, 30_000), jpeg(30_000, 30_000, 0xc2)];
  huge.push(vp8(16_383, 16_383), vp8l(16_384, 16_384), vp8x(30_000, 30_000));
  for (const made of huge) {
    expect(made.byteLength).toBeLessThan(80);
    expect(checkPicture(made)).toEqual({ ok: false, problem: "pixels" });
  }
  // PNG sides are 32-bit: 4 billion pixels a side is read as such, not as a negative number.
  expect(imageDimensions(png(0xffffffff, 1), "image/png")).toEqual({ width: 0xffffffff, height: 1 });
  expect(checkPicture(png(0xffffffff, 1))).toEqual({ ok: false, problem: "pixels" });
});

test("the limit: 12,000 pixels a side and 40 megapixels, both inclusive", () => {
  expect(PICTURE_MAX_SIDE).toBe(12_000);
  expect(PICTURE_MAX_PIXELS).toBe(40_000_000);
  expect(checkPicture(png(12_000, 3_333))).toEqual({
    ok: true,
    type: "image/png",
    width: 12_000,
    height: 3_333,
  });
  expect(checkPicture(png(8_000, 5_000)).ok).toBe(true);
  expect(checkPicture(png(12_001, 1))).toEqual({ ok: false, problem: "pixels" });
  expect(checkPicture(gif(1, 12_001))).toEqual({ ok: false, problem: "pixels" });
  expect(checkPicture(jpeg(7_000, 7_000))).toEqual({ ok: false, problem: "pixels" });
  expect(checkPicture(vp8x(8_001, 5_000))).toEqual({ ok: false, problem: "pixels" });
});

test("a header cut short, malformed or sizeless is not a picture", () => {
  const cut = png(100, 100).subarray(0, 20);
  expect(checkPicture(cut)).toEqual({ ok: false, problem: "type" });
  expect(checkPicture(png(0, 100))).toEqual({ ok: false, problem: "type" });
  expect(checkPicture(jpeg(100, 100).subarray(0, 30))).toEqual({ ok: false, problem: "type" });
  // A scan before any frame header, and a lost marker sync.
  expect(checkPicture(bytes([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toEqual({ ok: false, problem: "type" });
  expect(checkPicture(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0x12, 0x34]))).toEqual({
    ok: false,
    problem: "type",
  });
  // A zero length would loop forever if it were believed.
  expect(checkPicture(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0xff, 0xc0]))).toEqual({
    ok: false,
    problem: "type",
  });
  const badStart = vp8(10, 10);
  badStart[23] = 0;
  expect(checkPicture(badStart)).toEqual({ ok: false, problem: "type" });
  expect(checkPicture(riff("ALPH", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toEqual({ ok: false, problem: "type" });
  expect(checkPicture(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toEqual({
    ok: false,
    problem: "type",
  });
  expect(checkPicture(new Uint8Array())).toEqual({ ok: false, problem: "type" });
});

test("base64 text becomes its bytes; anything else is null", () => {
  expect(base64Bytes(Buffer.from(png(2, 3)).toString("base64"))).toEqual(png(2, 3));
  expect(base64Bytes("not base64!")).toBeNull();
});
