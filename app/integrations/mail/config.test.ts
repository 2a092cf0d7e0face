import { expect, test } from "vitest";
import { mailConfigFromEnv } from "./config";

test("without SMTP_HOST no mail is sent, and the reason says so", () => {
  expect(mailConfigFromEnv({})).toEqual({
    configured: false,
    reason: "No mail server is configured (SMTP_HOST is not set).",
  });
});

test("a host, a sender and the defaults", () => {
  expect(
    mailConfigFromEnv({ SMTP_HOST: "mail.example.org", MAIL_FROM: "Planner <planner@example.org>" }),
  ).toEqual({
    configured: true,
    host: "mail.example.org",
    port: 587,
    secure: false,
    auth: undefined,
    from: "Planner <planner@example.org>",
  });
  expect(
    mailConfigFromEnv({
      SMTP_HOST: "mail.example.org",
      SMTP_SECURE: "true",
      SMTP_USER: "planner",
      SMTP_PASSWORD: "secret",
      MAIL_FROM: "planner@example.org",
    }),
  ).toMatchObject({ port: 465, secure: true, auth: { user: "planner", pass: "secret" } });
});

test("a bad port or a missing sender is refused with the setting to fix", () => {
  for (const port of ["0", "70000", "abc", "25.5"])
    expect(mailConfigFromEnv({ SMTP_HOST: "h", SMTP_PORT: port, MAIL_FROM: "a@b" })).toEqual({
      configured: false,
      reason: "SMTP_PORT must be a port number (1–65535).",
    });
  for (const from of [undefined, "", "planner", "Planner <>"])
    expect(mailConfigFromEnv({ SMTP_HOST: "h", MAIL_FROM: from })).toMatchObject({ configured: false });
});
