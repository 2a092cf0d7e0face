// 'Mark as having leftovers' (docs/product.md#meal-planner, 'Leftovers'): plans the leftovers of a meal
// as a new meal linked to it. Defaults: the next day, lunch, half the servings rounded up (at least 1).
// The form carries an idempotency key made when it was shown, so a double submit plans one meal.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DomainError, IdempotencyKeyReusedError, NotFoundError } from "~/domain/errors";
import { LeftoverSchema } from "~/domain/meal-plan/api-schemas";
import { MEAL_TEXTS, SERVINGS } from "~/domain/meal-plan/constants";
import { planLeftover } from "~/domain/meal-plan/meals.server";
import { MEAL_NOTICES } from "~/domain/meal-plan/notices";
import { leftoverDefaults } from "~/domain/meal-plan/schemas";
import { type LeftoverAnswer, LeftoverForm, type LeftoverValues } from "~/ui/meal-plan/meal-move-forms";
import { PlannerRouteError } from "~/ui/meal-plan/planner-error";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireUser } from "~/web/guards.server";
import { notFound, pageContext, webCommand } from "~/web/page-action.server";
import { requireMeal } from "~/web/require.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `Leftovers of ${data.original.title} | Family Meal Planner`
      : "Leftovers | Family Meal Planner",
  },
];

type Values = LeftoverValues;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const meal = await requireMeal(user.householdId, params.id);
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

type Answer = LeftoverAnswer;

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const original = await requireMeal(user.householdId, params.id);
  const values: Values = {
    title: String(form.get("title") ?? ""),
    date: String(form.get("date") ?? ""),
    meal_type: String(form.get("meal_type") ?? ""),
    servings: String(form.get("servings") ?? ""),
  };
  const context = pageContext(request, user, form);
  const key = context.idempotencyKey ?? "";
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
      webCommand(context),
    );
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound(MEAL_TEXTS.notFound);
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
  return redirectWithFlash(
    request,
    `/meal-planner?view=day&date=${leftover.date}`,
    MEAL_NOTICES.leftover(leftover.title),
  );
}

export default function Leftovers() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <LeftoverForm loaded={loaded} answer={answer} />;
}

export function ErrorBoundary() {
  return <PlannerRouteError title={MEAL_TEXTS.leftoverFailed} />;
}
