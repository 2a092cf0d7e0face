// What counts as a picture (recipe pictures and member avatars, pages and API alike): PNG, JPEG, GIF or
// WebP judged by its bytes, never by a claimed type (SVG can carry script), and at most
// PICTURE_MAX_SIDE pixels a side and PICTURE_MAX_PIXELS in all. The size is read from the file's header
// without decoding it, so a small file that claims 30,000 × 30,000 pixels (a "decompression bomb" for
// whoever decodes it: a browser, a thumbnailer) is refused before it is stored. Pure: no Node, no DOM,
// so the same rule can run in the browser.

export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** 12,000 pixels on the longer side, 40 megapixels in all (a 48-megapixel phone photo is 8,000 × 6,000). */
export const PICTURE_MAX_SIDE = 12_000;
export const PICTURE_MAX_PIXELS = 40_000_000;
/** The limit in words, for help texts and messages. */
export const PICTURE_LIMIT_TEXT = "40 megapixels, 12,000 pixels a side";

export type Dimensions = { width: number; height: number };

export type PictureCheck =
  | { ok: true; type: ImageType; width: number; height: number }
  /** "type": not a PNG, JPEG, GIF or WebP whose header can be read; "pixels": over the limit. */
  | { ok: false; problem: "type" | "pixels" };

/** The image type its first bytes show, or null for anything else (SVG, HTML, a renamed file…). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x47, 0x49, 0x46, 0x38)) return "image/gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP")
    return "image/webp";
  return null;
}

/** Width and height as the header states them, or null when the header is cut short or malformed. */
export function imageDimensions(bytes: Uint8Array, type: ImageType): Dimensions | null {
  const size = READERS[type](bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

/** Type by the bytes, size by the header, both within the rule. */
export function checkPicture(bytes: Uint8Array): PictureCheck {
  const type = sniffImageType(bytes);
  const size = type ? imageDimensions(bytes, type) : null;
  if (!type || !size) return { ok: false, problem: "type" };
  if (!withinPictureLimit(size)) return { ok: false, problem: "pixels" };
  return { ok: true, type, ...size };
}

export function withinPictureLimit({ width, height }: Dimensions): boolean {
  return width <= PICTURE_MAX_SIDE && height <= PICTURE_MAX_SIDE && width * height <= PICTURE_MAX_PIXELS;
}

/** The bytes of standard base64 text (a data URL's payload), or null when it is not base64. */
export function base64Bytes(text: string): Uint8Array | null {
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));
const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) =>
  ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;

const READERS: Record<ImageType, (bytes: Uint8Array) => Dimensions | null> = {
  // The IHDR chunk comes first: length 13, "IHDR", width and height as 32-bit big-endian.
  "image/png": (b) => {
    if (b.length < 24 || ascii(b, 12, 16) !== "IHDR") return null;
    return { width: u32be(b, 16), height: u32be(b, 20) };
  },
  // The logical screen: 16-bit little-endian width and height after "GIF87a"/"GIF89a".
  "image/gif": (b) => (b.length < 10 ? null : { width: u16le(b, 6), height: u16le(b, 8) }),
  "image/jpeg": readJpeg,
  "image/webp": readWebp,
};

// Start-of-frame markers (baseline, progressive, lossless, arithmetic…); C4, C8 and CC are not frames.
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Walks the marker segments (skipping EXIF and other metadata by their lengths) to the first frame. */
function readJpeg(b: Uint8Array): Dimensions | null {
  let i = 2;
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) return null;
    let marker = b[i + 1]!;
    // Fill bytes: any number of 0xFF before a marker.
    while (marker === 0xff && i + 2 < b.length) marker = b[++i + 1]!;
    i += 2;
    // Markers without a length: TEM, RST0–7, SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue;
    // End of image or start of scan before any frame header: not a picture we can size.
    if (marker === 0xd9 || marker === 0xda || i + 2 > b.length) return null;
    const length = u16be(b, i);
    if (length < 2) return null;
    if (SOF.has(marker)) {
      // Length, sample precision, then height and width, 16-bit big-endian.
      if (length < 7 || i + 7 > b.length) return null;
      return { width: u16be(b, i + 5), height: u16be(b, i + 3) };
    }
    i += length;
  }
  return null;
}

/** The first chunk after "RIFF….WEBP": VP8 (lossy), VP8L (lossless) or VP8X (extended, the canvas). */
function readWebp(b: Uint8Array): Dimensions | null {
  switch (ascii(b, 12, 16)) {
    case "VP8 ":
      // A key frame: 3 bytes of frame tag, the start code 9D 01 2A, then 14-bit width and height.
      if (b.length < 30 || b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
      return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
    case "VP8L": {
      // The signature 0x2F, then width − 1 and height − 1 in 14 bits each, least significant bit first.
      if (b.length < 25 || b[20] !== 0x2f) return null;
      const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case "VP8X":
      // Flags and 3 reserved bytes, then canvas width − 1 and height − 1 in 24 bits each.
      if (b.length < 30) return null;
      return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
    default:
      return null;
  }
}
