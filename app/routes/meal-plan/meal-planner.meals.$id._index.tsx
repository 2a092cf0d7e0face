// Meal Details (docs/product.md#meal-planner): everything about one planned meal, its linked recipe,
// the prepared toggle (a form carrying the version the user saw) and the meal's own history from the
// event log (docs/product.md#meal-history).
import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { NotFoundError } from "~/domain/errors";
import { listMembers } from "~/domain/household/members.server";
import { CONFLICT, MEAL_TEXTS } from "~/domain/meal-plan/constants";
import { NUTRITION_SOURCE_LABELS } from "~/domain/meal-plan/event-labels";
import { historyLines } from "~/domain/meal-plan/event-words";
import { getMeal, markPrepared, mealHistory } from "~/domain/meal-plan/meals.server";
import { PreparedFields } from "~/domain/meal-plan/schemas";
import { lastPantryChange, mealPantryHistory, withPantryLines } from "~/domain/pantry/changes.server";
import { writtenLine } from "~/domain/recipes/ingredient-text";
import { recipeImageUrl } from "~/domain/recipes/present";
import { getRecipe } from "~/domain/recipes/recipes.server";
import { CsrfField } from "~/ui/kit/csrf-field";
import { refusal } from "~/ui/meal-plan/form-answer";
import * as css from "~/ui/meal-plan/planner.css";
import { EditMealLink, LeftoversLink, MoveMealLink } from "~/ui/meal-plan/planner-dialogs";
import { PlannerRouteError } from "~/ui/meal-plan/planner-error";
import { formatTime, longDate, mealNutrition } from "~/ui/meal-plan/planner-format";
import { NutritionList, TypeBadge } from "~/ui/meal-plan/planner-views";
import { UndoPantryChange } from "~/ui/pantry/pantry-forms";
import { minutesText } from "~/ui/recipes/recipe-bits";
import { RecipePlaceholder } from "~/ui/recipes/recipe-placeholder";
import { db } from "~/web/database.server";
import { readForm, requireUser } from "~/web/guards.server";
import { HIDDEN_FIELDS } from "~/web/meal-form.server";
import { badRequest, invalidForm, pageContext, replyToError, webCommand } from "~/web/page-action.server";
import { requireMeal } from "~/web/require.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `${data.meal.title} | Meal Details | Family Meal Planner`
      : "Meal Details | Family Meal Planner",
  },
];

const INGREDIENTS_SHOWN = 5;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const meal = await requireMeal(user.householdId, params.id);
  const database = await db();
  const [members, events, pantryLines, lastChange] = await Promise.all([
    listMembers(database, user.householdId),
    mealHistory(database, user.householdId, meal.id),
    mealPantryHistory(database, user.householdId, meal.id),
    lastPantryChange(database, user.householdId),
  ]);
  const names = new Map(members.map((m) => [m.id, m.name]));
  let recipe = null;
  if (meal.recipeId) {
    try {
      const r = await getRecipe(database, { id: user.id, householdId: user.householdId }, meal.recipeId);
      recipe = {
        id: r.id,
        name: r.name,
        image: recipeImageUrl(r.imageId),
        cuisine: r.cuisine,
        mealType: r.mealType,
        description: r.description,
        prepMinutes: r.prepMinutes,
        cookMinutes: r.cookMinutes,
        difficulty: r.difficulty,
        ingredients: r.ingredients
          .slice(0, INGREDIENTS_SHOWN)
          // In the reader's measurement system when it changes the amount (docs/product.md#settings).
          .map((i) => writtenLine(i, user.units)),
        moreIngredients: Math.max(0, r.ingredients.length - INGREDIENTS_SHOWN),
      };
    } catch (error) {
      // A recipe deleted (or made private) since: the meal keeps its snapshot's title.
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  let original: { id: number; title: string } | null = null;
  if (meal.originalMealId) {
    try {
      const o = await getMeal(database, user.householdId, meal.originalMealId);
      original = { id: o.id, title: o.title };
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  return {
    meal: {
      id: meal.id,
      title: meal.title,
      date: meal.date,
      time: meal.time,
      mealType: meal.mealType,
      isLeftover: meal.isLeftover,
      prepared: meal.prepared,
      version: meal.version,
      servings: meal.servings,
      description: meal.description,
      notes: meal.notes,
      forNames: meal.memberIds.length
        ? meal.memberIds.map((id) => names.get(id) ?? `Member ${id}`)
        : meal.forNames,
      nutrition: mealNutrition(meal),
      nutritionSource: meal.nutritionSource,
      dishes: meal.dishes.map((d) => ({ id: d.dishId, title: d.title, recipeId: d.recipe?.id ?? null })),
      recipeId: meal.recipeId,
      recipeTitle: meal.recipeTitle,
      reminderMinutes: meal.reminderMinutes,
    },
    recipe,
    original,
    // What preparing the meal took from the pantry sits in its history beside its events (ADR 039).
    history: withPantryLines(historyLines(events, names), pantryLines),
    undo:
      lastChange && lastChange.mealId === meal.id
        ? { batch: lastChange.batch, summary: lastChange.summary }
        : null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const meal = await requireMeal(user.householdId, params.id);
  if (form.get("intent") !== "prepared") throw badRequest("Unknown action.");
  const submission = parseWithZod(form, { schema: PreparedFields });
  if (submission.status !== "success") return invalidForm(submission, { hideFields: HIDDEN_FIELDS });
  const context = pageContext(request, user, form);
  try {
    await markPrepared(await db(), user, meal.id, submission.value.prepared, {
      ...webCommand(context),
      expectedVersion: context.expectedVersion,
    });
  } catch (error) {
    return replyToError(submission, error, {
      conflict: CONFLICT,
      notFound: MEAL_TEXTS.notFound,
      hideFields: HIDDEN_FIELDS,
    });
  }
  // No message: the page shows the new state in its badge and its history's newest line.
  return redirect(`/meal-planner/meals/${meal.id}`);
}

export default function MealDetails() {
  const { meal, recipe, original, history, undo } = useLoaderData<typeof loader>();
  const failed = refusal(useActionData<typeof action>());
  const navigation = useNavigation();
  const path = `/meal-planner/meals/${meal.id}`;
  const busy = navigation.state !== "idle" && navigation.formAction === path;
  const nutritionTag = meal.nutritionSource ? NUTRITION_SOURCE_LABELS[meal.nutritionSource] : null;

  return (
    <article aria-labelledby="meal-title" className={css.panel}>
      <div className={css.mealHead}>
        <h1 id="meal-title" className={css.title}>
          {meal.title}
        </h1>
        {meal.isLeftover ? <span className={css.leftoverBadge}>Leftover</span> : null}
        <TypeBadge type={meal.mealType} />
        <span className={meal.prepared ? css.preparedBadge : css.notPreparedBadge}>
          {meal.prepared ? "Prepared" : "Not Prepared"}
        </span>
      </div>

      <dl className={css.definitions}>
        <dt>When</dt>
        <dd>
          <time dateTime={`${meal.date}T${meal.time}`}>
            {longDate(meal.date)} at {formatTime(meal.time)}
          </time>
        </dd>
        <dt>For</dt>
        <dd>{meal.forNames.length ? meal.forNames.join(", ") : "Everyone"}</dd>
        <dt>Servings</dt>
        <dd>{meal.servings}</dd>
        {meal.description ? (
          <>
            <dt>Description</dt>
            <dd>{meal.description}</dd>
          </>
        ) : null}
        <dt>Notes</dt>
        <dd>{meal.notes || "No notes"}</dd>
        {meal.reminderMinutes ? (
          <>
            <dt>Reminder</dt>
            <dd>{meal.reminderMinutes} minutes before</dd>
          </>
        ) : null}
        {original ? (
          <>
            <dt>Leftovers of</dt>
            <dd>
              <Link to={`/meal-planner/meals/${original.id}`}>{original.title}</Link>
            </dd>
          </>
        ) : null}
      </dl>

      <section aria-labelledby="nutrition-title" className={css.sections}>
        <div className={css.mealHead}>
          <h2 id="nutrition-title" className={css.subtitle}>
            Nutrition per serving
          </h2>
          {meal.nutrition && nutritionTag ? <span className={css.chip}>{nutritionTag}</span> : null}
        </div>
        {meal.nutrition ? (
          <NutritionList nutrition={meal.nutrition} />
        ) : (
          <p className={css.muted}>No nutrition data for this meal.</p>
        )}
      </section>

      {meal.dishes.length > 0 ? (
        <section aria-labelledby="dishes-title" className={css.sections}>
          <h2 id="dishes-title" className={css.subtitle}>
            Extra dishes
          </h2>
          <ul>
            {meal.dishes.map((d) => (
              <li key={d.id}>
                {d.recipeId ? <Link to={`/recipes/${d.recipeId}`}>{d.title}</Link> : d.title}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="recipe-title" className={css.sections}>
        <h2 id="recipe-title" className={css.subtitle}>
          Recipe
        </h2>
        {recipe ? (
          <div className={css.recipeCard}>
            {recipe.image ? (
              <img src={recipe.image} alt={recipe.name} className={css.recipeImage} />
            ) : (
              <RecipePlaceholder
                name={recipe.name}
                cuisine={recipe.cuisine}
                mealType={recipe.mealType}
                variant="card"
              />
            )}
            <div className={css.sections}>
              <h3 className={css.smallHeading}>{recipe.name}</h3>
              <p className={css.muted}>{recipe.description || "No description available"}</p>
              <dl className={css.definitions}>
                <dt>Prep</dt>
                <dd>{minutesText(recipe.prepMinutes)}</dd>
                <dt>Cook</dt>
                <dd>{minutesText(recipe.cookMinutes)}</dd>
                <dt>Difficulty</dt>
                <dd>{recipe.difficulty}</dd>
              </dl>
              {recipe.ingredients.length > 0 ? (
                <>
                  <h4 className={css.smallHeading}>Ingredients</h4>
                  <ul>
                    {recipe.ingredients.map((line, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the same line may appear twice.
                      <li key={i}>{line}</li>
                    ))}
                  </ul>
                  {recipe.moreIngredients > 0 ? (
                    <p className={css.muted}>And {recipe.moreIngredients} more...</p>
                  ) : null}
                </>
              ) : null}
              <p>
                <Link to={`/recipes/${recipe.id}`} className={css.secondaryButton}>
                  View Recipe
                </Link>
              </p>
            </div>
          </div>
        ) : (
          <p className={css.muted}>
            No Recipe
            {meal.recipeTitle ? ` (planned from “${meal.recipeTitle}”, which is no longer available)` : ""}
          </p>
        )}
      </section>

      <div className={css.actions}>
        {meal.isLeftover ? null : (
          <LeftoversLink mealId={meal.id} className={css.secondaryButton}>
            Mark as Leftover
          </LeftoversLink>
        )}
        <EditMealLink mealId={meal.id} className={css.primaryButton}>
          Edit Meal
        </EditMealLink>
        <MoveMealLink mealId={meal.id} title={meal.title} className={css.secondaryButton}>
          Move
        </MoveMealLink>
        <Link to={`/meal-planner/meals/${meal.id}/remove`} className={css.dangerButton}>
          Remove
        </Link>
        <Link to={`/meal-planner?date=${meal.date}`} className={css.secondaryButton}>
          Close
        </Link>
      </div>

      <Form method="post" action={path} className={css.actions}>
        <CsrfField />
        <input type="hidden" name="intent" value="prepared" />
        <input type="hidden" name="version" value={meal.version} />
        <input type="hidden" name="prepared" value={meal.prepared ? "false" : "true"} />
        <button type="submit" className={css.secondaryButton} disabled={busy}>
          {meal.prepared ? "Mark as Not Prepared" : "Mark as Prepared"}
        </button>
      </Form>
      {undo ? <UndoPantryChange batch={undo.batch} summary={undo.summary} returnTo={path} /> : null}
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

      <section aria-labelledby="history-title" className={css.sections}>
        <h2 id="history-title" className={css.subtitle}>
          History
        </h2>
        <ol className={css.history} reversed>
          {history.map((line) => (
            <li key={line.key}>
              <time dateTime={line.at}>{line.when}</time> — {line.who} ({line.source}) — {line.what}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}

export function ErrorBoundary() {
  return <PlannerRouteError title="Failed to load the meal" />;
}
