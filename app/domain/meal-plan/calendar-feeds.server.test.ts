import { expect, test } from "vitest";
import { describeEachBackend } from "../../../tests/support/db";
import { registerUser } from "../accounts/users.server";
import { DomainError, NotFoundError } from "../errors";
import {
  createCalendarFeed,
  findCalendarFeed,
  listCalendarFeeds,
  MAX_ACTIVE_FEEDS,
  revokeCalendarFeed,
} from "./calendar-feeds.server";

const now = new Date("2026-11-23T11:00:00Z");
let n = 0;
const account = (db: Parameters<typeof registerUser>[0]) =>
  registerUser(db, {
    name: "Feed",
    email: `feeds-${Date.now()}-${n++}@example.com`,
    password: "password-123",
    now,
  });

describeEachBackend("calendar feeds", (ctx) => {
  test("a feed opens its household until revoked; only the token's hash is stored", async () => {
    const { db } = ctx();
    const user = await account(db);
    const { id, token } = await createCalendarFeed(db, user, now);
    expect(token).toMatch(/^fmp_cal_[A-Za-z0-9_-]{43}$/);
    expect(await findCalendarFeed(db, token)).toEqual({ id, householdId: user.householdId, userId: user.id });
    const stored = await db
      .withTables<{ calendar_feeds: { id: number; token_hash: string } }>()
      .selectFrom("calendar_feeds")
      .select("token_hash")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(token.slice(8));

    expect(await listCalendarFeeds(db, user)).toEqual([{ id, createdAt: now, revokedAt: null }]);
    const later = new Date(now.getTime() + 60_000);
    await revokeCalendarFeed(db, user, id, later);
    await revokeCalendarFeed(db, user, id, new Date());
    expect(await findCalendarFeed(db, token)).toBeNull();
    expect(await listCalendarFeeds(db, user)).toEqual([{ id, createdAt: now, revokedAt: later }]);
  });

  test("unknown and malformed tokens, other people's feeds, and a maker who left the household", async () => {
    const { db } = ctx();
    const user = await account(db);
    const other = await account(db);
    const { id, token } = await createCalendarFeed(db, user, now);
    expect(await findCalendarFeed(db, `fmp_cal_${"A".repeat(43)}`)).toBeNull();
    expect(await findCalendarFeed(db, "../../etc/passwd")).toBeNull();
    await expect(revokeCalendarFeed(db, other, id, now)).rejects.toBeInstanceOf(NotFoundError);
    expect(await listCalendarFeeds(db, other)).toEqual([]);
    // Moved to another household: the old household's feed stops answering.
    await db
      .updateTable("users")
      .set({ household_id: other.householdId })
      .where("id", "=", user.id)
      .execute();
    expect(await findCalendarFeed(db, token)).toBeNull();
  });

  test(`at most ${MAX_ACTIVE_FEEDS} live links per person`, async () => {
    const { db } = ctx();
    const user = await account(db);
    const made = [];
    for (let i = 0; i < MAX_ACTIVE_FEEDS; i++) made.push(await createCalendarFeed(db, user, now));
    await expect(createCalendarFeed(db, user, now)).rejects.toBeInstanceOf(DomainError);
    await revokeCalendarFeed(db, user, made[0]!.id, now);
    await expect(createCalendarFeed(db, user, now)).resolves.toMatchObject({ token: expect.any(String) });
  });
});
