// `npm run seed -- --reset-admin` as an operator runs it (tsx scripts/seed.ts, as package.json does): the
// install's admin gets a new password, printed once on the console, that signs in; their sessions end.
// A SEED_ADMIN_EMAIL that names a member never resets the member; with no admin at all it says so.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, test } from "vitest";
import { createSession, findSession } from "../app/domain/accounts/sessions.server";
import { registerUser, verifyCredentials } from "../app/domain/accounts/users.server";
import { describeEachBackend } from "../tests/support/db";

const root = fileURLToPath(new URL("..", import.meta.url));
const tsx = createRequire(import.meta.url).resolve("tsx/cli");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fmp-reset-admin-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const now = new Date("2026-11-30T09:00:00Z");

function resetAdmin(databaseUrl: string, adminEmail?: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SESSION_SECRET: "an-operator-script-needs-no-session-secret",
  };
  // The test's own environment must not choose the password or the account.
  for (const name of Object.keys(env)) if (name.startsWith("SEED_")) delete env[name];
  if (adminEmail) env.SEED_ADMIN_EMAIL = adminEmail;
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, path.join(root, "scripts", "seed.ts"), "--reset-admin"], {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** The password the box prints beside the admin's address. */
function printedPassword(stdout: string, email: string): string {
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`Admin\\s+${escaped}\\s+(\\S+)\\s`).exec(stdout);
  if (!match?.[1]) throw new Error(`No password for ${email} in:\n${stdout}`);
  return match[1];
}

describeEachBackend("npm run seed -- --reset-admin", (ctx) => {
  test("without an admin it exits 1 and says how one is made", async () => {
    const { url } = ctx();
    const run = await resetAdmin(url);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      "There is no administrator on this install: the first account registered becomes one.",
    );
    expect(run.stdout).toBe("");
  }, 120_000);

  test("prints a new password for the admin that signs in; their sessions end; a member is never the one reset", async () => {
    const { db, url } = ctx();
    const stamp = Date.now();
    const boss = await registerUser(db, {
      name: "Boss",
      email: `boss-${stamp}@example.com`,
      password: "the-old-admin-pw",
      role: "admin",
      now,
    });
    const member = await registerUser(db, {
      name: "Member",
      email: `member-${stamp}@example.com`,
      password: "the-member-pw",
      role: "member",
      now,
    });
    const session = await createSession(db, { userId: boss.id, remember: false, userAgent: null, now });

    // The configured address, in other capitals, finds the admin.
    const run = await resetAdmin(url, boss.email.toUpperCase());
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("The admin's new password (their old sessions and API tokens are revoked):");
    const password = printedPassword(run.stdout, boss.email);
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect((await verifyCredentials(db, boss.email, password))?.id).toBe(boss.id);
    expect(await verifyCredentials(db, boss.email, "the-old-admin-pw")).toBeNull();
    expect(await findSession(db, session.id, now)).toBeNull();

    // SEED_ADMIN_EMAIL naming a member: the install's oldest admin is reset instead, never the member.
    const again = await resetAdmin(url, member.email);
    expect(again.code).toBe(0);
    const next = printedPassword(again.stdout, boss.email);
    expect(next).not.toBe(password);
    expect((await verifyCredentials(db, boss.email, next))?.id).toBe(boss.id);
    expect((await verifyCredentials(db, member.email, "the-member-pw"))?.id).toBe(member.id);
    expect(again.stdout).not.toContain(member.email);
  }, 120_000);
});
