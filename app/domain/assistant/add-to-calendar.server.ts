// Add to Calendar: the chosen meals of a plan written through the planner's commands in one go (one
// transaction, one event batch, source 'ai', so they show in the meal history), then the plan is
// marked accepted. A leftover lunch whose dinner is added too is planned as that dinner's leftovers.
// The meals are checked again at the moment of adding, against the allergies as they are then (a plan
// may be older than a member's allergy): a meal that holds one, or that cannot be checked, is left out
// and named with the reason (docs/decisions/067-allergens.md).
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { User } from "../accounts/users.server";
import { DomainError } from "../errors";
import { type CommandContext, planMeals } from "../meal-plan/meal-commands.server";
import { leftoverSources, type Placed, placeMeals } from "./calendar";
import { getPlan, markPlanAccepted } from "./chat.server";
import { AI, AI_TEXTS } from "./constants";
import { readPreferences } from "./preferences";
import { allergenIn, because, checkLabelNote, labelDoubt } from "./safety";
import { householdConstraints, loadCandidates } from "./tools.server";

export async function addPlanToCalendar(
  db: Kysely<DB>,
  actor: Pick<User, "id" | "name" | "householdId">,
  input: { planId: number; startDate: string; endDate?: string; chosen: ReadonlySet<string> },
  context: Omit<CommandContext, "source"> & { now: Date },
): Promise<{ count: number; startDate: string; leftOut: LeftOut[]; checks: string[] }> {
  const plan = await getPlan(db, actor, input.planId);
  const chosen = placeMeals(plan, input.startDate, input.endDate, input.chosen);
  if (chosen.length === 0) throw new DomainError(AI_TEXTS.nothingSelected, "meal");
  const { placed, leftOut, checks } = await recheckAllergies(db, actor, chosen);
  if (placed.length === 0)
    throw new DomainError(`${AI_TEXTS.allLeftOut} ${leftOut.map((m) => m.reason).join(" ")}`, "meal");
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
  return { count: placed.length, startDate: input.startDate, leftOut, checks };
}

/** A chosen meal not added, and why. */
export type LeftOut = { title: string; date: string; reason: string };

/** The placed meals safe for the household's allergies as they are now, and those left out. */
async function recheckAllergies(
  db: Kysely<DB>,
  actor: Pick<User, "id" | "householdId">,
  chosen: Placed[],
): Promise<{ placed: Placed[]; leftOut: LeftOut[]; checks: string[] }> {
  const [constraints, preferences] = await Promise.all([
    householdConstraints(db, actor.householdId),
    readPreferences(db, actor.id),
  ]);
  const allergies = [...constraints.allergies, ...preferences.allergies.map((term) => ({ term, who: [] }))];
  if (allergies.length === 0) return { placed: chosen, leftOut: [], checks: [] };
  const ids = [...new Set(chosen.flatMap((m) => (m.recipeId ? [m.recipeId] : [])))];
  const recipes = new Map((await loadCandidates(db, actor, ids)).map((c) => [c.id, c]));
  const placed: Placed[] = [];
  const leftOut: LeftOut[] = [];
  const checks: string[] = [];
  for (const meal of chosen) {
    const recipe = meal.recipeId ? recipes.get(meal.recipeId) : undefined;
    const checkable = {
      title: meal.title,
      ingredients: recipe?.ingredients ?? [],
      allergens: recipe?.allergens,
    };
    const hit = allergenIn(checkable, { allergies });
    if (hit) {
      leftOut.push({ title: meal.title, date: meal.date, reason: because(meal.title, hit) });
      continue;
    }
    placed.push(meal);
    const lines = labelDoubt(checkable, { allergies });
    const note = lines ? checkLabelNote(meal.title, lines, { allergies }) : null;
    if (note && !checks.includes(note)) checks.push(note);
  }
  return { placed, leftOut, checks };
}
