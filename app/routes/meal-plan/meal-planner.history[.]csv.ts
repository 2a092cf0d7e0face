// GET /meal-planner/history.csv: the meal-history log as CSV, with the history screen's filters, oldest
// first, 500 events at a time (docs/decisions/011-exports.md). Auditor export: docs/product.md#meal-history.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { NotFoundError } from "~/domain/errors";
import {
  eventRecord,
  historyBatches,
  mealTitlesAt,
  resolveHistoryQuery,
} from "~/domain/meal-plan/history.server";
import { csvRow } from "~/integrations/formats/csv";
import { db } from "~/web/database.server";
import { downloadHeaders, isoDay, textStream } from "~/web/downloads";
import { requireUser } from "~/web/guards.server";
import { cleanSearchParams } from "~/web/input-gate.server";
import { logRequestError } from "~/web/request-id.server";

const COLUMNS = [
  "position",
  "household_sequence",
  "recorded_at",
  "household_id",
  "meal_id",
  "event_type",
  "actor_user_id",
  "actor_name",
  "source",
  "request_id",
  "summary",
  "data",
  "hash",
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const database = await db();
  let query: Awaited<ReturnType<typeof resolveHistoryQuery>>;
  try {
    query = await resolveHistoryQuery(database, user, cleanSearchParams(request));
  } catch (error) {
    if (error instanceof NotFoundError) throw new Response("Not found", { status: 404 });
    throw error;
  }
  if (!query.ok)
    return new Response(`${Object.values(query.errors).flat().join("\n")}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const { filter } = query;
  async function* lines() {
    yield csvRow(COLUMNS);
    for await (const batch of historyBatches(database, filter, 500)) {
      // Meals are named by their title at the time (one query per batch).
      const titles = await mealTitlesAt(database, batch);
      yield batch
        .map((event) => {
          const r = eventRecord(event, titles.get(event.globalPosition));
          return csvRow([
            r.position,
            r.household_sequence,
            r.recorded_at,
            r.household_id,
            r.meal_id,
            r.event_type,
            r.actor_user_id,
            r.actor_name,
            r.source,
            r.request_id,
            r.summary,
            JSON.stringify(r.data),
            r.hash,
          ]);
        })
        .join("");
    }
  }
  return new Response(
    textStream(lines(), (error) => logRequestError(error, request)),
    { headers: downloadHeaders("text/csv; charset=utf-8", `meal-history-${isoDay(new Date())}.csv`) },
  );
}
