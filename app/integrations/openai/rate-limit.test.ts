import { describe, expect, test } from "vitest";
import { AI_REQUESTS_PER_MINUTE, createRateLimiter, takeToken } from "./rate-limit";

describe("the AI token bucket", () => {
  const rule = AI_REQUESTS_PER_MINUTE;

  test("a new user has a full bucket: 10 requests at once, the 11th waits six seconds", () => {
    let bucket: Parameters<typeof takeToken>[0];
    for (let i = 0; i < 10; i++) {
      const take = takeToken(bucket, 1_000, rule);
      expect(take.allowed).toBe(true);
      bucket = take.bucket;
    }
    const refused = takeToken(bucket, 1_000, rule);
    expect(refused).toMatchObject({ allowed: false, retryAfterMs: 6_000 });
  });

  test("tokens come back at 10 a minute and never above the capacity", () => {
    const empty = { tokens: 0, at: 0 };
    expect(takeToken(empty, 5_999, rule).allowed).toBe(false);
    expect(takeToken(empty, 6_000, rule).allowed).toBe(true);
    const later = takeToken(empty, 10 * 60_000, rule);
    expect(later.bucket.tokens).toBe(9);
  });

  test("a clock that goes backwards adds nothing", () => {
    const take = takeToken({ tokens: 0, at: 10_000 }, 5_000, rule);
    expect(take.allowed).toBe(false);
  });
});

describe("the limiter", () => {
  test("counts per user, and says how long to wait", () => {
    const limiter = createRateLimiter({ capacity: 2, perMinute: 2 });
    expect(limiter.take("user:1", 0)).toEqual({ allowed: true });
    expect(limiter.take("user:1", 0)).toEqual({ allowed: true });
    expect(limiter.take("user:1", 0)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(limiter.take("user:2", 0)).toEqual({ allowed: true });
    expect(limiter.take("user:1", 30_000)).toEqual({ allowed: true });
  });

  test("keeps at most maxKeys buckets, forgetting the longest untouched", () => {
    const limiter = createRateLimiter({ capacity: 1, perMinute: 1 }, 3);
    for (const key of ["a", "b", "c", "d"]) limiter.take(key, 0);
    expect(limiter.size()).toBe(3);
    // "a" was forgotten: a full bucket again.
    expect(limiter.take("a", 0)).toEqual({ allowed: true });
    expect(limiter.take("d", 0).allowed).toBe(false);
  });
});
