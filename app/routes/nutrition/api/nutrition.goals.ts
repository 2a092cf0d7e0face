// GET /api/nutrition/goals → {success, data: {calories: {target, unit}, …, sugar: {target, unit, maxValue}},
// preset, saved}: the caller's daily goals (the defaults until saved); carbs under 130 g are a limit too and
// carry maxValue (ADR 068).
// POST /api/nutrition/goals {calories: 2200, …} or {calories: {target: 2200}, …} (also wrapped in
// `goals`) → the same answer. A nutrient left out keeps its current target; one outside its range is a
// 422 with the field's message and nothing is saved (docs/product.md#nutrition).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { NUTRIENTS } from "~/domain/nutrition/constants";
import { activePreset, GoalTargetsSchema, goalsOf } from "~/domain/nutrition/goals";
import { getNutritionGoals, type StoredGoals, saveNutritionGoals } from "~/domain/nutrition/goals.server";
import { ApiError, api, apiOk, readBody } from "~/web/api.server";
import { db } from "~/web/database.server";
import { requireNutritionAnalysisApi } from "~/web/feature-api.server";

const answer = (goals: StoredGoals, message?: string) =>
  apiOk({
    ...(message ? { message } : {}),
    data: goalsOf(goals.targets),
    preset: activePreset(goals.targets),
    saved: goals.saved,
  });

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireNutritionAnalysisApi(request);
  return answer(await getNutritionGoals(await db(), user.id));
});

/** `{calories: {target: 2200}}` reads as `{calories: 2200}`; anything else is left for the schema. */
const targetOf = (value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value) && "target" in value
    ? (value as { target: unknown }).target
    : value;

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST" && request.method !== "PUT")
    throw new ApiError(405, "Method not allowed. Use GET or POST.");
  const user = await requireNutritionAnalysisApi(request);
  const body = await readBody(request);
  const given =
    body.goals && typeof body.goals === "object" && !Array.isArray(body.goals)
      ? (body.goals as Record<string, unknown>)
      : body;
  const database = await db();
  const current = await getNutritionGoals(database, user.id);
  const merged = Object.fromEntries(
    NUTRIENTS.map((n) => [n, given[n] === undefined ? current.targets[n] : targetOf(given[n])]),
  );
  const targets = GoalTargetsSchema.parse(merged);
  return answer(await saveNutritionGoals(database, user.id, targets, new Date()), "Nutrition goals saved");
});
