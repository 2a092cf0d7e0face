// The Playwright test of this project: every page a story visits is checked with axe (serious or
// critical violations fail) and for sideways scrolling, at the story's own width and on a phone
// (390 × 844: no page may be wider than the screen), and a console error or an uncaught page error
// fails the story unless the story said it expects it. (Phones first: docs/decisions/023-phones-first.md.)
import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, test as base, expect, type Page, type Response } from "@playwright/test";

type Fixtures = {
  /** Opens a path and checks the page with axe. */
  visit: (path: string) => Promise<Response | null>;
  /** Checks the current page with axe and for sideways scrolling (after a form post, a click, a redirect). */
  checkA11y: () => Promise<void>;
  /** Console errors matching these patterns do not fail the story (e.g. the 404 of a missing page). */
  expectConsoleError: (pattern: RegExp) => void;
};

/**
 * Axe in the page itself (its legacy mode): the default mode opens a blank page for every check to
 * combine the frames' results, which doubled the check's time here; these pages have no frames.
 */
const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true).analyze();

async function analyse(page: Page, probeContext: BrowserContext, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) return axe(page);
  // Axe needs script; the no-JS page cannot run it. Analyse the same server-rendered HTML, scripts
  // removed, in a scripted page at the same URL (so styles and relative links resolve alike). The
  // scripted context is the worker's own, made once: a new context per check cost more than the check.
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const probe = await probeContext.newPage();
  try {
    await probe.route(page.url(), (route) =>
      route.fulfill({ body: html, contentType: "text/html; charset=utf-8" }),
    );
    await probe.goto(page.url());
    return await axe(probe);
  } finally {
    await probe.close();
  }
}

/** The phone every page is laid out for first (house style: no page scrolls sideways). */
export const PHONE = { width: 390, height: 844 };

/**
 * Fails when the page is wider than the window (it would pan sideways) or an open dialog's content is
 * wider than the dialog. Names the parts that stick out.
 */
async function expectFitsWindow(page: Page) {
  const found = await page.evaluate(() => {
    const inner = window.innerWidth;
    const culprits = [...document.querySelectorAll("body *")]
      .filter((e) => e.getBoundingClientRect().right > inner + 0.5)
      .filter((e) => !e.parentElement || e.parentElement.getBoundingClientRect().right <= inner + 0.5)
      .slice(0, 5)
      .map((e) => {
        const name = e.tagName.toLowerCase();
        const label = (e.getAttribute("aria-label") ?? e.textContent ?? "").trim().slice(0, 40);
        return `${name} (right edge ${Math.round(e.getBoundingClientRect().right)} px) "${label}"`;
      });
    // An open dialog scrolls on its own: its content must not be wider than it either.
    const dialogs = [...document.querySelectorAll("dialog[open]")]
      .filter((d) => d.scrollWidth > d.clientWidth + 1)
      .map((d) => `${d.getAttribute("aria-labelledby") ?? "dialog"}: ${d.scrollWidth} > ${d.clientWidth} px`);
    return { scrollWidth: document.documentElement.scrollWidth, inner, culprits, dialogs };
  });
  expect(
    found.scrollWidth,
    `${page.url()} is ${found.scrollWidth} px wide in a ${found.inner} px window: ${found.culprits.join("; ")}`,
  ).toBeLessThanOrEqual(found.inner);
  expect(found.dialogs, `dialogs wider than themselves on ${page.url()}`).toEqual([]);
}

/** No sideways scrolling at the page's current size, nor (when the story runs wider) on a phone. */
export async function expectNoSidewaysScroll(page: Page) {
  await expectFitsWindow(page);
  const size = page.viewportSize();
  if (!size || size.width === PHONE.width) return;
  await page.setViewportSize(PHONE);
  try {
    await expectFitsWindow(page);
  } finally {
    await page.setViewportSize(size);
  }
}

export const test = base.extend<
  Fixtures & { consoleErrors: string[]; allowed: RegExp[] },
  { axeProbe: BrowserContext }
>({
  // The scripted context that checks no-JS pages with axe: one per worker, its pages closed after each check.
  axeProbe: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ javaScriptEnabled: true });
      // The probe's page has its scripts removed: the scripts it would preload are not fetched either.
      await context.route(/\/assets\/[^?]*\.js(\?|$)/, (route) => route.abort());
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  allowed: async ({}, use) => {
    await use([]);
  },
  expectConsoleError: async ({ allowed }, use) => {
    await use((pattern) => {
      allowed.push(pattern);
    });
  },
  consoleErrors: [
    async ({ page, allowed }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      // A 4xx answer (a validation error, a 404 page) is logged by the browser but is no app error.
      const clientErrors = /Failed to load resource: the server responded with a status of 4\d\d/;
      expect(
        errors.filter((e) => !clientErrors.test(e) && !allowed.some((p) => p.test(e))),
        "console errors",
      ).toEqual([]);
    },
    { auto: true },
  ],
  checkA11y: async ({ page, axeProbe, javaScriptEnabled }, use) => {
    await use(async () => {
      const results = await analyse(page, axeProbe, javaScriptEnabled);
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      const report = serious.map(
        (v) => `${v.impact}: ${v.id} — ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
      );
      expect(report, `axe violations on ${page.url()}`).toEqual([]);
      await expectNoSidewaysScroll(page);
    });
  },
  visit: async ({ page, checkA11y }, use) => {
    await use(async (path) => {
      const response = await page.goto(path);
      await checkA11y();
      return response;
    });
  },
});

export { expect };
