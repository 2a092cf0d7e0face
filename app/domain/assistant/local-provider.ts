// The local provider: no network, deterministic. Intent by keywords, recipes from the recipes' own
// search, plans from the planner (planner.ts), nutrition advice from the household's analysis numbers.
import { AI, AI_TEXTS } from "./constants";
import { analyseByKeywords } from "./intent";
import { readRevision, revisePlan } from "./modify";
import { buildPlan, type Candidate, rankRecipes, toAssistantRecipe } from "./planner";
import type { AssistantProvider, HouseholdTools, ProviderRequest } from "./provider";
import type { ProviderReply } from "./schemas";

const seedOf = (request: ProviderRequest, tools: HouseholdTools) =>
  `${request.message.trim().toLowerCase()}|${tools.today}`;

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/\s+/u)
    .filter((w) => w.length > 2)
    .sort((a, b) => b.length - a.length);

async function findCandidates(request: ProviderRequest, tools: HouseholdTools): Promise<Candidate[]> {
  const text = request.parameters.query.trim();
  if (!text) return tools.recipePool();
  const all = await tools.searchRecipes({ text });
  if (all.length) return all;
  // No recipe has the whole phrase: any recipe with one of its words, longest words first.
  const found = new Map<number, Candidate>();
  for (const word of words(text).slice(0, 5))
    for (const c of await tools.searchRecipes({ text: word })) found.set(c.id, c);
  return [...found.values()];
}

const sentence = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** What a plan is built from, the same for a new plan and a modified one: the household's inputs. */
async function planningInputs(tools: HouseholdTools) {
  const [candidates, constraints, preferences, mealTimes, inventory, dailyCalories] = await Promise.all([
    tools.recipePool(),
    tools.constraints(),
    tools.preferences(),
    tools.mealTimes(),
    tools.inventory(),
    tools.dailyCalories(),
  ]);
  return { candidates, constraints, preferences, mealTimes, inventory, dailyCalories };
}

export const localProvider: AssistantProvider = {
  name: "local",

  async analyseIntent(input, tools) {
    return analyseByKeywords(input.message, input.previousMessages, tools.today);
  },

  async searchRecipes(request, tools) {
    const p = request.parameters;
    const [candidates, constraints, preferences, inventory, dailyCalories] = await Promise.all([
      findCandidates(request, tools),
      tools.constraints(),
      tools.preferences(),
      tools.inventory(),
      tools.dailyCalories(),
    ]);
    const ranked = rankRecipes(candidates, {
      constraints,
      preferences,
      inventory,
      dailyCalories,
      seed: seedOf(request, tools),
      diets: p.dietary_restrictions,
      cuisine: p.cuisine,
      mealTypes: p.meal_type,
      limit: AI.searchResults,
    });
    if (!ranked.length) return { content: AI_TEXTS.noRecipes, recipes: [], mealPlan: null };
    return {
      content: `Here ${ranked.length === 1 ? "is a recipe" : `are ${ranked.length} recipes`} that suit your family:`,
      recipes: ranked.map((c) => toAssistantRecipe(c)),
      mealPlan: null,
    };
  },

  async mealPlan(request, tools) {
    const p = request.parameters;
    const inputs = await planningInputs(tools);
    const { constraints } = inputs;
    const { plan, notes } = buildPlan({
      request: {
        days: p.days ?? AI.planDays,
        startDate: p.start_date,
        mealTypes: p.meal_type,
        diets: p.dietary_restrictions,
        cuisine: p.cuisine,
        goals: p.health_goals,
      },
      ...inputs,
      seed: seedOf(request, tools),
    });
    if (!plan) return { content: AI_TEXTS.emptyPlan, recipes: [], mealPlan: null };
    const kept = [
      ...(p.dietary_restrictions.length ? [p.dietary_restrictions.join(", ")] : []),
      ...(constraints.allergies.length
        ? [`free of ${sentence(constraints.allergies.map((a) => a.term))}`]
        : []),
    ];
    const days = plan.days.length;
    const leftovers = plan.days.some((d) => d.meals.some((m) => m.leftover));
    const content = [
      `Here is a ${days}-day meal plan${kept.length ? ` (${kept.join("; ")})` : ""}, with no recipe twice.`,
      ...(leftovers ? [AI_TEXTS.leftoverLunches] : []),
      ...notes,
    ].join(" ");
    return { content, recipes: [], mealPlan: plan };
  },

  async nutritionAdvice(_request, tools) {
    const lines = await tools.nutritionSummary();
    const content = lines.length
      ? `From the meals planned in the last 7 days:\n${lines.map((l) => `- ${l}`).join("\n")}`
      : "There are no meals with nutrition in the last 7 days yet. Plan meals from recipes with nutrition facts and I can compare them with your goals.";
    return { content, recipes: [], mealPlan: null } satisfies ProviderReply;
  },

  async generalAnswer(request) {
    return {
      content: `I work offline here, so I can help best with your own recipes and plans: ask me to find recipes (for example "vegetarian dinner with beans"), to plan meals ("plan 3 days of dinners"), or for nutrition advice. You asked: "${request.message}".`,
      recipes: [],
      mealPlan: null,
    };
  },

  async modifyPlan(request, tools) {
    const revision = readRevision(request.instruction, request.plan);
    if (!revision) return { content: AI_TEXTS.modifyUnclear, recipes: [], mealPlan: null };
    const inputs = await planningInputs(tools);
    const { plan, changes } = revisePlan({
      plan: request.plan,
      revision,
      ...inputs,
      seed: seedOf(request, tools),
    });
    if (!plan) return { content: AI_TEXTS.emptyPlan, recipes: [], mealPlan: null };
    const content = changes.length
      ? [
          `Here is ${request.plan.name}, changed as you asked; everything else is as it was.`,
          ...changes,
        ].join("\n")
      : AI_TEXTS.modifyNothing(request.plan.name);
    return { content, recipes: [], mealPlan: plan };
  },
};
