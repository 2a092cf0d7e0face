// The Add/Edit Meal form (part one §2 'Add/Edit Meal modal', §4 'Meal modal', §5 both meal forms;
// DECISIONS D3, D9) and the recipe page's 'Add to Meal Plan' menu (part two §2 'Recipe detail').
// One page form that works without JavaScript: every field is shown, 'For Who' is a radio choice plus a
// checkbox and a portion per member, and the server reads it (app/web/meal-form.server.ts). With
// JavaScript the form behaves like the spec's modal: the recipe's title replaces the title input until
// 'Customize title', the time follows the meal type, a recipe sets the servings, 'Just Me' and 'Whole
// Family' tick the boxes, and the nutrition, reminder and repeat details show only when they apply.
// The server is the one validator, so the messages are the same with JavaScript on and off.
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import {
  MEAL_NUTRIENTS,
  MEAL_TYPE_LABELS,
  MEAL_TYPES,
  type MealNutrient,
  type MealType,
  MONTHLY_OPTIONS,
  type MonthlyOption,
  PORTION,
  RECURRING_PATTERNS,
  REMINDER,
  type RecurringPattern,
  SERVINGS,
} from "~/domain/meal-plan/constants";
import { CsrfField } from "./csrf-field";
import { FieldErrors, FormErrors, formStyles } from "./kit/form";
import type { DialogHost } from "./kit/route-dialog";
import * as css from "./meal-form.css";

// ---------------------------------------------------------------------------------------------------
// The form's data

export type ForWho = "just-me" | "whole-family" | "custom";
export const FOR_WHO: readonly ForWho[] = ["just-me", "whole-family", "custom"];
const FOR_WHO_LABELS: Record<ForWho, string> = {
  "just-me": "Just Me",
  "whole-family": "Whole Family",
  custom: "Choose members",
};

export type RecipeOption = {
  id: number;
  name: string;
  servings: number;
  /** Ours (the household's), the starter library, or a saved recipe of another family. */
  group: "own" | "starter" | "saved";
};
export type FormMember = { id: number; name: string; defaultPortion: number };

/** What the form shows, as the texts of its fields (what the person typed is kept as typed). */
export type MealFormValues = {
  meal_type: string;
  recipe_id: string;
  /** '' with a recipe: the recipe's title is used. */
  title: string;
  date: string;
  time: string;
  servings: string;
  for_who: ForWho;
  members: string[];
  portions: Record<string, string>;
  nutrition: Record<MealNutrient, string>;
  description: string;
  notes: string;
  reminder: boolean;
  reminder_minutes: string;
  is_recurring: boolean;
  recurring_pattern: string;
  recurring_days: string[];
  monthly_option: string;
  end_date: string;
  /** The posted time was the prefilled usual time: it follows the type chosen. */
  time_auto?: boolean;
};

const PATTERN_LABELS: Record<RecurringPattern, string> = {
  daily: "Daily",
  weekly: "Weekly",
  biweekly: "Every two weeks",
  monthly: "Monthly",
  custom: "Custom days",
};
const MONTHLY_LABELS: Record<MonthlyOption, string> = {
  "same-date": "On the same date (e.g. the 15th)",
  "same-day": "On the same weekday (e.g. the third Tuesday)",
};
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const NUTRIENT_LABELS: Record<MealNutrient, string> = {
  calories: "Calories (kcal)",
  protein: "Protein (g)",
  carbs: "Carbs (g)",
  fat: "Fat (g)",
  fiber: "Fiber (g)",
  sugar: "Sugar (g)",
};

export const SERIES_HINT =
  "This meal is part of a repeating series: saving changes only this meal, not the other dates.";
export const END_DATE_HINT =
  "Leave empty to repeat without an end: a series without an end is planned a year ahead.";
export const ALREADY_SUBMITTED = "This form was already submitted.";

/** Servings of a recipe as the meal form takes them: whole, 1 to 12, 4 when unknown. */
export const mealServings = (servings: number | null | undefined) =>
  servings && Number.isFinite(servings)
    ? Math.min(SERVINGS.max, Math.max(SERVINGS.min, Math.round(servings)))
    : SERVINGS.default;

/** 'Just Me' is the member linked to the user, else the primary member. */
export function forWhoOf(
  ids: readonly number[],
  members: readonly FormMember[],
  meId: number | null,
): ForWho {
  const all = members.map((m) => m.id);
  if (all.length > 0 && ids.length === all.length && all.every((id) => ids.includes(id)))
    return "whole-family";
  if (ids.length === 1 && ids[0] === meId) return "just-me";
  return "custom";
}

const blankNutrition = () =>
  Object.fromEntries(MEAL_NUTRIENTS.map((n) => [n, ""])) as Record<MealNutrient, string>;
const defaultPortions = (members: readonly FormMember[]) =>
  Object.fromEntries(members.map((m) => [String(m.id), String(m.defaultPortion)]));

/** A new meal: everyone with their default portions, no reminder, no repeat. */
export function newMealValues(props: {
  date: string;
  mealType: MealType;
  time: string;
  recipe: { id: number; servings: number } | null;
  members: readonly FormMember[];
}): MealFormValues {
  return {
    meal_type: props.mealType,
    recipe_id: props.recipe ? String(props.recipe.id) : "",
    title: "",
    date: props.date,
    time: props.time,
    servings: String(props.recipe ? mealServings(props.recipe.servings) : SERVINGS.default),
    for_who: "whole-family",
    members: props.members.map((m) => String(m.id)),
    portions: defaultPortions(props.members),
    nutrition: blankNutrition(),
    description: "",
    notes: "",
    reminder: false,
    reminder_minutes: String(REMINDER.default),
    is_recurring: false,
    recurring_pattern: "weekly",
    recurring_days: [],
    monthly_option: "same-date",
    end_date: "",
  };
}

/** A planned meal in the form (edit mode). A meal for everyone shows every member ticked. */
export function editMealValues(
  meal: {
    mealType: string;
    recipeId: number | null;
    recipeTitle: string | null;
    title: string;
    date: string;
    time: string;
    servings: number;
    memberIds: number[];
    portions: Record<string, number>;
    nutrition: Record<MealNutrient, number | null> | null;
    description: string;
    notes: string;
    reminderMinutes: number | null;
  },
  members: readonly FormMember[],
  meId: number | null,
): MealFormValues {
  const known = new Set(members.map((m) => m.id));
  const listed = meal.memberIds.filter((id) => known.has(id));
  const ids = meal.memberIds.length === 0 ? members.map((m) => m.id) : listed;
  const portions = defaultPortions(members);
  for (const id of listed)
    if (meal.portions[String(id)] !== undefined) portions[String(id)] = String(meal.portions[String(id)]);
  return {
    meal_type: meal.mealType,
    recipe_id: meal.recipeId ? String(meal.recipeId) : "",
    // A title that is the recipe's own follows the recipe; anything else is a customised title.
    title: meal.recipeId && meal.title === meal.recipeTitle ? "" : meal.title,
    date: meal.date,
    time: meal.time,
    servings: String(meal.servings),
    for_who: forWhoOf(ids, members, meId),
    members: ids.map(String),
    portions,
    nutrition: Object.fromEntries(
      MEAL_NUTRIENTS.map((n) => {
        const v = meal.recipeId ? null : meal.nutrition?.[n];
        return [n, v === null || v === undefined ? "" : String(v)];
      }),
    ) as Record<MealNutrient, string>,
    description: meal.description,
    notes: meal.notes,
    reminder: meal.reminderMinutes !== null,
    reminder_minutes: String(meal.reminderMinutes ?? REMINDER.default),
    is_recurring: false,
    recurring_pattern: "weekly",
    recurring_days: [],
    monthly_option: "same-date",
    end_date: "",
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === "string" ? v : "");
const texts = (v: unknown) =>
  (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]).filter(
    (x): x is string => typeof x === "string",
  );

/** The posted form (conform's payload) back as the form's values, for an answer with errors. */
export function mealValuesFromPayload(payload: unknown, fallback: MealFormValues): MealFormValues {
  const p = isRecord(payload) ? payload : {};
  const portions = isRecord(p.portion_sizes) ? p.portion_sizes : {};
  const nutrition = isRecord(p.nutrition) ? p.nutrition : {};
  const forWho = FOR_WHO.find((f) => f === p.for_who) ?? fallback.for_who;
  return {
    meal_type: text(p.meal_type),
    recipe_id: text(p.recipe_id),
    title: text(p.title),
    date: text(p.date),
    time: text(p.time),
    servings: text(p.servings),
    for_who: forWho,
    members: texts(p.members),
    portions: {
      ...fallback.portions,
      ...Object.fromEntries(Object.entries(portions).map(([k, v]) => [k, text(v)])),
    },
    nutrition: Object.fromEntries(MEAL_NUTRIENTS.map((n) => [n, text(nutrition[n])])) as Record<
      MealNutrient,
      string
    >,
    description: text(p.description),
    notes: text(p.notes),
    reminder: p.reminder === "on",
    reminder_minutes: text(p.reminder_minutes),
    is_recurring: p.is_recurring === "on",
    recurring_pattern: text(p.recurring_pattern) || fallback.recurring_pattern,
    recurring_days: texts(p.recurring_days),
    monthly_option: text(p.monthly_option) || fallback.monthly_option,
    end_date: text(p.end_date),
    time_auto: typeof p.time_auto === "string" && p.time_auto !== "" && p.time === p.time_auto,
  };
}

// ---------------------------------------------------------------------------------------------------
// The form

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

type State = {
  mealType: string;
  recipeId: string;
  title: string;
  customTitle: boolean;
  time: string;
  /** The time is the type's default and follows the type until the person types one. */
  timeFollows: boolean;
  servings: string;
  forWho: ForWho;
  members: string[];
  portions: Record<string, string>;
  showPeople: boolean;
  reminder: boolean;
  repeat: boolean;
  pattern: string;
};

/** A link or a message shown above the form (a conflict, a form already submitted). */
export type MealFormAlert = { message: string; links: { href: string; label: string }[] };

export function MealForm(props: {
  mode: "add" | "edit";
  action: string;
  values: MealFormValues;
  lastResult?: SubmissionResult<string[]> | null;
  recipes: RecipeOption[];
  members: FormMember[];
  meId: number | null;
  typeTimes: Record<string, string>;
  idempotencyKey?: string;
  version?: number;
  /** A leftover meal takes half servings (0.5 to 12). */
  leftover?: boolean;
  inSeries?: boolean;
  alert?: MealFormAlert | null;
  cancelTo: string;
  /** Set when the form is shown in a dialog over the planner (JavaScript only). */
  host?: DialogHost<unknown>;
}) {
  const { values, recipes, members, typeTimes, host } = props;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const errors = props.lastResult?.error ?? {};
  const errorsOf = (...names: string[]) => {
    const list = names.flatMap((n) => errors[n] ?? []);
    return list.length ? list : undefined;
  };
  const peopleErrors = (["members", "family_member_ids", "portion_sizes", "for_who"] as const).some(
    (n) => errors[n]?.length,
  );

  const init = (v: MealFormValues): State => ({
    mealType: v.meal_type,
    recipeId: v.recipe_id,
    title: v.title,
    customTitle: v.recipe_id === "" || v.title.trim() !== "",
    time: v.time_auto ? (typeTimes[v.meal_type] ?? v.time) : v.time,
    timeFollows: v.time_auto || v.time === "" || v.time === typeTimes[v.meal_type],
    servings: v.servings,
    forWho: v.for_who,
    members: v.members,
    portions: v.portions,
    showPeople: v.for_who === "custom" || peopleErrors,
    reminder: v.reminder,
    repeat: v.is_recurring,
    pattern: v.recurring_pattern,
  });
  const [state, setState] = useState(() => init(values));
  // A new answer (the form with errors) starts from what was posted.
  const [shownValues, setShownValues] = useState(values);
  if (shownValues !== values) {
    setShownValues(values);
    setState(init(values));
  }
  const set = (change: Partial<State>) => setState((s) => ({ ...s, ...change }));

  const titleInput = useRef<HTMLInputElement>(null);
  const focusTitle = useRef(false);
  useEffect(() => {
    if (focusTitle.current) {
      focusTitle.current = false;
      titleInput.current?.focus();
    }
  });

  const recipe = recipes.find((r) => String(r.id) === state.recipeId) ?? null;
  const recipeName = recipe?.name ?? "";
  const busy = host ? host.busy : navigation.state !== "idle" && navigation.formAction === props.action;
  const FormElement = host ? host.Form : Form;
  const meId = props.meId;

  const chooseRecipe = (value: string) => {
    const chosen = recipes.find((r) => String(r.id) === value) ?? null;
    setState((s) => {
      if (!chosen) {
        // Removing the recipe keeps the title that was shown, now as the meal's own.
        const shown = s.customTitle ? s.title : recipeName;
        return { ...s, recipeId: "", title: shown, customTitle: true };
      }
      return {
        ...s,
        recipeId: value,
        title: "",
        customTitle: false,
        servings: String(mealServings(chosen.servings)),
      };
    });
  };
  const chooseType = (value: string) =>
    setState((s) => ({
      ...s,
      mealType: value,
      time: s.timeFollows ? (typeTimes[value] ?? s.time) : s.time,
    }));
  const chooseForWho = (value: ForWho) =>
    setState((s) => {
      if (value === "just-me") return { ...s, forWho: value, members: meId ? [String(meId)] : [] };
      if (value === "whole-family") return { ...s, forWho: value, members: members.map((m) => String(m.id)) };
      return { ...s, forWho: value, showPeople: true };
    });
  const toggleMember = (id: string, on: boolean) =>
    setState((s) => {
      const list = on ? [...s.members.filter((m) => m !== id), id] : s.members.filter((m) => m !== id);
      return { ...s, members: list, forWho: forWhoOf(list.map(Number), members, meId) };
    });

  const checkedCount = state.members.length;
  const peopleSummary =
    members.length > 0 && checkedCount === members.length
      ? "Everyone in the family"
      : checkedCount === 1 && state.members[0] === String(meId)
        ? "Just you"
        : `${checkedCount} selected`;

  const enhancedTitle = hydrated && state.recipeId !== "" && !state.customTitle;
  const formErrors = errorsOf("");

  return (
    <section className={css.page} aria-labelledby={host ? undefined : "meal-form-title"}>
      {host ? null : (
        <h1 id="meal-form-title" className={css.title}>
          {props.mode === "add" ? "Add Meal" : "Edit Meal"}
        </h1>
      )}
      {props.alert ? (
        <div role="alert" className={css.alert}>
          <p>{props.alert.message}</p>
          {props.alert.links.map((link) => (
            <p key={link.href}>
              <a href={link.href}>{link.label}</a>
            </p>
          ))}
        </div>
      ) : null}
      {props.inSeries ? <p className={css.notice}>{SERIES_HINT}</p> : null}

      <FormElement method="post" action={props.action} className={css.form} noValidate>
        <CsrfField />
        {props.idempotencyKey ? (
          <input type="hidden" name="idempotency_key" value={props.idempotencyKey} />
        ) : null}
        {props.version !== undefined ? <input type="hidden" name="version" value={props.version} /> : null}
        {props.alert ? null : <FormErrors id="meal-form-error" errors={formErrors} />}

        <fieldset className={css.section}>
          <legend className={css.legend}>Meal</legend>
          <div className={css.grid}>
            <Field name="meal_type" label="Meal type" errors={errorsOf("meal_type")}>
              {(a) => (
                <select
                  {...a}
                  className={formStyles.input}
                  value={state.mealType}
                  onChange={(e) => chooseType(e.currentTarget.value)}
                  required
                >
                  {MEAL_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {MEAL_TYPE_LABELS[t]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field name="recipe_id" label="Recipe" errors={errorsOf("recipe_id")}>
              {(a) => (
                <select
                  {...a}
                  className={formStyles.input}
                  value={state.recipeId}
                  onChange={(e) => chooseRecipe(e.currentTarget.value)}
                >
                  <option value="">No Recipe</option>
                  <RecipeGroup label="Our recipes" recipes={recipes.filter((r) => r.group === "own")} />
                  <RecipeGroup label="Saved recipes" recipes={recipes.filter((r) => r.group === "saved")} />
                  <RecipeGroup
                    label="Starter recipes"
                    recipes={recipes.filter((r) => r.group === "starter")}
                  />
                </select>
              )}
            </Field>

            <div className={`${formStyles.field} ${css.wide}`}>
              {enhancedTitle ? (
                <>
                  <p className={css.recipeTitle}>
                    <span className={formStyles.label}>Meal title: </span>
                    {recipeName}
                  </p>
                  <input type="hidden" name="title" value="" />
                  <button
                    type="button"
                    className={css.linkButton}
                    onClick={() => {
                      focusTitle.current = true;
                      set({ customTitle: true, title: recipeName });
                    }}
                  >
                    Customize title
                  </button>
                </>
              ) : (
                <>
                  <label className={formStyles.label} htmlFor="meal-title">
                    Meal title
                  </label>
                  <input
                    ref={titleInput}
                    id="meal-title"
                    name="title"
                    type="text"
                    maxLength={200}
                    autoComplete="off"
                    className={formStyles.input}
                    value={state.title}
                    onChange={(e) => set({ title: e.currentTarget.value })}
                    aria-invalid={errorsOf("title") ? true : undefined}
                    aria-describedby={`${hydrated ? "" : "meal-title-hint "}meal-title-error`}
                  />
                  {hydrated ? null : (
                    <p id="meal-title-hint" className={formStyles.hint}>
                      Needed without a recipe. With a recipe, leave it empty to use the recipe's title.
                    </p>
                  )}
                  {hydrated && state.recipeId !== "" ? (
                    <button
                      type="button"
                      className={css.linkButton}
                      onClick={() => set({ customTitle: false, title: "" })}
                    >
                      Reset to recipe title
                    </button>
                  ) : null}
                </>
              )}
              <FieldErrors id="meal-title-error" errors={errorsOf("title")} />
            </div>

            <Field name="date" label="Date" errors={errorsOf("date")}>
              {(a) => (
                <input {...a} type="date" required className={formStyles.input} defaultValue={values.date} />
              )}
            </Field>
            <Field
              name="time"
              label="Time"
              errors={errorsOf("time")}
              hint={
                hydrated || !state.timeFollows
                  ? undefined
                  : "Left as it is, the meal gets the usual time of the meal type you choose."
              }
            >
              {(a) => (
                <>
                  <input
                    {...a}
                    type="time"
                    className={formStyles.input}
                    value={state.time}
                    onChange={(e) => set({ time: e.currentTarget.value, timeFollows: false })}
                  />
                  {/* The type's usual time, shown: posted unchanged, the server uses the chosen type's. */}
                  {state.timeFollows ? <input type="hidden" name="time_auto" value={state.time} /> : null}
                </>
              )}
            </Field>
            <Field
              name="servings"
              label="Servings"
              errors={errorsOf("servings")}
              hint={
                props.leftover
                  ? "Leftovers: 0.5 to 12, in halves."
                  : `${SERVINGS.min} to ${SERVINGS.max}.${hydrated ? "" : " With a recipe, its servings are a good start."}`
              }
            >
              {(a) => (
                <input
                  {...a}
                  type="number"
                  inputMode={props.leftover ? "decimal" : "numeric"}
                  min={props.leftover ? 0.5 : SERVINGS.min}
                  max={SERVINGS.max}
                  step={props.leftover ? 0.5 : 1}
                  required
                  className={formStyles.input}
                  value={state.servings}
                  onChange={(e) => set({ servings: e.currentTarget.value })}
                />
              )}
            </Field>
          </div>
        </fieldset>

        <fieldset className={css.section} aria-describedby="meal-members-error">
          <legend className={css.legend}>For Who</legend>
          <div className={css.choiceRow}>
            {FOR_WHO.map((f) => (
              <span key={f} className={css.choice}>
                <input
                  type="radio"
                  id={`meal-for-${f}`}
                  name="for_who"
                  value={f}
                  checked={state.forWho === f}
                  onChange={() => chooseForWho(f)}
                />
                <label htmlFor={`meal-for-${f}`}>{FOR_WHO_LABELS[f]}</label>
              </span>
            ))}
          </div>
          {hydrated ? (
            <div className={css.actions}>
              <p className={css.summary} aria-live="polite">
                {peopleSummary}
              </p>
              <button
                type="button"
                className={css.linkButton}
                aria-expanded={state.showPeople}
                aria-controls="meal-people"
                onClick={() => set({ showPeople: !state.showPeople })}
              >
                {state.showPeople ? "Hide details" : "Show details"}
              </button>
            </div>
          ) : (
            <p className={formStyles.hint}>
              'Just Me' and 'Whole Family' need no ticks; with 'Choose members' the ticked members eat.
              Portions are percent of a standard serving.
            </p>
          )}
          <div id="meal-people" hidden={hydrated && !state.showPeople}>
            <ul className={css.memberList}>
              {members.map((m) => {
                const id = String(m.id);
                const checked = state.members.includes(id);
                const value = state.portions[id] ?? String(m.defaultPortion);
                const portionErrors = errorsOf(`portion_sizes.${id}`);
                return (
                  <li key={id} className={css.memberRow}>
                    <span className={formStyles.checkRow}>
                      <input
                        type="checkbox"
                        id={`meal-member-${id}`}
                        name="members"
                        value={id}
                        checked={checked}
                        onChange={(e) => toggleMember(id, e.currentTarget.checked)}
                      />
                      <label htmlFor={`meal-member-${id}`}>{m.name}</label>
                    </span>
                    <div className={css.portion} hidden={hydrated && !checked}>
                      <label className={formStyles.label} htmlFor={`meal-portion-${id}`}>
                        Portion for {m.name}
                      </label>
                      <span className={css.portionControl}>
                        <input
                          id={`meal-portion-${id}`}
                          name={`portion_sizes.${id}`}
                          // Without JavaScript a slider cannot show its value: a number field can.
                          type={hydrated ? "range" : "number"}
                          min={PORTION.formMin}
                          max={PORTION.max}
                          step={PORTION.step}
                          className={hydrated ? css.range : formStyles.input}
                          value={value}
                          onChange={(e) => {
                            const v = e.currentTarget.value;
                            setState((s) => ({ ...s, portions: { ...s.portions, [id]: v } }));
                          }}
                          aria-invalid={portionErrors ? true : undefined}
                          aria-describedby={`meal-portion-${id}-error`}
                        />
                        {hydrated ? (
                          <output htmlFor={`meal-portion-${id}`} className={css.portionValue}>
                            {value}%
                          </output>
                        ) : (
                          <span aria-hidden="true">%</span>
                        )}
                      </span>
                      <FieldErrors id={`meal-portion-${id}-error`} errors={portionErrors} />
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
          <FieldErrors
            id="meal-members-error"
            errors={errorsOf("for_who", "members", "family_member_ids", "portion_sizes")}
          />
        </fieldset>

        <fieldset
          className={css.section}
          hidden={hydrated && state.recipeId !== ""}
          aria-describedby="meal-nutrition-hint meal-nutrition-error"
        >
          <legend className={css.legend}>Nutrition per serving</legend>
          <p id="meal-nutrition-hint" className={formStyles.hint}>
            {hydrated
              ? "Optional. Leave a value empty when you do not know it."
              : "Only used when no recipe is chosen (a recipe brings its own). Optional."}
          </p>
          <div className={css.nutritionGrid}>
            {MEAL_NUTRIENTS.map((n) => (
              <Field
                key={n}
                name={`nutrition.${n}`}
                label={NUTRIENT_LABELS[n]}
                errors={errorsOf(`nutrition.${n}`)}
              >
                {(a) => (
                  <input
                    {...a}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="any"
                    className={formStyles.input}
                    defaultValue={values.nutrition[n]}
                  />
                )}
              </Field>
            ))}
          </div>
          <FieldErrors id="meal-nutrition-error" errors={errorsOf("nutrition")} />
        </fieldset>

        <fieldset className={css.section}>
          <legend className={css.legend}>Details</legend>
          <Field name="description" label="Description" errors={errorsOf("description")}>
            {(a) => (
              <textarea
                {...a}
                rows={2}
                maxLength={5000}
                className={formStyles.input}
                defaultValue={values.description}
              />
            )}
          </Field>
          <Field name="notes" label="Notes" errors={errorsOf("notes")}>
            {(a) => (
              <textarea
                {...a}
                rows={3}
                maxLength={5000}
                className={formStyles.input}
                defaultValue={values.notes}
              />
            )}
          </Field>
        </fieldset>

        <fieldset className={css.section}>
          <legend className={css.legend}>Reminder</legend>
          <span className={formStyles.checkRow}>
            <input
              type="checkbox"
              id="meal-reminder"
              name="reminder"
              value="on"
              checked={state.reminder}
              onChange={(e) => set({ reminder: e.currentTarget.checked })}
            />
            <label htmlFor="meal-reminder">Remind me before the meal</label>
          </span>
          <div hidden={hydrated && !state.reminder}>
            <Field
              name="reminder_minutes"
              label="Minutes before"
              errors={errorsOf("reminder_minutes")}
              hint={`At least ${REMINDER.min} minutes${hydrated ? "" : "; used when the reminder is on"}.`}
            >
              {(a) => (
                <input
                  {...a}
                  type="number"
                  inputMode="numeric"
                  min={REMINDER.min}
                  max={REMINDER.max}
                  step={1}
                  className={formStyles.input}
                  defaultValue={values.reminder_minutes}
                />
              )}
            </Field>
          </div>
        </fieldset>

        {props.mode === "add" ? (
          <fieldset className={css.section}>
            <legend className={css.legend}>Recurrence</legend>
            <span className={formStyles.checkRow}>
              <input
                type="checkbox"
                id="meal-is_recurring"
                name="is_recurring"
                value="on"
                checked={state.repeat}
                onChange={(e) => set({ repeat: e.currentTarget.checked })}
              />
              <label htmlFor="meal-is_recurring">Repeat</label>
            </span>
            <div className={css.grid} hidden={hydrated && !state.repeat}>
              <Field
                name="recurring_pattern"
                label="Repeats"
                errors={errorsOf("recurring_pattern")}
                hint={hydrated ? undefined : "Used when 'Repeat' is ticked."}
              >
                {(a) => (
                  <select
                    {...a}
                    className={formStyles.input}
                    value={state.pattern}
                    onChange={(e) => set({ pattern: e.currentTarget.value })}
                  >
                    {RECURRING_PATTERNS.map((p) => (
                      <option key={p} value={p}>
                        {PATTERN_LABELS[p]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                name="monthly_option"
                label="Monthly on"
                errors={errorsOf("monthly_option")}
                hint={hydrated ? undefined : "Only used for a monthly repeat."}
                hidden={hydrated && state.pattern !== "monthly"}
              >
                {(a) => (
                  <select {...a} className={formStyles.input} defaultValue={values.monthly_option}>
                    {MONTHLY_OPTIONS.map((o) => (
                      <option key={o} value={o}>
                        {MONTHLY_LABELS[o]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <fieldset
                className={`${css.weekdays} ${css.wide}`}
                hidden={hydrated && state.pattern !== "custom"}
                aria-describedby="meal-recurring_days-hint meal-recurring_days-error"
              >
                <legend className={formStyles.label}>On these days</legend>
                {WEEKDAYS.map((day, i) => (
                  <span key={day} className={css.choice}>
                    <input
                      type="checkbox"
                      id={`meal-day-${i}`}
                      name="recurring_days"
                      value={String(i)}
                      defaultChecked={values.recurring_days.includes(String(i))}
                    />
                    <label htmlFor={`meal-day-${i}`}>{day}</label>
                  </span>
                ))}
                <p id="meal-recurring_days-hint" className={`${formStyles.hint} ${css.wide}`}>
                  {hydrated ? "Pick one or more days." : "Only used for 'Custom days'."}
                </p>
                <FieldErrors id="meal-recurring_days-error" errors={errorsOf("recurring_days")} />
              </fieldset>
              <Field name="end_date" label="Ends on" errors={errorsOf("end_date")} hint={END_DATE_HINT}>
                {(a) => (
                  <input {...a} type="date" className={formStyles.input} defaultValue={values.end_date} />
                )}
              </Field>
            </div>
            <FieldErrors id="meal-is_recurring-error" errors={errorsOf("is_recurring")} />
          </fieldset>
        ) : null}

        <div className={css.actions}>
          <button type="submit" className={css.primaryButton} disabled={busy}>
            {busy ? "Saving…" : props.mode === "add" ? "Add Meal" : "Update Meal"}
          </button>
          {host ? (
            <button type="button" className={css.secondaryButton} onClick={host.close}>
              Cancel
            </button>
          ) : (
            <Link to={props.cancelTo} className={css.secondaryButton}>
              Cancel
            </Link>
          )}
        </div>
      </FormElement>
    </section>
  );
}

function RecipeGroup({ label, recipes }: { label: string; recipes: RecipeOption[] }) {
  if (recipes.length === 0) return null;
  return (
    <optgroup label={label}>
      {recipes.map((r) => (
        <option key={r.id} value={String(r.id)}>
          {r.name}
        </option>
      ))}
    </optgroup>
  );
}

type ControlProps = {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string;
};

/** A labelled field: its control gets the id, name and the ids of its hint and errors. */
function Field(props: {
  name: string;
  label: string;
  errors?: string[];
  hint?: string;
  hidden?: boolean;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = `meal-${props.name.replace(/\W/g, "-")}`;
  const describedBy = [props.hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className={formStyles.field} hidden={props.hidden}>
      <label className={formStyles.label} htmlFor={id}>
        {props.label}
      </label>
      {props.children({
        id,
        name: props.name,
        "aria-invalid": props.errors ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {props.hint ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {props.hint}
        </p>
      ) : null}
      <FieldErrors id={`${id}-error`} errors={props.errors} />
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------
// 'Add to Meal Plan' on a recipe (part two §2): today's and tomorrow's meals, or the full form

export const QUICK_ADD = {
  today: ["breakfast", "lunch", "dinner", "snack"],
  tomorrow: ["breakfast", "lunch", "dinner"],
} as const satisfies Record<string, readonly MealType[]>;
export type QuickAddDay = keyof typeof QUICK_ADD;

/** 'Added to Dinner on today' for `dinner-today`; null for anything else. */
export function quickAddNotice(added: string | null): string | null {
  const m = /^([a-z]+)-(today|tomorrow)$/.exec(added ?? "");
  if (!m) return null;
  const day = m[2] as QuickAddDay;
  const type = QUICK_ADD[day].find((t) => t === m[1]);
  return type ? `Added to ${MEAL_TYPE_LABELS[type]} on ${day}` : null;
}

/**
 * A <details> menu of small POST forms, one per day and type, each with its own idempotency key; it
 * works without JavaScript. With it, a click outside or Escape closes the menu.
 */
export function AddToPlanMenu(props: { recipeId: number; action: string; keyBase: string }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const navigation = useNavigation();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const el = menu.current;
      if (el?.open && event.target instanceof Node && !el.contains(event.target)) el.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      const el = menu.current;
      if (event.key === "Escape" && el?.open) {
        el.open = false;
        el.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, []);
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "add-to-plan";
  const days = Object.keys(QUICK_ADD) as QuickAddDay[];
  return (
    <details ref={menu} className={css.menu} data-print="hide">
      <summary className={css.menuSummary}>Add to Meal Plan</summary>
      <div className={css.menuPanel}>
        {days.map((day) => {
          const label = day === "today" ? "Today" : "Tomorrow";
          return (
            <fieldset key={day} className={css.menuGroup}>
              <legend className={css.menuHeading}>{label}</legend>
              {QUICK_ADD[day].map((type) => (
                <Form
                  key={type}
                  method="post"
                  action={props.action}
                  className={css.menuForm}
                  preventScrollReset
                  onSubmit={() => {
                    if (menu.current) menu.current.open = false;
                  }}
                >
                  <CsrfField />
                  <input type="hidden" name="intent" value="add-to-plan" />
                  <input type="hidden" name="day" value={day} />
                  <input type="hidden" name="type" value={type} />
                  <input type="hidden" name="idempotency_key" value={`${props.keyBase}-${day}-${type}`} />
                  <button type="submit" className={css.menuItem} disabled={busy}>
                    <span className={css.visuallyHidden}>{label}: </span>
                    {MEAL_TYPE_LABELS[type]}
                  </button>
                </Form>
              ))}
            </fieldset>
          );
        })}
        <Link to={`/meal-planner/new?recipe_id=${props.recipeId}`} className={css.menuItem}>
          Custom...
        </Link>
      </div>
    </details>
  );
}
