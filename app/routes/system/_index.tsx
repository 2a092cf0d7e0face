// The dashboard (docs/product.md#dashboard: real data, the prepared toggle persisted as a
// meal event). The inventory's, the shopping list's and the community's parts are their own components
// and queries, each shown only while its feature is on for the user; the notifications are the person's
// choices in Settings › Preferences (ADR 056).
import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { CONFLICT, MEAL_TEXTS, UPCOMING_DAYS } from "~/domain/meal-plan/constants";
import { markPrepared } from "~/domain/meal-plan/meals.server";
import { PreparedMealFields } from "~/domain/meal-plan/schemas";
import { getNotifications } from "~/domain/notifications/notifications.server";
import { recipeDescriptions } from "~/domain/recipes/recipes.server";
import { RecentCommunityRecipes } from "~/ui/community/recent-community";
import { ExpiringItemsCard, InventoryStatus } from "~/ui/inventory/inventory-dashboard";
import { CsrfField } from "~/ui/kit/csrf-field";
import { RouteErrorBoundary } from "~/ui/kit/route-error";
import { refusal } from "~/ui/meal-plan/form-answer";
import * as css from "~/ui/meal-plan/planner.css";
import { AddMealLink } from "~/ui/meal-plan/planner-dialogs";
import { formatTime, type PlannerMeal, toPlannerMeal } from "~/ui/meal-plan/planner-format";
import { TypeBadge } from "~/ui/meal-plan/type-badge";
import { NotificationsSection } from "~/ui/notifications/notifications-section";
import { ShoppingStatCard } from "~/ui/shopping/shopping-stat-card";
import { loadDashboard } from "~/web/dashboard.server";
import { db } from "~/web/database.server";
import { flagsOn, householdZone, readForm, requireUser } from "~/web/guards.server";
import { answered, asRefusal, wantsAnswer } from "~/web/meal-answer.server";
import { HIDDEN_FIELDS } from "~/web/meal-form.server";
import { badRequest, invalidForm, pageContext, replyToError, webCommand } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "Family Meal Planner" }];

/** Under this many meals today, an 'Add meal' card invites another (docs/product.md#dashboard). */
const TODAY_PLACEHOLDER_UNDER = 3;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const database = await db();
  // Read once for the request: the shell's loader has asked already (ADR 053).
  const flags = await flagsOn(request, user);
  const now = new Date();
  // The household's zone, read with the session, for both parts.
  const zone = await householdZone(request, user);
  const [{ today, todays, upcoming, inventory, shopping, community }, notifications] = await Promise.all([
    loadDashboard(database, user, now, flags, zone),
    getNotifications(database, user, now, flags, zone),
  ]);
  // A meal without a description of its own shows its recipe's (when the household may still read it).
  const described = await recipeDescriptions(
    database,
    user,
    todays.flatMap((m) => (m.recipeId !== null && !m.description.trim() ? [m.recipeId] : [])),
  );
  const meals = todays.map((meal) => {
    const shown = toPlannerMeal(meal);
    const fromRecipe = meal.recipeId !== null ? described.get(meal.recipeId) : undefined;
    return shown.description.trim() || !fromRecipe ? shown : { ...shown, description: fromRecipe };
  });
  return {
    name: user.name,
    today,
    meals,
    upcoming: upcoming.length,
    inventory,
    shopping,
    community,
    notifications,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  if (form.get("intent") !== "prepared") throw badRequest("Unknown action.");
  const submission = parseWithZod(form, { schema: PreparedMealFields });
  if (submission.status !== "success") return invalidForm(submission, { hideFields: HIDDEN_FIELDS });
  const { id, prepared } = submission.value;
  const context = pageContext(request, user, form);
  try {
    await markPrepared(await db(), user, id, prepared, {
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
  // A script's fetcher asks for an answer (the page's loaders then run again); a plain form post is
  // redirected (post/redirect/get), with no message: the card shows the new state.
  if (wantsAnswer(form)) return answered(submission);
  return redirect("/");
}

export default function Dashboard() {
  const { name, today, meals, upcoming, inventory, shopping, community, notifications } =
    useLoaderData<typeof loader>();
  const failed = refusal(useActionData<typeof action>());
  return (
    <section aria-labelledby="dashboard-title" className={css.page}>
      <div className={css.header}>
        <div>
          <h1 id="dashboard-title" className={css.title}>
            Dashboard
          </h1>
          <p className={css.muted}>Welcome, {name}.</p>
        </div>
        <div className={css.toolbar}>
          <AddMealLink to={`/meal-planner/new?date=${today}&type=dinner`} className={css.primaryButton}>
            Add Meal
          </AddMealLink>
        </div>
      </div>

      {failed ? <Problem message={failed.text} conflict={failed.conflict} /> : null}

      <NotificationsSection notifications={notifications} />

      <ul className={css.cards} aria-label="At a glance">
        <li>
          <Link to="/meal-planner" className={css.statCard}>
            <span className={css.muted}>Upcoming Meals</span>
            <span className={css.bigNumber}>{upcoming}</span>
            <span className={css.muted}>in the next {UPCOMING_DAYS} days</span>
          </Link>
        </li>
        <ExpiringItemsCard
          data={inventory}
          cardClass={css.statCard}
          labelClass={css.muted}
          numberClass={css.bigNumber}
        />
        {/* Off for the user's role: no card, as the inventory's (docs/product.md#dashboard). */}
        {shopping ? <ShoppingStatCard openItems={shopping.openItems} /> : null}
      </ul>

      <section aria-labelledby="today-title" className={css.sections}>
        <h2 id="today-title" className={css.subtitle}>
          Today's Meals
        </h2>
        <ul className={css.cards}>
          {meals.map((meal) => (
            <li key={meal.id}>
              <TodayMeal meal={meal} />
            </li>
          ))}
          {meals.length < TODAY_PLACEHOLDER_UNDER ? (
            <li>
              <AddMealLink to={`/meal-planner/new?date=${today}&type=dinner`} className={css.addCard}>
                Add meal
              </AddMealLink>
            </li>
          ) : null}
        </ul>
      </section>

      <InventoryStatus data={inventory} />
      <RecentCommunityRecipes recipes={community} />
    </section>
  );
}

function TodayMeal({ meal }: { meal: PlannerMeal }) {
  const fetcher = useFetcher<typeof action>();
  // Only a hydrated page asks for a JSON answer; before that the form is an ordinary post.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Shown at once while the toggle is saved; the server's answer then confirms it.
  const sent = fetcher.formData?.get("prepared");
  const prepared = sent ? sent === "true" : meal.prepared;
  const titleId = `today-meal-${meal.id}`;
  const failed = refusal(fetcher.data);
  return (
    <article className={css.card} aria-labelledby={titleId} aria-busy={fetcher.state !== "idle"}>
      <div className={css.mealHead}>
        <TypeBadge type={meal.mealType} />
        <span className={prepared ? css.preparedBadge : css.notPreparedBadge}>
          {prepared ? "Prepared" : "Not Prepared"}
        </span>
        <time className={css.muted} dateTime={meal.time}>
          {formatTime(meal.time)}
        </time>
      </div>
      <h3 id={titleId} className={css.mealTitle}>
        <Link to={`/meal-planner/meals/${meal.id}`}>{meal.title}</Link>
      </h3>
      <p className={css.muted}>{meal.description || "No description available"}</p>
      <div className={css.actions}>
        <fetcher.Form method="post" action="/?index">
          <CsrfField />
          <input type="hidden" name="intent" value="prepared" />
          {hydrated ? <input type="hidden" name="_response" value="json" /> : null}
          <input type="hidden" name="id" value={meal.id} />
          <input type="hidden" name="version" value={meal.version} />
          <input type="hidden" name="prepared" value={prepared ? "false" : "true"} />
          <button type="submit" className={css.secondaryButton}>
            {prepared ? "Mark as Not Prepared" : "Mark as Prepared"}
            <span className={css.visuallyHidden}> ({meal.title})</span>
          </button>
        </fetcher.Form>
        {meal.recipeId ? (
          <Link to={`/recipes/${meal.recipeId}`} className={css.smallButton}>
            View Recipe<span className={css.visuallyHidden}> ({meal.title})</span>
          </Link>
        ) : null}
      </div>
      {failed ? <Problem message={failed.text} conflict={failed.conflict} /> : null}
    </article>
  );
}

function Problem({ message, conflict }: { message: string; conflict: boolean }) {
  return (
    <div role="alert" className={css.errorNotice}>
      <p className={css.errorText}>{message}</p>
      {conflict ? (
        <p>
          <a href="/">Reload</a>
        </p>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
