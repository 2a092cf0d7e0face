// Add Meal (docs/product.md#meal-form, as a page):
// /meal-planner/new?date=&type=&recipe_id= opens the form for that day and type (today's dinner by
// default) with the recipe chosen; saving plans the meal (or its series) and shows the planner's day.
// The form's idempotency key is part of the address, so a reload, the back button or a double click
// submits the same key again and the meal is planned once.
import { randomUUID } from "node:crypto";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { type ShouldRevalidateFunction, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { IdempotencyKeyReusedError } from "~/domain/errors";
import { todayForHousehold } from "~/domain/household/household.server";
import { isAddressIdempotencyKey } from "~/domain/idempotency";
import { MEAL_TEXTS, MEAL_TYPES } from "~/domain/meal-plan/constants";
import { loadMealFormData, loadMealPeople } from "~/domain/meal-plan/meal-form.server";
import { getMeal, planMeal, toMealRequest } from "~/domain/meal-plan/meals.server";
import { MEAL_NOTICES } from "~/domain/meal-plan/notices";
import { parseMealDate, parseMealId } from "~/domain/meal-plan/schemas";
import { getRecipe } from "~/domain/recipes/recipes.server";
import { ALREADY_SUBMITTED, newMealValues } from "~/ui/meal-plan/meal-form";
import { NewMealForm } from "~/ui/meal-plan/meal-form-views";
import { PlannerRouteError } from "~/ui/meal-plan/planner-error";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { requireUser } from "~/web/guards.server";
import { cleanSearchParams } from "~/web/input-gate.server";
import { HIDDEN_FIELDS, INVALID_MEAL_FORM, readNewMealForm, savingFailed } from "~/web/meal-form.server";
import { invalidForm, pageContext, replyToError, webCommand } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "Add Meal | Family Meal Planner" }];

const dayHref = (date: string) => `/meal-planner?view=day&date=${date}`;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const q = cleanSearchParams(request);
  const key = q.get("key");
  if (!isAddressIdempotencyKey(key)) {
    q.set("key", randomUUID());
    throw redirect(`${url.pathname}?${q}`);
  }
  const database = await db();
  const form = await loadMealFormData(database, user);
  const today = await todayForHousehold(database, user.householdId, new Date());
  const date = parseMealDate(q.get("date") ?? "") ?? today;
  const mealType = MEAL_TYPES.find((t) => t === q.get("type")?.trim().toLowerCase()) ?? "dinner";

  // A recipe from the address: one of the listed ones, or another readable one (a community recipe).
  const asked = parseMealId(q.get("recipe_id") ?? "");
  let recipe = asked.ok ? (form.recipes.find((r) => r.id === asked.id) ?? null) : null;
  if (asked.ok && !recipe) {
    const found = await getRecipe(database, user, asked.id).catch(() => null);
    if (found) {
      recipe = { id: found.id, name: found.name, servings: found.servings, group: "saved" };
      form.recipes.push(recipe);
    }
  }
  return {
    key,
    form,
    values: newMealValues({
      date,
      mealType,
      time: form.typeTimes[mealType],
      recipe,
      members: form.members,
    }),
    cancelTo: recipe ? `/recipes/${recipe.id}` : dayHref(date),
    again: `/meal-planner/new?date=${date}&type=${mealType}`,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const database = await db();
  const post = await readNewMealForm(request, await loadMealPeople(database, user));
  if (post.kind === "invalid")
    return invalidForm(post.submission, { formErrors: [INVALID_MEAL_FORM], hideFields: HIDDEN_FIELDS });
  const context = pageContext(request, user, post.form);
  let id: number;
  try {
    ({ id } = await planMeal(database, user, toMealRequest(post.value), webCommand(context)));
  } catch (error) {
    // The same key with other values: this form was sent before (a second tab, a later edit).
    if (error instanceof IdempotencyKeyReusedError)
      return invalidForm(post.submission, { formErrors: [ALREADY_SUBMITTED], hideFields: HIDDEN_FIELDS });
    return replyToError(post.submission, savingFailed(error), { hideFields: HIDDEN_FIELDS });
  }
  const saved = await getMeal(database, user.householdId, id);
  return redirectWithFlash(request, dayHref(saved.date), MEAL_NOTICES.added(saved.title));
}

/** A refused form keeps what the person saw: no reload of the form's data (and of the version seen). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined && actionStatus >= 400 ? false : defaultShouldRevalidate;

export default function NewMeal() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const location = useLocation();
  return <NewMealForm loaded={loaded} answer={answer} action={`${location.pathname}${location.search}`} />;
}

export function ErrorBoundary() {
  return <PlannerRouteError title={MEAL_TEXTS.createFailed} />;
}
