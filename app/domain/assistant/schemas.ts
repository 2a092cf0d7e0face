// The assistant's shapes (docs/product.md#ai-assistant): what a provider answers, what is stored, what
// the JSON API takes. A provider's output is parsed with these before anyone sees it, so an adapter
// over a model's structured output can hand its schema the same objects (docs/decisions/040-assistant.md).
import { z } from "zod";
import { orRaw, readDecimal } from "../input-readers";
import { MEAL_TYPES } from "../meal-plan/constants";
import { DATE_TEXTS, dateProblem, parseCalendarDate } from "../shared/calendar-date";
import { AI, AI_TEXTS, INTENTS, type RESPONSE_TYPES } from "./constants";

const TIME = /^\d{2}:\d{2}$/;

export const IntentParametersSchema = z.object({
  dietary_restrictions: z.array(z.string()).default([]),
  health_goals: z.array(z.string()).default([]),
  /** The meal types asked for, in the order asked; empty: the usual ones. */
  meal_type: z.array(z.enum(MEAL_TYPES)).default([]),
  cuisine: z.string().nullable().default(null),
  days: z.number().int().min(1).max(AI.maxPlanDays).nullable().default(null),
  /** A model's date that is no calendar date within the bounds is read as none (the plan starts undated). */
  start_date: z.preprocess((v) => parseCalendarDate(v), z.string().nullable()).default(null),
  /** What to look for, without the words that only say "find me". */
  query: z.string().default(""),
});
export type IntentParameters = z.output<typeof IntentParametersSchema>;

export const IntentResultSchema = z.object({
  intent: z.enum(INTENTS),
  parameters: IntentParametersSchema,
  confidence: z.number().min(0).max(1),
  clarificationQuestion: z.string().nullable(),
});
export type IntentResult = z.output<typeof IntentResultSchema>;

export const AssistantRecipeSchema = z.object({
  /** A library recipe's id; null for one the provider wrote itself. */
  id: z.number().int().positive().nullable(),
  title: z.string().min(1),
  description: z.string().default(""),
  image: z.string().nullable().default(null),
  ingredients: z.array(z.string()).default([]),
  instructions: z.array(z.string()).default([]),
  prepTime: z.number().int().min(0).nullable().default(null),
  cookTime: z.number().int().min(0).nullable().default(null),
  servings: z.number().int().min(1).default(AI.servings),
  difficulty: z.string().default("Medium"),
  cuisine: z.string().default(""),
  type: z.string().default("other"),
  calories: z.number().min(0).nullable().default(null),
});
export type AssistantRecipe = z.output<typeof AssistantRecipeSchema>;

export const PlanMealSchema = z.object({
  title: z.string().min(1),
  mealType: z.enum(MEAL_TYPES),
  time: z.string().regex(TIME).nullable().default(null),
  recipeId: z.number().int().positive().nullable().default(null),
  include: z.boolean().default(true),
  /** Leftovers of the day before's dinner, not a new recipe ('consider leftovers'; ADR 046). */
  leftover: z.boolean().optional(),
});
export type PlanMeal = z.output<typeof PlanMealSchema>;

export const PlanDaySchema = z.object({
  label: z.string().min(1),
  date: z.preprocess((v) => parseCalendarDate(v), z.string().nullable()).default(null),
  meals: z.array(PlanMealSchema),
});
export type PlanDay = z.output<typeof PlanDaySchema>;

/** A plan as a provider writes it; the stored plan adds id, name, createdAt and accepted. */
export const PlanDraftSchema = z.object({ days: z.array(PlanDaySchema).min(1).max(AI.maxPlanDays) });
export type PlanDraft = z.output<typeof PlanDraftSchema>;

export type MealPlan = PlanDraft & { id: number; name: string; createdAt: string; accepted: boolean };

/** What every provider call answers: words, and recipes or a plan when the intent asks for them. */
export const ProviderReplySchema = z.object({
  content: z.string().min(1),
  recipes: z.array(AssistantRecipeSchema).default([]),
  mealPlan: PlanDraftSchema.nullable().default(null),
});
export type ProviderReply = z.output<typeof ProviderReplySchema>;

export type AssistantReply = {
  responseType: (typeof RESPONSE_TYPES)[number];
  intent: IntentResult;
  content: string;
  recipes: AssistantRecipe[];
  mealPlan: PlanDraft | null;
  /** The provider was busy and the offline planner answered (the content says so). */
  answeredOffline?: boolean;
};

export const PreviousMessageSchema = z.object({
  role: z.enum(["user", "assistant", "system"]),
  content: z.string().max(20_000),
});
export type PreviousMessage = z.output<typeof PreviousMessageSchema>;

const messageText = z
  .string({ error: AI_TEXTS.blank })
  .trim()
  .min(1, AI_TEXTS.blank)
  .max(AI.messageMax, AI_TEXTS.tooLong);

/** POST /api/analyze-intent and /api/ai-assistant; the chat form posts `message` alone. */
export const AssistantRequestSchema = z.object({
  message: messageText,
  previousMessages: z.array(PreviousMessageSchema).max(50).default([]),
});

export const ChatFormSchema = z.object({ message: messageText });

/** 'Modify' on a plan card: which plan, and what should change. */
export const ModifyPlanFormSchema = z.object({
  intent: z.literal("modify"),
  plan_id: z.preprocess(orRaw(readDecimal), z.number().int().positive()),
  instruction: messageText,
});

const DATE_FORMAT = "Enter a date as YYYY-MM-DD.";
/** A date of the shared calendar (domain/shared/calendar-date.ts); an impossible or out-of-bounds one is refused by name. */
const dateField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .superRefine((value, ctx) => {
      const problem = dateProblem(value);
      if (problem === null) return;
      ctx.addIssue({
        code: "custom",
        message: problem === "format" ? DATE_FORMAT : `The date ${DATE_TEXTS[problem]}`,
      });
    });

/**
 * Add to Calendar (the plan is the address's): a start date (required), an end date (default start + 6 days), and which meals go in:
 * `meal` holds "dayIndex:mealIndex" for each meal kept (the per-day and per-meal checkboxes).
 */
export const AddToCalendarSchema = z
  .object({
    start_date: dateField(AI_TEXTS.startRequired),
    end_date: z.preprocess(
      (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
      dateField(DATE_FORMAT).optional(),
    ),
    meal: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
  })
  .refine((v) => !v.end_date || v.end_date >= v.start_date, {
    path: ["end_date"],
    message: AI_TEXTS.endBeforeStart,
  })
  .refine((v) => v.meal.length > 0, { path: ["meal"], message: AI_TEXTS.nothingSelected });
