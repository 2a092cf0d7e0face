// Edit Meal (docs/product.md#meal-form, as a page, with its version rule): the form with the meal's values
// and the version it was read at. Saving changes only what differs; if the meal changed meanwhile the
// answer is a 409 with the conflict message and a Reload link, and nothing is overwritten. One meal of a
// recurring series is edited on its own (ADR 010).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type ShouldRevalidateFunction, useActionData, useLoaderData } from "@remix-run/react";
import { CONFLICT, MEAL_TEXTS } from "~/domain/meal-plan/constants";
import { loadMealFormData, loadMealPeople } from "~/domain/meal-plan/meal-form.server";
import { changeMeal, getMeal, toMealPatch } from "~/domain/meal-plan/meals.server";
import { MEAL_NOTICES } from "~/domain/meal-plan/notices";
import { editMealValues, mealServings } from "~/ui/meal-plan/meal-form";
import { EditMealForm } from "~/ui/meal-plan/meal-form-views";
import { PlannerRouteError } from "~/ui/meal-plan/planner-error";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { requireUser } from "~/web/guards.server";
import { HIDDEN_FIELDS, INVALID_MEAL_FORM, readMealEditForm, savingFailed } from "~/web/meal-form.server";
import { invalidForm, pageContext, replyToError, webCommand } from "~/web/page-action.server";
import { requireMeal } from "~/web/require.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Edit ${data.meal.title} | Family Meal Planner` : "Edit Meal | Family Meal Planner" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const meal = await requireMeal(user.householdId, params.id);
  const database = await db();
  const form = await loadMealFormData(database, user);
  // The meal's recipe stays choosable even when it is no longer listed (another family's, unsaved).
  if (meal.recipeId && !form.recipes.some((r) => r.id === meal.recipeId))
    form.recipes.push({
      id: meal.recipeId,
      name: meal.recipeTitle ?? meal.title,
      servings: mealServings(meal.recipeServings),
      group: "saved",
    });
  return {
    meal: {
      id: meal.id,
      title: meal.title,
      date: meal.date,
      version: meal.version,
      isLeftover: meal.isLeftover,
      inSeries: meal.seriesId !== null,
    },
    form,
    values: editMealValues(meal, form.members, form.meId),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const meal = await requireMeal(user.householdId, params.id);
  const database = await db();
  const post = await readMealEditForm(request, await loadMealPeople(database, user), meal);
  if (post.kind === "invalid")
    return invalidForm(post.submission, { formErrors: [INVALID_MEAL_FORM], hideFields: HIDDEN_FIELDS });
  const context = pageContext(request, user, post.form);
  try {
    await changeMeal(database, user, meal.id, toMealPatch(post.value), {
      ...webCommand(context),
      expectedVersion: context.expectedVersion,
    });
  } catch (error) {
    return replyToError(post.submission, savingFailed(error), {
      conflict: CONFLICT,
      notFound: MEAL_TEXTS.notFound,
      hideFields: HIDDEN_FIELDS,
    });
  }
  const saved = await getMeal(database, user.householdId, meal.id);
  return redirectWithFlash(
    request,
    `/meal-planner?view=day&date=${saved.date}`,
    MEAL_NOTICES.updated(saved.title),
  );
}

/** A refused form keeps what the person saw: no reload of the form's data (and of the version seen). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined && actionStatus >= 400 ? false : defaultShouldRevalidate;

export default function EditMeal() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <EditMealForm loaded={loaded} answer={answer} />;
}

export function ErrorBoundary() {
  return <PlannerRouteError title={MEAL_TEXTS.updateFailed} />;
}
