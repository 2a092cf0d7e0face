// The assistant's provider interface (docs/decisions/040-assistant.md). A provider turns one message into
// an intent, recipes, a plan or words; it never sees a database, a user id or a household id. What it may
// look at comes through `HouseholdTools`, already bound on the server to the caller's household, so a
// model that calls a tool cannot ask for anyone else's data. Every answer is checked against the schemas
// (schemas.ts) and for allergens (safety.ts) by the caller, whichever provider gave it.
//
// An adapter over a structured-output chat client, `chatStructured(messages, zodSchema, tools)`, fits as:
//   analyseIntent  → chatStructured([system, ...previous, user], IntentResultSchema, [])
//   searchRecipes / mealPlan / nutritionAdvice / generalAnswer
//                  → chatStructured([system, ...previous, user], ProviderReplySchema, tools)
// with `tools` made from `HouseholdTools` (search recipes, read constraints, read the calendar, read the
// nutrition summary). Its timeout, retry-once-on-invalid and rate limit live in the adapter.
import type { MealType } from "../meal-plan/constants";
import type { Candidate } from "./planner";
import type { AiPreferences } from "./preferences";
import type { Constraints } from "./safety";
import type { IntentParameters, IntentResult, PlanDraft, PreviousMessage, ProviderReply } from "./schemas";

export type ProviderName = "local" | "openai";

/** What the server lets a provider read, bound to the caller's household before the provider runs. */
export type HouseholdTools = {
  /** Today in the household's calendar, yyyy-MM-dd. */
  today: string;
  /** The household's and the library's recipes matching some words (the recipes' own search). */
  searchRecipes(query: { text: string; mealType?: MealType }): Promise<Candidate[]>;
  /** Every recipe the planner may choose from. */
  recipePool(): Promise<Candidate[]>;
  /** Allergies (with who has them), diets and dislikes of every family member and the family. */
  constraints(): Promise<Constraints>;
  preferences(): Promise<AiPreferences>;
  /** The household's meal times by meal type (HH:mm). */
  mealTimes(): Promise<Partial<Record<string, string>>>;
  /** Names of what is in the pantry. */
  inventory(): Promise<string[]>;
  /** The daily calorie goal, when one is saved. */
  dailyCalories(): Promise<number | null>;
  /** Lines of nutrition facts: the last 7 days' daily averages against the goals, and the insights. */
  nutritionSummary(): Promise<string[]>;
  /** The meals already planned in a range, one line each. */
  calendar(from: string, to: string): Promise<string[]>;
};

export type ProviderRequest = {
  message: string;
  previousMessages: PreviousMessage[];
  parameters: IntentParameters;
};

/** 'Modify' on a plan card: the plan as it is and what the user wants changed. */
export type ModifyRequest = ProviderRequest & { plan: PlanDraft & { name: string }; instruction: string };

export interface AssistantProvider {
  readonly name: ProviderName;
  analyseIntent(
    input: { message: string; previousMessages: PreviousMessage[] },
    tools: HouseholdTools,
  ): Promise<IntentResult>;
  searchRecipes(request: ProviderRequest, tools: HouseholdTools): Promise<ProviderReply>;
  mealPlan(request: ProviderRequest, tools: HouseholdTools): Promise<ProviderReply>;
  nutritionAdvice(request: ProviderRequest, tools: HouseholdTools): Promise<ProviderReply>;
  generalAnswer(request: ProviderRequest, tools: HouseholdTools): Promise<ProviderReply>;
  /** The plan revised as asked, keeping what was not asked to change; no plan when nothing could be done. */
  modifyPlan(request: ModifyRequest, tools: HouseholdTools): Promise<ProviderReply>;
}

export type ProviderChoice = { name: ProviderName; reason: string };

/**
 * A provider that cannot take this request now (the model server's rate limit, or the user's own budget
 * of model requests): the offline planner answers instead and the reply says so (ADR 046).
 */
export class ProviderBusy extends Error {
  constructor(readonly retryAfterSeconds: number | null = null) {
    super("The AI service is busy.");
    this.name = "ProviderBusy";
  }
}

/** A provider whose every call is busy: what a user past their model budget is given. */
export const busyProvider = (name: ProviderName): AssistantProvider => {
  const busy = async (): Promise<never> => {
    throw new ProviderBusy();
  };
  return {
    name,
    analyseIntent: busy,
    searchRecipes: busy,
    mealPlan: busy,
    nutritionAdvice: busy,
    generalAnswer: busy,
    modifyPlan: busy,
  };
};

/**
 * Which provider answers and why, in words for the AI page. OpenAI answers only when a key is set and an
 * adapter is registered; otherwise the offline planner does, and says so.
 */
export function providerInUse(config: {
  openaiKey?: string | undefined;
  openaiAvailable: boolean;
  model?: string;
}): ProviderChoice {
  if (config.openaiKey && config.openaiAvailable)
    return {
      name: "openai",
      reason: `OPENAI_API_KEY is set: answers come from ${config.model ?? "OpenAI"}.`,
    };
  if (config.openaiKey)
    return {
      name: "local",
      reason:
        "OPENAI_API_KEY is set, but the OpenAI provider is not available here: the offline planner answers.",
    };
  return {
    name: "local",
    reason: "No OPENAI_API_KEY is set: the offline planner answers from your recipes and the library.",
  };
}
