// Hostile input at the HTTP edge (issue 11): bodies too large for their route are refused before any
// work, the API's JSON has a bounded shape, long addresses are refused, sign-in never sends anyone to
// another site, and a 429 page says when to come back. Over HTTP against the production build.
import http from "node:http";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { newAccount, registerViaApi, signInWithCookie } from "../support/accounts";

const MiB = 1024 * 1024;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; sent: number; ms: number };

/**
 * Sends `total` bytes to the e2e server as fast as the socket takes them (declared with Content-Length,
 * or chunked without one) and stops once the answer is in: how much had to be sent before the answer
 * came tells whether the server read the body first.
 */
function send(
  baseURL: string,
  path: string,
  options: { total: number; chunked?: boolean; contentType: string },
): Promise<Answer> {
  const { hostname, port } = new URL(baseURL);
  const chunk = Buffer.alloc(64 * 1024, "a");
  const started = performance.now();
  let sent = 0;
  let done = false;
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: hostname,
      port,
      path,
      method: "POST",
      agent: false,
      headers: {
        "Content-Type": options.contentType,
        ...(options.chunked
          ? { "Transfer-Encoding": "chunked" }
          : { "Content-Length": String(options.total) }),
      },
    });
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (text: string) => {
        body += text;
      });
      response.on("end", () => {
        done = true;
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          sent,
          ms: performance.now() - started,
        });
      });
    });
    request.on("error", (error) => {
      if (!done) reject(error);
    });
    const write = () => {
      while (!done && sent < options.total) {
        sent += chunk.byteLength;
        if (!request.write(chunk)) {
          request.once("drain", write);
          return;
        }
      }
      if (!done) request.end();
    };
    write();
  });
}

test.describe("request bodies too large for their route", () => {
  test("a 200 MB JSON login (Content-Length declared) is a 413 in JSON within a second, its body unread", async ({
    baseURL,
  }) => {
    const answer = await send(baseURL!, "/api/login", { total: 200 * MiB, contentType: "application/json" });
    expect(answer.status).toBe(413);
    expect(answer.ms).toBeLessThan(1000);
    expect(answer.headers.connection).toBe("close");
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      message: "The request body is too large (at most 1 MB).",
    });
    // What went out before the answer is what the sockets' buffers took, not the 200 MB.
    expect(answer.sent).toBeLessThan(50 * MiB);
  });

  test("a chunked body without a length is counted and refused with 413 once past the limit", async ({
    baseURL,
  }) => {
    const answer = await send(baseURL!, "/api/meal-plans", {
      total: 100 * MiB,
      chunked: true,
      contentType: "application/json",
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({
      success: false,
      message: expect.stringMatching(/too large/),
    });
    expect(answer.sent).toBeLessThan(50 * MiB);
  });

  test("a 20 MB meal (the API's request context) is refused and nothing is stored", async ({ request }) => {
    const account = await registerViaApi(request);
    const response = await request.post("/api/meal-plans", {
      headers: { Authorization: `Bearer ${account.token}` },
      data: { title: "Huge", date: "2026-03-02", meal_type: "dinner", notes: "x".repeat(20 * MiB) },
    });
    expect(response.status()).toBe(413);
    expect((await response.json()).success).toBe(false);
    const list = await request.get("/api/meal-plans?start_date=2026-03-01&end_date=2026-03-07", {
      headers: { Authorization: `Bearer ${account.token}` },
    });
    expect(JSON.stringify(await list.json())).not.toContain("Huge");
  });

  test("an oversized sign-in form is a 413 page, not a 500 and not a 419 after reading it all", async ({
    baseURL,
  }) => {
    const answer = await send(baseURL!, "/login", {
      total: 100 * MiB,
      contentType: "application/x-www-form-urlencoded",
    });
    expect(answer.status).toBe(413);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    expect(answer.body).toContain("Too large to send");
    expect(answer.body).toContain("at most 1 MB");
    expect(answer.sent).toBeLessThan(50 * MiB);
  });

  test("a form within the limit still reaches the page (a wrong CSRF token is its 419)", async ({
    request,
  }) => {
    const response = await request.post("/login", {
      form: { _csrf: "wrong", email: "a@example.com", password: "x".repeat(200 * 1024) },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(419);
  });
});

test("a picture within its limit reaches the recipe form, posted as a page and as JavaScript does (.data)", async ({
  request,
}) => {
  const account = await registerViaApi(request);
  await signInWithCookie(request, account);
  const page = await (await request.get("/recipes/new")).text();
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(page)?.[1] ?? "";
  // 3 MB: over the 1 MB of an ordinary form, within the recipe picture's 10 MB.
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(3 * MiB),
  ]);
  for (const path of ["/recipes/new", "/recipes/new.data"]) {
    const response = await request.post(path, {
      multipart: { _csrf: csrf, name: "", image: { name: "big.png", mimeType: "image/png", buffer: png } },
      maxRedirects: 0,
    });
    // The form answers its own validation (no title): the body got through the edge.
    expect(response.status(), path).toBe(422);
  }
});

test.describe("JSON shape and address length", () => {
  test("deeply nested JSON and over-long lists are refused in JSON before they are parsed", async ({
    request,
  }) => {
    const deep = await request.post("/api/login", {
      headers: { "Content-Type": "application/json" },
      data: `${"[".repeat(100_000)}${"]".repeat(100_000)}`,
    });
    expect(deep.status()).toBe(422);
    expect(await deep.json()).toEqual({
      success: false,
      message: "The JSON body is nested too deeply (at most 32 levels).",
    });
    const long = await request.post("/api/login", {
      data: { email: "a@example.com", password: "x", list: Array.from({ length: 5000 }, (_, i) => i) },
    });
    expect(long.status()).toBe(422);
    expect((await long.json()).message).toMatch(/too many items \(at most 1,000\)/);
  });

  test("a very long address is a 414 (JSON under /api, a page elsewhere)", async ({ request }) => {
    const api = await request.get(`/api/recipes?search=${"a".repeat(10_000)}`);
    expect(api.status()).toBe(414);
    expect(await api.json()).toEqual({ success: false, message: "The address is too long (at most 8 KB)." });
    const page = await request.get(`/recipes?search=${"a".repeat(10_000)}`);
    expect(page.status()).toBe(414);
    expect(await page.text()).toContain("Address too long");
  });

  test("an idle connection is kept 65 s, so a client reusing it after a pause is not reset", async ({
    request,
  }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(response.headers()["keep-alive"]).toBe("timeout=65");
  });

  test("plain HTTP (no trusted proxy) gets no Strict-Transport-Security, whatever X-Forwarded-Proto says", async ({
    request,
  }) => {
    const response = await request.get("/login", { headers: { "X-Forwarded-Proto": "https" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["strict-transport-security"]).toBeUndefined();
  });
});

/** A fresh cookie jar that has the signed-out CSRF token, as the sign-in page gives a browser. */
async function guest(
  playwright: { request: { newContext: (o: { baseURL?: string }) => Promise<APIRequestContext> } },
  baseURL: string,
) {
  const context = await playwright.request.newContext({ baseURL });
  const csrf = await context.get("/sanctum/csrf-cookie");
  const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(csrf.headers()["set-cookie"] ?? "")?.[1] ?? "");
  return { context, token };
}

test.describe("after signing in, redirectTo never leaves the site", () => {
  const hostile = [
    "/\t/evil.example/phish",
    "/%09/evil.example/phish",
    "/\r/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/.//evil.example",
    "https://evil.example/",
    " //evil.example",
  ];

  test("hostile targets go to the home page, with no 500", async ({ playwright, baseURL, request }) => {
    const account = await registerViaApi(request);
    for (const redirectTo of hostile) {
      const { context, token } = await guest(playwright, baseURL!);
      const response = await context.post("/login", {
        form: { _csrf: token, email: account.email, password: account.password, redirectTo },
        maxRedirects: 0,
      });
      expect(response.status(), JSON.stringify(redirectTo)).toBe(302);
      expect(response.headers().location, JSON.stringify(redirectTo)).toBe("/");
      await context.dispose();
    }
  });

  test("a path on the site is kept", async ({ playwright, baseURL, request }) => {
    const account = await registerViaApi(request);
    const { context, token } = await guest(playwright, baseURL!);
    const response = await context.post("/login", {
      form: { _csrf: token, email: account.email, password: account.password, redirectTo: "/family?tab=1" },
      maxRedirects: 0,
    });
    expect(response.headers().location).toBe("/family?tab=1");
    await context.dispose();
  });

  test("the sign-in page does not carry a hostile target into its form", async ({ request }) => {
    const page = await request.get(`/login?redirectTo=${encodeURIComponent("/\t/evil.example/phish")}`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toMatch(/name="redirectTo" value="\/"/);
  });
});

test("a 429 sign-in page says when to try again (Retry-After), like the API", async ({
  playwright,
  baseURL,
  request,
}) => {
  const account = await registerViaApi(request, newAccount("limited"));
  const { context, token } = await guest(playwright, baseURL!);
  // The e2e server allows 5 failed sign-ins per account per hour (playwright.config.ts).
  let response = await context.post("/login", {
    form: { _csrf: token, email: account.email, password: "wrong-0" },
  });
  for (let i = 1; i <= 5 && response.status() !== 429; i++) {
    expect(response.status()).toBe(401);
    response = await context.post("/login", {
      form: { _csrf: token, email: account.email, password: `wrong-${i}` },
    });
  }
  expect(response.status()).toBe(429);
  expect(response.headers()["content-type"]).toMatch(/^text\/html/);
  expect(response.headers()["retry-after"]).toMatch(/^[1-9]\d*$/);
  expect(await response.text()).toContain("Too many failed sign-ins to this account from your network.");
  await context.dispose();
});
