// Sign-in limits that slow a password guesser without handing them a way to lock the owner out
// (docs/decisions/020-sign-in-limits.md). Three counters, all in the database (shared by every app
// server), checked before any password is hashed:
// - every attempt from one address, per minute (a guesser's speed);
// - failed sign-ins to one account from one address, per hour (a guesser stopped, the owner elsewhere not);
// - failed sign-ins to one account from anywhere, per hour: a much higher ceiling, the last word against
//   a guesser spread over many addresses.
import ipaddr from "ipaddr.js";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { checkRateLimit, hitRateLimit, type RateLimit } from "./rate-limit.server";

export type LoginLimits = {
  attemptsPerAddress: RateLimit;
  failuresPerAccountAndAddress: RateLimit;
  failuresPerAccount: RateLimit;
};

/** Who is trying: the client's address (as the server saw it) and the email typed, if any. */
export type LoginAttempt = { address: string; email: string | null };

export type LoginRefusal = "address" | "account-and-address" | "account";

export type LoginAdmission =
  | { allowed: true }
  | { allowed: false; reason: LoginRefusal; retryAfterSeconds: number };

/**
 * The address a limit counts: an IPv4 address as it is (also when written IPv4-mapped), an IPv6 address
 * by its /64, which one household or one attacker usually holds whole. Anything else as given.
 */
export function limitAddress(address: string): string {
  const raw = address.trim();
  if (!ipaddr.isValid(raw)) return raw;
  let parsed = ipaddr.parse(raw);
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()) parsed = parsed.toIPv4Address();
  if (parsed instanceof ipaddr.IPv4) return parsed.toString();
  const prefix = parsed.toByteArray().slice(0, 8).concat(new Array(8).fill(0));
  return `${ipaddr.fromByteArray(prefix).toString()}/64`;
}

const accountOf = (email: string) => email.trim().toLowerCase();
const keys = {
  address: (address: string) => `login:ip:${limitAddress(address)}`,
  account: (email: string) => `login:fail:${accountOf(email)}`,
  // An address never holds a space, so "address email" cannot be read two ways.
  accountAndAddress: (address: string, email: string) =>
    `login:fail-from:${limitAddress(address)} ${accountOf(email)}`,
};

/** Counts this attempt against its address and answers whether it may go on to the password check. */
export async function admitLogin(
  db: Kysely<DB>,
  attempt: LoginAttempt,
  limits: LoginLimits,
  now: Date,
): Promise<LoginAdmission> {
  const perAddress = await hitRateLimit(db, keys.address(attempt.address), limits.attemptsPerAddress, now);
  if (!perAddress.allowed)
    return { allowed: false, reason: "address", retryAfterSeconds: perAddress.retryAfterSeconds };
  if (!attempt.email) return { allowed: true };
  const pair = await checkRateLimit(
    db,
    keys.accountAndAddress(attempt.address, attempt.email),
    limits.failuresPerAccountAndAddress,
    now,
  );
  if (!pair.allowed)
    return { allowed: false, reason: "account-and-address", retryAfterSeconds: pair.retryAfterSeconds };
  const account = await checkRateLimit(db, keys.account(attempt.email), limits.failuresPerAccount, now);
  if (!account.allowed)
    return { allowed: false, reason: "account", retryAfterSeconds: account.retryAfterSeconds };
  return { allowed: true };
}

/** Counts a wrong password (or an unknown email, alike) for the account, from this address and overall. */
export async function recordFailedLogin(
  db: Kysely<DB>,
  attempt: { address: string; email: string },
  limits: LoginLimits,
  now: Date,
): Promise<void> {
  await hitRateLimit(
    db,
    keys.accountAndAddress(attempt.address, attempt.email),
    limits.failuresPerAccountAndAddress,
    now,
  );
  await hitRateLimit(db, keys.account(attempt.email), limits.failuresPerAccount, now);
}

/** "59 minutes", "1 minute", "45 seconds": a wait a person can read. */
export function waitText(seconds: number): string {
  if (seconds <= 90) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** What the person is told; it never says whether the email belongs to an account. */
export function loginRefusalMessage(reason: LoginRefusal, retryAfterSeconds: number): string {
  const wait = waitText(retryAfterSeconds);
  switch (reason) {
    case "address":
      return `Too many attempts. Please wait ${wait} and try again.`;
    case "account-and-address":
      return `Too many failed sign-ins to this account from your network. Please wait ${wait} and try again.`;
    case "account":
      return `Too many failed sign-ins to this account from many places, so signing in to it is paused. Please wait ${wait} and try again.`;
  }
}
