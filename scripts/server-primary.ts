// What server.js's primary loads instead of the server build (docs/decisions/064-supervised-workers.md):
// the database's start-up alone — the embedded PostgreSQL and its data-folder lock, the migrations and the
// seeding, the URL handed to the workers, the first start's logins, the close after the last worker — and
// none of the app (React, Remix, the routes), which only the workers serve. Compiled by
// vite.scripts.config.ts to build/scripts/server-primary.js.
export { closeDatabase, databaseUrl, getDatabase, takeStartNotice } from "../app/web/database.server";
