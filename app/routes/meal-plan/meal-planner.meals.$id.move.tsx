// Move a meal to another day and meal type (docs/product.md#meal-planner: week view, Move). The form
// works without JavaScript; the week view's drag and drop posts the same fields here and asks for a
// JSON answer (_response=json). Dropping on the meal's own cell changes nothing.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConcurrencyError, DomainError, NotFoundError } from "~/domain/errors";
import { MoveSchema } from "~/domain/meal-plan/api-schemas";
import { CONFLICT, MEAL_TEXTS } from "~/domain/meal-plan/constants";
import { moveMeal } from "~/domain/meal-plan/meals.server";
import { MEAL_NOTICES } from "~/domain/meal-plan/notices";
import { type MoveAnswer, MoveMealForm, type MoveValues } from "~/ui/meal-plan/meal-move-forms";
import { PlannerRouteError } from "~/ui/meal-plan/planner-error";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireUser } from "~/web/guards.server";
import { notFound, pageContext, webCommand } from "~/web/page-action.server";
import { requireMeal } from "~/web/require.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Move ${data.meal.title} | Family Meal Planner` : "Move meal | Family Meal Planner" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const meal = await requireMeal(user.householdId, params.id);
  return {
    meal: {
      id: meal.id,
      title: meal.title,
      date: meal.date,
      time: meal.time,
      mealType: meal.mealType,
      version: meal.version,
    },
  };
}

type Values = MoveValues;
type Answer = MoveAnswer;

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const json = form.get("_response") === "json";
  const meal = await requireMeal(user.householdId, params.id);
  const values: Values = {
    date: String(form.get("date") ?? ""),
    meal_type: String(form.get("meal_type") ?? ""),
    time: String(form.get("time") ?? ""),
  };
  const parsed = MoveSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Answer["errors"] = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof Values;
      errors[key] = [...(errors[key] ?? []), issue.message];
    }
    const message = `${MEAL_TEXTS.moveFailed} ${Object.values(errors).flat().join(" ")}`;
    return data<Answer>({ ok: false, message, errors, values }, { status: 422 });
  }
  const to = parsed.data;
  const done = () =>
    json
      ? data<Answer>({ ok: true })
      : redirectWithFlash(request, `/meal-planner?date=${to.date}`, MEAL_NOTICES.moved(meal.title));
  // The same day and type (and no new time): nothing to do.
  if (to.date === meal.date && to.meal_type === meal.mealType && (to.time === null || to.time === meal.time))
    return done();
  const context = pageContext(request, user, form);
  try {
    await moveMeal(
      await db(),
      user,
      meal.id,
      { date: to.date, mealType: to.meal_type, time: to.time },
      { ...webCommand(context), expectedVersion: context.expectedVersion },
    );
  } catch (error) {
    if (error instanceof ConcurrencyError)
      return data<Answer>({ ok: false, conflict: true, message: CONFLICT, values }, { status: 409 });
    if (error instanceof NotFoundError) {
      if (json) return data<Answer>({ ok: false, message: MEAL_TEXTS.notFound }, { status: 404 });
      throw notFound(MEAL_TEXTS.notFound);
    }
    if (error instanceof DomainError) {
      const errors = error.field ? { [error.field]: [error.message] } : undefined;
      return data<Answer>(
        { ok: false, message: `${MEAL_TEXTS.moveFailed} ${error.message}`, errors, values },
        { status: 422 },
      );
    }
    throw error;
  }
  return done();
}

export default function MoveMeal() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <MoveMealForm loaded={loaded} answer={answer} />;
}

export function ErrorBoundary() {
  return <PlannerRouteError title={MEAL_TEXTS.moveFailed} />;
}
