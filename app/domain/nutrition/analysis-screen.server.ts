// What the Nutrition Analysis screen, its CSV export and its print view read, gathered once: the period
// of the address, the household's members, whose intake is shown (the whole household, or one member),
// whose goals apply, and the analysis (docs/decisions/033-nutrition-analysis-screen.md).
// The signed-in user's goals apply to the whole household and to the user's own member; any other member
// gets targets estimated from age, sex and activity (member-targets.ts).
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { listMembers } from "../household/members.server";
import type { Analysis } from "./analysis";
import { analyseHousehold } from "./analysis.server";
import { NUTRIENTS, type Nutrient } from "./constants";
import type { Targets } from "./goals";
import { getNutritionGoals, type StoredGoals } from "./goals.server";
import { memberTargets } from "./member-targets";
import { type PeriodQuery, resolvePeriod } from "./period";

/** Where the shown targets come from: the user's saved goals, the defaults, or a member's estimate. */
export type TargetsSource = "saved" | "default" | "estimated";

export type ScreenMember = {
  id: number;
  name: string;
  age: number | null;
  gender: string;
  activityLevel: string;
  defaultPortionSize: number;
  isSelf: boolean;
};

export type AnalysisScreen = {
  query: PeriodQuery;
  members: ScreenMember[];
  member: ScreenMember | null;
  nutrient: Nutrient;
  goals: StoredGoals;
  targets: Targets;
  targetsSource: TargetsSource;
  analysis: Analysis | null;
};

const isNutrient = (v: string | null): v is Nutrient => NUTRIENTS.includes(v as Nutrient);

export async function readAnalysisScreen(
  db: Kysely<DB>,
  user: { id: number; householdId: number },
  params: URLSearchParams,
  today: string,
): Promise<AnalysisScreen> {
  const query = resolvePeriod(params, today);
  const [rows, goals] = await Promise.all([
    listMembers(db, user.householdId),
    getNutritionGoals(db, user.id),
  ]);
  const members: ScreenMember[] = rows.map((m) => ({
    id: m.id,
    name: m.name,
    age: m.age,
    gender: m.gender,
    activityLevel: m.activityLevel,
    defaultPortionSize: m.defaultPortionSize,
    isSelf: m.userId === user.id,
  }));
  const asked = Number(params.get("member"));
  // Another household's id, or nonsense, reads as the whole household.
  const member = members.find((m) => m.id === asked) ?? null;
  const own = goals.saved ? "saved" : "default";
  const [targets, targetsSource]: [Targets, TargetsSource] =
    member === null || (member.isSelf && goals.saved)
      ? [goals.targets, own]
      : [memberTargets(member), "estimated"];
  const nutrientParam = params.get("nutrient");
  const nutrient = isNutrient(nutrientParam) ? nutrientParam : "calories";
  const analysis = query.ok
    ? await analyseHousehold(
        db,
        user.householdId,
        query.period,
        targets,
        member?.id,
        member?.defaultPortionSize,
      )
    : null;
  return { query, members, member, nutrient, goals, targets, targetsSource, analysis };
}
