import { expect, test } from "vitest";
import { mailConfigFromEnv } from "../../integrations/mail/config";
import { notificationDeliveryText, SETTINGS_TEXTS } from "./constants";

test("the Preferences tab says notifications are shown in the app, with or without a mail server (ADR 056)", () => {
  const without = notificationDeliveryText(mailConfigFromEnv({}).configured);
  expect(without).toBe(SETTINGS_TEXTS.noMailServer);
  expect(without).toMatch(/no mail server/);
  expect(without).toMatch(/shown in the app, on the dashboard/);

  const withSmtp = notificationDeliveryText(
    mailConfigFromEnv({ SMTP_HOST: "mail.example.org", MAIL_FROM: "planner@example.org" }).configured,
  );
  expect(withSmtp).not.toMatch(/no mail server/i);
  expect(withSmtp).toMatch(/only password reset links/);
  expect(withSmtp).toMatch(/shown in the app, on the dashboard/);
});
