// server/static-files.js: the client build served from a map made at start, in the encoding the client
// prefers, with a 404 for unknown assets and no answer at all for any other path (pages go on).
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseEncoding, serveStaticFiles, staticFileMap } from "../../server/static-files.js";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fmp-static-"));
const script = "console.log('hello');\n".repeat(100);
fs.mkdirSync(path.join(dir, "assets"));
fs.writeFileSync(path.join(dir, "assets", "app-abc123.js"), script);
fs.writeFileSync(path.join(dir, "assets", "app-abc123.js.gz"), zlib.gzipSync(script));
fs.writeFileSync(path.join(dir, "assets", "app-abc123.js.br"), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\n");

let base = "";
let server: ReturnType<ReturnType<typeof express>["listen"]>;
beforeAll(async () => {
  const app = express();
  app.use(serveStaticFiles(staticFileMap(dir, "/", "/assets/"), "/assets/"));
  app.use((_req, res) => void res.status(299).end("the app"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${url}`, { headers: { "accept-encoding": "identity", ...headers } });

describe("static files from a map made at start", () => {
  it("maps every file once, its compressed copies as encodings of it", () => {
    const files = staticFileMap(dir, "/", "/assets/");
    expect([...files.keys()].sort()).toEqual(["/assets/app-abc123.js", "/robots.txt"]);
    expect(files.get("/assets/app-abc123.js")).toMatchObject({
      immutable: true,
      type: "text/javascript; charset=utf-8",
    });
    expect(files.get("/robots.txt")).toMatchObject({ immutable: false, gzip: undefined, br: undefined });
  });

  it("prefers brotli, then gzip, by the client's Accept-Encoding and its q-values", () => {
    const file = staticFileMap(dir, "/", "/assets/").get("/assets/app-abc123.js");
    if (!file) throw new Error("missing");
    expect(chooseEncoding("gzip, deflate, br", file)).toBe("br");
    expect(chooseEncoding("gzip", file)).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5", file)).toBe("gzip");
    expect(chooseEncoding("*", file)).toBe("br");
    expect(chooseEncoding("identity", file)).toBeUndefined();
    expect(chooseEncoding(undefined, file)).toBeUndefined();
  });

  it("sends the prebuilt copy with its own tag, immutable, and answers a revalidation with 304", async () => {
    const br = await fetch(`${base}/assets/app-abc123.js`, { headers: { "accept-encoding": "br" } });
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("cache-control")).toContain("immutable");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(await br.text()).toBe(script); // fetch decodes it

    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
    const etag = plain.headers.get("etag") ?? "";
    expect(etag).not.toBe(br.headers.get("etag"));
    expect((await get("/assets/app-abc123.js", { "if-none-match": etag })).status).toBe(304);
  });

  it("answers 404 for an unknown asset and leaves every other path to the app", async () => {
    expect((await get("/assets/missing.js")).status).toBe(404);
    expect((await get("/assets/../robots.txt")).status).toBe(200); // normalised by the URL parser
    const page = await get("/recipes");
    expect(page.status).toBe(299);
    expect(await page.text()).toBe("the app");
    expect((await get("/robots.txt")).headers.get("cache-control")).toBe("public, max-age=3600");
    const head = await fetch(`${base}/robots.txt`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe("14");
  });
});
