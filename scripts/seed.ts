// npm run seed — creates the admin and the demo household now (credentials from SEED_* variables, or
// generated and printed once). Refuses when those accounts already exist.
import { describeLogins, seed } from "../app/domain/accounts/seed.server";
import { EmailTakenError } from "../app/domain/accounts/users.server";
import { seedOptionsFromEnv } from "../app/web/database.server";
import { withAppDatabase } from "./lib/database";

try {
  const logins = await withAppDatabase((db) => seed(db, seedOptionsFromEnv()));
  console.log(["Created demo data:", ...describeLogins(logins)].join("\n  "));
} catch (error) {
  if (error instanceof EmailTakenError) {
    console.error("The demo accounts already exist (set SEED_ADMIN_EMAIL / SEED_DEMO_EMAIL for others).");
    process.exit(1);
  }
  throw error;
}
