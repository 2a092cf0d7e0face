// @ts-check
// The supervision of server.js's workers (docs/decisions/064-supervised-workers.md). Every worker's
// event loop sends the primary a heartbeat each second, with the requests it has in flight; the
// primary kills (SIGKILL) a listening worker whose heartbeat stopped for WORKER_HEARTBEAT_TIMEOUT_MS (a
// synchronous loop that never ends: no request can be answered by it again) and names the requests
// that were in it. A worker that dies is started again, at once, or after a back-off when workers
// keep dying right after their start.
import cluster from "node:cluster";

export const HEARTBEAT_MESSAGE = "fmp:heartbeat";
export const HEARTBEAT_INTERVAL_MS = 1_000;
/** Arriving requests are announced at once up to this many messages per window, then at its end. */
export const ANNOUNCEMENTS_PER_WINDOW = 20;
export const ANNOUNCEMENT_WINDOW_MS = 100;
/** Requests named per message (the count is sent too). */
export const IN_FLIGHT_NAMED_MAX = 20;
export const DEFAULT_HEARTBEAT_TIMEOUT_MS = 10_000;
/**
 * A worker is watched from the moment it listens: loading the build blocks its loop for a while
 * (seconds on a busy machine), and that is no request's doing. One that has not listened this long after
 * its start is killed as stuck too.
 */
export const BOOT_TIMEOUT_MS = 60_000;
/** A worker that dies sooner than this after it was started counts as crashing at boot. */
export const QUICK_DEATH_MS = 10_000;
export const RESTART_DELAY_MAX_MS = 30_000;

/**
 * The wait before starting a worker again, after `quickDeaths` deaths in a row that each came within
 * QUICK_DEATH_MS of the worker's start: the first restart is immediate, then 1 s, 2 s, 4 s… (30 s at
 * most), so a worker that cannot boot does not spin.
 * @param {number} quickDeaths
 */
export function restartDelayMs(quickDeaths) {
  if (quickDeaths <= 1) return 0;
  return Math.min(1_000 * 2 ** (quickDeaths - 2), RESTART_DELAY_MAX_MS);
}

/**
 * WORKER_HEARTBEAT_TIMEOUT_MS: a whole number of milliseconds, at least two heartbeats; 0 turns the
 * watchdog off. Undefined when the value is not one (the caller says so and stops).
 * @param {string | undefined} value
 * @returns {number | undefined}
 */
export function heartbeatTimeoutFrom(value) {
  if (value === undefined || value === "") return DEFAULT_HEARTBEAT_TIMEOUT_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || (ms > 0 && ms < 2 * HEARTBEAT_INTERVAL_MS)) return undefined;
  return ms;
}

/**
 * The worker's side. The heartbeat runs on the worker's event loop, so a loop that is stuck stops it.
 * `begin` records a request until its response closes. The list rides on the heartbeat, and on a
 * message sent as a request arrives, before any of its own code runs, so a request that blocks the
 * loop at once is named too. Those messages are bounded: past ANNOUNCEMENTS_PER_WINDOW in a window
 * (200 a second, ≈5 µs each), the window's later arrivals are announced together when it ends.
 */
export function startHeartbeat() {
  /** @type {Map<object, string>} */
  const inFlight = new Map();
  let windowStart = 0;
  let announced = 0;
  /** @type {NodeJS.Timeout | undefined} */
  let pending;
  const send = () => {
    clearTimeout(pending);
    pending = undefined;
    if (!process.send || !process.connected) return;
    /** @type {string[]} */
    const named = [];
    for (const label of inFlight.values()) {
      if (named.length === IN_FLIGHT_NAMED_MAX) break;
      named.push(label);
    }
    process.send({ type: HEARTBEAT_MESSAGE, inFlight: named, count: inFlight.size });
  };
  setInterval(send, HEARTBEAT_INTERVAL_MS).unref();
  send();
  return {
    /**
     * @param {object} request
     * @param {import("node:http").ServerResponse} response
     * @param {string} label the request id, method and (redacted) path
     */
    begin(request, response, label) {
      inFlight.set(request, label);
      response.once("close", () => inFlight.delete(request));
      const now = Date.now();
      if (now - windowStart >= ANNOUNCEMENT_WINDOW_MS) {
        windowStart = now;
        announced = 0;
      }
      if (announced < ANNOUNCEMENTS_PER_WINDOW) {
        announced++;
        send();
      } else if (!pending) {
        pending = setTimeout(send, windowStart + ANNOUNCEMENT_WINDOW_MS - now);
        pending.unref();
      }
    },
  };
}

/**
 * The primary's side: what each worker said last, and a watchdog that kills (SIGKILL) a worker whose
 * heartbeat has been missing for `timeoutMs` (0: never), logging the requests that were in it. The
 * primary's `exit` handler then starts another.
 * @param {{ timeoutMs: number }} options
 */
export function watchWorkers({ timeoutMs }) {
  /**
   * @type {Map<number, { startedAt: number, listening: boolean, lastBeat: number, inFlight: string[],
   *   count: number, stuck: boolean }>}
   */
  const workers = new Map();
  cluster.on("fork", (worker) => {
    const now = Date.now();
    workers.set(worker.id, {
      startedAt: now,
      listening: false,
      lastBeat: now,
      inFlight: [],
      count: 0,
      stuck: false,
    });
  });
  cluster.on("listening", (worker) => {
    const seen = workers.get(worker.id);
    if (!seen) return;
    seen.listening = true;
    seen.lastBeat = Date.now();
  });
  cluster.on("message", (worker, message) => {
    const seen = workers.get(worker.id);
    if (!seen || message?.type !== HEARTBEAT_MESSAGE) return;
    seen.lastBeat = Date.now();
    seen.inFlight = Array.isArray(message.inFlight) ? message.inFlight.map(String) : [];
    seen.count = Number(message.count) || 0;
  });
  if (timeoutMs > 0) {
    setInterval(
      () => {
        const now = Date.now();
        for (const worker of Object.values(cluster.workers ?? {})) {
          const seen = worker && workers.get(worker.id);
          if (!worker || !seen || seen.stuck) continue;
          if (!seen.listening) {
            if (now - seen.startedAt < Math.max(BOOT_TIMEOUT_MS, timeoutMs)) continue;
            seen.stuck = true;
            console.error(
              `[supervisor] worker ${worker.process.pid} has not started listening in ${Math.round((now - seen.startedAt) / 1_000)} s; killing it`,
            );
            worker.process.kill("SIGKILL");
            continue;
          }
          if (now - seen.lastBeat < timeoutMs) continue;
          seen.stuck = true;
          const more = seen.count - seen.inFlight.length;
          const requests =
            seen.count === 0
              ? "no request was in flight"
              : `requests in flight: ${seen.inFlight.join(", ")}${more > 0 ? ` and ${more} more` : ""}`;
          console.error(
            `[supervisor] worker ${worker.process.pid} missed its heartbeat for ${Math.round((now - seen.lastBeat) / 1_000)} s (its event loop is blocked); killing it; ${requests}`,
          );
          worker.process.kill("SIGKILL");
        }
      },
      Math.min(HEARTBEAT_INTERVAL_MS, timeoutMs / 4),
    ).unref();
  }
  return {
    /**
     * Whether the watchdog killed this worker; forgets it (call once, when it has exited).
     * @param {import("node:cluster").Worker} worker
     */
    takeStuck(worker) {
      const stuck = workers.get(worker.id)?.stuck ?? false;
      workers.delete(worker.id);
      return stuck;
    },
  };
}
