import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Secrets that must never reach a log line: test passwords, argon2 hashes, bearer tokens, session
// cookies, CSRF tokens in cookies.
const LEAKS = [/Secret-pw-[\w-]+/, /\$argon2id\$/, /fmp_[A-Za-z0-9_-]{40,}/, /fmp_session=/, /XSRF-TOKEN=/];

export default function teardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir?.startsWith(os.tmpdir())) return;
  const log = path.join(dir, "server.log");
  const text = fs.existsSync(log) ? fs.readFileSync(log, "utf8") : "";
  fs.rmSync(dir, { recursive: true, force: true });
  const leaked = text.split("\n").filter((line) => LEAKS.some((p) => p.test(line)));
  if (leaked.length > 0) {
    throw new Error(`The server log of the e2e run contains secrets:\n${leaked.slice(0, 5).join("\n")}`);
  }
  if (!/Family Meal Planner is running/.test(text))
    throw new Error(`The e2e server log looks wrong:\n${text.slice(-2000)}`);
}
