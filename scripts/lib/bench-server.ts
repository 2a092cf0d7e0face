// The production server (server.js) started by the bench on a fresh embedded data folder, shared by the
// memory and HTTP-edge sections: started with npm start's Node options, waited for through /healthz.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { serverNodeArgs } from "../server-args.js";

export type BenchServer = { app: ChildProcess; base: string; postgresPid: number | undefined };

/**
 * Starts server.js on `dir` and `port` and resolves once /healthz answers (60 s at most, or `timeoutMs`);
 * its output goes to `logFile` when given, else nowhere.
 */
export async function startBenchServer(
  dir: string,
  port: number,
  env: Record<string, string> = {},
  options: { logFile?: string; timeoutMs?: number } = {},
): Promise<BenchServer> {
  const log = options.logFile ? fs.openSync(options.logFile, "a") : "ignore";
  const app = spawn(process.execPath, [...serverNodeArgs(), "server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", log, log],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || app.exitCode !== null) {
      app.kill();
      throw new Error(`the server did not start${options.logFile ? ` (see ${options.logFile})` : ""}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const pidFile = path.join(dir, "postgres", "postmaster.pid");
  const postgresPid = fs.existsSync(pidFile)
    ? Number(fs.readFileSync(pidFile, "utf8").split("\n")[0])
    : undefined;
  return { app, base, postgresPid };
}
