// GET /api/meal-plans/{id}/history → {success, data: [{position, version, type, recorded_at, actor: {id,
// name}, source, request_id, changes | data}]}: oldest first (docs/product.md#meal-history), also after the
// meal was removed. `changes` maps each field (API names) to {from, to} for MealChanged and MealMoved.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { mealHistory } from "~/domain/meal-plan/meals.server";
import { api, apiOk, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";
import { mealIdParam, methodNotAllowed } from "~/web/meal-api.server";

/** The event's field names → the names the API answers with. */
const API_NAMES: Record<string, string> = {
  mealType: "meal_type",
  memberIds: "family_member_ids",
  portions: "portion_sizes",
  forNames: "for",
  reminderMinutes: "reminder_minutes",
  nutritionSource: "nutrition_source",
  originalMealId: "original_meal_id",
  seriesId: "series_id",
};
const apiName = (key: string) => API_NAMES[key] ?? key;

type Change = { from: unknown; to: unknown };

function changesOf(type: string, data: Record<string, unknown>): Record<string, Change> | null {
  if (type === "MealChanged") {
    const changes = (data.changes ?? {}) as Record<string, Change>;
    return Object.fromEntries(Object.entries(changes).map(([key, c]) => [apiName(key), c]));
  }
  if (type === "MealMoved") {
    const from = data.from as Record<string, unknown>;
    const to = data.to as Record<string, unknown>;
    const out: Record<string, Change> = {};
    for (const key of ["date", "time", "mealType"])
      if (from[key] !== to[key]) out[apiName(key)] = { from: from[key], to: to[key] };
    return out;
  }
  return null;
}

export const loader = api(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  const id = mealIdParam(params.id);
  const events = await mealHistory(await db(), user.householdId, id);
  return apiOk({
    data: events.map((e) => {
      const { mealId: _mealId, ...data } = e.data as Record<string, unknown>;
      const changes = changesOf(e.type, e.data as Record<string, unknown>);
      return {
        position: e.globalPosition,
        version: e.streamVersion,
        type: e.type,
        recorded_at: e.recordedAt.toISOString(),
        actor: e.metadata.actor ? { id: e.metadata.actor.userId, name: e.metadata.actor.name } : null,
        source: e.metadata.source,
        request_id: e.metadata.requestId ?? null,
        ...(changes ? { changes } : { data }),
      };
    }),
    meta: { meal_id: id, total: events.length },
  });
});

export const action = api(async () => {
  throw methodNotAllowed(["GET"]);
});
