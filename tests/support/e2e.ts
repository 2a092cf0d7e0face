// The Playwright test of this project: every page a story visits is checked with axe (serious or
// critical violations fail) and for sideways scrolling, at the story's own width and on a phone
// (390 × 844: no page may be wider than the screen), and a console error or an uncaught page error
// fails the story unless the story said it expects it. (Phones first: docs/decisions/023-phones-first.md.)
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test as base, expect, type Page, type Response } from "@playwright/test";
import axeCore from "axe-core";

type Fixtures = {
  /** Opens a path and checks the page with axe. */
  visit: (path: string) => Promise<Response | null>;
  /** Checks the current page with axe and for sideways scrolling (after a form post, a click, a redirect). */
  checkA11y: () => Promise<void>;
  /** Console errors matching these patterns do not fail the story (e.g. the 404 of a missing page). */
  expectConsoleError: (pattern: RegExp) => void;
};

/**
 * Axe in the page itself, injected once per document (not twice, as @axe-core/playwright did) and
 * asked for violations only: the builder's full results (every rule that passed, with its nodes) cost
 * more to collect and send than the check. The rules are axe's defaults.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate("typeof window.axe === 'object'"))) {
    await page.evaluate(`${axeCore.source}\n;axe.configure({ allowedOrigins: ["<same_origin>"] });`);
  }
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof axeCore };
    const results = await axe.run(document, { resultTypes: ["violations"] });
    return results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map(
        (v) => `${v.impact}: ${v.id} — ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
      );
  });
}

/**
 * Axe needs script; a no-JS page cannot run it. The same server-rendered HTML, scripts removed, is
 * analysed in the worker's scripted probe page, on the same origin (so the stylesheets load alike) and
 * at the same window size. The probe writes each page into its one document (document.open/write keeps
 * the window, so axe is injected once per worker rather than once per check).
 */
async function analyse(page: Page, html: string, probe: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) return seriousViolations(page);
  const origin = new URL(page.url()).origin;
  if (!probe.url().startsWith(`${origin}/`)) await probe.goto(`${origin}${PROBE_PATH}`);
  const size = page.viewportSize();
  if (size) await probe.setViewportSize(size);
  await probe.evaluate((markup) => {
    document.open();
    document.write(markup);
    document.close();
  }, html);
  await probe.waitForFunction(() => document.readyState === "complete");
  return seriousViolations(probe);
}

/** The probe's own address on the app's origin, answered by the probe's context (never by the app). */
const PROBE_PATH = "/__axe-probe";

const withoutScripts = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/gi, "");

/** Attributes axe reads only as "present or empty" (a name, a value, a form's or a link's target). */
const WORDY = new Set([
  "value",
  "placeholder",
  "alt",
  "title",
  "aria-label",
  "aria-valuetext",
  "content",
  "nonce",
  "action",
]);

/**
 * A page's shape as axe sees it: the markup without scripts, every text reduced to "there is text",
 * wordy attributes to "present or empty", and numbers in the other attributes to 0 (ids, dates,
 * quantities). Class names and styles are kept as they are (they decide colours), and the window's size
 * is part of the shape (a phone lays the page out differently). Two pages of one shape get one verdict:
 * the same form with other words, the same list with other dishes.
 */
export function pageShape(html: string, viewport: { width: number; height: number } | null): string {
  const styles: string[] = [];
  const shape = withoutScripts(html)
    .replace(/(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi, (_, open: string, css: string, close: string) => {
      styles.push(css);
      return `${open}${close}`;
    })
    .replace(/>([^<]*)</g, (_, text: string) => (text.trim() ? ">T<" : "><"))
    .replace(/\s([\w:-]+)="([^"]*)"/g, (_, name: string, value: string) => {
      if (WORDY.has(name) || name.startsWith("data-") || (name === "href" && !value.startsWith("#"))) {
        return ` ${name}="${value ? "T" : ""}"`;
      }
      if (name === "class" || name === "style") return ` ${name}="${value}"`;
      return ` ${name}="${value.replace(/\d+/g, "0")}"`;
    });
  return createHash("sha256")
    .update(`${viewport?.width}x${viewport?.height}\n${styles.join("\n")}\n${shape}`)
    .digest("hex");
}

/**
 * The run's clean verdicts by page shape, shared by the workers as empty files in the run's data folder
 * (a new folder per run). A page met again in a shape already found clean is not analysed again. Only
 * clean verdicts are kept, so a violation fails every story that meets it.
 */
const verdictDir = path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), "axe-clean-shapes");

/**
 * Axe's serious and critical violations and sideways scrolling, on the page as it is now. Used by the
 * `checkA11y` fixture, and by stories for pages of a second browser context.
 */
export async function expectAccessible(page: Page, probe: Page, javaScriptEnabled: boolean) {
  const html = withoutScripts(await page.content());
  const shape = pageShape(html, page.viewportSize());
  if (!fs.existsSync(path.join(verdictDir, shape))) {
    const report = await analyse(page, html, probe, javaScriptEnabled);
    expect(report, `axe violations on ${page.url()}`).toEqual([]);
    fs.mkdirSync(verdictDir, { recursive: true });
    fs.writeFileSync(path.join(verdictDir, shape), "");
  }
  await expectNoSidewaysScroll(page);
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
  { axeProbe: Page }
>({
  // The scripted page that checks no-JS pages with axe: one per worker, in a context of its own.
  axeProbe: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ javaScriptEnabled: true });
      await context.route(`**${PROBE_PATH}`, (route) =>
        route.fulfill({ body: "<!doctype html><title>probe</title>", contentType: "text/html" }),
      );
      // The pages it checks have their scripts removed: the scripts they would preload are not fetched
      // either, nor pictures and fonts (axe reads an image's attributes, not its pixels).
      await context.route(/\/assets\/[^?]*\.js(\?|$)/, (route) => route.abort());
      await context.route(
        (url) => !url.pathname.endsWith(".css") && url.pathname !== PROBE_PATH,
        (route) =>
          ["image", "media", "font"].includes(route.request().resourceType())
            ? route.abort()
            : route.fallback(),
      );
      await use(await context.newPage());
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
    await use(() => expectAccessible(page, axeProbe, javaScriptEnabled));
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
