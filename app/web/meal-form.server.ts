// Reading the Add/Edit Meal form's post (what the form shows is app/domain/meal-plan/meal-form.server.ts).
// The form's own fields — 'For Who', a checkbox and a portion per member, on/off checkboxes — become the meal body that MealInputSchema (or
// mealPatchSchema when editing) reads, so the form and the JSON API share one set of rules; the form's
// own rule (portions from 10%, docs/product.md#meal-form) is added here. Nothing is stored here.
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { DomainError } from "~/domain/errors";
import { MealInputSchema, mealPatchSchema } from "~/domain/meal-plan/api-schemas";
import { MEAL_NUTRIENTS, MEAL_TEXTS, PORTION } from "~/domain/meal-plan/constants";
import type { MealPeople } from "~/domain/meal-plan/meal-form.server";
import type { CalendarMeal } from "~/domain/meal-plan/meals.server";
import type { MealInput } from "~/domain/meal-plan/schemas";
import { readForm } from "./guards.server";
import type { Replying } from "./page-action.server";

export const INVALID_MEAL_FORM = `${MEAL_TEXTS.saveFailed}please correct the fields marked below.`;
export const NO_MEMBERS = "Please tick at least one family member, or choose 'Just Me' or 'Whole Family'.";
export const FORM_PORTION = `Portions must be whole percentages from ${PORTION.formMin} to ${PORTION.max}.`;

type People = MealPeople;

// ---------------------------------------------------------------------------------------------------
// Reading the post

/** The names of posted fields that a refused form does not send back. */
export const HIDDEN_FIELDS = ["_csrf"];

/**
 * The post read: conform's submission (its `reply` keeps what was typed, for `invalidForm` and
 * `replyToError`), the form as posted (for `pageContext`: the version seen, the idempotency key), and the
 * meal body when it passed the schema.
 */
export type MealFormPost<T> = { submission: Replying; form: FormData } & (
  | { kind: "invalid" }
  | { kind: "valid"; value: T }
);

/**
 * A rule the meal broke on saving, as the form shows it: over the form it reads 'Failed to save meal: …'
 * as the form's own mistakes do; a rule about one field is said under that field.
 */
export const savingFailed = (error: unknown) =>
  error instanceof DomainError && !error.field
    ? new DomainError(`${MEAL_TEXTS.saveFailed}${error.message}`)
    : error;

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

async function readMealPost<T>(request: Request, schema: z.ZodType<T>): Promise<MealFormPost<T>> {
  const form = normalisedForm(await readForm(request));
  const submission = parseWithZod(form, { schema, disableAutoCoercion: true });
  return submission.status === "success"
    ? { kind: "valid", value: submission.value, submission, form }
    : { kind: "invalid", submission, form };
}

/** The Add Meal form: a whole meal, with its idempotency key. */
export async function readNewMealForm(request: Request, people: People): Promise<MealFormPost<MealInput>> {
  return readMealPost(request, formSchema(people, MealInputSchema, false));
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
  const post = await readMealPost(request, schema);
  if (post.kind !== "valid") return post;
  const patch = { ...post.value };
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
