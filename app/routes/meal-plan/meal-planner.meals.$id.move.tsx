// Move a meal to another day and meal type (docs/product.md#meal-planner: week view, Move). The form
// works without JavaScript; the week view's drag and drop posts the same fields here through a fetcher
// and reads the kit's answer (app/web/meal-answer.server.ts). Dropping on the meal's own cell changes
// nothing.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MoveSchema } from "~/domain/meal-plan/api-schemas";
import { CONFLICT, MEAL_TEXTS } from "~/domain/meal-plan/constants";
import { moveMeal } from "~/domain/meal-plan/meals.server";
import { MEAL_NOTICES } from "~/domain/meal-plan/notices";
import { MoveMealForm } from "~/ui/meal-plan/meal-move-forms";
import { PlannerRouteError } from "~/ui/meal-plan/planner-error";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireUser } from "~/web/guards.server";
import { answered, asRefusal, wantsAnswer } from "~/web/meal-answer.server";
import { HIDDEN_FIELDS } from "~/web/meal-form.server";
import { invalidForm, pageContext, replyToError, webCommand } from "~/web/page-action.server";
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

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const meal = await requireMeal(user.householdId, params.id);
  const submission = parseWithZod(form, { schema: MoveSchema, disableAutoCoercion: true });
  if (submission.status !== "success") return invalidForm(submission, { hideFields: HIDDEN_FIELDS });
  const to = submission.value;
  const done = () =>
    wantsAnswer(form)
      ? answered(submission)
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
    return replyToError(submission, asRefusal(form, error), {
      conflict: CONFLICT,
      notFound: MEAL_TEXTS.notFound,
      hideFields: HIDDEN_FIELDS,
    });
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
