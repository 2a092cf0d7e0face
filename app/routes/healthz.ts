// Liveness and readiness for load balancers: 200 when the database answers, 503 when it does not.
import { sql } from "kysely";
import { db } from "~/web/database.server";
import { version } from "../../package.json";

export async function loader() {
  let dbStatus: "ok" | "error" = "ok";
  try {
    await sql`select 1`.execute(await db());
  } catch (error) {
    console.error("[healthz] database check failed:", error);
    dbStatus = "error";
  }
  const healthy = dbStatus === "ok";
  return Response.json(
    { status: healthy ? "ok" : "error", db: dbStatus, version },
    {
      status: healthy ? 200 : 503,
      headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
    },
  );
}
