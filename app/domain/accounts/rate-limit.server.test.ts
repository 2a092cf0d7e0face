import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { checkRateLimit, hitRateLimit } from "./rate-limit.server";

describeEachBackend("rate limits", (ctx) => {
  test("a fixed window allows `limit` hits, then refuses with the seconds left, then opens again", async () => {
    const { db } = ctx();
    const rule = { limit: 3, windowSeconds: 60 };
    const start = new Date("2026-11-22T10:00:10Z");
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await hitRateLimit(db, "test:a", rule, start));
    expect(hits.map((h) => h.allowed)).toEqual([true, true, true, false]);
    expect(hits[3]!.retryAfterSeconds).toBe(50);
    expect((await checkRateLimit(db, "test:a", rule, start)).allowed).toBe(false);
    const nextWindow = new Date("2026-11-22T10:01:00Z");
    expect((await hitRateLimit(db, "test:a", rule, nextWindow)).allowed).toBe(true);
    expect((await checkRateLimit(db, "test:b", rule, start)).allowed).toBe(true);
  });

  test("concurrent hits are all counted", async () => {
    const { db } = ctx();
    const rule = { limit: 5, windowSeconds: 60 };
    const now = new Date("2026-11-22T11:00:00Z");
    const results = await Promise.all(Array.from({ length: 8 }, () => hitRateLimit(db, "test:c", rule, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });
});
