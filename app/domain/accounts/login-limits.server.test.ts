import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import {
  admitLogin,
  type LoginAttempt,
  type LoginLimits,
  limitAddress,
  loginRefusalMessage,
  recordFailedLogin,
  waitText,
} from "./login-limits.server";
import { registerUser, verifyCredentials } from "./users.server";

const now = new Date("2026-11-22T10:00:00Z");
const limits: LoginLimits = {
  attemptsPerAddress: { limit: 1000, windowSeconds: 60 },
  failuresPerAccountAndAddress: { limit: 5, windowSeconds: 3600 },
  failuresPerAccount: { limit: 12, windowSeconds: 3600 },
};

/** What the sign-in routes do: admit, check the password, count a failure. */
async function signIn(db: Parameters<typeof admitLogin>[0], attempt: LoginAttempt, password: string) {
  const admission = await admitLogin(db, attempt, limits, now);
  if (!admission.allowed) return admission;
  const user = await verifyCredentials(db, attempt.email ?? "", password);
  if (!user)
    await recordFailedLogin(db, { address: attempt.address, email: attempt.email ?? "" }, limits, now);
  return { allowed: true as const, signedIn: user !== null };
}

test("an IPv6 client counts by its /64, an IPv4-mapped one as its IPv4 address", () => {
  expect(limitAddress("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
  expect(limitAddress("2001:db8:1:2::1")).toBe(limitAddress("2001:db8:1:2:ffff::9"));
  expect(limitAddress("2001:db8:1:3::1")).not.toBe(limitAddress("2001:db8:1:2::1"));
  expect(limitAddress("::ffff:198.51.100.7")).toBe("198.51.100.7");
  expect(limitAddress("198.51.100.7")).toBe("198.51.100.7");
  expect(limitAddress("local")).toBe("local");
});

test("the refusals say what happened and how long to wait, never whether the account exists", () => {
  expect(waitText(1)).toBe("1 second");
  expect(waitText(45)).toBe("45 seconds");
  expect(waitText(91)).toBe("2 minutes");
  expect(waitText(3600)).toBe("60 minutes");
  expect(loginRefusalMessage("address", 30)).toBe("Too many attempts. Please wait 30 seconds and try again.");
  expect(loginRefusalMessage("account-and-address", 3000)).toBe(
    "Too many failed sign-ins to this account from your network. Please wait 50 minutes and try again.",
  );
  expect(loginRefusalMessage("account", 600)).toMatch(/from many places.*Please wait 10 minutes/);
});

describeEachBackend("sign-in limits", (ctx) => {
  test("a guesser at address A is stopped by the pair limit; the owner at address B still signs in", async () => {
    const { db } = ctx();
    const email = "owner-b@example.com";
    await registerUser(db, { name: "Owner", email, password: "the right one", now });
    const attacker = { address: "203.0.113.9", email };
    const owner = { address: "198.51.100.20", email };

    for (let i = 0; i < limits.failuresPerAccountAndAddress.limit; i++) {
      expect(await signIn(db, attacker, `guess ${i}`)).toEqual({ allowed: true, signedIn: false });
    }
    // A is refused before any password check, even with the right password (same email, other case).
    expect(await signIn(db, { ...attacker, email: "Owner-B@Example.com" }, "the right one")).toEqual({
      allowed: false,
      reason: "account-and-address",
      retryAfterSeconds: 3600,
    });
    // The owner, elsewhere, types the right password and is in.
    expect(await signIn(db, owner, "the right one")).toEqual({ allowed: true, signedIn: true });
    // The owner's own typos count for the owner's address only.
    expect(await signIn(db, owner, "typo")).toEqual({ allowed: true, signedIn: false });
    expect(await signIn(db, owner, "the right one")).toEqual({ allowed: true, signedIn: true });
    // Another account from A is not held back by A's guesses at this one.
    expect(
      (await admitLogin(db, { ...attacker, email: "someone-else@example.com" }, limits, now)).allowed,
    ).toBe(true);
  });

  test("guesses spread over many addresses meet the per-account ceiling, for everyone, until the hour ends", async () => {
    const { db } = ctx();
    const email = "owner-many@example.com";
    await registerUser(db, { name: "Owner", email, password: "the right one", now });
    // 12 failures from 4 addresses: no pair reaches 5, the account reaches its ceiling of 12.
    for (let i = 0; i < limits.failuresPerAccount.limit; i++) {
      const attempt = { address: `203.0.113.${i % 4}`, email };
      expect(await signIn(db, attempt, `guess ${i}`)).toEqual({ allowed: true, signedIn: false });
    }
    const refused = await signIn(db, { address: "198.51.100.20", email }, "the right one");
    expect(refused).toEqual({ allowed: false, reason: "account", retryAfterSeconds: 3600 });
    const nextHour = new Date(now.getTime() + 3600_000);
    expect((await admitLogin(db, { address: "198.51.100.20", email }, limits, nextHour)).allowed).toBe(true);
  });

  test("an IPv6 guesser cannot escape the pair limit by changing addresses inside its /64", async () => {
    const { db } = ctx();
    const email = "owner-v6@example.com";
    for (let i = 0; i < limits.failuresPerAccountAndAddress.limit; i++) {
      await recordFailedLogin(db, { address: `2001:db8:77:1::${i + 1}`, email }, limits, now);
    }
    const same64 = await admitLogin(db, { address: "2001:db8:77:1::abcd", email }, limits, now);
    expect(same64).toMatchObject({ allowed: false, reason: "account-and-address" });
    const other64 = await admitLogin(db, { address: "2001:db8:77:2::1", email }, limits, now);
    expect(other64.allowed).toBe(true);
  });

  test("every attempt counts against its address per minute, with or without an email", async () => {
    const { db } = ctx();
    const tight = { ...limits, attemptsPerAddress: { limit: 2, windowSeconds: 60 } };
    const attempt = { address: "192.0.2.50", email: null };
    expect((await admitLogin(db, attempt, tight, now)).allowed).toBe(true);
    expect((await admitLogin(db, { ...attempt, email: "x@example.com" }, tight, now)).allowed).toBe(true);
    expect(await admitLogin(db, attempt, tight, now)).toEqual({
      allowed: false,
      reason: "address",
      retryAfterSeconds: 60,
    });
  });
});
