// The reset link's mail as the admin page sends it (ADR 050), against a loopback SMTP server.
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { startSmtpServer } from "../../tests/support/smtp";
import { resetLinkMail } from "../domain/settings/reset-mail";
import { mailConfig, trySendMail } from "./mail.server";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const url = "http://127.0.0.1:3000/reset-password/token-of-the-link";

test("with a mail server configured, the link is mailed to the user", async () => {
  const config = mailConfig({
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    MAIL_FROM: "planner@example.org",
  });
  expect(await trySendMail({ to: "sam@example.org", ...resetLinkMail("Sam", url) }, config)).toEqual({
    mailed: true,
  });
  const mail = smtp.received.at(-1)!;
  expect(mail.to).toEqual(["sam@example.org"]);
  expect(mail.data).toContain("Subject: Set a new password for Family Meal Planner");
  expect(mail.data).toContain("Hello Sam,");
  expect(mail.data).toContain(url);
  expect(mail.data).toContain("It works once, for 24 hours.");
});

test("without one, nothing is sent and the page is told why", async () => {
  const sent = smtp.received.length;
  expect(await trySendMail({ to: "sam@example.org", ...resetLinkMail("Sam", url) }, mailConfig({}))).toEqual({
    mailed: false,
    reason: "No mail server is configured (SMTP_HOST is not set).",
  });
  expect(smtp.received).toHaveLength(sent);
});

test("a mail server that fails is answered, not thrown", async () => {
  const gone = await startSmtpServer();
  await gone.close();
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const config = mailConfig({
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(gone.port),
    MAIL_FROM: "a@example.org",
  });
  expect(await trySendMail({ to: "sam@example.org", subject: "x", text: "y" }, config)).toEqual({
    mailed: false,
    reason: "The mail server did not take the mail.",
  });
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});
