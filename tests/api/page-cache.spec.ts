// The rendered-page cache over HTTP (docs/decisions/012-page-cache.md, 049): a signed-in planner
// page is served from memory again, with a fresh nonce, until anything it shows changes; a signed-out
// session never gets it.
import { expect, test } from "@playwright/test";
import { bearer, registerViaApi, signInWithCookie } from "../support/accounts";

test("The month page is served again from memory until the plan changes", async ({ playwright, baseURL }) => {
  const account = await registerViaApi(await playwright.request.newContext({ baseURL }));
  const browser = await playwright.request.newContext({ baseURL });
  await signInWithCookie(browser, account);
  const page = "/meal-planner?view=month&date=2026-11-24";

  // The first visit remembers the chosen view (a change of the account, so a new revision).
  expect((await browser.get(page)).status()).toBe(200);
  const first = await browser.get(page);
  expect(first.status()).toBe(200);
  expect(first.headers()["x-page-cache"]).toBe("miss");
  const again = await browser.get(page);
  expect(again.headers()["x-page-cache"]).toBe("hit");
  // A client that takes gzip (this one says "gzip,deflate,br") gets the kept page compressed.
  expect(again.headers()["content-encoding"]).toBe("gzip");
  expect(again.headers().vary).toContain("Accept-Encoding");
  const plain = await browser.get(page, { headers: { "Accept-Encoding": "identity" } });
  expect(plain.headers()["x-page-cache"]).toBe("hit");
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  // The same page, with a nonce of its own that the CSP names.
  const html = await again.text();
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
  expect(nonce).toBeTruthy();
  expect(nonce).not.toBe(/nonce="([^"]+)"/.exec(await first.text())?.[1]);
  expect(again.headers()["content-security-policy"]).toContain(`'nonce-${nonce}'`);
  expect(html.replaceAll(nonce!, "N")).toBe(
    (await first.text()).replace(/nonce="[^"]+"/g, 'nonce="N"').replace(/'nonce-[^']+'/g, "'nonce-N'"),
  );

  // A meal planned through the API (another client) is on the next page at once.
  const planned = await browser.post("/api/meal-plans", {
    headers: bearer(account.token),
    data: { date: "2026-11-26", meal_type: "dinner", title: "Cached Chili", servings: 4 },
  });
  expect(planned.status()).toBe(201);
  const after = await browser.get(page);
  expect(after.headers()["x-page-cache"]).toBe("miss");
  expect(await after.text()).toContain("Cached Chili");
  expect((await browser.get(page)).headers()["x-page-cache"]).toBe("hit");

  // The page's data for the background refresh is kept the same way.
  const data = `/meal-planner.data?view=month&date=2026-11-24`;
  expect((await browser.get(data)).headers()["x-page-cache"]).toBe("miss");
  const dataAgain = await browser.get(data);
  expect(dataAgain.headers()["x-page-cache"]).toBe("hit");
  expect(await dataAgain.text()).toContain("Cached Chili");

  // Signed out: the old cookie gets the sign-in redirect, never the kept page.
  const cookies = await browser.storageState();
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1] ?? "";
  expect((await browser.post("/logout", { form: { _csrf: csrf }, maxRedirects: 0 })).status()).toBe(302);
  const stale = await playwright.request.newContext({ baseURL, storageState: cookies });
  const outside = await stale.get(page, { maxRedirects: 0 });
  expect(outside.status()).toBe(302);
  expect(outside.headers().location).toMatch(/^\/login/);
  expect(outside.headers()["x-page-cache"]).toBeUndefined();
  await browser.dispose();
  await stale.dispose();
});

test("The household's other pages are kept too, and a change from another client shows at once (ADR 049)", async ({
  playwright,
  baseURL,
}) => {
  const account = await registerViaApi(await playwright.request.newContext({ baseURL }));
  const browser = await playwright.request.newContext({ baseURL });
  await signInWithCookie(browser, account);
  const cached = async (path: string) => (await browser.get(path)).headers()["x-page-cache"];
  for (const page of ["/", "/recipes?search=Cached", "/family", "/meal-planner/history"]) {
    await browser.get(page);
    expect(await cached(page), page).toBe("hit");
  }
  // Never kept: the recipe page hands out a fresh quick-add key per load.
  expect(await cached("/recipes/1")).toBeUndefined();

  // A recipe made through the API is in the next list at once.
  const recipe = await browser.post("/api/recipes", {
    headers: bearer(account.token),
    data: { name: "Cached Soup", instructions: "Simmer.", ingredients: [{ name: "leek", quantity: 2 }] },
  });
  expect(recipe.status(), await recipe.text()).toBe(201);
  const list = await browser.get("/recipes?search=Cached");
  expect(list.headers()["x-page-cache"]).toBe("miss");
  expect(await list.text()).toContain("Cached Soup");

  // A pantry item is on the next dashboard's Inventory Status at once.
  expect(await (await browser.get("/")).text()).toContain("Nothing stocked yet.");
  const tomorrow = new Date(Date.now() + 86_400_000);
  const item = await browser.post("/api/inventory", {
    headers: bearer(account.token),
    data: {
      name: "Cached Yogurt",
      category: "Dairy & Eggs",
      quantity: 1,
      unit: "piece",
      location: "Fridge",
      expiryDate: new Intl.DateTimeFormat("en-CA").format(tomorrow),
    },
  });
  expect(item.status(), await item.text()).toBe(201);
  const dashboard = await browser.get("/");
  expect(dashboard.headers()["x-page-cache"]).toBe("miss");
  const shown = await dashboard.text();
  expect(shown).not.toContain("Nothing stocked yet.");
  expect(shown).toContain("<strong>Fridge</strong>");
  expect(await cached("/")).toBe("hit");
  await browser.dispose();
});
