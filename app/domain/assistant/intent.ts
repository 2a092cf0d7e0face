// Intent by keywords: the local provider's analysis, and the fallback guess when a provider's analysis
// fails (then at the fallback confidence). Confidence comes from how much of the message matched: a
// clear request is at or above the threshold, a vague one below it with a clarification question.
import { addDays, format, parseISO } from "date-fns";
import type { MealType } from "../meal-plan/constants";
import { parseCalendarDate } from "../shared/calendar-date";
import { AI, AI_TEXTS, type Intent } from "./constants";
import type { IntentParameters, IntentResult, PreviousMessage } from "./schemas";

const has = (text: string, words: readonly string[]) =>
  words.filter((w) => new RegExp(`\\b${w}\\b`, "iu").test(text)).length;

const STRONG: Record<Intent, readonly string[]> = {
  MEAL_PLAN: ["meal plan", "plan", "plans", "planning", "menu", "schedule"],
  RECIPE_SEARCH: ["recipe", "recipes", "find", "search", "suggest", "suggestion", "ideas?"],
  NUTRITION_ADVICE: ["nutrition", "nutritional", "calories", "calorie", "protein", "macros?", "vitamins?"],
  GENERAL_QUESTION: ["how do i", "how to", "what is", "what's", "why", "can i", "substitute", "store"],
};
const WEAK: Record<Intent, readonly string[]> = {
  MEAL_PLAN: ["week", "days", "breakfasts?", "lunches", "dinners", "tomorrow", "weekend"],
  RECIPE_SEARCH: ["cook", "make", "dish", "something with", "using", "dinner", "lunch", "breakfast"],
  NUTRITION_ADVICE: ["healthy", "healthier", "carbs", "fat", "fiber", "fibre", "sugar", "goals?", "eating"],
  GENERAL_QUESTION: ["\\?", "tips?", "help"],
};

const DIETS: Record<string, readonly string[]> = {
  vegetarian: ["vegetarian", "veggie", "meatless"],
  vegan: ["vegan", "plant-based"],
  pescatarian: ["pescatarian"],
  "gluten-free": ["gluten-free", "gluten free", "no gluten", "coeliac", "celiac"],
  "dairy-free": ["dairy-free", "dairy free", "no dairy", "lactose-free"],
  keto: ["keto"],
  "low-carb": ["low-carb", "low carb"],
  paleo: ["paleo"],
};
const GOALS: Record<string, readonly string[]> = {
  "weight loss": ["lose weight", "weight loss", "low calorie", "low-calorie", "lighter"],
  "high protein": ["high protein", "high-protein", "more protein", "muscle"],
  "heart health": ["heart", "low sodium", "low-sodium", "cholesterol"],
};
const MEAL_WORDS: [MealType, RegExp][] = [
  ["breakfast", /\bbreakfasts?\b/iu],
  ["brunch", /\bbrunch(es)?\b/iu],
  ["lunch", /\blunch(es)?\b/iu],
  ["dinner", /\b(dinners?|suppers?)\b/iu],
  ["snack", /\bsnacks?\b/iu],
  ["dessert", /\bdesserts?\b/iu],
];
const CUISINES = [
  "american",
  "italian",
  "mexican",
  "chinese",
  "japanese",
  "thai",
  "indian",
  "mediterranean",
  "greek",
  "french",
  "spanish",
  "middle eastern",
  "vietnamese",
  "korean",
  "german",
  "swiss",
  "russian",
];
const NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  a: 1,
  an: 1,
};
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

const ymd = (d: Date) => format(d, "yyyy-MM-dd");

/** Days and a start date, when the message says them; `today` is yyyy-MM-dd. */
export function readDays(
  text: string,
  today: string,
): { days: number | null; start: string | null; refusedDate: string | null } {
  const t = text.toLowerCase();
  let days: number | null = null;
  const count = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|a|an)[\s-]+days?\b/u.exec(t);
  if (count) days = Number(count[1]) || NUMBERS[count[1]!] || null;
  else if (/\b(a|the|next|this|whole)?\s*week\b/u.test(t)) days = 7;
  else if (/\bweekend\b/u.test(t)) days = 2;
  const now = parseISO(today);
  let start: string | null = null;
  let refusedDate: string | null = null;
  // A written date is read by the shared calendar date: an impossible one or one outside its years is
  // not planned from, and the assistant asks again (domain/shared/calendar-date.ts).
  const iso = /(?<![\d-])(\d{4,}-\d{1,2}-\d{1,2})(?![\d-])/u.exec(t);
  if (iso) {
    start = parseCalendarDate(iso[1]);
    if (start === null) refusedDate = iso[1]!;
  } else if (/\btomorrow\b/u.test(t)) start = ymd(addDays(now, 1));
  else if (/\btoday\b/u.test(t)) start = today;
  else if (/\bnext week\b/u.test(t)) start = ymd(addDays(now, 7 - now.getDay()));
  else if (/\bweekend\b/u.test(t)) start = ymd(addDays(now, (6 - now.getDay() + 7) % 7));
  else {
    const day = WEEKDAYS.findIndex((w) => new RegExp(`\\b${w}\\b`, "u").test(t));
    if (day >= 0) start = ymd(addDays(now, (day - now.getDay() + 7) % 7 || 7));
  }
  if (
    start &&
    days === null &&
    /\b(tomorrow|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/u.test(t) &&
    !/\bfrom|starting\b/u.test(t)
  )
    days = 1;
  if (days !== null) days = Math.min(Math.max(days, 1), AI.maxPlanDays);
  return { days, start, refusedDate };
}

const FILLER =
  /\b(please|can|could|you|i|me|my|we|us|our|want|would|like|to|find|search|for|show|give|some|a|an|the|recipes?|ideas?|suggest(ions?)?|make|cook|with|something|of|any|good|easy)\b/giu;

/** The parameters a message carries. */
export function readParameters(text: string, today: string): IntentParameters {
  const pick = (table: Record<string, readonly string[]>) =>
    Object.entries(table)
      .filter(([, words]) => has(text, words) > 0)
      .map(([key]) => key);
  const { days, start } = readDays(text, today);
  const cuisine = CUISINES.find((c) => has(text, [c]) > 0) ?? null;
  const query = text
    .replace(FILLER, " ")
    .replace(/[^\p{L}\p{N}\s-]/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();
  return {
    dietary_restrictions: pick(DIETS),
    health_goals: pick(GOALS),
    meal_type: MEAL_WORDS.filter(([, re]) => re.test(text)).map(([type]) => type),
    cuisine: cuisine ? cuisine.replace(/\b\p{L}/gu, (c) => c.toUpperCase()) : null,
    days,
    start_date: start,
    query,
  };
}

/**
 * The message's intent by keywords. A strong word counts 2, a weak one 1; confidence grows with the
 * winner's score and its lead over the runner-up. A plan request that names neither days nor a date is
 * held below the threshold, so the assistant asks how long the plan should be.
 */
export function analyseByKeywords(
  message: string,
  previousMessages: readonly PreviousMessage[],
  today: string,
  options: { fallback?: boolean } = {},
): IntentResult {
  const text = withClarifiedContext(message, previousMessages);
  const scores = (Object.keys(STRONG) as Intent[]).map((intent) => ({
    intent,
    score: 2 * has(text, STRONG[intent]) + has(text, WEAK[intent]),
  }));
  scores.sort((a, b) => b.score - a.score);
  const [best, second] = scores as [(typeof scores)[0], (typeof scores)[0]];
  const parameters = readParameters(text, today);
  const intent: Intent = best.score === 0 ? "GENERAL_QUESTION" : best.intent;
  let confidence =
    best.score === 0 ? 0.3 : Math.min(0.95, 0.5 + 0.1 * best.score + 0.05 * (best.score - second.score));
  let clarificationQuestion: string | null = null;
  const { refusedDate } = readDays(text, today);
  if (refusedDate !== null && intent === "MEAL_PLAN") {
    confidence = Math.min(confidence, 0.6);
    clarificationQuestion = AI_TEXTS.clarifyDate(refusedDate);
  } else if (intent === "MEAL_PLAN" && parameters.days === null && parameters.start_date === null) {
    confidence = Math.min(confidence, 0.6);
    clarificationQuestion = AI_TEXTS.clarifyPlan;
  } else if (confidence < AI.confidenceThreshold) {
    clarificationQuestion = AI_TEXTS.clarifyVague;
  }
  // The fallback guess answers rather than asks: the analysis that would have asked has failed.
  if (options.fallback)
    return { intent, parameters, confidence: AI.fallbackConfidence, clarificationQuestion: null };
  return { intent, parameters, confidence: Math.round(confidence * 100) / 100, clarificationQuestion };
}

/**
 * After a clarification question, the answer is read together with the message that needed it: '3 days'
 * after 'plan my dinners' is a plan for 3 days of dinners.
 */
function withClarifiedContext(message: string, previous: readonly PreviousMessage[]): string {
  const last = previous.at(-1);
  const asked =
    last?.role === "assistant" &&
    (last.content === AI_TEXTS.clarifyPlan || last.content === AI_TEXTS.clarifyVague);
  if (!asked) return message;
  const before = [...previous.slice(0, -1)].reverse().find((m) => m.role === "user");
  return before ? `${before.content} ${message}` : message;
}
