// Whether mail can be sent, read from the environment (README "Passwords and mail": SMTP_HOST,
// SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD, MAIL_FROM). Without SMTP_HOST the app sends no
// mail and says so where a mail would help (the admin's password reset link is then handed over).

export type MailConfig =
  | {
      configured: true;
      host: string;
      port: number;
      /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
      secure: boolean;
      auth: { user: string; pass: string } | undefined;
      from: string;
    }
  | { configured: false; reason: string };

type Env = Record<string, string | undefined>;

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+$/;

export function mailConfigFromEnv(env: Env = process.env): MailConfig {
  const host = env.SMTP_HOST?.trim();
  if (!host) return { configured: false, reason: "No mail server is configured (SMTP_HOST is not set)." };
  const secure = /^(1|true|yes)$/i.test(env.SMTP_SECURE?.trim() ?? "");
  const rawPort = env.SMTP_PORT?.trim();
  const port = rawPort ? Number(rawPort) : secure ? 465 : 587;
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    return { configured: false, reason: "SMTP_PORT must be a port number (1–65535)." };
  const from = env.MAIL_FROM?.trim();
  if (!from || !ADDRESS.test(from.replace(/^.*<(.+)>\s*$/, "$1")))
    return { configured: false, reason: "MAIL_FROM must be the address mail is sent from." };
  const user = env.SMTP_USER?.trim();
  const auth = user ? { user, pass: env.SMTP_PASSWORD ?? "" } : undefined;
  return { configured: true, host, port, secure, auth, from };
}
