// Recipe detail (docs/product.md#recipes, 'Detail'): the recipe with a servings scaler that works
// as plain links, the ingredient checklist, nutrition per serving, the viewer's own notes and rating,
// similar recipes from the database and a print-friendly layout (?print=1). Another household's private
// recipe is the 'Recipe not found' page, like a missing one (ADR 017). 'Add to Meal Plan' plans the recipe for today or
// tomorrow (docs/product.md#recipes, #messages) or opens the full meal form.
import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { User } from "~/domain/accounts/users.server";
import { parseId } from "~/domain/admin/schemas";
import { reviewRecipe } from "~/domain/community/commands.server";
import { REVIEW_MAX } from "~/domain/community/constants";
import { listReviews, myReview } from "~/domain/community/queries.server";
import { ReviewSchema } from "~/domain/community/schemas";
import { IdempotencyKeyReusedError, NotFoundError } from "~/domain/errors";
import { allergyProfiles } from "~/domain/household/allergies";
import { getHouseholdAndMembers } from "~/domain/household/household.server";
import { MEAL_TEXTS } from "~/domain/meal-plan/constants";
import { allergenFacts } from "~/domain/recipes/allergen-facts";
import { MAX_SERVINGS, PERSONAL_NOTES_MAX, RECIPE_TEXTS } from "~/domain/recipes/constants";
import { ingredientText } from "~/domain/recipes/ingredient-text";
import { RECIPE_NOTICES } from "~/domain/recipes/notices";
import { planRecipeMeal } from "~/domain/recipes/plan-recipe.server";
import {
  getRecipe,
  type Recipe,
  saveRecipeNotes,
  setFavorite,
  similarRecipes,
} from "~/domain/recipes/recipes.server";
import { FavoriteSchema, PersonalNotesSchema, QuickAddSchema } from "~/domain/recipes/schemas";
import { useFlashMessage } from "~/ui/kit/flash-message";
import { ALREADY_SUBMITTED, quickAddNotice } from "~/ui/meal-plan/meal-form";
import { RecipeRouteError } from "~/ui/recipes/recipe-bits";
import { RecipeDetailView } from "~/ui/recipes/recipe-details";
import { isWebAddress } from "~/ui/recipes/recipe-details-facts";
import { RecipePrintView } from "~/ui/recipes/recipe-details-print";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireUser } from "~/web/guards.server";
import { cleanSearchParams } from "~/web/input-gate.server";
import {
  badRequest,
  type FormAnswer,
  invalidForm,
  pageContext,
  notFound as pageNotFound,
  replyToError,
  webCommand,
} from "~/web/page-action.server";
import { safeRedirect } from "~/web/redirects";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.recipe.name} | Recipes | Family Meal Planner` : "Recipe | Family Meal Planner" },
];

// The flash message after a change is shown at the top of the recipe.
export const handle = { flash: "inline" };

const notFound = () => pageNotFound(RECIPE_TEXTS.notFound);

/** Domain refusals as the pages show them: 404 'Recipe not found' (missing or another household's private). */
function asResponse(error: unknown): unknown {
  if (error instanceof NotFoundError) return notFound();
  return error;
}

/** The chosen servings: a whole number from 1 to 1000; anything else is the recipe's own. */
function chosenServings(value: string | null, recipeServings: number) {
  const n = Number(value);
  if (value === null || value.trim() === "" || !Number.isFinite(n)) return recipeServings;
  return Math.min(MAX_SERVINGS, Math.max(1, Math.round(n)));
}

/**
 * The servings a form on the page was sent at, for its redirect: '&servings=N', or nothing for the
 * recipe's own (the forms carry them only when the scaler changed them), so a save keeps the scaler.
 */
function servingsQuery(form: FormData) {
  const value = form.get("servings");
  if (typeof value !== "string" || !/^\d{1,4}$/.test(value)) return "";
  const n = Number(value);
  return n >= 1 && n <= MAX_SERVINGS ? `&servings=${n}` : "";
}

/** The recipe's page, at the servings the form was showing. */
const here = (id: number, form: FormData) => `/recipes/${id}${servingsQuery(form).replace(/^&/, "?")}`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const database = await db();
  let recipe: Recipe;
  try {
    recipe = await getRecipe(database, user, id);
  } catch (error) {
    throw asResponse(error);
  }
  const q = cleanSearchParams(request);
  const [similar, reviews, review, household] = await Promise.all([
    similarRecipes(database, user, recipe, 3),
    listReviews(database, user, id),
    myReview(database, user, id),
    getHouseholdAndMembers(database, user.householdId),
  ]);
  return {
    recipe: {
      id: recipe.id,
      name: recipe.name,
      description: recipe.description,
      prepMinutes: recipe.prepMinutes,
      cookMinutes: recipe.cookMinutes,
      totalMinutes: recipe.totalMinutes,
      servings: recipe.servings,
      difficulty: recipe.difficulty,
      cuisine: recipe.cuisine,
      mealType: recipe.mealType,
      category: recipe.category,
      tags: recipe.tags,
      imageId: recipe.imageId,
      authorName: recipe.authorName,
      averageRating: recipe.averageRating,
      ratingCount: recipe.ratingCount,
      isFavorite: recipe.isFavorite,
      isPublic: recipe.isPublic,
      canEdit: recipe.canEdit,
      notes: recipe.notes,
      nutrition: recipe.nutrition,
      nutritionSource: recipe.nutritionSource,
      nutritionUnmatched: recipe.nutritionUnmatched,
      nutritionCheck: recipe.nutritionCheck,
      // The food label's "Contains" line and for whom it is not safe (ADR 067).
      allergens: allergenFacts(
        {
          name: recipe.name,
          lines: recipe.ingredients.map((i) => i.original || i.name),
          allergens: recipe.allergens,
        },
        allergyProfiles(household),
      ),
      sourceUrl: isWebAddress(recipe.sourceUrl) ? recipe.sourceUrl : null,
      licence: recipe.licence,
      ingredients: recipe.ingredients.map((i) => ({
        quantity: i.quantity,
        quantity_max: i.quantity_max,
        unit: i.unit,
        name: i.name,
        notes: i.notes,
      })),
      units: user.units,
      // The lines as written at the recipe's own servings, for the AI chat's recipe details dialog,
      // which shows them without the parser (ui/assistant/recipe-details-dialog.tsx).
      ingredientLines: recipe.ingredients.map((i) =>
        ingredientText(i, recipe.servings, recipe.servings, user.units),
      ),
      instructions: recipe.instructions,
      myRating: recipe.myRating,
      myNotes: recipe.myNotes,
      myReview: review,
      reviews: reviews.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
    },
    servings: chosenServings(q.get("servings"), recipe.servings),
    print: q.get("print") === "1",
    // Each quick-add form's idempotency key starts with this (one per page load).
    quickAddKey: randomUUID(),
    similar: similar.map((s) => ({
      id: s.id,
      name: s.name,
      imageId: s.imageId,
      cuisine: s.cuisine,
      mealType: s.mealType,
      averageRating: s.averageRating,
      ratingCount: s.ratingCount,
      totalMinutes: s.totalMinutes,
    })),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "favorite") {
    const submission = parseWithZod(form, { schema: FavoriteSchema });
    if (submission.status !== "success") return invalidForm(submission);
    const { favorite, returnTo } = submission.value;
    try {
      await setFavorite(await db(), user, id, favorite, new Date());
    } catch (error) {
      return replyToError(submission, error, { notFound: RECIPE_TEXTS.notFound });
    }
    // Without JavaScript the form says where to go back to; the fetcher leaves it out.
    if (returnTo === undefined) return data<FormAnswer>({ result: submission.reply() });
    const back = safeRedirect(returnTo, `/recipes/${id}`, { within: "/recipes" });
    return redirectWithFlash(request, back, RECIPE_NOTICES.favorite(favorite));
  }
  if (intent === "notes") {
    const submission = parseWithZod(form, { schema: PersonalNotesSchema });
    if (submission.status !== "success") return invalidForm(submission);
    try {
      await saveRecipeNotes(await db(), user, id, submission.value.notes, new Date());
    } catch (error) {
      return replyToError(submission, error, { notFound: RECIPE_TEXTS.notFound });
    }
    return redirectWithFlash(request, `${here(id, form)}#personal-notes`, RECIPE_NOTICES.notesSaved);
  }
  if (intent === "rate") {
    const submission = parseWithZod(form, { schema: ReviewSchema });
    if (submission.status !== "success") return invalidForm(submission);
    try {
      await reviewRecipe(await db(), user, id, submission.value, new Date());
    } catch (error) {
      return replyToError(submission, error, { notFound: RECIPE_TEXTS.notFound });
    }
    return redirectWithFlash(request, `${here(id, form)}#rating`, RECIPE_NOTICES.rated);
  }
  if (intent === "add-to-plan") return quickAdd(request, form, user, id);
  throw badRequest("Unknown action.");
}

/**
 * Today's or tomorrow's meal of a type from the recipe (docs/product.md#meal-form, 'Quick add'): the type's
 * default time, the recipe's title and servings (1 to 12), everyone in the family.
 */
async function quickAdd(request: Request, form: FormData, user: User, recipeId: number) {
  const submission = parseWithZod(form, { schema: QuickAddSchema });
  if (submission.status !== "success") return invalidForm(submission);
  const choice = submission.value;
  const context = pageContext(request, user, form);
  try {
    await planRecipeMeal(await db(), user, recipeId, choice, webCommand(context));
  } catch (error) {
    // The same key with another meal: the page was already answered; it says so rather than refuse.
    if (error instanceof IdempotencyKeyReusedError)
      return redirectWithFlash(request, here(recipeId, form), ALREADY_SUBMITTED);
    return replyToError(submission, error, { notFound: RECIPE_TEXTS.notFound });
  }
  return redirectWithFlash(
    request,
    here(recipeId, form),
    quickAddNotice(`${choice.type}-${choice.day}`) ?? "",
  );
}

export default function RecipeDetail() {
  const { recipe, servings, print, similar, quickAddKey } = useLoaderData<typeof loader>();
  const flash = useFlashMessage();
  const answer = useActionData<FormAnswer>()?.result;
  if (print) return <RecipePrintView recipe={recipe} servings={servings} />;
  // The answer is for the form whose `intent` it sends back; the plan's menu shows its errors over the page.
  const sent = answer?.initialValue?.intent;
  const errorsOf = (intent: string, field: string) =>
    sent === intent ? (answer?.error?.[field] ?? undefined) : undefined;
  const planErrors =
    sent === "add-to-plan" ? Object.values(answer?.error ?? {}).flatMap((errors) => errors ?? []) : [];
  return (
    <RecipeDetailView
      recipe={recipe}
      servings={servings}
      flash={flash}
      similar={similar}
      quickAddKey={quickAddKey}
      errors={{
        notes: errorsOf("notes", "notes"),
        rating: errorsOf("rate", "rating") ?? errorsOf("rate", "review"),
        plan: planErrors.length ? [`${MEAL_TEXTS.createFailed}: ${planErrors.join(" ")}`] : undefined,
      }}
      notesMaxLength={PERSONAL_NOTES_MAX}
      reviewMaxLength={REVIEW_MAX}
    />
  );
}

export function ErrorBoundary() {
  return <RecipeRouteError title="Error loading recipe" />;
}
