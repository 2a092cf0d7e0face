// 'Mark as having leftovers' (docs/product.md#meal-planner, 'Leftovers'): plans the leftovers of a meal
// as a new meal linked to it. Defaults: the next day, lunch, half the servings rounded up (at least 1).
// The form carries an idempotency key made when it was shown, so a double submit plans one meal.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LeftoverSchema } from "~/domain/meal-plan/api-schemas";
import { MEAL_TEXTS, SERVINGS } from "~/domain/meal-plan/constants";
import { planLeftover } from "~/domain/meal-plan/meals.server";
import { MEAL_NOTICES } from "~/domain/meal-plan/notices";
import { leftoverDefaults } from "~/domain/meal-plan/schemas";
import { LeftoverForm, type LeftoverValues } from "~/ui/meal-plan/meal-move-forms";
import { PlannerRouteError } from "~/ui/meal-plan/planner-error";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireUser } from "~/web/guards.server";
import { HIDDEN_FIELDS } from "~/web/meal-form.server";
import { invalidForm, pageContext, replyToError, webCommand } from "~/web/page-action.server";
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

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const original = await requireMeal(user.householdId, params.id);
  const submission = parseWithZod(form, { schema: LeftoverSchema, disableAutoCoercion: true });
  if (submission.status !== "success") return invalidForm(submission, { hideFields: HIDDEN_FIELDS });
  const leftover = submission.value;
  const context = pageContext(request, user, form);
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
    return replyToError(submission, error, { notFound: MEAL_TEXTS.notFound, hideFields: HIDDEN_FIELDS });
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
