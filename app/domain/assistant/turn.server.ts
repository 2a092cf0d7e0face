// One chat turn from the page or the API: the provider answers with the household's tools, then the
// turn is stored. No transaction is open while the provider works.
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { User } from "../accounts/users.server";
import { answer } from "./assistant";
import { getPlan, previousMessages, saveTurn } from "./chat.server";
import type { AssistantProvider } from "./provider";
import type { AssistantReply, MealPlan, PreviousMessage } from "./schemas";
import { householdTools } from "./tools.server";

export type TurnResult = AssistantReply & { plan: MealPlan | null; seconds: number };

export async function chatTurn(
  db: Kysely<DB>,
  user: Pick<User, "id" | "householdId">,
  provider: AssistantProvider,
  input: { message: string; previousMessages?: PreviousMessage[] },
  now: Date,
): Promise<TurnResult> {
  const started = performance.now();
  const previous = input.previousMessages?.length ? input.previousMessages : await previousMessages(db, user);
  const reply = await answer(provider, householdTools(db, user, now), {
    message: input.message,
    previousMessages: previous,
  });
  const { planId } = await saveTurn(db, user, { message: input.message, reply }, now);
  const plan = planId ? await getPlan(db, user, planId) : null;
  return { ...reply, plan, seconds: Math.max(1, Math.round((performance.now() - started) / 1000)) };
}
