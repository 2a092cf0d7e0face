// POST (or PUT) /api/meal-plans/{id}/prepared {prepared: true|false} → {success, message, data: meal}: the
// dashboard's prepared toggle, a meal event (docs/product.md#dashboard). `version`/If-Match as for PUT.
import type { ActionFunctionArgs } from "@remix-run/node";
import { getMeal, markPrepared } from "~/domain/meal-plan/meals.server";
import { api, apiOk, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";
import {
  apiContext,
  expectedVersionOf,
  invalid,
  mealIdParam,
  mealJson,
  methodNotAllowed,
  withMealConflict,
} from "~/web/meal-api.server";

const TRUE = new Set(["true", "1", "on", "yes"]);
const FALSE = new Set(["false", "0", "off", "no"]);

function readPrepared(body: Record<string, unknown>): boolean {
  const value = body.prepared ?? body.is_prepared ?? body.isPrepared;
  if (typeof value === "boolean") return value;
  if (value === 1 || value === 0) return value === 1;
  const text = typeof value === "string" ? value.trim().toLowerCase() : "";
  if (TRUE.has(text)) return true;
  if (FALSE.has(text)) return false;
  throw invalid({ prepared: ["Please say whether the meal is prepared (true or false)."] });
}

export const loader = api(async () => {
  throw methodNotAllowed(["POST", "PUT"]);
});

export const action = api(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "POST" && request.method !== "PUT") throw methodNotAllowed(["POST", "PUT"]);
  const { user } = await requireApiAuth(request);
  const id = mealIdParam(params.id);
  const database = await db();
  await getMeal(database, user.householdId, id);
  const body = await readBody(request);
  const context = { ...apiContext(request), expectedVersion: expectedVersionOf(request, body) };
  const prepared = readPrepared(body);
  const meal = await withMealConflict(() => markPrepared(database, user, id, prepared, context));
  return apiOk({
    message: prepared ? "Meal marked as prepared" : "Meal marked as not prepared",
    data: mealJson(meal),
  });
});
