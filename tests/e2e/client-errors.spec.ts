// The browser reports every unhandled rejection except a cancelled request's (app/entry.client.tsx):
// Remix aborts an action's request when its redirect starts the next navigation, and an abort that lands
// before the answer's last bytes were read must not show as an error — it did show, now and then, in CI.
import { expect, test } from "../support/e2e";

test("An aborted request is not reported as an error, any other unhandled rejection is", async ({
  page,
  visit,
  javaScriptEnabled,
  expectConsoleError,
}) => {
  test.skip(!javaScriptEnabled, "Only script can leave a promise unhandled.");
  const reported: string[] = [];
  page.on("pageerror", (error) => reported.push(error.message));
  expectConsoleError(/a real failure/);
  await visit("/login");
  await page.waitForFunction(() => "__remixRouter" in window);

  await page.evaluate(async () => {
    const controller = new AbortController();
    const aborted = new Promise((_, reject) =>
      controller.signal.addEventListener("abort", () => reject(controller.signal.reason)),
    );
    controller.abort();
    void aborted;
    Promise.reject(new Error("a real failure"));
  });
  await expect.poll(() => reported).toEqual(["a real failure"]);
});
