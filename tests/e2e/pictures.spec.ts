// A picture that claims more pixels than the limit (40 megapixels, 12,000 pixels a side) is refused on
// the forms, with the message under the file field and the rest of the input kept — JavaScript on and off.
import { registerViaApi, signIn } from "../support/accounts";
import { expect, test } from "../support/e2e";

const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
/** 33 bytes: a PNG signature and an IHDR chunk claiming 30,000 × 30,000 pixels; no pixel data at all. */
const HUGE = Buffer.from([
  ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...be32(13), 0x49, 0x48, 0x44, 0x52],
  ...[...be32(30_000), ...be32(30_000), 8, 6, 0, 0, 0, 0, 0, 0, 0],
]);
const LIMIT = "40 megapixels, 12,000 pixels a side";

test("A cook's 30,000 × 30,000 pixel picture and avatar are refused with the limit in words", async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  test.slow();
  await signIn(page, await registerViaApi(request));

  await visit("/recipes/new");
  await expect(page.getByText(`PNG, JPG, GIF or WebP up to 10MB and ${LIMIT}`)).toBeVisible();
  await page.getByLabel("Title").fill("Bomb pie");
  await page
    .getByRole("group", { name: "Ingredient 1", exact: true })
    .getByLabel("Ingredient", { exact: true })
    .fill("pastry");
  await page.getByLabel("Step 1").fill("Bake.");
  await page.getByLabel("Picture").setInputFiles({ name: "bomb.png", mimeType: "image/png", buffer: HUGE });
  await page.getByRole("button", { name: "Create Recipe" }).click();
  await expect(page.getByText(`The image is too large: it can be at most ${LIMIT}.`)).toBeVisible();
  await expect(page.getByLabel("Picture")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/recipes\/new$/);
  await expect(page.getByLabel("Title")).toHaveValue("Bomb pie");
  await checkA11y();

  await visit("/family/members/new");
  const form = page.locator("main");
  await expect(form.getByText(`up to 100 KB and ${LIMIT}`)).toBeVisible();
  await form.getByLabel("Name", { exact: true }).fill("Mia");
  await form.getByLabel("Age").fill("7");
  await form.getByLabel("Avatar").setInputFiles({ name: "bomb.png", mimeType: "image/png", buffer: HUGE });
  await form.getByRole("button", { name: "Add Family Member" }).click();
  await expect(form.getByText(`The avatar image is too large: it can be at most ${LIMIT}.`)).toBeVisible();
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Mia");
  await checkA11y();
});
