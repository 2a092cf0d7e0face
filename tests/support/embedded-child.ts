// Child process for the embedded PostgreSQL lifecycle tests: starts the server on DATA_DIR, records
// a row, says "ready", and waits to be killed (or stops cleanly on SIGTERM).
import pg from "pg";
import { startEmbeddedPostgres } from "../../app/db/embedded-postgres.server";

const dataDir = process.argv[2]!;
try {
  const server = await startEmbeddedPostgres({ dataDir, log: () => {} });
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  await client.query("create table if not exists kept (note text)");
  await client.query("insert into kept values ('written by the child')");
  await client.end();
  process.on("SIGTERM", () => void server.stop().then(() => process.exit(0)));
  console.log("ready");
  setInterval(() => {}, 1000);
} catch (error) {
  console.log(`failed: ${(error as Error).message}`);
  process.exit(1);
}
