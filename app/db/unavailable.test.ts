import { describe, expect, test } from "vitest";
import { DatabaseUnavailableError, isConnectionLost, isDatabaseUnavailable } from "./unavailable";

const withCode = (code: string, message = "x", extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { code, ...extra });

describe("telling a database that is not there from a request that is wrong", () => {
  test.each([
    ["a terminated backend (restart, failover, pg_terminate_backend)", withCode("57P01")],
    ["a crashed server", withCode("57P02")],
    ["a server still starting", withCode("57P03")],
    ["a connection exception", withCode("08006")],
    ["a session ended for idling in a transaction", withCode("25P03")],
    ["a refused connection", withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    ["a reset connection", withCode("ECONNRESET", "read ECONNRESET")],
    [
      "a missing Unix socket",
      withCode("ENOENT", "connect ENOENT /tmp/.s.PGSQL.5432", { syscall: "connect" }),
    ],
    ["pg's unexpected end", new Error("Connection terminated unexpectedly")],
    ["pg-pool's connection timeout", new Error("Connection terminated due to connection timeout")],
    ["pg-pool's wait for a free connection", new Error("timeout exceeded when trying to connect")],
    ["pg's read timeout (a hung server)", new Error("Query read timeout")],
    ["a client already broken", new Error("Client has encountered a connection error and is not queryable")],
    ["a client ended for it", new Error("Client was closed and is not queryable")],
    ["every address refused", new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")])],
    ["the app's own timeout", new DatabaseUnavailableError()],
  ])("%s: the connection is lost, the database unavailable", (_, error) => {
    expect(isConnectionLost(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test.each([
    ["statement_timeout", withCode("57014")],
    ["too many connections", withCode("53300")],
    ["a full disk", withCode("53100")],
  ])("%s: unavailable, but the connection still works", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isConnectionLost(error)).toBe(false);
  });

  test.each([
    ["a unique violation", withCode("23505")],
    ["a serialization failure", withCode("40001")],
    ["a syntax error", withCode("42601")],
    ["a missing file", withCode("ENOENT", "open ENOENT", { syscall: "open" })],
    ["a plain error", new Error("boom")],
    // An outbound fetch whose cause is a refused connection is not the database's fault.
    ["a failed outbound fetch", new TypeError("fetch failed", { cause: withCode("ECONNREFUSED") })],
    ["not an error", "57P01"],
    ["nothing", undefined],
  ])("%s: not the database's absence", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isConnectionLost(error)).toBe(false);
  });
});
