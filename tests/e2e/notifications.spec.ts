// In-app notifications (docs/product.md#dashboard, ADR 056), with JavaScript on and off: the choices in
// Settings › Preferences decide what the dashboard's Notifications section tells. Every visit runs axe
// and the 390 px check. The inventory kind needs the inventory flag on, so the story holds its lock.
import { registerViaApi, signIn } from "../support/accounts";
import { expect, test } from "../support/e2e";
import { withFlagLock } from "../support/flag-lock";

const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
};

test("A member turns inventory notifications on, sees tomorrow's milk on the dashboard, and turns them off again", async ({
  page,
  request,
  visit,
}) => {
  const member = await registerViaApi(request);
  await signIn(page, member);
  await withFlagLock(async () => {
    await visit("/settings/preferences");
    await expect(page.getByText("notifications are not emailed")).toContainText(
      "they are shown in the app, on the dashboard.",
    );
    const choices = page.getByRole("group", { name: "Tell me about" });
    await choices.getByLabel("Recipes").uncheck();
    await choices.getByLabel("Meal plans").uncheck();
    await choices.getByLabel("Inventory").check();
    await page.getByRole("button", { name: "Save Notification Preferences" }).click();
    await expect(page.getByRole("status")).toHaveText("Notification preferences saved!");

    await visit("/inventory/new");
    const form = page.locator("main");
    await form.getByLabel("Name").fill("Oat milk");
    await form.getByLabel("Category").selectOption("Dairy & Eggs");
    await form.getByLabel("Expiry date").fill(day(1));
    await form.getByLabel("Quantity").fill("1");
    await form.getByRole("button", { name: "Add Item" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Added" })).toBeVisible();

    await visit("/");
    const notifications = page.getByRole("region", { name: "Notifications" });
    const pantry = notifications.getByRole("list", { name: "Inventory" });
    await expect(pantry.getByRole("link")).toHaveText(["Oat milk: expires tomorrow"]);
    await pantry.getByRole("link", { name: "Oat milk: expires tomorrow" }).click();
    await expect(page).toHaveURL(/\/inventory$/);

    await visit("/settings/preferences");
    await page.getByRole("group", { name: "Tell me about" }).getByLabel("Inventory").uncheck();
    await page.getByRole("button", { name: "Save Notification Preferences" }).click();
    await expect(page.getByRole("status")).toHaveText("Notification preferences saved!");
    await visit("/");
    const section = page.getByRole("region", { name: "Notifications" });
    await expect(section).toContainText("No new notifications.");
    await expect(section).not.toContainText("Oat milk");
  });
});
