// server/send-document.js: a body the app already holds leaves in one write, with its length, its
// headers (every Set-Cookie) and the encoding the client prefers, and compression() leaves it alone.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressDocument, sendWholeResponse } from "../../server/send-document.js";

const page = Buffer.from(`<!DOCTYPE html><html><body>${"<p>Soup for four</p>".repeat(400)}</body></html>`);

let base = "";
let server: http.Server;
beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.all("/page", (req, res) => {
    const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "X-Page-Cache": "miss" });
    headers.append("Set-Cookie", "a=1; Path=/");
    headers.append("Set-Cookie", "b=2; Path=/");
    sendWholeResponse(req, res, new Response(page, { status: 201, headers }), page);
  });
  app.get("/small", (req, res) => sendWholeResponse(req, res, new Response("ok"), Buffer.from("ok")));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());

/** The raw answer (node:http, which neither decodes nor merges headers). */
function raw(path: string, headers: Record<string, string>, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = http.request(`${base}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on("error", reject);
      request.end();
    },
  );
}

describe("compressDocument", () => {
  it("takes brotli, then gzip, as the client accepts them, and leaves small bodies alone", () => {
    const br = compressDocument(page, "gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(zlib.brotliDecompressSync(br.bytes).equals(page)).toBe(true);
    const gzip = compressDocument(page, "gzip;q=1, br;q=0");
    expect(gzip.encoding).toBe("gzip");
    expect(zlib.gunzipSync(gzip.bytes).equals(page)).toBe(true);
    expect(gzip.bytes.length).toBeLessThan(page.length / 10);
    expect(compressDocument(page, "identity")).toEqual({ bytes: page });
    expect(compressDocument(page, undefined)).toEqual({ bytes: page });
    expect(compressDocument(Buffer.from("ok"), "gzip").encoding).toBeUndefined();
  });
});

describe("sendWholeResponse", () => {
  it("sends the body once, compressed, with its length, status and every header", async () => {
    const answer = await raw("/page", { "accept-encoding": "gzip" });
    expect(answer.status).toBe(201);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(answer.headers["x-page-cache"]).toBe("miss");
    // compression() did not compress it a second time.
    expect(zlib.gunzipSync(answer.body).equals(page)).toBe(true);
  });

  it("sends it as it is to a client that takes no encoding, and no body to HEAD", async () => {
    const plain = await raw("/page", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(page)).toBe(true);
    const head = await raw("/page", { "accept-encoding": "br" }, "HEAD");
    expect(head.headers["content-encoding"]).toBe("br");
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
    const small = await raw("/small", { "accept-encoding": "gzip" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe("ok");
  });
});
