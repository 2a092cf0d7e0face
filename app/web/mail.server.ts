// Mail from the app's pages (ADR 050): whether a mail server is configured, and sending one mail with
// the outcome as data, so a page can say what happened instead of failing. The SMTP client is in
// app/integrations/mail; the texts are the domain's.
import { type MailConfig, mailConfigFromEnv } from "~/integrations/mail/config";
import { type Mail, sendMail } from "~/integrations/mail/mailer.server";

export type MailOutcome = { mailed: true } | { mailed: false; reason: string };

export function mailConfig(env: Record<string, string | undefined> = process.env): MailConfig {
  return mailConfigFromEnv(env);
}

/** Sends `mail` when a server is configured; a failure is logged and answered, never thrown. */
export async function trySendMail(mail: Mail, config: MailConfig = mailConfig()): Promise<MailOutcome> {
  if (!config.configured) return { mailed: false, reason: config.reason };
  try {
    await sendMail(config, mail);
    return { mailed: true };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`[mail] sending to the mail server failed: ${reason}`);
    return { mailed: false, reason: "The mail server did not take the mail." };
  }
}
