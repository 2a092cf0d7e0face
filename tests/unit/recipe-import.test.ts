// POST /api/recipes/import on each database backend: a page whose recipe has one very long ingredient
// line imports with a warning that says what was shortened, and a failed import names the field that
// failed — `url` for the page, the recipe's own field for a rule it breaks (issue 32, item 9). Before,
// the long line failed the import with {"errors":{"url":["At most 200 characters."]}}.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ActionFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, expect, test } from "vitest";
import { issueApiToken } from "../../app/domain/accounts/sessions.server";
import { registerUser } from "../../app/domain/accounts/users.server";
import { action } from "../../app/routes/recipes/api/recipes.import";
import { describeEachBackend, useAppDatabase } from "../support/db";

process.env.SESSION_SECRET ??= "a-test-secret-that-is-long-enough-to-sign-cookies";
const now = new Date();

const LONG_LINE = `3 tablespoons butter ${"softened and beaten until pale and creamy ".repeat(120)}`.slice(
  0,
  5000,
);
const recipePage = (recipe: Record<string, unknown>) => `<!doctype html><html><head><title>Cake</title>
<script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@type": "Recipe",
  name: "Butter cake",
  recipeIngredient: ["2 cups flour", LONG_LINE, "3 eggs"],
  recipeInstructions: ["Beat.", "Bake."],
  ...recipe,
})}</script></head><body>Cake</body></html>`;

let site: http.Server;
let origin = "";
const loopback = process.env.OUTBOUND_ALLOW_LOOPBACK;
beforeAll(async () => {
  // The fixture site is on loopback, which only this switch lets the outbound client reach (ADR 007).
  process.env.OUTBOUND_ALLOW_LOOPBACK = "1";
  site = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://fixture").pathname;
    if (path === "/missing") return void res.writeHead(404).end();
    const body = recipePage(path === "/slow" ? { cookTime: "PT300H" } : {});
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(body);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  if (loopback === undefined) delete process.env.OUTBOUND_ALLOW_LOOPBACK;
  else process.env.OUTBOUND_ALLOW_LOOPBACK = loopback;
  await new Promise((resolve) => site.close(resolve));
});

describeEachBackend("importing a recipe through the API", (ctx) => {
  useAppDatabase(ctx);

  async function importer() {
    const user = await registerUser(ctx().db, {
      name: "Importer",
      email: `import-${Math.random().toString(36).slice(2)}@example.com`,
      password: "password-123",
      now,
    });
    const { token } = await issueApiToken(ctx().db, { userId: user.id, remember: false, name: "t", now });
    return (url: string) =>
      action({
        request: new Request("http://localhost/api/recipes/import", {
          method: "POST",
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          body: JSON.stringify({ url }),
        }),
        params: {},
        context: {},
      } as ActionFunctionArgs);
  }

  test("a recipe with one 5,000-character ingredient line is imported, with a warning", async () => {
    const post = await importer();
    const response = await post(`${origin}/cake.html`);
    const body = await response.json();
    expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(201);
    expect(body.warnings).toEqual([
      "Shortened to fit, as the page's text was longer than a recipe keeps: ingredient 2.",
    ]);
    expect(body.data.ingredients).toHaveLength(3);
  });

  test("a failed import names its field: the address, or the recipe's field that broke a rule", async () => {
    const post = await importer();
    const missing = await post(`${origin}/missing`);
    expect(missing.status).toBe(422);
    expect(Object.keys((await missing.json()).errors)).toEqual(["url"]);
    const slow = await post(`${origin}/slow`);
    expect(slow.status).toBe(422);
    expect(await slow.json()).toEqual({
      success: false,
      message: "Cook time must be at most 10080.",
      errors: { cook_time: ["Cook time must be at most 10080."] },
    });
  });
});
