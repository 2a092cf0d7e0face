// Sign-in and registration limits, checked before any password hashing. Raised by configuration in
// tests (RATE_LIMIT_* variables).
import { checkRateLimit, hitRateLimit, type RateLimit } from "~/domain/accounts/rate-limit.server";
import { db } from "./database.server";

export class RateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(
      `Too many attempts. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"} and try again.`,
    );
    this.name = "RateLimitedError";
  }
}

const fromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export const limits = {
  loginPerIp: (): RateLimit => ({ limit: fromEnv("RATE_LIMIT_LOGIN_PER_MINUTE", 10), windowSeconds: 60 }),
  registerPerIp: (): RateLimit => ({
    limit: fromEnv("RATE_LIMIT_REGISTER_PER_MINUTE", 10),
    windowSeconds: 60,
  }),
  failuresPerAccount: (): RateLimit => ({
    limit: fromEnv("RATE_LIMIT_FAILURES_PER_HOUR", 100),
    windowSeconds: 3600,
  }),
};

/** The client's address as server.js saw it (honouring TRUST_PROXY); "local" under the dev server. */
export function clientIp(context: unknown): string {
  const ip = (context as { clientIp?: unknown } | undefined)?.clientIp;
  return typeof ip === "string" && ip ? ip : "local";
}

/** Counts a login attempt from this address and refuses when the address or the account is over its limit. */
export async function limitLogin(context: unknown, email: string | null): Promise<void> {
  const database = await db();
  const now = new Date();
  const perIp = await hitRateLimit(database, `login:ip:${clientIp(context)}`, limits.loginPerIp(), now);
  if (!perIp.allowed) throw new RateLimitedError(perIp.retryAfterSeconds);
  if (email) {
    const account = await checkRateLimit(
      database,
      `login:fail:${email.toLowerCase()}`,
      limits.failuresPerAccount(),
      now,
    );
    if (!account.allowed) throw new RateLimitedError(account.retryAfterSeconds);
  }
}

export async function recordLoginFailure(email: string): Promise<void> {
  await hitRateLimit(
    await db(),
    `login:fail:${email.toLowerCase()}`,
    limits.failuresPerAccount(),
    new Date(),
  );
}

export async function limitRegistration(context: unknown): Promise<void> {
  const decision = await hitRateLimit(
    await db(),
    `register:ip:${clientIp(context)}`,
    limits.registerPerIp(),
    new Date(),
  );
  if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
}
