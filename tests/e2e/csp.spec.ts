// The Content Security Policy allows no eval: a bundled library that tries `eval` or `new Function` is
// refused by the browser, which reports a `securitypolicyviolation` event (Zod 4 did, on every page with a
// form, until forms stopped validating in the browser: ADR 035). These stories open every form page (and
// let forms validate) and expect no report at all — a schema that reaches the browser again shows here.
import type { Page } from "@playwright/test";
import { ADMIN, registerViaApi, signIn } from "../support/accounts";
import { expect, test } from "../support/e2e";

type Seen = { violations: string[] };

/** Records CSP reports: the DOM event (pages with script) and the browser's console line (all pages). */
async function watchCsp(page: Page): Promise<Seen> {
  const seen: Seen = { violations: [] };
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener(
      "securitypolicyviolation",
      (event) => w.__csp.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}`),
      true,
    );
  });
  page.on("console", (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) seen.violations.push(message.text());
  });
  return seen;
}

/** Everything reported on the current page so far (the DOM events only exist when script runs). */
async function reported(page: Page, seen: Seen, javaScriptEnabled: boolean) {
  const events = javaScriptEnabled
    ? await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])
    : [];
  return [...seen.violations, ...events];
}

test("A guest opens the sign-in forms and the browser reports no Content Security Policy violation", async ({
  page,
  visit,
  javaScriptEnabled,
  expectConsoleError,
}) => {
  test.slow();
  // The bad login post below answers 400; the browser logs that, and it is expected.
  expectConsoleError(/status of 400/);
  const seen = await watchCsp(page);
  await visit("/register");
  expect(await reported(page, seen, javaScriptEnabled), "/register").toEqual([]);
  await visit("/login");
  // Let the form validate (in the browser with JavaScript, on the server without).
  await page.getByLabel("Email address").fill("not an address");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText(/valid email/i).first()).toBeVisible();
  expect(await reported(page, seen, javaScriptEnabled), "/login").toEqual([]);
});

const MEMBER_FORMS = {
  // The recipe form last: the story then lets it validate.
  recipes: ["/recipes", "/recipes/import", "/recipes/new"],
  family: ["/family", "/family/members/new", "/family/settings"],
  planner: ["/meal-planner", "/meal-planner/new"],
  // The list page registers its service worker: the policy must allow it.
  shopping: ["/shopping-list", "/shopping-list/items/new", "/shopping-list/lists"],
};

for (const [area, paths] of Object.entries(MEMBER_FORMS)) {
  test(`A cook opens the ${area} forms and the browser reports no Content Security Policy violation`, async ({
    page,
    request,
    visit,
    javaScriptEnabled,
  }) => {
    test.slow();
    const seen = await watchCsp(page);
    await signIn(page, await registerViaApi(request));
    for (const path of paths) {
      await visit(path);
      expect(await reported(page, seen, javaScriptEnabled), path).toEqual([]);
    }
    if (area === "recipes") {
      // The recipe form validates in the browser too: an empty save shows its field errors.
      await page.getByRole("button", { name: "Create Recipe" }).click();
      await expect(page.getByText("Please enter a recipe title").first()).toBeVisible();
      expect(await reported(page, seen, javaScriptEnabled), "/recipes/new after validating").toEqual([]);
    }
  });
}

test("An admin opens the admin forms and the browser reports no Content Security Policy violation", async ({
  page,
  visit,
  javaScriptEnabled,
}) => {
  test.slow();
  const seen = await watchCsp(page);
  await signIn(page, ADMIN);
  for (const path of ["/admin/users", "/admin/users/new", "/admin/features", "/admin/features/new"]) {
    await visit(path);
    expect(await reported(page, seen, javaScriptEnabled), path).toEqual([]);
  }
});
