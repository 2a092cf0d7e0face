// GET /meal-planner/history.jsonl: the meal-history log as JSON lines (one event per line), with the
// history screen's filters, oldest first, streamed 500 events at a time (docs/decisions/011-exports.md).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { NotFoundError } from "~/domain/errors";
import {
  eventRecord,
  historyBatches,
  mealTitlesAt,
  resolveHistoryQuery,
} from "~/domain/meal-plan/history.server";
import { db } from "~/web/database.server";
import { downloadHeaders, isoDay, textStream } from "~/web/downloads";
import { requireUser } from "~/web/guards.server";
import { cleanSearchParams } from "~/web/input-gate.server";
import { logRequestError } from "~/web/request-id.server";

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
    for await (const batch of historyBatches(database, filter, 500)) {
      // Meals are named by their title at the time (one query per batch).
      const titles = await mealTitlesAt(database, batch);
      yield batch
        .map((event) => `${JSON.stringify(eventRecord(event, titles.get(event.globalPosition)))}\n`)
        .join("");
    }
  }
  return new Response(
    textStream(lines(), (error) => logRequestError(error, request)),
    {
      headers: downloadHeaders(
        "application/x-ndjson; charset=utf-8",
        `meal-history-${isoDay(new Date())}.jsonl`,
      ),
    },
  );
}
