// Sign-in and registration limits, checked before any password hashing (the sign-in rules are in
// app/domain/accounts/login-limits.server.ts, ADR 020). Set by configuration (RATE_LIMIT_* variables).
import {
  admitLogin,
  type LoginLimits,
  limitAddress,
  loginRefusalMessage,
  recordFailedLogin,
  waitText,
} from "~/domain/accounts/login-limits.server";
import { hitRateLimit, type RateLimit } from "~/domain/accounts/rate-limit.server";
import { db } from "./database.server";

export class RateLimitedError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many attempts. Please wait ${waitText(retryAfterSeconds)} and try again.`,
  ) {
    super(message);
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
  /** Failed sign-ins to one account from one address (an IPv6 /64). */
  failuresPerAccountAndIp: (): RateLimit => ({
    limit: fromEnv("RATE_LIMIT_FAILURES_PER_HOUR", 20),
    windowSeconds: 3600,
  }),
  /** Failed sign-ins to one account from all addresses together: the much higher ceiling. */
  failuresPerAccount: (): RateLimit => ({
    limit: fromEnv("RATE_LIMIT_ACCOUNT_FAILURES_PER_HOUR", 1000),
    windowSeconds: 3600,
  }),
};

const loginLimits = (): LoginLimits => ({
  attemptsPerAddress: limits.loginPerIp(),
  failuresPerAccountAndAddress: limits.failuresPerAccountAndIp(),
  failuresPerAccount: limits.failuresPerAccount(),
});

/** The client's address as server.js saw it (honouring TRUST_PROXY); "local" under the dev server. */
export function clientIp(context: unknown): string {
  const ip = (context as { clientIp?: unknown } | undefined)?.clientIp;
  return typeof ip === "string" && ip ? ip : "local";
}

/**
 * Counts a sign-in attempt from this address and refuses (429) when the address, this account from this
 * address, or this account overall is over its limit.
 */
export async function limitLogin(context: unknown, email: string | null): Promise<void> {
  const decision = await admitLogin(
    await db(),
    { address: clientIp(context), email },
    loginLimits(),
    new Date(),
  );
  if (!decision.allowed)
    throw new RateLimitedError(
      decision.retryAfterSeconds,
      loginRefusalMessage(decision.reason, decision.retryAfterSeconds),
    );
}

/** Counts a failed sign-in to this account from this address. */
export async function recordLoginFailure(context: unknown, email: string): Promise<void> {
  await recordFailedLogin(await db(), { address: clientIp(context), email }, loginLimits(), new Date());
}

export async function limitRegistration(context: unknown): Promise<void> {
  const decision = await hitRateLimit(
    await db(),
    `register:ip:${limitAddress(clientIp(context))}`,
    limits.registerPerIp(),
    new Date(),
  );
  if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
}
