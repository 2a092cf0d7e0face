// Against a real SMTP server on loopback (tests/support/smtp.ts), never the network.
import { afterAll, beforeAll, expect, test } from "vitest";
import { startSmtpServer } from "../../../tests/support/smtp";
import { sendMail } from "./mailer.server";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const config = (port: number) =>
  ({
    configured: true,
    host: "127.0.0.1",
    port,
    secure: false,
    auth: undefined,
    from: "planner@example.org",
  }) as const;

test("a mail reaches the server with its sender, recipient, subject and text", async () => {
  await sendMail(config(smtp.port), {
    to: "sam@example.org",
    subject: "Your link",
    text: "Open http://127.0.0.1/reset-password/abc",
  });
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0]).toMatchObject({ from: "planner@example.org", to: ["sam@example.org"] });
  expect(smtp.received[0]!.data).toContain("Subject: Your link");
  expect(smtp.received[0]!.data).toContain("http://127.0.0.1/reset-password/abc");
});

test("a server that is not there fails the send instead of hanging", async () => {
  const gone = await startSmtpServer();
  await gone.close();
  await expect(
    sendMail(config(gone.port), { to: "b@example.org", subject: "x", text: "y" }),
  ).rejects.toThrow();
});
