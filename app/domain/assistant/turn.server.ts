// One chat turn from the page or the API: the provider answers with the household's tools, then the
// turn is stored. No transaction is open while the provider works. A turn sent with an idempotency key
// that was stored before is answered from the store: no second message, no second provider call
// (ADR 046).
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { User } from "../accounts/users.server";
import { todayForHousehold } from "../household/household.server";
import { answer, revise } from "./assistant";
import { findTurn, getPlan, previousMessages, type StoredTurn, saveTurn } from "./chat.server";
import { AI_TEXTS, RESPONSE_TYPES, type ResponseType } from "./constants";
import { analyseByKeywords } from "./intent";
import type { AssistantProvider } from "./provider";
import { type AssistantReply, IntentResultSchema, type MealPlan, type PreviousMessage } from "./schemas";
import { householdTools } from "./tools.server";

export type TurnResult = AssistantReply & {
  plan: MealPlan | null;
  seconds: number;
  /** The turn was stored before under the same key and is answered again as it was. */
  replayed: boolean;
};

type Owner = Pick<User, "id" | "householdId">;

async function replay(
  db: Kysely<DB>,
  user: Owner,
  message: string,
  stored: StoredTurn,
  now: Date,
): Promise<TurnResult> {
  const read = IntentResultSchema.safeParse(stored.intent);
  const responseType = (RESPONSE_TYPES as readonly string[]).includes(stored.responseType ?? "")
    ? (stored.responseType as ResponseType)
    : "generalQuery";
  const plan = stored.planId ? await getPlan(db, user, stored.planId).catch(() => null) : null;
  return {
    responseType,
    intent: read.success
      ? read.data
      : analyseByKeywords(message, [], await todayForHousehold(db, user.householdId, now)),
    content: stored.content,
    recipes: stored.recipes,
    mealPlan: plan ? { days: plan.days } : null,
    plan,
    seconds: 0,
    replayed: true,
  };
}

export async function chatTurn(
  db: Kysely<DB>,
  user: Owner,
  provider: AssistantProvider,
  input: { message: string; previousMessages?: PreviousMessage[]; idempotencyKey?: string | undefined },
  now: Date,
): Promise<TurnResult> {
  return storedOnce(db, user, input.message, input.idempotencyKey, now, async () => {
    const previous = input.previousMessages?.length
      ? input.previousMessages
      : await previousMessages(db, user);
    const today = await todayForHousehold(db, user.householdId, now);
    return answer(provider, householdTools(db, user, now, today), {
      message: input.message,
      previousMessages: previous,
    });
  });
}

/**
 * 'Modify' on a plan card: the user's plan revised as the instruction asks, stored as a turn (the user's
 * words 'Modify Meal Plan N: …' and the revised plan as a new plan). Another user's plan is not found.
 */
export async function modifyTurn(
  db: Kysely<DB>,
  user: Owner,
  provider: AssistantProvider,
  input: { planId: number; instruction: string; idempotencyKey?: string | undefined },
  now: Date,
): Promise<TurnResult> {
  const plan = await getPlan(db, user, input.planId);
  const message = AI_TEXTS.modifyMessage(plan.name, input.instruction);
  const today = await todayForHousehold(db, user.householdId, now);
  return storedOnce(db, user, message, input.idempotencyKey, now, async () =>
    revise(provider, householdTools(db, user, now, today), {
      plan,
      instruction: input.instruction,
      previousMessages: await previousMessages(db, user),
    }),
  );
}

/** A turn asked once: answered from the store when its key was seen, else produced and stored. */
async function storedOnce(
  db: Kysely<DB>,
  user: Owner,
  message: string,
  key: string | undefined,
  now: Date,
  produce: () => Promise<AssistantReply>,
): Promise<TurnResult> {
  if (key) {
    const stored = await findTurn(db, user, key);
    if (stored) return replay(db, user, message, stored, now);
  }
  const started = performance.now();
  const reply = await produce();
  const saved = await saveTurn(db, user, { message, reply, idempotencyKey: key }, now);
  if (saved.duplicate && key) {
    // Another request with this key stored its turn while this one waited for the provider.
    const stored = await findTurn(db, user, key);
    if (stored) return replay(db, user, message, stored, now);
  }
  const plan = saved.planId ? await getPlan(db, user, saved.planId) : null;
  return {
    ...reply,
    plan,
    seconds: Math.max(1, Math.round((performance.now() - started) / 1000)),
    replayed: false,
  };
}
