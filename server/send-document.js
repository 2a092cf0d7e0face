// @ts-check
// A response whose whole body the app already holds (a rendered document, a kept page's data:
// app/web/document-sink.server.ts) leaves in one write with its Content-Length, compressed here in the
// request: brotli (quality 4) when the client accepts it at all (q > 0), else gzip (level 4), as measured by
// `npm run bench` (docs/decisions/059-one-write-per-document.md). Any other response goes through
// Remix's sendRemixResponse, and compression() for it.
import zlib from "node:zlib";
import { chooseEncoding } from "./static-files.js";

/** Smaller bodies are sent as they are (compression()'s threshold too). */
const MIN_BYTES = 1024;
export const GZIP_LEVEL = 4;
export const BROTLI_QUALITY = 4;

/**
 * @param {Uint8Array} body
 * @param {string | undefined} acceptEncoding
 * @returns {{ bytes: Uint8Array, encoding?: "br" | "gzip" }}
 */
export function compressDocument(body, acceptEncoding) {
  if (body.length < MIN_BYTES) return { bytes: body };
  const encoding = chooseEncoding(acceptEncoding, { br: true, gzip: true });
  if (encoding === "br")
    return {
      encoding,
      bytes: zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    };
  if (encoding === "gzip") return { encoding, bytes: zlib.gzipSync(body, { level: GZIP_LEVEL }) };
  return { bytes: body };
}

/**
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {Response} response
 * @param {Uint8Array} body
 */
export function sendWholeResponse(req, res, response, body) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) {
    if (name !== "content-length") res.append(name, value);
  }
  const { bytes, encoding } = response.headers.has("content-encoding")
    ? { bytes: body, encoding: undefined }
    : compressDocument(body, req.headers["accept-encoding"]);
  // compression() leaves a response alone once it has a Content-Encoding.
  if (encoding) res.setHeader("Content-Encoding", encoding);
  if (body.length >= MIN_BYTES) res.vary("Accept-Encoding");
  res.setHeader("Content-Length", bytes.length);
  res.end(req.method === "HEAD" ? undefined : bytes);
}
