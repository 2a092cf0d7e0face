// 'Mark as having leftovers' (part one §4 'Leftover', §5 'Leftover form'): plans the leftovers of a meal
// as a new meal linked to it. Defaults: the next day, lunch, half the servings rounded up (at least 1).
// The form carries an idempotency key made when it was shown, so a double submit plans one meal.
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { DomainError, NotFoundError } from "~/domain/errors";
import { LEFTOVER_SERVINGS, MEAL_TEXTS, MEAL_TYPES, SERVINGS } from "~/domain/meal-plan/constants";
import { getMeal, planLeftover } from "~/domain/meal-plan/meals.server";
import { LeftoverSchema, leftoverDefaults, parseMealId } from "~/domain/meal-plan/schemas";
import { IdempotencyKeyReusedError } from "~/events/errors";
import { CsrfField } from "~/ui/csrf-field";
import { Field, FormErrors, formStyles } from "~/ui/form";
import * as css from "~/ui/planner.css";
import { PlannerRouteError } from "~/ui/planner-error";
import { formatTime, longDate, typeLabel } from "~/ui/planner-format";
import { db } from "~/web/database.server";
import { readForm, requireUser } from "~/web/guards.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `Leftovers of ${data.original.title} | Family Meal Planner`
      : "Leftovers | Family Meal Planner",
  },
];

const KEY_MAX = 200;

const notFound = (message: string = MEAL_TEXTS.notFound) =>
  new Response(message, { status: 404, statusText: "Not Found" });

async function findMeal(householdId: number, idParam: string | undefined) {
  const parsed = parseMealId(idParam ?? "");
  if (!parsed.ok) throw notFound(parsed.message);
  try {
    return await getMeal(await db(), householdId, parsed.id);
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound();
    throw error;
  }
}

type Values = { title: string; date: string; meal_type: string; servings: string };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const meal = await findMeal(user.householdId, params.id);
  const defaults = leftoverDefaults(meal);
  return {
    original: {
      id: meal.id,
      title: meal.title,
      date: meal.date,
      time: meal.time,
      mealType: meal.mealType,
      servings: meal.servings || SERVINGS.default,
    },
    defaults: {
      title: defaults.title,
      date: defaults.date,
      meal_type: defaults.meal_type,
      servings: String(defaults.servings),
    } satisfies Values,
    idempotencyKey: crypto.randomUUID(),
  };
}

type Answer = {
  message: string;
  errors: Partial<Record<keyof Values, string[]>>;
  values: Values;
  idempotencyKey: string;
};

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const original = await findMeal(user.householdId, params.id);
  const values: Values = {
    title: String(form.get("title") ?? ""),
    date: String(form.get("date") ?? ""),
    meal_type: String(form.get("meal_type") ?? ""),
    servings: String(form.get("servings") ?? ""),
  };
  const key = String(form.get("idempotency_key") ?? "").slice(0, KEY_MAX);
  const fail = (status: number, message: string, errors: Answer["errors"] = {}) =>
    data<Answer>({ message, errors, values, idempotencyKey: key || crypto.randomUUID() }, { status });

  const parsed = LeftoverSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Answer["errors"] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof Values;
      errors[field] = [...(errors[field] ?? []), issue.message];
    }
    return fail(422, MEAL_TEXTS.leftoverFailed, errors);
  }
  const leftover = parsed.data;
  try {
    await planLeftover(
      await db(),
      user,
      original.id,
      {
        mealType: leftover.meal_type,
        title: leftover.title,
        date: leftover.date,
        time: leftover.time,
        recipeId: null, // planLeftover keeps the original's recipe
        description: original.description,
        notes: original.notes,
        servings: leftover.servings,
        memberIds: original.memberIds,
        portions: original.portions,
        forNames: original.forNames,
        reminderMinutes: null,
        nutrition: original.recipeId ? null : original.nutrition,
        recurrence: null,
      },
      { source: "web", idempotencyKey: key || undefined },
    );
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound();
    if (error instanceof DomainError) {
      const field = error.field && error.field in values ? error.field : undefined;
      return fail(
        422,
        `${MEAL_TEXTS.leftoverFailed} ${error.message}`,
        field ? { [field]: [error.message] } : {},
      );
    }
    if (error instanceof IdempotencyKeyReusedError)
      return fail(422, `${MEAL_TEXTS.leftoverFailed} ${error.message}`);
    throw error;
  }
  return redirect(
    `/meal-planner?view=day&date=${leftover.date}&notice=leftover&meal=${encodeURIComponent(leftover.title)}`,
  );
}

export default function Leftovers() {
  const { original, defaults, idempotencyKey } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const path = `/meal-planner/meals/${original.id}/leftovers`;
  const busy = navigation.state !== "idle" && navigation.formAction === path;
  const values = answer?.values ?? defaults;
  const errors = answer?.errors ?? {};
  const [servings, setServings] = useState(values.servings);
  const percent = Math.round((Number(servings) / original.servings) * 100);
  const invalid = (key: keyof Values) => (errors[key]?.length ? true : undefined);
  return (
    <section aria-labelledby="leftover-title" className={css.panel}>
      <h1 id="leftover-title" className={css.title}>
        Mark as having leftovers
      </h1>
      <p>
        Leftovers of <strong>{original.title}</strong> ({typeLabel(original.mealType)} on{" "}
        {longDate(original.date)} at {formatTime(original.time)}, {original.servings} servings).
      </p>
      {answer ? <FormErrors errors={[answer.message]} /> : null}
      <Form method="post" action={path} className={css.form}>
        <CsrfField />
        <input type="hidden" name="idempotency_key" value={answer?.idempotencyKey ?? idempotencyKey} />
        <Field label="Title" id="leftover-title-input" errorId="leftover-title-error" errors={errors.title}>
          <input
            id="leftover-title-input"
            name="title"
            type="text"
            required
            maxLength={200}
            defaultValue={values.title}
            className={formStyles.input}
            aria-invalid={invalid("title")}
            aria-describedby="leftover-title-error"
          />
        </Field>
        <Field label="Date" id="leftover-date" errorId="leftover-date-error" errors={errors.date}>
          <input
            id="leftover-date"
            name="date"
            type="date"
            required
            defaultValue={values.date}
            className={formStyles.input}
            aria-invalid={invalid("date")}
            aria-describedby="leftover-date-error"
          />
        </Field>
        <Field label="Meal type" id="leftover-type" errorId="leftover-type-error" errors={errors.meal_type}>
          <select
            id="leftover-type"
            name="meal_type"
            required
            defaultValue={values.meal_type}
            className={formStyles.input}
            aria-invalid={invalid("meal_type")}
            aria-describedby="leftover-type-error"
          >
            {MEAL_TYPES.map((t) => (
              <option key={t} value={t}>
                {typeLabel(t)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label="Servings"
          id="leftover-servings"
          errorId="leftover-servings-error"
          errors={errors.servings}
        >
          <input
            id="leftover-servings"
            name="servings"
            type="number"
            required
            step={LEFTOVER_SERVINGS.step}
            min={LEFTOVER_SERVINGS.min}
            max={LEFTOVER_SERVINGS.max}
            value={servings}
            onChange={(e) => setServings(e.currentTarget.value)}
            className={formStyles.input}
            aria-invalid={invalid("servings")}
            aria-describedby="leftover-servings-share leftover-servings-error"
          />
          <p id="leftover-servings-share" className={formStyles.hint} aria-live="polite">
            {Number.isFinite(percent) ? `${percent}% of the original ${original.servings} servings` : ""}
          </p>
        </Field>
        <div className={css.actions}>
          <button type="submit" className={css.primaryButton} disabled={busy}>
            {busy ? "Saving…" : "Assign Leftovers"}
          </button>
          <Link to={`/meal-planner/meals/${original.id}`} className={css.secondaryButton}>
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <PlannerRouteError title={MEAL_TEXTS.leftoverFailed} />;
}
