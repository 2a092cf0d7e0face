// Which errors mean "the database is not there right now" rather than "this request is wrong": the
// one place that tells them apart (docs/decisions/018-database-faults.md). The web layer answers
// these with 503 and Retry-After; the pool discards a connection that one of them has broken.

/** Raised by the app itself when the database did not answer in time (health check, page cache). */
export class DatabaseUnavailableError extends Error {
  constructor(message = "The database did not answer in time.", options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DatabaseUnavailableError";
  }
}

// SQLSTATEs after which the connection is gone: class 08 (connection exception), the server shutting
// down or restarting (57P01 admin_shutdown — pg_terminate_backend too —, 57P02 crash_shutdown, 57P03
// cannot_connect_now), and 25P03 (idle_in_transaction_session_timeout, which ends the session).
const CONNECTION_LOST_STATES = /^(08...|57P0[1-3]|25P03)$/;
// SQLSTATEs after which the connection still works but the server could not serve the statement:
// 57014 query_canceled (statement_timeout) and class 53 (insufficient resources: too many connections,
// out of memory, disk full).
const OVERLOADED_STATES = /^(57014|53...)$/;
// Node's socket errors on the way to the server.
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
// node-postgres and pg-pool say these in words only.
const CONNECTION_LOST_MESSAGES = [
  /^Connection terminated/, // unexpectedly | due to connection timeout
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection within connectionTimeoutMillis
  /^timeout expired$/, // pg's own connectionTimeoutMillis
  /^Query read timeout$/, // query_timeout: the server did not answer the statement
  /is not queryable$/, // a client that has already lost its connection, or was ended for it
];

// Only the error itself (and the parts of an AggregateError: a refused connection to a name with
// several addresses) is looked at, not its `cause`: node-postgres and pg-pool throw these unwrapped,
// and an outbound fetch that failed with ECONNREFUSED inside is not the database's fault.
function parts(error: unknown): unknown[] {
  return error instanceof AggregateError ? [error, ...error.errors] : [error];
}

function fields(error: unknown): { code: string; message: string; syscall: string } {
  const e = (error ?? {}) as { code?: unknown; message?: unknown; syscall?: unknown };
  return {
    code: typeof e.code === "string" ? e.code : "",
    message: typeof e.message === "string" ? e.message : "",
    syscall: typeof e.syscall === "string" ? e.syscall : "",
  };
}

/** The connection this error came from can no longer be used (the pool must discard it). */
export function isConnectionLost(error: unknown): boolean {
  for (const cause of parts(error)) {
    if (cause instanceof DatabaseUnavailableError) return true;
    const { code, message, syscall } = fields(cause);
    if (CONNECTION_LOST_STATES.test(code) || SOCKET_CODES.has(code)) return true;
    // A Unix socket whose server is not running.
    if (code === "ENOENT" && syscall === "connect") return true;
    if (CONNECTION_LOST_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/** The database is unreachable, restarting, hung or overloaded: a 503 with Retry-After, not a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isConnectionLost(error)) return true;
  for (const cause of parts(error)) if (OVERLOADED_STATES.test(fields(cause).code)) return true;
  return false;
}
