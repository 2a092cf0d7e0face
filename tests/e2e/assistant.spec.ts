// The AI Meal Planner in the browser, with JavaScript on and off (docs/product.md#ai-assistant): a plan
// asked for in the chat and added to the calendar from the AI page with one day left out, and a
// suggested recipe saved to My Recipes. The offline provider answers. Every visit runs axe and the
// sideways check (tests/support/e2e.ts).
import { addDays, format } from "date-fns";
import { bearer, newAccount, registerViaApi, signIn } from "../support/accounts";
import { expect, test } from "../support/e2e";

const tomorrow = addDays(new Date(), 1);

/** The id of the newest plan, from its Add to Calendar link. */
async function planIdOf(page: import("@playwright/test").Page) {
  const href = await page
    .getByRole("link", { name: "Add to Calendar: Meal Plan 1" })
    .first()
    .getAttribute("href");
  return /plans\/(\d+)\/add/.exec(href ?? "")?.[1];
}

test("A member asks for a 3-day plan in the chat and adds two of its days to the calendar", async ({
  page,
  request,
  visit,
  checkA11y,
  javaScriptEnabled,
}) => {
  const account = await registerViaApi(request, newAccount("ai"));
  await signIn(page, account);
  await expect(page.getByRole("link", { name: "AI assistant" })).toHaveAttribute("href", "/ai-meal-planner");
  await visit("/ai-meal-planner");
  await expect(page.getByRole("heading", { name: "AI Meal Planner", level: 1 })).toBeVisible();
  await expect(page.getByText("No saved meal plans yet. Ask the AI to create one!")).toBeVisible();
  await expect(page.getByText(/Local \(offline\)/)).toBeVisible();

  await page.getByLabel("Message").fill("plan 3 days of dinners from tomorrow");
  await page.getByRole("button", { name: "Send" }).click();
  const card = page.getByRole("article", { name: "Meal Plan 1" });
  await expect(card).toBeVisible();
  await expect(card.getByText(format(tomorrow, "EEEE, MMMM d"))).toBeVisible();
  await expect(page.getByText(/Request time: \d+s/)).toBeVisible();
  await expect(page.getByText(/3 days, created/)).toBeVisible();
  await checkA11y();

  await card.getByRole("link", { name: "Add to Calendar: Meal Plan 1" }).click();
  // Without JavaScript the form is a page; with it, the same form in a dialog over the chat.
  const form = javaScriptEnabled ? page.getByRole("dialog", { name: "Add Meal Plan to Calendar" }) : page;
  if (javaScriptEnabled) await expect(page).toHaveURL(/\/ai-meal-planner(\?|$)/);
  else await expect(page.getByRole("heading", { name: "Add Meal Plan to Calendar" })).toBeVisible();
  await expect(form.getByLabel("Start Date")).toHaveValue(format(tomorrow, "yyyy-MM-dd"));
  await expect(form.getByLabel("End Date")).toHaveValue(format(addDays(tomorrow, 6), "yyyy-MM-dd"));
  await checkA11y();
  await form
    .getByRole("button", { name: `Deselect Day: ${format(addDays(tomorrow, 1), "EEEE, MMMM d")}` })
    .click();
  const boxes = form.locator('input[name="meal"]');
  await expect(boxes.nth(1)).not.toBeChecked();
  await expect(boxes.nth(0)).toBeChecked();
  await form.getByRole("button", { name: "Add to Calendar" }).click();
  await expect(
    form.getByText(
      `I've added 2 meals to your calendar starting on ${format(tomorrow, "EEEE, MMMM d, yyyy")}.`,
    ),
  ).toBeVisible();
  await checkA11y();
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: "Add Meal Plan to Calendar" });
    // The chat underneath was read again: its plan card says so.
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText("Added to your meal planner")).toBeVisible();
    // Planning Tools' block opens the same dialog with its dates.
    await page
      .getByRole("complementary")
      .getByLabel("Start Date")
      .fill(format(addDays(tomorrow, 7), "yyyy-MM-dd"));
    await page.getByRole("button", { name: "Choose meals" }).click();
    await expect(dialog.getByLabel("Start Date")).toHaveValue(format(addDays(tomorrow, 7), "yyyy-MM-dd"));
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await page.goto(`/ai-meal-planner/plans/${await planIdOf(page)}/add`);
    await expect(page.getByRole("heading", { name: "Add Meal Plan to Calendar" })).toBeVisible();
    await page.getByRole("button", { name: "Add to Calendar" }).click();
    await expect(page.getByText(/^I've added 3 meals/)).toBeVisible();
  }
  await page.getByRole("link", { name: "Yes, view your meal plan" }).click();
  await expect(page).toHaveURL(/\/meal-planner\?date=/);

  await visit("/ai-meal-planner");
  await expect(page.getByText("Added to your meal planner").first()).toBeVisible();
});

test("With JavaScript the AI button opens the chat over the dashboard; its plan goes to the calendar without one day", async ({
  page,
  request,
  visit,
  checkA11y,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Without JavaScript the AI button is a link to the page (the story above).");
  const account = await registerViaApi(request, newAccount("ai-modal"));
  await signIn(page, account);
  await visit("/");
  await page.waitForFunction(() => "__remixRouter" in window);
  await page.getByRole("link", { name: "AI assistant" }).click();
  const chat = page.getByRole("dialog", { name: "AI Meal Planner Assistant" });
  await expect(chat).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(chat.getByText(/Try "plan 3 days of vegetarian dinners"/)).toBeVisible();
  // A blank message is not sent.
  await expect(chat.getByRole("button", { name: "Send" })).toBeEnabled();
  await chat.getByRole("button", { name: "Send" }).click();
  await expect(chat.getByRole("listitem").filter({ hasText: "You:" })).toHaveCount(0);

  // Enter sends; the answer comes into the dialog, and the dashboard stays underneath.
  await chat.getByLabel("Message").fill("plan 3 days of dinners from tomorrow");
  await chat.getByLabel("Message").press("Enter");
  const card = chat.getByRole("article", { name: "Meal Plan 1" });
  await expect(card).toBeVisible();
  await expect(chat.getByText(/Request time: \d+s/)).toBeVisible();
  await expect(chat.getByLabel("Message")).toHaveValue("");
  await expect(page).toHaveURL(/\/$/);
  await checkA11y();

  await card.getByRole("link", { name: "Add to Calendar: Meal Plan 1" }).click();
  // The form opens in a dialog over the chat; adding answers there, and the planner follows from the
  // dashboard a second later (docs/product.md#ai-assistant).
  const form = page.getByRole("dialog", { name: "Add Meal Plan to Calendar" });
  await expect(form.getByLabel("Start Date")).toHaveValue(format(tomorrow, "yyyy-MM-dd"));
  await form
    .getByRole("button", { name: `Deselect Day: ${format(addDays(tomorrow, 2), "EEEE, MMMM d")}` })
    .click();
  await form.getByRole("button", { name: "Add to Calendar" }).click();
  await expect(
    form.getByText(
      `I've added 2 meals to your calendar starting on ${format(tomorrow, "EEEE, MMMM d, yyyy")}.`,
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/meal-planner\\?date=${format(tomorrow, "yyyy-MM-dd")}$`));
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("With JavaScript View Details shows a suggested recipe in a dialog, and saves it from there", async ({
  page,
  request,
  visit,
  checkA11y,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "Without JavaScript View Details is a link to the recipe page.");
  const account = await registerViaApi(request, newAccount("ai-details"));
  await signIn(page, account);
  await visit("/ai-meal-planner");
  await page.getByLabel("Message").fill("find me a soup recipe");
  await page.getByRole("button", { name: "Send" }).click();
  const view = page.getByRole("link", { name: /^View Details: / }).first();
  await expect(view).toBeVisible();
  const title = (await view.getAttribute("aria-label"))!.replace("View Details: ", "");
  await view.click();
  const details = page.getByRole("dialog", { name: title });
  await expect(details.getByRole("heading", { name: "Ingredients" })).toBeVisible();
  await expect(details.getByRole("heading", { name: "Instructions" })).toBeVisible();
  await expect(details.getByRole("listitem").first()).toBeVisible();
  await expect(page).toHaveURL(/\/ai-meal-planner(\?|$)/);
  await checkA11y();
  await details.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(details).toBeHidden();
  await expect(view).toBeFocused();

  await view.click();
  await details.getByRole("button", { name: `Add to My Recipes: ${title}` }).click();
  await expect(
    page.getByText(
      `I've added "${title}" to your recipe collection. You can find it in your Recipes section.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
});

test("A member saves a suggested recipe to My Recipes", async ({ page, request, visit }) => {
  const account = await registerViaApi(request, newAccount("ai"));
  await signIn(page, account);
  await visit("/ai-meal-planner");
  await page.getByLabel("Message").fill("find me a soup recipe");
  await page.getByRole("button", { name: "Send" }).click();
  const save = page.getByRole("button", { name: /^Add to My Recipes: / }).first();
  await expect(save).toBeVisible();
  const title = (await save.getAttribute("aria-label"))!.replace("Add to My Recipes: ", "");
  await save.click();
  await expect(
    page.getByText(
      `I've added "${title}" to your recipe collection. You can find it in your Recipes section.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
});

test("A member asks for a plan, changes day 2's dinner with Modify, and a refresh sends nothing twice", async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  const account = await registerViaApi(request, newAccount("ai"));
  await signIn(page, account);
  await visit("/ai-meal-planner");
  await page.getByLabel("Message").fill("plan 3 days of dinners from tomorrow");
  await page.getByRole("button", { name: "Send" }).click();
  const first = page.getByRole("article", { name: "Meal Plan 1" });
  await expect(first).toBeVisible();
  const dinners = async (card: typeof first) =>
    card
      .getByRole("listitem")
      .filter({ hasText: /^Dinner: / })
      .allTextContents();
  const before = await dinners(first);
  expect(before).toHaveLength(3);

  // The page was redirected after the post: reloading it reads the chat, it does not post again.
  await page.reload();
  await expect(page.getByRole("article", { name: "Meal Plan 1" })).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: "You: plan 3 days of dinners from tomorrow" }),
  ).toHaveCount(1);

  await first.getByLabel("Modify Meal Plan 1").click();
  await first.getByLabel("What should change?").fill("swap day 2 dinner");
  await checkA11y();
  await first.getByRole("button", { name: "Send changes to Meal Plan 1" }).click();
  const second = page.getByRole("article", { name: "Meal Plan 2" });
  await expect(second).toBeVisible();
  const after = await dinners(second);
  expect(after[0]).toBe(before[0]);
  expect(after[2]).toBe(before[2]);
  expect(after[1]).not.toBe(before[1]);
  await expect(page.getByText("Modify Meal Plan 1: swap day 2 dinner")).toBeVisible();
});

test("Older messages appear above the chat: near the top with JavaScript, by the link without it", async ({
  page,
  request,
  visit,
  javaScriptEnabled,
}) => {
  const account = await registerViaApi(request, newAccount("ai"));
  for (let i = 0; i < 11; i++) {
    const sent = await request.post("/api/ai-assistant", {
      headers: bearer(account.token),
      data: { message: `what is question ${i}?` },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }
  await signIn(page, account);
  await visit("/ai-meal-planner");
  const conversation = page.getByRole("list", { name: "Conversation" });
  const oldest = conversation.getByRole("listitem").filter({ hasText: "You: what is question 0?" });
  await expect(
    conversation.getByRole("listitem").filter({ hasText: "You: what is question 10?" }),
  ).toBeVisible();
  await expect(oldest).toHaveCount(0);
  if (javaScriptEnabled) {
    await conversation.evaluate((list) => list.scrollTo(0, 0));
    await expect(oldest).toHaveCount(1);
    // Loaded above the newest page, not instead of it.
    await expect(
      conversation.getByRole("listitem").filter({ hasText: "You: what is question 10?" }),
    ).toHaveCount(1);
    await expect(page).toHaveURL(/\/ai-meal-planner(\?|$)/);
  } else {
    await page.getByRole("link", { name: "Load older messages" }).click();
    await expect(oldest).toHaveCount(1);
  }
});
