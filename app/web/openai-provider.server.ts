// The assistant's OpenAI provider (docs/decisions/040-assistant.md, 041-openai-client-and-ai-preferences.md):
// the provider interface answered by a model through the structured-output client. The model sees the
// household only through tools made from `HouseholdTools`, which the server bound to the caller's
// household before this runs: it never names a household or a user. Its answers are parsed with the
// domain's schemas here and checked for allergens by the caller, as the local provider's are.
import { z } from "zod";
import { AI } from "~/domain/assistant/constants";
import {
  type AssistantProvider,
  type HouseholdTools,
  ProviderBusy,
  type ProviderRequest,
} from "~/domain/assistant/provider";
import { IntentResultSchema, type PreviousMessage, ProviderReplySchema } from "~/domain/assistant/schemas";
import { MEAL_TYPES } from "~/domain/meal-plan/constants";
import { parseCalendarDate } from "~/domain/shared/calendar-date";
import {
  type AiMessage,
  type AiTool,
  defineTool,
  type OpenAiClient,
} from "~/integrations/openai/client.server";
import { AiRateLimited } from "~/integrations/openai/errors";

/** A tool's date argument: a calendar date within the shared bounds (domain/shared/calendar-date.ts). */
const calendarDate = z.string().refine((v) => parseCalendarDate(v) === v, "A date written YYYY-MM-DD.");
/** The earlier messages the model is shown (the chat page keeps 20 a page). */
const MODEL_HISTORY = 20;

/** The household's tools as the model may call them; every answer is plain data, cut to what a card shows. */
export function householdTools(tools: HouseholdTools): AiTool[] {
  return [
    defineTool({
      name: "search_recipes",
      description: "Search the household's and the library's recipes by words; optionally one meal type.",
      parameters: z.object({ text: z.string().max(200), mealType: z.enum(MEAL_TYPES).optional() }),
      run: async (args) =>
        (await tools.searchRecipes(args)).slice(0, 20).map((r) => ({
          id: r.id,
          title: r.title,
          cuisine: r.cuisine,
          mealType: r.mealType,
          tags: r.tags,
          calories: r.calories,
          totalMinutes: r.totalMinutes,
          ingredients: r.ingredients.slice(0, 30),
        })),
    }),
    defineTool({
      name: "household_constraints",
      description:
        "The family's allergies, diets and dislikes, the planning preferences, meal times, the pantry and the daily calorie goal.",
      parameters: z.object({}),
      run: async () => ({
        constraints: await tools.constraints(),
        preferences: await tools.preferences(),
        mealTimes: await tools.mealTimes(),
        pantry: (await tools.inventory()).slice(0, 200),
        dailyCalories: await tools.dailyCalories(),
      }),
    }),
    defineTool({
      name: "read_calendar",
      description: "The meals already planned between two dates (yyyy-MM-dd), one line each.",
      parameters: z.object({ from: calendarDate, to: calendarDate }),
      run: (args) => tools.calendar(args.from, args.to),
    }),
    defineTool({
      name: "nutrition_summary",
      description: "The last 7 days' daily nutrition averages against the goals, and the insights.",
      parameters: z.object({}),
      run: () => tools.nutritionSummary(),
    }),
  ];
}

const system = (tools: HouseholdTools, task: string) =>
  [
    "You are the meal-planning assistant of a family meal planner.",
    `Today is ${tools.today}.`,
    "Use the tools to read the family's constraints and recipes; never suggest a recipe with an ingredient someone is allergic to.",
    "Prefer recipes returned by search_recipes and give their id; a recipe you write yourself has id null.",
    task,
    "Answer only with JSON matching the given schema.",
  ].join(" ");

const history = (previous: PreviousMessage[]): AiMessage[] =>
  previous
    .filter((m) => m.role !== "system")
    .slice(-MODEL_HISTORY)
    .map((m) => ({ role: m.role as "user" | "assistant", content: m.content }));

/** The server's 429 is the domain's ProviderBusy: the offline planner answers and says why (ADR 046). */
async function busyOn429<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AiRateLimited) throw new ProviderBusy(error.retryAfterSeconds ?? null);
    throw error;
  }
}

export function openAiProvider(client: OpenAiClient): AssistantProvider {
  const answer = async (request: ProviderRequest, tools: HouseholdTools, task: string) => {
    const { data } = await busyOn429(() =>
      client.chatStructured({
        messages: [
          { role: "system", content: system(tools, task) },
          ...history(request.previousMessages),
          { role: "user", content: request.message },
        ],
        schema: ProviderReplySchema,
        schemaName: "assistant_reply",
        tools: householdTools(tools),
      }),
    );
    return data;
  };
  return {
    name: "openai",
    async analyseIntent(input, tools) {
      const { data } = await busyOn429(() =>
        client.chatStructured({
          messages: [
            {
              role: "system",
              content: system(
                tools,
                "Classify the user's message as RECIPE_SEARCH, MEAL_PLAN, NUTRITION_ADVICE or GENERAL_QUESTION, with its parameters and your confidence (0 to 1); ask a clarification question when the request is too vague to act on.",
              ),
            },
            ...history(input.previousMessages),
            { role: "user", content: input.message },
          ],
          schema: IntentResultSchema,
          schemaName: "intent",
        }),
      );
      return data;
    },
    searchRecipes: (request, tools) =>
      answer(
        request,
        tools,
        `Suggest up to ${AI.searchResults} recipes in 'recipes', with a short answer in 'content'.`,
      ),
    mealPlan: (request, tools) =>
      answer(
        request,
        tools,
        `Write a meal plan in 'mealPlan' (default ${AI.planDays} days of breakfast, lunch and dinner; no recipe twice), with a short answer in 'content'.`,
      ),
    nutritionAdvice: (request, tools) =>
      answer(
        request,
        tools,
        "Give nutrition advice in 'content' from the family's numbers (nutrition_summary).",
      ),
    generalAnswer: (request, tools) => answer(request, tools, "Answer the question in 'content'."),
    modifyPlan: (request, tools) =>
      answer(
        {
          ...request,
          message: `${request.message}\n\nThe plan now, as JSON: ${JSON.stringify({ days: request.plan.days })}`,
        },
        tools,
        "Revise the given meal plan as the user asks and answer the whole revised plan in 'mealPlan': change only the meals the request is about, keep every other meal exactly as it is, and say what changed in 'content'.",
      ),
  };
}
