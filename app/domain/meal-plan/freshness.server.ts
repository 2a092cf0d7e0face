// How fresh a household's planner pages are (docs/decisions/012-page-cache.md): the meal log's head
// (event_log_heads.sequence moves with every append, in the appending transaction) and the page
// revisions that triggers count for the household, its people and accounts, and for every page
// (feature flags, a rebuild of the read models). The web layer's page cache keys rendered pages by them,
// and by the household's calendar day, read here with its time zone (ADR 037). The same statement reads
// the session's person and flags, which a page rendered after a miss then uses (ADR 061).
import { type Kysely, sql } from "kysely";
import { PREPARED } from "../../db/prepared";
import type { DB } from "../../db/schema";
import {
  type FoundSession,
  foundSessionOf,
  type SessionRow,
  sessionIdHash,
} from "../accounts/sessions.server";
import { enabledFlagKeysOf } from "../admin/feature-flags.server";

export type PageRevisions = {
  household: number;
  sequence: number | null;
  revision: number | null;
  everyPage: number | null;
  /** The household's IANA zone; null: the server's (app/domain/household/time-zone.ts). */
  timeZone: string | null;
  /**
   * The session's person and flags, as `findSession` reads them: a page rendered after a miss takes
   * them from here rather than asking again (app/web/auth.server.ts).
   */
  caller: FoundSession;
};

type Row = Omit<PageRevisions, "caller" | "timeZone"> & SessionRow;

/** The session's household and the revisions of its data; none for a signed-out or expired session. */
export async function readPageRevisions(
  db: Kysely<DB>,
  sessionId: string,
  now: Date,
): Promise<PageRevisions | undefined> {
  // Every request for a planner page runs this: a prepared statement (app/db/prepared.ts).
  const { rows } = await sql<Row>`${PREPARED}
    select users.*, sessions.csrf_token, sessions.remember,
      ${enabledFlagKeysOf(sql.ref("users.role"))} as flag_keys,
      users.household_id as household, event_log_heads.sequence, page_revisions.revision,
      (select revision from page_revisions where scope = 0) as "everyPage",
      households.time_zone as household_time_zone
    from sessions
    join users on users.id = sessions.user_id
    join households on households.id = users.household_id
    left join event_log_heads on event_log_heads.household_id = users.household_id
    left join page_revisions on page_revisions.scope = users.household_id
    where sessions.id_hash = ${sessionIdHash(sessionId)} and sessions.expires_at > ${now}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const { household, sequence, revision, everyPage, ...session } = row;
  const caller = foundSessionOf(session);
  return { household, sequence, revision, everyPage, timeZone: caller.householdTimeZone, caller };
}
