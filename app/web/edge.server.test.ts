// The edge in front of a stand-in app, over real loopback sockets: what is refused, when, and that the
// refused bytes are not read.
import { once } from "node:events";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createEdge, type EdgeRequest } from "./edge.server";
import { CONCURRENT_BODIES_MAX, HSTS_VALUE, MiB, URL_MAX_LENGTH } from "./limits";

const edge = createEdge();
/** Bytes the stand-in app read, per request path. */
const readByApp = new Map<string, number>();
/** The server's side of each request, per path. */
const received = new Map<string, http.IncomingMessage>();
let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((req: EdgeRequest, res) => {
    received.set(req.url ?? "", req);
    // As express does behind TRUST_PROXY: the protocol the proxy saw.
    req.protocol = req.headers["x-test-protocol"] === "https" ? "https" : "http";
    edge.guard(req, res, () => {
      const buffered = edge.bufferedBody(req);
      if (buffered) {
        readByApp.set(req.url ?? "", buffered.byteLength);
        res.end(`buffered ${buffered.byteLength}`);
        return;
      }
      let size = 0;
      req.on("data", (chunk: Buffer) => {
        size += chunk.byteLength;
      });
      req.on("end", () => {
        readByApp.set(req.url ?? "", size);
        res.end(`streamed ${size}`);
      });
    });
  });
  server.on("checkContinue", server.listeners("request")[0] as http.RequestListener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; sent: number };

/**
 * Posts `total` bytes (declared with Content-Length, or chunked) as fast as the socket takes them, and
 * stops sending once the answer is in. `hold` sends only that many bytes and waits to be told to go on.
 */
function post(
  path: string,
  options: { total: number; chunked?: boolean; headers?: Record<string, string>; hold?: number },
): { answer: Promise<Answer>; release: () => void; sentSoFar: () => number } {
  const chunk = Buffer.alloc(64 * 1024, "a");
  let sent = 0;
  let done = false;
  let resume: () => void = () => {};
  const request = http.request({
    host: "127.0.0.1",
    port,
    path,
    method: "POST",
    agent: false,
    headers: {
      ...(options.chunked ? { "Transfer-Encoding": "chunked" } : { "Content-Length": String(options.total) }),
      ...options.headers,
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (text: string) => {
        body += text;
      });
      response.on("end", () => {
        done = true;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, sent });
        request.destroy();
      });
    });
    request.on("error", (error) => {
      if (!done) reject(error);
    });
  });
  const write = () => {
    while (!done && sent < options.total) {
      if (options.hold !== undefined && sent >= options.hold) {
        resume = write;
        return;
      }
      const room = options.hold === undefined ? options.total - sent : options.hold - sent;
      const piece = chunk.subarray(0, Math.min(chunk.byteLength, room));
      sent += piece.byteLength;
      if (!request.write(piece)) {
        request.once("drain", write);
        return;
      }
    }
    if (!done) request.end();
  };
  if (options.headers?.Expect) request.on("continue", write);
  else write();
  return {
    answer,
    release: () => {
      options.hold = undefined;
      resume();
    },
    sentSoFar: () => sent,
  };
}

test("a declared body over the limit is answered 413 at once, and none of it reaches the app", async () => {
  const started = performance.now();
  const { status, headers, body, sent } = await post("/api/login", { total: 200 * MiB }).answer;
  expect(status).toBe(413);
  expect(performance.now() - started).toBeLessThan(1000);
  expect(headers.connection).toBe("close");
  expect(headers["content-type"]).toMatch(/^application\/json/);
  expect(JSON.parse(body)).toEqual({
    success: false,
    message: "The request body is too large (at most 1 MB).",
  });
  expect(sent).toBeLessThan(50 * MiB);
  expect(readByApp.has("/api/login")).toBe(false);
});

test("a refused body is not kept while its connection lingers: reading stops, what was read is dropped", async () => {
  const client = net.connect(port, "127.0.0.1");
  await once(client, "connect");
  client.on("error", () => {});
  client.write(`POST /api/lingering HTTP/1.1\r\nHost: x\r\nContent-Length: ${50 * MiB}\r\n\r\n`);
  // More than a socket read's worth (64 KB), sent before the answer can arrive.
  client.write(Buffer.alloc(MiB, "a"));
  const [answer] = (await once(client, "data")) as [Buffer];
  expect(answer.toString()).toMatch(/^HTTP\/1\.1 413 /);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const req = received.get("/api/lingering");
  // Still open for the client to read its answer (REFUSED_LINGER_MS), but holding none of the body,
  // and no more of it read than came with the headers.
  expect(req?.socket.destroyed).toBe(false);
  expect(req?.readableLength).toBe(0);
  expect(req?.socket.bytesRead).toBeLessThan(256 * 1024);
  client.destroy();
});

test("a chunked body is counted: refused past the limit, handed on whole within it", async () => {
  const big = await post("/api/meal-plans", { total: 100 * MiB, chunked: true }).answer;
  expect(big.status).toBe(413);
  expect(big.sent).toBeLessThan(50 * MiB);
  expect(readByApp.has("/api/meal-plans")).toBe(false);

  const small = await post("/api/meal-plans?ok", { total: MiB, chunked: true }).answer;
  expect(small.status).toBe(200);
  expect(small.body).toBe(`buffered ${MiB}`);
});

test("a page's refusal is a small HTML page, not the app's 500 or 419", async () => {
  const { status, headers, body } = await post("/login", {
    total: 100 * MiB,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  }).answer;
  expect(status).toBe(413);
  expect(headers["content-type"]).toMatch(/^text\/html/);
  expect(headers["content-security-policy"]).toMatch(/default-src 'none'/);
  expect(body).toContain("<h1>Too large to send</h1>");
  expect(body).toContain("at most 1 MB");
});

test("a picture form takes a body the size of its picture", async () => {
  const { status, body } = await post("/recipes/new", { total: 9 * MiB }).answer;
  expect(status).toBe(200);
  expect(body).toBe(`streamed ${9 * MiB}`);
  expect((await post("/recipes/new", { total: 12 * MiB }).answer).status).toBe(413);
});

test("Expect: 100-continue gets its Continue only when the body is admitted", async () => {
  const refused = post("/api/login", { total: 5 * MiB, headers: { Expect: "100-continue" } });
  expect((await refused.answer).status).toBe(413);
  expect(refused.sentSoFar()).toBe(0);

  const admitted = post("/api/login?continue", { total: 1000, headers: { Expect: "100-continue" } });
  expect((await admitted.answer).status).toBe(200);
  expect(admitted.sentSoFar()).toBe(1000);
});

test("past CONCURRENT_BODIES_MAX bodies being read at once: 503 with Retry-After; then served again", async () => {
  const held = Array.from({ length: CONCURRENT_BODIES_MAX }, (_, i) =>
    post(`/api/held/${i}`, { total: 2000, hold: 1000 }),
  );
  // Wait until the edge counts them all as being read.
  await expect.poll(() => edge.reading().all).toBe(CONCURRENT_BODIES_MAX);
  const busy = await post("/api/one-more", { total: 10 }).answer;
  expect(busy.status).toBe(503);
  expect(busy.headers["retry-after"]).toMatch(/^\d+$/);
  expect(JSON.parse(busy.body).success).toBe(false);
  for (const request of held) request.release();
  for (const request of held) expect((await request.answer).status).toBe(200);
  await expect.poll(() => edge.reading().all).toBe(0);
  expect((await post("/api/one-more", { total: 10 }).answer).status).toBe(200);
});

test("a very long address is a 414; JSON under /api", async () => {
  const long = `/api/recipes?q=${"a".repeat(URL_MAX_LENGTH)}`;
  const api = await post(long, { total: 0 }).answer;
  expect(api.status).toBe(414);
  expect(JSON.parse(api.body)).toEqual({
    success: false,
    message: "The address is too long (at most 8 KB).",
  });
  const page = await post(`/recipes?q=${"a".repeat(URL_MAX_LENGTH)}`, { total: 0 }).answer;
  expect(page.status).toBe(414);
  expect(page.body).toContain("Address too long");
});

test("HSTS only when the request came over HTTPS", async () => {
  const https = await post("/api/x", { total: 0, headers: { "X-Test-Protocol": "https" } }).answer;
  expect(https.headers["strict-transport-security"]).toBe(HSTS_VALUE);
  const plain = await post("/api/x", { total: 0 }).answer;
  expect(plain.headers["strict-transport-security"]).toBeUndefined();
});
