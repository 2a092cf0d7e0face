// npm run seed — creates the admin and the demo household now (credentials from SEED_* variables, or
// generated and printed once). Refuses when those accounts already exist.
// npm run seed -- --reset-passwords — gives those two logins new passwords (the configured SEED_*_PASSWORD,
// else generated and printed once) and signs them out everywhere.
// npm run seed -- --reset-admin — the way back in for an operator without a mail server: the admin
// (SEED_ADMIN_EMAIL's, else the oldest admin) gets a new password, printed once on this console.
import { loginBox, resetAdminPassword, resetSeedPasswords, seed } from "../app/domain/accounts/seed.server";
import { EmailTakenError } from "../app/domain/accounts/users.server";
import { seedStarterRecipes } from "../app/domain/recipes/starter.server";
import { seedOptionsFromEnv } from "../app/web/database.server";
import { withAppDatabase } from "./lib/database";

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== "--reset-passwords" && a !== "--reset-admin");
if (unknown.length > 0) {
  console.error(
    `Unknown option ${unknown.join(" ")}. Usage: npm run seed [-- --reset-passwords | --reset-admin]`,
  );
  process.exit(2);
}

if (args.includes("--reset-admin")) {
  const login = await withAppDatabase((db) => resetAdminPassword(db, seedOptionsFromEnv()));
  if (!login) {
    console.error("There is no administrator on this install: the first account registered becomes one.");
    process.exit(1);
  }
  console.log(loginBox([login], "The admin's new password (their old sessions and API tokens are revoked):"));
} else if (args.includes("--reset-passwords")) {
  const options = seedOptionsFromEnv();
  const logins = await withAppDatabase((db) => resetSeedPasswords(db, options));
  if (logins.length === 0) {
    console.error(
      `Neither ${options.adminEmail ?? "admin@example.com"} nor ${options.demoEmail ?? "demo@example.com"} exists: ` +
        "run `npm run seed` (or set SEED_ADMIN_EMAIL / SEED_DEMO_EMAIL to the seeded ones).",
    );
    process.exit(1);
  }
  console.log(loginBox(logins, "New passwords (their old sessions and API tokens are revoked):"));
} else {
  try {
    const logins = await withAppDatabase(async (db) => {
      // The demo household's meals are planned from the starter library.
      if (process.env.SEED_STARTER_RECIPES !== "0") await seedStarterRecipes(db, { now: new Date() });
      return seed(db, seedOptionsFromEnv());
    });
    console.log(loginBox(logins, "Created an admin and a demo household. Sign in with:"));
  } catch (error) {
    if (error instanceof EmailTakenError) {
      console.error(
        "The demo accounts already exist (set SEED_ADMIN_EMAIL / SEED_DEMO_EMAIL for others; " +
          "`npm run seed -- --reset-passwords` gives them new passwords).",
      );
      process.exit(1);
    }
    throw error;
  }
}
