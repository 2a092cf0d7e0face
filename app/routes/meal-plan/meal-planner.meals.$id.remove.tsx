// Remove a planned meal (docs/product.md#meal-planner): a confirm page whose form carries the version the
// user saw. The planner's dialog posts here too through a fetcher and reads the kit's answer
// (app/web/meal-answer.server.ts), so it can hide the meal at once and show it again if the server refuses.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { CONFLICT, MEAL_TEXTS } from "~/domain/meal-plan/constants";
import { getMeal, removeMeal } from "~/domain/meal-plan/meals.server";
import { MEAL_NOTICES } from "~/domain/meal-plan/notices";
import { parseMealId } from "~/domain/meal-plan/schemas";
import { CsrfField } from "~/ui/kit/csrf-field";
import { refusal } from "~/ui/meal-plan/form-answer";
import * as css from "~/ui/meal-plan/planner.css";
import { PlannerRouteError } from "~/ui/meal-plan/planner-error";
import { formatTime, longDate, typeLabel } from "~/ui/meal-plan/planner-format";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireUser } from "~/web/guards.server";
import { answered, asRefusal, wantsAnswer } from "~/web/meal-answer.server";
import { HIDDEN_FIELDS } from "~/web/meal-form.server";
import { invalidForm, notFound, pageContext, replyToError, webCommand } from "~/web/page-action.server";
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

/** A confirmation has no fields of its own: its version is read by `pageContext`. */
const RemoveSchema = z.object({});

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const id = parseMealId(params.id ?? "");
  if (!id.ok) throw notFound(id.message);
  const submission = parseWithZod(form, { schema: RemoveSchema });
  if (submission.status !== "success") return invalidForm(submission, { hideFields: HIDDEN_FIELDS });
  const context = pageContext(request, user, form);
  const database = await db();
  let meal: { title: string; date: string };
  try {
    // Read in the same try: a meal removed meanwhile (another tab) is the dialog's refusal, not a 404.
    meal = await getMeal(database, user.householdId, id.id);
    await removeMeal(database, user, id.id, {
      ...webCommand(context),
      expectedVersion: context.expectedVersion,
    });
  } catch (error) {
    return replyToError(submission, asRefusal(form, error), {
      conflict: CONFLICT,
      notFound: MEAL_TEXTS.notFound,
      hideFields: HIDDEN_FIELDS,
    });
  }
  if (wantsAnswer(form)) return answered(submission);
  return redirectWithFlash(request, `/meal-planner?date=${meal.date}`, MEAL_NOTICES.removed(meal.title));
}

export default function RemoveMeal() {
  const { meal } = useLoaderData<typeof loader>();
  const failed = refusal(useActionData<typeof action>());
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
      {failed ? (
        <div role="alert" className={css.errorNotice}>
          <p className={css.errorText}>{failed.text}</p>
          {failed.conflict ? (
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
