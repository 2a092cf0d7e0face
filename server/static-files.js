// @ts-check
// The built client files (build/client: hashed /assets/… and the few unhashed public files) served from a
// map made once at start, so a page request never waits for a file-system lookup, and an asset leaves
// in the encoding the client prefers from the copies compressed at build time (vite.config.ts,
// docs/decisions/022-request-cost.md).
import fs from "node:fs";
import path from "node:path";

/** @type {Record<string, string>} */
const TYPES = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
};

/**
 * @typedef {{ file: string, size: number }} Variant
 * @typedef {{ type: string, etag: string, immutable: boolean, identity: Variant, gzip?: Variant, br?: Variant }} StaticFile
 */

/**
 * Every file under `dir`, keyed by its URL path. A `x.js.gz` / `x.js.br` beside `x.js` is its compressed
 * copy, not a file of its own.
 * @param {string} dir the client build folder
 * @param {string} urlBase the URL path the folder is served at (e.g. "/")
 * @param {string} assetsPrefix the URL prefix of hashed, never-changing files (e.g. "/assets/")
 * @returns {Map<string, StaticFile>}
 */
export function staticFileMap(dir, urlBase, assetsPrefix) {
  /** @type {Map<string, StaticFile>} */
  const files = new Map();
  if (!fs.existsSync(dir)) return files;
  /** @param {string} folder */
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      if (!entry.isFile() || /\.(gz|br)$/.test(entry.name)) continue;
      const urlPath = `${urlBase.replace(/\/?$/, "/")}${path.relative(dir, full).split(path.sep).join("/")}`;
      const stat = fs.statSync(full);
      /** @param {string} suffix */
      const variant = (suffix) => {
        const compressed = `${full}${suffix}`;
        return fs.existsSync(compressed)
          ? { file: compressed, size: fs.statSync(compressed).size }
          : undefined;
      };
      files.set(urlPath, {
        type: TYPES[path.extname(entry.name).toLowerCase()] ?? "application/octet-stream",
        etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
        immutable: urlPath.startsWith(assetsPrefix),
        identity: { file: full, size: stat.size },
        gzip: variant(".gz"),
        br: variant(".br"),
      });
    }
  };
  walk(dir);
  return files;
}

/**
 * The encoding to send: brotli, then gzip, when the client accepts it (q > 0) and a copy exists (or,
 * for a body compressed in the request, can be made: server/send-document.js).
 * @param {string | undefined} acceptEncoding
 * @param {{ br?: unknown, gzip?: unknown }} file
 * @returns {"br" | "gzip" | undefined}
 */
export function chooseEncoding(acceptEncoding, file) {
  if (!acceptEncoding) return undefined;
  /** @type {Map<string, number>} */
  const accepted = new Map();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (/** @type {string} */ name) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (file.br && takes("br")) return "br";
  if (file.gzip && takes("gzip")) return "gzip";
  return undefined;
}

/**
 * Express middleware: answers GET/HEAD for the mapped files, a 404 for any other path under the assets
 * prefix, and passes everything else on untouched.
 * @param {Map<string, StaticFile>} files
 * @param {string} assetsPrefix
 * @returns {import("express").RequestHandler}
 */
export function serveStaticFiles(files, assetsPrefix) {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = files.get(req.path);
    if (!file) {
      if (req.path.startsWith(assetsPrefix)) {
        res.status(404).type("text/plain").end("Not found");
        return;
      }
      return next();
    }
    const encoding = chooseEncoding(req.headers["accept-encoding"], file);
    const variant = (encoding && file[encoding]) || file.identity;
    res.setHeader("Content-Type", file.type);
    res.setHeader(
      "Cache-Control",
      file.immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    );
    // Each encoding is a different representation, so it has its own tag.
    const etag = encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
    res.setHeader("ETag", etag);
    if (file.gzip || file.br) res.setHeader("Vary", "Accept-Encoding");
    if (req.headers["if-none-match"] === etag) {
      res.status(304).end();
      return;
    }
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", variant.size);
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    const stream = fs.createReadStream(variant.file);
    stream.on("error", (error) => {
      if (!res.headersSent) next(error);
      else res.destroy(error);
    });
    stream.pipe(res);
  };
}
