// Remove a planned meal (docs/product.md#meal-planner): a confirm page whose form carries the version the
// user saw. The planner's dialog posts here too and asks for a JSON answer (_response=json), so it can
// hide the meal at once and show it again if the server refuses.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ConcurrencyError, DomainError, NotFoundError } from "~/domain/errors";
import { CONFLICT, MEAL_TEXTS } from "~/domain/meal-plan/constants";
import { getMeal, removeMeal } from "~/domain/meal-plan/meals.server";
import { MEAL_NOTICES } from "~/domain/meal-plan/notices";
import { parseMealId } from "~/domain/meal-plan/schemas";
import { CsrfField } from "~/ui/kit/csrf-field";
import * as css from "~/ui/meal-plan/planner.css";
import { PlannerRouteError } from "~/ui/meal-plan/planner-error";
import { formatTime, longDate, typeLabel } from "~/ui/meal-plan/planner-format";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireUser } from "~/web/guards.server";
import { notFound, pageContext, webCommand } from "~/web/page-action.server";
import { requireMeal } from "~/web/require.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Remove ${data.meal.title}? | Family Meal Planner` : "Remove meal | Family Meal Planner" },
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

type Answer = { ok: boolean; message?: string; conflict?: boolean };

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const json = form.get("_response") === "json";
  const fail = (status: number, message: string, conflict = false) =>
    data<Answer>({ ok: false, message, conflict }, { status });

  const parsed = parseMealId(params.id ?? "");
  if (!parsed.ok) {
    if (json) return fail(404, parsed.message);
    throw notFound(parsed.message);
  }
  const database = await db();
  const context = pageContext(request, user, form);
  let title = "";
  let date = "";
  try {
    const meal = await getMeal(database, user.householdId, parsed.id);
    title = meal.title;
    date = meal.date;
    await removeMeal(database, user, meal.id, {
      ...webCommand(context),
      expectedVersion: context.expectedVersion,
    });
  } catch (error) {
    if (error instanceof ConcurrencyError) return fail(409, CONFLICT, true);
    if (error instanceof NotFoundError) {
      if (json) return fail(404, MEAL_TEXTS.notFound);
      throw notFound(MEAL_TEXTS.notFound);
    }
    if (error instanceof DomainError) return fail(422, error.message);
    throw error;
  }
  if (json) return data<Answer>({ ok: true });
  return redirectWithFlash(request, `/meal-planner?date=${date}`, MEAL_NOTICES.removed(title));
}

export default function RemoveMeal() {
  const { meal } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const path = `/meal-planner/meals/${meal.id}/remove`;
  const busy = navigation.state !== "idle" && navigation.formAction === path;
  return (
    <section aria-labelledby="remove-title" className={css.panel}>
      <h1 id="remove-title" className={css.title}>
        Remove {meal.title}?
      </h1>
      <p>
        {typeLabel(meal.mealType)} on {longDate(meal.date)} at {formatTime(meal.time)}. The meal is taken off
        the plan; its history stays in the meal log.
      </p>
      {answer && !answer.ok ? (
        <div role="alert" className={css.errorNotice}>
          <p className={css.errorText}>{answer.message}</p>
          {answer.conflict ? (
            <p>
              <a href={path}>Reload</a>
            </p>
          ) : null}
        </div>
      ) : null}
      <Form method="post" action={path} className={css.actions}>
        <CsrfField />
        <input type="hidden" name="version" value={meal.version} />
        <button type="submit" className={css.dangerButton} disabled={busy}>
          {busy ? "Removing…" : "Remove"}
        </button>
        <Link to={`/meal-planner?date=${meal.date}`} className={css.secondaryButton}>
          Cancel
        </Link>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <PlannerRouteError title="Failed to remove the meal" />;
}
