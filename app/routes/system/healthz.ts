// Liveness and readiness for load balancers: 200 when the database answers, 503 when it does not, and
// an answer within 2 seconds either way, even when the database hangs (docs/decisions/018-database-faults.md).
// A 503 says when to ask again (Retry-After), as every other 503 of a database fault does.
import { databaseAnswers } from "~/web/database.server";
import { unavailableHeaders } from "~/web/database-faults.server";
import { version } from "../../../package.json";

/** Below the 2 s a load balancer's check may be given, with room for the rest of the request. */
export const HEALTH_CHECK_TIMEOUT_MS = 1_500;

export async function loader() {
  const check = await databaseAnswers(HEALTH_CHECK_TIMEOUT_MS);
  if (!check.ok) {
    const reason = check.error instanceof Error ? check.error.message : String(check.error);
    console.warn(`[healthz] database check failed: ${reason}`);
  }
  return Response.json(
    { status: check.ok ? "ok" : "error", db: check.ok ? "ok" : "error", version },
    {
      status: check.ok ? 200 : 503,
      headers: {
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
        ...(check.ok ? {} : unavailableHeaders()),
      },
    },
  );
}
