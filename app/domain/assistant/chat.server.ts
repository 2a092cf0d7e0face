// Each user's chat with the assistant and the plans it wrote, on the server (docs/product.md#ai-assistant):
// newest page first, 20 messages a page, older pages by the id before which to read. Rows are the user's
// own: another user's plan is "not found" (docs/decisions/017-others-things-are-not-found.md).
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { User } from "../accounts/users.server";
import { NotFoundError } from "../errors";
import { AI, AI_TEXTS, planName } from "./constants";
import {
  type AssistantRecipe,
  AssistantRecipeSchema,
  type MealPlan,
  type PlanDay,
  PlanDaySchema,
  type PreviousMessage,
} from "./schemas";

type Owner = Pick<User, "id" | "householdId">;

export type ChatMessage = {
  id: number;
  role: "user" | "assistant" | "system";
  content: string;
  responseType: string | null;
  recipes: AssistantRecipe[];
  mealPlan: MealPlan | null;
  createdAt: Date;
};

export type ChatPage = { messages: ChatMessage[]; olderBefore: number | null };

const readDays = (days: unknown): PlanDay[] => {
  const parsed = PlanDaySchema.array().safeParse(days);
  return parsed.success ? parsed.data : [];
};
const readRecipes = (recipes: unknown): AssistantRecipe[] => {
  const parsed = AssistantRecipeSchema.array().safeParse(recipes);
  return parsed.success ? parsed.data : [];
};

/** Plan numbers count the user's plans from 1 in the order they were written ('Meal Plan N'). */
async function plansByNumber(db: Kysely<DB>, owner: Owner, ids: number[]): Promise<Map<number, MealPlan>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("ai_meal_plans as p")
    .select(["p.id", "p.days", "p.accepted_at", "p.created_at"])
    .select((eb) =>
      eb
        .selectFrom("ai_meal_plans as q")
        .select(eb.fn.countAll<string>().as("n"))
        .where("q.user_id", "=", owner.id)
        .where("q.id", "<=", eb.ref("p.id"))
        .as("number"),
    )
    .where("p.user_id", "=", owner.id)
    .where("p.household_id", "=", owner.householdId)
    .where("p.id", "in", ids)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: planName(Number(r.number)),
        createdAt: r.created_at.toISOString(),
        accepted: r.accepted_at !== null,
        days: readDays(r.days),
      },
    ]),
  );
}

/** A turn already stored under a chat form's key (ADR 046). */
export type StoredTurn = {
  content: string;
  responseType: string | null;
  recipes: AssistantRecipe[];
  planId: number | null;
  intent: unknown;
};

/** The turn stored under `key`, if the user sent it before. */
export async function findTurn(db: Kysely<DB>, owner: Owner, key: string): Promise<StoredTurn | null> {
  const row = await db
    .selectFrom("ai_messages")
    .select(["content", "response_type", "recipes", "plan_id", "intent"])
    .where("user_id", "=", owner.id)
    .where("household_id", "=", owner.householdId)
    .where("idempotency_key", "=", key)
    .where("role", "=", "assistant")
    .executeTakeFirst();
  if (!row) return null;
  return {
    content: row.content,
    responseType: row.response_type,
    recipes: readRecipes(row.recipes),
    planId: row.plan_id,
    intent: row.intent,
  };
}

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";

/**
 * Stores one turn: the user's message, the plan the answer carries, and the answer, together. With a key
 * that another request stored first (two posts of one form at once), nothing is stored and `duplicate`
 * says so; the caller reads the stored turn.
 */
export async function saveTurn(
  db: Kysely<DB>,
  owner: Owner,
  turn: {
    message: string;
    reply: {
      content: string;
      responseType: string;
      recipes: AssistantRecipe[];
      mealPlan: { days: PlanDay[] } | null;
      intent?: unknown;
    };
    idempotencyKey?: string | undefined;
  },
  now: Date,
): Promise<{ planId: number | null; duplicate?: true }> {
  try {
    return await insertTurn(db, owner, turn, now);
  } catch (error) {
    if (turn.idempotencyKey && isUniqueViolation(error)) return { planId: null, duplicate: true };
    throw error;
  }
}

async function insertTurn(
  db: Kysely<DB>,
  owner: Owner,
  turn: Parameters<typeof saveTurn>[2],
  now: Date,
): Promise<{ planId: number | null }> {
  return db.transaction().execute(async (trx) => {
    const base = { user_id: owner.id, household_id: owner.householdId };
    const key = { idempotency_key: turn.idempotencyKey ?? null };
    await trx
      .insertInto("ai_messages")
      .values({ ...base, ...key, role: "user", content: turn.message, created_at: now })
      .execute();
    let planId: number | null = null;
    if (turn.reply.mealPlan) {
      const row = await trx
        .insertInto("ai_meal_plans")
        .values({ ...base, days: JSON.stringify(turn.reply.mealPlan.days), created_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      planId = row.id;
    }
    await trx
      .insertInto("ai_messages")
      .values({
        ...base,
        ...key,
        role: "assistant",
        content: turn.reply.content,
        response_type: turn.reply.responseType,
        recipes: JSON.stringify(turn.reply.recipes),
        plan_id: planId,
        intent: turn.reply.intent === undefined ? null : JSON.stringify(turn.reply.intent),
        created_at: now,
      })
      .execute();
    return { planId };
  });
}

/** A page of the chat, oldest first: the newest page, or the one before message `before`. */
export async function listMessages(db: Kysely<DB>, owner: Owner, before?: number): Promise<ChatPage> {
  let q = db
    .selectFrom("ai_messages")
    .selectAll()
    .where("user_id", "=", owner.id)
    .where("household_id", "=", owner.householdId);
  if (before) q = q.where("id", "<", before);
  const rows = await q
    .orderBy("id", "desc")
    .limit(AI.pageSize + 1)
    .execute();
  const page = rows.slice(0, AI.pageSize).reverse();
  const plans = await plansByNumber(
    db,
    owner,
    page.flatMap((r) => (r.plan_id ? [r.plan_id] : [])),
  );
  return {
    messages: page.map((r) => ({
      id: r.id,
      role: r.role,
      content: r.content,
      responseType: r.response_type,
      recipes: readRecipes(r.recipes),
      mealPlan: r.plan_id ? (plans.get(r.plan_id) ?? null) : null,
      createdAt: r.created_at,
    })),
    olderBefore: rows.length > AI.pageSize ? (page[0]?.id ?? null) : null,
  };
}

/** The last few messages as a provider's context. */
export async function previousMessages(db: Kysely<DB>, owner: Owner, count = 10): Promise<PreviousMessage[]> {
  const rows = await db
    .selectFrom("ai_messages")
    .select(["role", "content"])
    .where("user_id", "=", owner.id)
    .where("household_id", "=", owner.householdId)
    .orderBy("id", "desc")
    .limit(count)
    .execute();
  return rows.reverse();
}

/** The user's plans, newest first ('Recently Generated Meal Plans'). */
export async function listPlans(db: Kysely<DB>, owner: Owner, limit = 10): Promise<MealPlan[]> {
  const rows = await db
    .selectFrom("ai_meal_plans")
    .select("id")
    .where("user_id", "=", owner.id)
    .where("household_id", "=", owner.householdId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  const plans = await plansByNumber(
    db,
    owner,
    rows.map((r) => r.id),
  );
  return rows.flatMap((r) => plans.get(r.id) ?? []);
}

export async function getPlan(db: Kysely<DB>, owner: Owner, id: number): Promise<MealPlan> {
  const plan = (await plansByNumber(db, owner, [id])).get(id);
  if (!plan) throw new NotFoundError(AI_TEXTS.planNotFound);
  return plan;
}

export async function markPlanAccepted(db: Kysely<DB>, owner: Owner, id: number, now: Date): Promise<void> {
  await db
    .updateTable("ai_meal_plans")
    .set({ accepted_at: now })
    .where("id", "=", id)
    .where("user_id", "=", owner.id)
    .execute();
}
