// Demo data for a fresh install: an admin and a demo household, so the app can be tried at once.
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { registerUser } from "./users.server";

export type SeedLogin = { role: "admin" | "member"; email: string; password: string; generated: boolean };

export type SeedOptions = {
  adminEmail?: string;
  adminPassword?: string;
  demoEmail?: string;
  demoPassword?: string;
  now: Date;
};

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
    email: options.adminEmail ?? "admin@example.com",
    password: options.adminPassword ?? generatedPassword(),
    generated: !options.adminPassword,
  };
  const demo: SeedLogin = {
    role: "member",
    email: options.demoEmail ?? "demo@example.com",
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
  await registerUser(db, {
    name: "Demo Parent",
    email: demo.email,
    password: demo.password,
    householdName: "Demo Family",
    role: "member",
    now: options.now,
  });
  return [admin, demo];
}

/** Lines for the console: a password is shown only when it was generated (once, at creation). */
export function describeLogins(logins: SeedLogin[]): string[] {
  return logins.map(
    (l) =>
      `${l.role === "admin" ? "Admin" : "Demo household"} login: ${l.email} / ${
        l.generated ? l.password : "(the password you configured)"
      }`,
  );
}
