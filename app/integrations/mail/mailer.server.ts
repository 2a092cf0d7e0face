// Sends one plain-text mail through the configured SMTP server (nodemailer; ADR 050). Short timeouts:
// a person is waiting on the page that sends it, and a mail that fails is reported there, never retried
// behind their back.
import nodemailer from "nodemailer";
import type { MailConfig } from "./config";

export type Mail = { to: string; subject: string; text: string };

const TIMEOUT_MS = 10_000;

export async function sendMail(config: Extract<MailConfig, { configured: true }>, mail: Mail): Promise<void> {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    ...(config.auth ? { auth: config.auth } : {}),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  try {
    await transport.sendMail({ from: config.from, to: mail.to, subject: mail.subject, text: mail.text });
  } finally {
    transport.close();
  }
}
