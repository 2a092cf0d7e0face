// One turn of the chat (docs/product.md#ai-assistant): the message's intent, then a clarification
// question when the provider is unsure, else the call for that intent; its answer is checked against the
// schemas and for allergens whichever provider gave it. Nothing here holds a database transaction while
// a provider works: the tools read, the turn is stored afterwards (chat.server.ts).
import { AI, AI_TEXTS, type Intent, type ResponseType } from "./constants";
import { analyseByKeywords, readParameters } from "./intent";
import { localProvider } from "./local-provider";
import { rankRecipes } from "./planner";
import {
  type AssistantProvider,
  type HouseholdTools,
  type ModifyRequest,
  ProviderBusy,
  type ProviderRequest,
} from "./provider";
import { safePlan, safeRecipes } from "./safety";
import {
  type AssistantReply,
  type IntentResult,
  IntentResultSchema,
  type MealPlan,
  type PlanMeal,
  type PreviousMessage,
  type ProviderReply,
  ProviderReplySchema,
} from "./schemas";

/** A turn that failed, with the sentence the user sees. */
export class AssistantError extends Error {
  constructor(
    message: string,
    readonly kind: "timeout" | "failed",
  ) {
    super(message);
    this.name = "AssistantError";
  }
}

const RESPONSE_OF: Record<Intent, ResponseType> = {
  RECIPE_SEARCH: "recipes",
  MEAL_PLAN: "mealPlan",
  NUTRITION_ADVICE: "nutritionAdvice",
  GENERAL_QUESTION: "generalQuery",
};

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AssistantError(AI_TEXTS.timeout, "timeout")), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The intent, or the keyword guess at the fallback confidence when the provider's analysis fails. */
export async function analyse(
  provider: AssistantProvider,
  tools: HouseholdTools,
  input: { message: string; previousMessages: PreviousMessage[] },
  timeoutMs: number = AI.timeoutMs,
): Promise<IntentResult> {
  try {
    return IntentResultSchema.parse(await withTimeout(provider.analyseIntent(input, tools), timeoutMs));
  } catch (error) {
    if (error instanceof ProviderBusy) throw error;
    return analyseByKeywords(input.message, input.previousMessages, tools.today, { fallback: true });
  }
}

/**
 * One turn's answer. A provider that is busy (ProviderBusy: the model server's rate limit or the user's
 * budget) hands the whole turn to the offline planner, whose reply starts by saying so (ADR 046): the user
 * gets an answer and knows where it came from.
 */
export async function answer(
  provider: AssistantProvider,
  tools: HouseholdTools,
  input: { message: string; previousMessages: PreviousMessage[] },
  options: { timeoutMs?: number } = {},
): Promise<AssistantReply> {
  return offlineWhenBusy(provider, (p) => answerWith(p, tools, input, options));
}

async function offlineWhenBusy(
  provider: AssistantProvider,
  run: (provider: AssistantProvider) => Promise<AssistantReply>,
): Promise<AssistantReply> {
  try {
    return await run(provider);
  } catch (error) {
    if (!(error instanceof ProviderBusy) || provider === localProvider) throw error;
    const reply = await run(localProvider);
    return { ...reply, content: `${AI_TEXTS.busy}\n\n${reply.content}`, answeredOffline: true };
  }
}

/**
 * 'Modify' on a plan card: the provider revises the plan as the instruction asks; the answer is checked
 * like any other. No plan back (an instruction it could not act on) is a question, not an empty plan.
 */
export async function revise(
  provider: AssistantProvider,
  tools: HouseholdTools,
  input: { plan: MealPlan; instruction: string; previousMessages: PreviousMessage[] },
  options: { timeoutMs?: number } = {},
): Promise<AssistantReply> {
  const timeoutMs = options.timeoutMs ?? AI.timeoutMs;
  const message = AI_TEXTS.modifyMessage(input.plan.name, input.instruction);
  const parameters = readParameters(input.instruction, tools.today);
  const intent: IntentResult = {
    intent: "MEAL_PLAN",
    parameters,
    confidence: 1,
    clarificationQuestion: null,
  };
  return offlineWhenBusy(provider, async (p) => {
    const request: ModifyRequest = {
      message,
      previousMessages: input.previousMessages,
      parameters,
      plan: { name: input.plan.name, days: input.plan.days },
      instruction: input.instruction,
    };
    let raw: ProviderReply;
    try {
      raw = ProviderReplySchema.parse(await withTimeout(p.modifyPlan(request, tools), timeoutMs));
    } catch (error) {
      if (error instanceof AssistantError || error instanceof ProviderBusy) throw error;
      console.error("[assistant] the provider's revision failed", error);
      throw new AssistantError(AI_TEXTS.failed, "failed");
    }
    const checked = await checkReply(raw, tools);
    return {
      responseType: checked.mealPlan ? "mealPlan" : "clarification",
      intent,
      content: [checked.content, ...checked.notes].join(" "),
      recipes: [],
      mealPlan: checked.mealPlan,
    };
  });
}

async function answerWith(
  provider: AssistantProvider,
  tools: HouseholdTools,
  input: { message: string; previousMessages: PreviousMessage[] },
  options: { timeoutMs?: number },
): Promise<AssistantReply> {
  const timeoutMs = options.timeoutMs ?? AI.timeoutMs;
  const intent = await analyse(provider, tools, input, timeoutMs);
  const none = { recipes: [], mealPlan: null };
  if (intent.confidence < AI.confidenceThreshold && intent.clarificationQuestion)
    return { responseType: "clarification", intent, content: intent.clarificationQuestion, ...none };
  const request: ProviderRequest = { ...input, parameters: intent.parameters };
  const call = {
    RECIPE_SEARCH: provider.searchRecipes,
    MEAL_PLAN: provider.mealPlan,
    NUTRITION_ADVICE: provider.nutritionAdvice,
    GENERAL_QUESTION: provider.generalAnswer,
  }[intent.intent];
  let raw: ProviderReply;
  try {
    raw = ProviderReplySchema.parse(await withTimeout(call.call(provider, request, tools), timeoutMs));
  } catch (error) {
    if (error instanceof AssistantError || error instanceof ProviderBusy) throw error;
    console.error("[assistant] the provider's answer failed", error);
    throw new AssistantError(AI_TEXTS.failed, "failed");
  }
  const checked = await checkReply(raw, tools);
  let content = [checked.content, ...checked.notes].join(" ");
  if (intent.intent === "RECIPE_SEARCH" && checked.recipes.length === 0) content = AI_TEXTS.noRecipes;
  if (intent.intent === "MEAL_PLAN" && !checked.mealPlan) content = AI_TEXTS.emptyPlan;
  return {
    responseType: RESPONSE_OF[intent.intent],
    intent,
    content,
    recipes: checked.recipes,
    mealPlan: checked.mealPlan,
  };
}

/**
 * Any provider's answer made safe: recipe cards and plan meals with an allergen of the family's are
 * dropped (a plan meal is replaced from the library when a safe one is left), each with a sentence; a
 * plan meal's recipe id the user may not read is forgotten, so its title alone is checked and shown.
 */
export async function checkReply(
  reply: ProviderReply,
  tools: HouseholdTools,
): Promise<ProviderReply & { notes: string[] }> {
  const constraints = await tools.constraints();
  const preferences = await tools.preferences();
  const all = {
    ...constraints,
    allergies: [...constraints.allergies, ...preferences.allergies.map((term) => ({ term, who: [] }))],
  };
  const recipes = safeRecipes(reply.recipes, all);
  if (!reply.mealPlan) return { ...reply, recipes: recipes.value, notes: recipes.notes };
  const pool = await tools.recipePool();
  const byId = new Map(pool.map((c) => [c.id, c]));
  const plan = {
    days: reply.mealPlan.days.map((d) => ({
      ...d,
      meals: d.meals.map((m) => (m.recipeId && !byId.has(m.recipeId) ? { ...m, recipeId: null } : m)),
    })),
  };
  const replacement = (meal: PlanMeal, used: ReadonlySet<string>): PlanMeal | null => {
    const [next] = rankRecipes(
      pool.filter((c) => !used.has(c.title.toLowerCase())),
      {
        constraints: all,
        preferences,
        inventory: [],
        dailyCalories: null,
        seed: meal.title,
        diets: [],
        cuisine: null,
        mealTypes: [meal.mealType],
        limit: 1,
      },
    );
    return next ? { ...meal, title: next.title, recipeId: next.id } : null;
  };
  const safe = safePlan(
    plan,
    all,
    (id) => byId.get(id)?.ingredients,
    replacement,
    (id) => byId.get(id)?.allergens,
  );
  return { ...reply, recipes: recipes.value, mealPlan: safe.value, notes: [...recipes.notes, ...safe.notes] };
}
