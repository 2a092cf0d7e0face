// The harness's own check: what `checkA11y` finds on a page with known faults, with JavaScript on and
// off (off, the page is analysed in the worker's probe page), and what counts as one page shape.
import { expect, expectAccessible, pageShape, test } from "../support/e2e";

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Check</title></head><body><main>${body}</main></body></html>`;

test("The check fails a page with an unnamed button and an image without text, and passes it mended", async ({
  page: story,
  axeProbe,
  javaScriptEnabled,
}) => {
  // Pages of the story's own, answered by the browser on the app's origin: nothing is stored.
  const faulty = page(`<h1>Faulty</h1><button type="button"></button><img src="/none.png">`);
  const mended = page(`<h1>Mended</h1><button type="button">Save</button><img src="/none.png" alt="A pie">`);
  await story.route("**/__harness/**", (route) =>
    route.fulfill({
      body: route.request().url().endsWith("/faulty") ? faulty : mended,
      contentType: "text/html",
    }),
  );
  await story.goto("/__harness/faulty");
  const failure = await expectAccessible(story, axeProbe, javaScriptEnabled).then(
    () => "",
    (error: Error) => error.message,
  );
  expect(failure).toContain("button-name");
  expect(failure).toContain("image-alt");
  await story.goto("/__harness/mended");
  await expectAccessible(story, axeProbe, javaScriptEnabled);
});

test("A page's shape ignores its words and numbers but not its markup, classes or window", () => {
  const phone = { width: 390, height: 844 };
  const list = (dish: string, id: number, cls = "card") =>
    `<ul><li class="${cls}" id="meal-${id}"><a href="/meals/${id}">${dish}</a></li></ul>`;
  expect(pageShape(list("Lasagna", 4), phone)).toBe(pageShape(list("Tacos al pastor", 912), phone));
  expect(pageShape(list("Lasagna", 4), phone)).not.toBe(pageShape(list("", 4), phone));
  expect(pageShape(list("Lasagna", 4), phone)).not.toBe(pageShape(list("Lasagna", 4, "card2"), phone));
  expect(pageShape(list("Lasagna", 4), phone)).not.toBe(
    pageShape(list("Lasagna", 4), { width: 1280, height: 720 }),
  );
  expect(pageShape(`<img src="a.png" alt="A pie">`, phone)).not.toBe(pageShape(`<img src="a.png">`, phone));
  expect(pageShape(`<img alt="A pie">`, phone)).not.toBe(pageShape(`<img alt="">`, phone));
});
