// On a slow link a person starts typing before the page's scripts arrive. When they do, what was typed
// stays: a form whose fields the scripts take over (controlled fields, chips) must not put the server's
// blanks back. The scripts are held back here until the field is filled (JavaScript on only; without
// it there is nothing to arrive). The recipe form's rows and tags have their own story (recipes.spec.ts).
import { newAccount, registerViaApi, signIn } from "../support/accounts";
import { expect, test } from "../support/e2e";

const FORMS = [
  ["/meal-planner/new", "Meal title"],
  ["/family/members/new", "Name"],
  ["/inventory/new", "Name"],
  ["/shopping-list/items/new", "Name"],
  ["/settings/account", "Name"],
  ["/recipes/import", "Recipe page address"],
] as const;

test("What a person types before the scripts load is still there once they run", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Without JavaScript no scripts arrive to take the fields over.");
  test.slow();
  const account = await registerViaApi(request, newAccount("slow-link"));
  await signIn(page, account);
  for (const [path, label] of FORMS) {
    await test.step(path, async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const scripts = (url: URL) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js");
      await page.route(scripts, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const field = page.getByLabel(label, { exact: true }).first();
      await field.fill("Typed on the bus");
      release();
      // Hydrated, and the frames after it drawn (the effects that take the fields over have run).
      await page.waitForFunction(() => "__remixRouter" in window);
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
      );
      await field.press("Tab");
      await expect(field, path).toHaveValue("Typed on the bus");
      await page.unroute(scripts);
    });
  }
});
