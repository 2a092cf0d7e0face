// The assistant's rules and words, defined once (docs/product.md#ai-assistant).

import { FIRST_DATE, LAST_DATE } from "../shared/calendar-date";

export const INTENTS = ["RECIPE_SEARCH", "MEAL_PLAN", "NUTRITION_ADVICE", "GENERAL_QUESTION"] as const;
export type Intent = (typeof INTENTS)[number];

export const RESPONSE_TYPES = [
  "recipes",
  "mealPlan",
  "nutritionAdvice",
  "generalQuery",
  "clarification",
] as const;
export type ResponseType = (typeof RESPONSE_TYPES)[number];

export const AI = {
  /** How long one assistant call may take before the timeout text is shown. */
  timeoutMs: 180_000,
  /** Below this the assistant asks a clarification question instead of answering. */
  confidenceThreshold: 0.7,
  /** The confidence of the keyword guess used when intent analysis fails. */
  fallbackConfidence: 0.5,
  /** Chat messages per page; older pages are loaded on request. */
  pageSize: 20,
  planDays: 3,
  /** The longest plan the assistant writes in one reply. */
  maxPlanDays: 14,
  searchResults: 3,
  servings: 4,
  calendarNotes: "Added from AI Meal Planner",
  leftoverNotes: "Leftovers, added from AI Meal Planner",
  /** Add to Calendar's end date defaults to the start date plus this many days. */
  rangeDays: 6,
  messageMax: 2000,
} as const;

export const PLAN_MEAL_TYPES = ["breakfast", "lunch", "dinner"] as const;

export const AI_FLAG = "enable_ai_features";

export const AI_TEXTS = {
  sessionExpired: "Your session has expired. Please refresh the page to log in again.",
  timeout:
    "Sorry, the request timed out. The AI service is taking too long to respond. Please try a simpler request or try again later.",
  connection: "Sorry, there was a problem connecting to the AI service. Please try again later.",
  failed: "Sorry, I encountered an error while processing your request. Please try again.",
  busy: "The AI service is busy right now, so the offline planner answered this one. Try again in a minute for an AI answer.",
  blank: "Please type a message.",
  modifyUnclear:
    'I can change a plan like this: "swap day 2 dinner", "no fish", "make it vegetarian" or "make day 3 Italian". What should change?',
  modifyNothing: (name: string) => `Nothing in ${name} needed to change for that, so it is as it was.`,
  modifyMessage: (name: string, instruction: string) => `Modify ${name}: ${instruction}`,
  leftoverLunches: "From the second day, lunch is the dinner before's leftovers.",
  tooLong: `A message can be at most ${AI.messageMax} characters.`,
  noRecipes:
    "I couldn't find any recipes matching that in your recipes or the library. Would you like me to create a meal plan instead?",
  emptyPlan:
    "I couldn't put a meal plan together from that. Could you tell me more — how many days, which meals, and any dietary needs?",
  emptyPlans: "No saved meal plans yet. Ask the AI to create one!",
  accepted: "Added to your meal planner",
  viewPlanner: "Would you like to view your meal plan in the Meal Planner?",
  calendarAdded: (n: number, date: string) => `I've added ${n} meals to your calendar starting on ${date}.`,
  calendarFailed:
    "Sorry, I encountered an error while adding the meal plan to your calendar. Please try again.",
  nothingSelected: "Choose at least one meal to add.",
  startRequired: "Start date is required.",
  endBeforeStart: "The end date cannot be before the start date.",
  planNotFound: "Meal plan not found.",
  recipeSaved: (title: string) =>
    `I've added "${title}" to your recipe collection. You can find it in your Recipes section.`,
  recipeIncomplete: "Sorry, there was a problem adding this recipe. The recipe data is incomplete.",
  clarifyVague:
    "Could you tell me a bit more? I can find recipes, plan meals for a few days, or give nutrition advice.",
  allLeftOut: "None of the chosen meals could be added.",
  leftOutForAllergies: (n: number) =>
    `${n === 1 ? "One meal was" : `${n} meals were`} left out, checked against your family's allergies as they are now:`,
  clarifyPlan: "How many days should the meal plan cover, or from which date should it start?",
  clarifyDate: (date: string) =>
    `${date} is not a date I can plan for: I plan from ${FIRST_DATE} to ${LAST_DATE}. From which date should the plan start?`,
} as const;

export const planName = (n: number) => `Meal Plan ${n}`;
