// Demo data for a fresh install: an admin and a demo household (a family of four with two weeks of
// meals, demo-household.server.ts), so the app can be tried at once.
import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema";
import { seedDemoHousehold } from "./demo-household.server";
import { registerUser, resetPassword } from "./users.server";

export type SeedLogin = { role: "admin" | "member"; email: string; password: string; generated: boolean };

export type SeedOptions = {
  adminEmail?: string;
  adminPassword?: string;
  demoEmail?: string;
  demoPassword?: string;
  now: Date;
};

export const DEFAULT_ADMIN_EMAIL = "admin@example.com";
export const DEFAULT_DEMO_EMAIL = "demo@example.com";

const generatedPassword = () => randomBytes(12).toString("base64url");

/** Creates the admin and the demo household when the database has no user yet; returns their logins. */
export async function seedIfEmpty(db: Kysely<DB>, options: SeedOptions): Promise<SeedLogin[]> {
  const any = await db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (any) return [];
  return seed(db, options);
}

export async function seed(db: Kysely<DB>, options: SeedOptions): Promise<SeedLogin[]> {
  const admin: SeedLogin = {
    role: "admin",
    email: options.adminEmail ?? DEFAULT_ADMIN_EMAIL,
    password: options.adminPassword ?? generatedPassword(),
    generated: !options.adminPassword,
  };
  const demo: SeedLogin = {
    role: "member",
    email: options.demoEmail ?? DEFAULT_DEMO_EMAIL,
    password: options.demoPassword ?? generatedPassword(),
    generated: !options.demoPassword,
  };
  await registerUser(db, {
    name: "Administrator",
    email: admin.email,
    password: admin.password,
    householdName: "Admin",
    role: "admin",
    now: options.now,
  });
  const parent = await registerUser(db, {
    name: "Demo Parent",
    email: demo.email,
    password: demo.password,
    householdName: "Demo Family",
    role: "member",
    now: options.now,
  });
  await seedDemoHousehold(db, parent, { now: options.now });
  return [admin, demo];
}

export const RESET_PASSWORDS_COMMAND = "npm run seed -- --reset-passwords";

/**
 * The logins in a box, for the end of the first start's output (after the URL), where they are seen.
 * A generated password is shown only here, once; a configured one never.
 */
export function loginBox(logins: SeedLogin[], heading = "Sign in with:"): string {
  const label = (l: SeedLogin) => (l.role === "admin" ? "Admin" : "Demo household");
  const labelWidth = Math.max(...logins.map((l) => label(l).length));
  const emailWidth = Math.max(...logins.map((l) => l.email.length));
  const lines = [
    heading,
    "",
    ...logins.map(
      (l) =>
        `  ${label(l).padEnd(labelWidth)}  ${l.email.padEnd(emailWidth)}  ${
          l.generated ? l.password : "(the password you configured)"
        }`,
    ),
    "",
    logins.some((l) => l.generated)
      ? "Generated passwords are shown only this once. Lost one?"
      : "Forgot a password?",
    `  ${RESET_PASSWORDS_COMMAND} sets new ones.`,
  ];
  const width = Math.max(...lines.map((line) => line.length));
  return [
    `┌${"─".repeat(width + 2)}┐`,
    ...lines.map((line) => `│ ${line.padEnd(width)} │`),
    `└${"─".repeat(width + 2)}┘`,
  ].join("\n");
}

/**
 * New passwords for the seeded admin and demo logins (`npm run seed -- --reset-passwords`): the
 * configured SEED_*_PASSWORD, else a generated one. Their sessions end and their API tokens are
 * revoked. Answers the logins it reset (an account that does not exist is skipped).
 */
export async function resetSeedPasswords(db: Kysely<DB>, options: SeedOptions): Promise<SeedLogin[]> {
  const wanted: SeedLogin[] = [
    {
      role: "admin",
      email: options.adminEmail ?? DEFAULT_ADMIN_EMAIL,
      password: options.adminPassword ?? generatedPassword(),
      generated: !options.adminPassword,
    },
    {
      role: "member",
      email: options.demoEmail ?? DEFAULT_DEMO_EMAIL,
      password: options.demoPassword ?? generatedPassword(),
      generated: !options.demoPassword,
    },
  ];
  const reset: SeedLogin[] = [];
  for (const login of wanted) {
    const user = await resetPassword(db, { email: login.email, password: login.password, now: options.now });
    if (user) reset.push(login);
  }
  return reset;
}

/**
 * A new password for the install's administrator (the seeded admin's address, else the oldest admin),
 * signed out everywhere; the operator reads it on the console. Null when there is no admin.
 */
export async function resetAdminPassword(db: Kysely<DB>, options: SeedOptions): Promise<SeedLogin | null> {
  const wanted = options.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const admin =
    (await db
      .selectFrom("users")
      .select("email")
      .where("role", "=", "admin")
      .where(sql<string>`lower(email)`, "=", wanted.toLowerCase())
      .executeTakeFirst()) ??
    (await db
      .selectFrom("users")
      .select("email")
      .where("role", "=", "admin")
      .orderBy("id")
      .executeTakeFirst());
  if (!admin) return null;
  const login: SeedLogin = {
    role: "admin",
    email: admin.email,
    password: options.adminPassword ?? generatedPassword(),
    generated: !options.adminPassword,
  };
  return (await resetPassword(db, { email: login.email, password: login.password, now: options.now }))
    ? login
    : null;
}
