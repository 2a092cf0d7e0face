// Add to Calendar: the chosen meals of a plan written through the planner's commands in one go (one
// transaction, one event batch, source 'ai', so they show in the meal history), then the plan is
// marked accepted. A leftover lunch whose dinner is added too is planned as that dinner's leftovers.
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { User } from "../accounts/users.server";
import { DomainError } from "../errors";
import { type CommandContext, planMeals } from "../meal-plan/meal-commands.server";
import { leftoverSources, placeMeals } from "./calendar";
import { getPlan, markPlanAccepted } from "./chat.server";
import { AI, AI_TEXTS } from "./constants";

export async function addPlanToCalendar(
  db: Kysely<DB>,
  actor: Pick<User, "id" | "name" | "householdId">,
  input: { planId: number; startDate: string; endDate?: string; chosen: ReadonlySet<string> },
  context: Omit<CommandContext, "source"> & { now: Date },
): Promise<{ count: number; startDate: string }> {
  const plan = await getPlan(db, actor, input.planId);
  const placed = placeMeals(plan, input.startDate, input.endDate, input.chosen);
  if (placed.length === 0) throw new DomainError(AI_TEXTS.nothingSelected, "meal");
  await planMeals(
    db,
    actor,
    placed.map((m) => ({
      mealType: m.mealType,
      title: m.title,
      date: m.date,
      time: m.time,
      recipeId: m.recipeId,
      description: "",
      // A leftover lunch is half the dinner's servings, rounded up, as the planner's leftovers are.
      notes: m.leftover ? AI.leftoverNotes : AI.calendarNotes,
      servings: m.leftover ? Math.max(1, Math.ceil(AI.servings / 2)) : AI.servings,
      memberIds: [],
      portions: {},
      forNames: [],
      reminderMinutes: null,
      nutrition: null,
      recurrence: null,
    })),
    { ...context, source: "ai" },
    // A leftover lunch is linked to its dinner, as 'Plan leftovers' links them (ADR 046).
    { leftoverOf: leftoverSources(placed) },
  );
  await markPlanAccepted(db, actor, plan.id, context.now);
  return { count: placed.length, startDate: input.startDate };
}
