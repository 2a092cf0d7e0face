import { sql } from "kysely";

/**
 * A statement whose text starts with this comment is prepared once per connection (by connect() in
 * database.server.ts) and from then on only bound and executed: PostgreSQL skips parsing and, once it
 * settles on a generic plan, planning, which for an INSERT with a few CTEs takes longer than running it.
 * For the hot statements of the append path, whose text never changes (ADR 014). On a connection made
 * elsewhere it is only a comment.
 */
export const PREPARED_MARK = "/* prepared */ ";

/** `sql\`${PREPARED}insert …\``: marks the statement as one to prepare (see PREPARED_MARK). */
export const PREPARED = sql.raw(PREPARED_MARK);
