// GET /settings/export.json: everything the household keeps, as a JSON download (docs/product.md#settings).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportHouseholdData } from "~/domain/settings/household-data.server";
import { db } from "~/web/database.server";
import { requireUser } from "~/web/guards.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const now = new Date();
  const body = await exportHouseholdData(await db(), user, now);
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="family-meal-planner-${now.toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
