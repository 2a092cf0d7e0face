// server/supervisor.js: the restart back-off, the heartbeat's setting, and a worker's announcements of
// its requests (docs/decisions/064-supervised-workers.md). The whole supervision, with a worker killed and
// one made stuck, is a story in tests/api/supervised-workers.spec.ts.
import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, test } from "vitest";
import {
  ANNOUNCEMENTS_PER_WINDOW,
  DEFAULT_HEARTBEAT_TIMEOUT_MS,
  HEARTBEAT_MESSAGE,
  heartbeatTimeoutFrom,
  RESTART_DELAY_MAX_MS,
  restartDelayMs,
} from "../../server/supervisor.js";

describe("restarting a worker that died", () => {
  test("at once, then 1 s, 2 s, 4 s… while workers keep dying soon after their start, 30 s at most", () => {
    expect([1, 2, 3, 4, 5, 6].map(restartDelayMs)).toEqual([0, 1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(restartDelayMs(7)).toBe(RESTART_DELAY_MAX_MS);
    expect(restartDelayMs(50)).toBe(RESTART_DELAY_MAX_MS);
  });
});

describe("WORKER_HEARTBEAT_TIMEOUT_MS", () => {
  test("10 s when unset; 0 turns the watchdog off; at least two heartbeats otherwise", () => {
    expect(heartbeatTimeoutFrom(undefined)).toBe(DEFAULT_HEARTBEAT_TIMEOUT_MS);
    expect(heartbeatTimeoutFrom("")).toBe(DEFAULT_HEARTBEAT_TIMEOUT_MS);
    expect(heartbeatTimeoutFrom("0")).toBe(0);
    expect(heartbeatTimeoutFrom("2000")).toBe(2_000);
    for (const wrong of ["1000", "-1", "ten", "2.5"]) expect(heartbeatTimeoutFrom(wrong)).toBeUndefined();
  });
});

test("a worker announces each request as it arrives, before the request's own code can block the loop; at most 20 messages a window", async () => {
  const supervisor = pathToFileURL(path.resolve("server/supervisor.js")).href;
  // A worker that takes 50 requests at once and then blocks its event loop for half a second.
  const worker = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import { EventEmitter } from "node:events";
       import { startHeartbeat } from ${JSON.stringify(supervisor)};
       const heartbeat = startHeartbeat();
       setTimeout(() => {
         for (let i = 0; i < 50; i++) heartbeat.begin({}, new EventEmitter(), "request-" + i);
         const until = Date.now() + 500;
         while (Date.now() < until) Math.random();
         process.disconnect();
       }, 50);`,
    ],
    { stdio: ["ignore", "inherit", "inherit", "ipc"] },
  );
  const messages: { type: string; inFlight: string[]; count: number }[] = [];
  worker.on("message", (message) => messages.push(message as (typeof messages)[number]));
  await once(worker, "exit");

  expect(messages[0]).toEqual({ type: HEARTBEAT_MESSAGE, inFlight: [], count: 0 }); // its first heartbeat
  const announcements = messages.slice(1);
  expect(announcements).toHaveLength(ANNOUNCEMENTS_PER_WINDOW);
  expect(announcements[0]).toEqual({ type: HEARTBEAT_MESSAGE, inFlight: ["request-0"], count: 1 });
  // The last one out names the requests in flight (20 at most) and counts them all.
  expect(announcements.at(-1)?.inFlight).toHaveLength(20);
  expect(announcements.at(-1)?.count).toBe(ANNOUNCEMENTS_PER_WINDOW);
});
