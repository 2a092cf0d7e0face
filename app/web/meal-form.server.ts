// Reading the Add/Edit Meal form's post (what the form shows is app/domain/meal-plan/meal-form.server.ts).
// The form's own fields — 'For Who', a checkbox and a portion per member, on/off checkboxes — become the meal body that MealInputSchema (or
// mealPatchSchema when editing) reads, so the form and the JSON API share one set of rules; the form's
// own rule (portions from 10%, docs/product.md#meal-form) is added here. Nothing is stored here.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { pageIdempotencyKey } from "~/domain/idempotency";
import { MealInputSchema, mealPatchSchema } from "~/domain/meal-plan/api-schemas";
import { MEAL_NUTRIENTS, MEAL_TEXTS, PORTION } from "~/domain/meal-plan/constants";
import type { MealPeople } from "~/domain/meal-plan/meal-form.server";
import type { CalendarMeal } from "~/domain/meal-plan/meals.server";
import type { MealInput } from "~/domain/meal-plan/schemas";
import { readForm } from "./guards.server";

export const INVALID_MEAL_FORM = `${MEAL_TEXTS.saveFailed}please correct the fields marked below.`;
export const NO_MEMBERS = "Please tick at least one family member, or choose 'Just Me' or 'Whole Family'.";
export const FORM_PORTION = `Portions must be whole percentages from ${PORTION.formMin} to ${PORTION.max}.`;

type People = MealPeople;

// ---------------------------------------------------------------------------------------------------
// Reading the post

export type MealFormPost<T> =
  /** Mistakes: the errors under their fields, the input kept (answer 422). */
  | { kind: "invalid"; result: SubmissionResult<string[]> }
  | {
      kind: "valid";
      value: T;
      idempotencyKey: string | null;
      /** The meal's version the person saw (edit). */
      version: number | null;
      /** An answer with the input kept, for a refusal after parsing (a broken rule, a conflict). */
      reply: (errors: {
        formErrors?: string[];
        fieldErrors?: Record<string, string[]>;
      }) => SubmissionResult<string[]>;
    };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const texts = (v: unknown) =>
  (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]).filter(
    (x): x is string => typeof x === "string",
  );
const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/**
 * Who eats, from the radio choice (authoritative without JavaScript, kept in step with the boxes with
 * it): 'Just Me' the user's member, 'Whole Family' everyone, 'Choose members' the ticked boxes. The
 * whole family at their default portions is a meal for everyone (no member listed, as the quick add and
 * the API plan it), so members added later are included too.
 */
function readPeople(p: Record<string, unknown>, people: People, ctx: z.RefinementCtx) {
  const known = new Map(people.members.map((m) => [m.id, m]));
  const mode = p.for_who;
  let ids: number[];
  if (mode === "just-me") ids = people.meId ? [people.meId] : [];
  else if (mode === "custom")
    ids = [...new Set(texts(p.members).map((v) => Number(v)))].filter((id) => known.has(id));
  else ids = [...known.keys()];
  let ok = true;
  if (ids.length === 0 && mode !== "whole-family") {
    ctx.addIssue({ code: "custom", message: NO_MEMBERS, path: ["members"] });
    ok = false;
  }
  const posted = isRecord(p.portion_sizes) ? p.portion_sizes : {};
  const portions: Record<string, number> = {};
  for (const id of ids) {
    const raw = posted[String(id)];
    if (blank(raw)) {
      portions[String(id)] = known.get(id)?.defaultPortion ?? PORTION.default;
      continue;
    }
    const n = typeof raw === "string" && /^\s*\d{1,3}\s*$/.test(raw) ? Number(raw) : Number.NaN;
    if (!(n >= PORTION.formMin && n <= PORTION.max)) {
      ctx.addIssue({ code: "custom", message: FORM_PORTION, path: ["portion_sizes", String(id)] });
      ok = false;
    } else portions[String(id)] = n;
  }
  const everyone =
    mode !== "custom" &&
    mode !== "just-me" &&
    ids.length === known.size &&
    ids.every((id) => portions[String(id)] === known.get(id)?.defaultPortion);
  return { ok, ids: everyone ? [] : ids, portions: everyone ? {} : portions };
}

/** The form's fields as the meal body the schemas read. */
function formBody(p: Record<string, unknown>, people: People, ctx: z.RefinementCtx, edit: boolean) {
  const who = readPeople(p, people, ctx);
  const body: Record<string, unknown> = {
    meal_type: p.meal_type,
    title: p.title ?? "",
    date: p.date,
    // The prefilled usual time, left untouched, is the usual time of the type finally chosen (without
    // JavaScript the time cannot follow a change of type in the browser).
    time: typeof p.time_auto === "string" && p.time_auto !== "" && p.time === p.time_auto ? "" : p.time,
    recipe_id: p.recipe_id ?? "",
    description: p.description ?? "",
    notes: p.notes ?? "",
    servings: p.servings,
    family_member_ids: who.ids,
    portion_sizes: who.portions,
    // An unticked checkbox sends nothing: off.
    reminder: p.reminder === "on",
    reminder_minutes: p.reminder_minutes,
    nutrition: isRecord(p.nutrition) ? p.nutrition : {},
  };
  if (!edit) {
    body.is_recurring = p.is_recurring === "on";
    body.recurring_pattern = p.recurring_pattern;
    body.recurring_days = texts(p.recurring_days);
    body.monthly_option = p.monthly_option;
    body.end_date = p.end_date;
  }
  return { body, ok: who.ok };
}

function formSchema<T>(people: People, target: z.ZodType<T>, edit: boolean) {
  return z.unknown().transform((payload, ctx): T => {
    const { body, ok } = formBody(isRecord(payload) ? payload : {}, people, ctx, edit);
    const parsed = target.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return ok ? parsed.data : z.NEVER;
  });
}

/** Portion sliders may be posted as `portion_sizes[12]`: conform would read that as an array index. */
function normalisedForm(form: FormData): FormData {
  const out = new FormData();
  for (const [name, value] of form.entries())
    out.append(name.replace(/^portion_sizes\[(\d{1,12})\]$/, "portion_sizes.$1"), value);
  return out;
}

async function readMealPost<T>(
  request: Request,
  schema: z.ZodType<T>,
): Promise<{ post: MealFormPost<T>; value: T | null }> {
  const form = normalisedForm(await readForm(request));
  const submission = parseWithZod(form, { schema, disableAutoCoercion: true });
  const hideFields = ["_csrf"];
  if (submission.status !== "success")
    return {
      post: { kind: "invalid", result: submission.reply({ formErrors: [INVALID_MEAL_FORM], hideFields }) },
      value: null,
    };
  const key = form.get("idempotency_key");
  const version = String(form.get("version") ?? "");
  return {
    value: submission.value,
    post: {
      kind: "valid",
      value: submission.value,
      idempotencyKey: pageIdempotencyKey(key) ?? null,
      version: /^\d{1,9}$/.test(version) && Number(version) > 0 ? Number(version) : null,
      reply: (errors) => submission.reply({ ...errors, hideFields }),
    },
  };
}

/** The Add Meal form: a whole meal, with its idempotency key. */
export async function readNewMealForm(request: Request, people: People): Promise<MealFormPost<MealInput>> {
  return (await readMealPost(request, formSchema(people, MealInputSchema, false))).post;
}

/**
 * The Edit Meal form: the changes, with the version seen. Who eats and the manual nutrition are left
 * out when they are what the meal already has, so saving an untouched form records no change.
 */
export async function readMealEditForm(
  request: Request,
  people: People,
  meal: CalendarMeal,
): Promise<MealFormPost<Partial<MealInput>>> {
  const schema = formSchema(
    people,
    mealPatchSchema({
      date: meal.date,
      recipe_id: meal.recipeId,
      is_leftover: meal.isLeftover,
      servings: meal.servings,
      reminder: meal.reminderMinutes !== null,
    }),
    true,
  );
  const { post, value } = await readMealPost(request, schema);
  if (post.kind !== "valid" || !value) return post;
  const patch = { ...value };
  if (samePeople(people, meal, patch.family_member_ids ?? [], patch.portion_sizes ?? {})) {
    delete patch.family_member_ids;
    delete patch.portion_sizes;
  }
  if (
    patch.nutrition !== undefined &&
    MEAL_NUTRIENTS.every((n) => (patch.nutrition?.[n] ?? null) === (meal.nutrition?.[n] ?? null))
  )
    delete patch.nutrition;
  return { ...post, value: patch };
}

/** Each member's portion, or null when the member does not eat; no member listed is everyone. */
function portionsByMember(people: People, ids: number[], portions: Record<string, number>) {
  return people.members.map((m) =>
    ids.length === 0
      ? m.defaultPortion
      : ids.includes(m.id)
        ? (portions[String(m.id)] ?? m.defaultPortion)
        : null,
  );
}

function samePeople(
  people: People,
  meal: CalendarMeal,
  ids: number[],
  portions: Record<number, number>,
): boolean {
  const known = new Set(people.members.map((m) => m.id));
  const before = portionsByMember(
    people,
    meal.memberIds.filter((id) => known.has(id)),
    meal.portions,
  );
  const after = portionsByMember(
    people,
    ids,
    Object.fromEntries(Object.entries(portions).map(([k, v]) => [k, Number(v)])),
  );
  return before.every((v, i) => v === after[i]);
}
