// Recipe detail (part two §2 'Recipe detail'; DECISIONS D2): the recipe with a servings scaler that works
// as plain links, the ingredient checklist, nutrition per serving, the viewer's own notes and rating,
// similar recipes from the database and a print-friendly layout (?print=1). Another household's private
// recipe is the 'Recipe not found' page, like a missing one (ADR 017). 'Add to Meal Plan' plans the recipe for today or
// tomorrow (part two §2, §8) or opens the full meal form.
import { randomUUID } from "node:crypto";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { format } from "date-fns";
import { useEffect, useState } from "react";
import { parseId } from "~/domain/admin/schemas";
import { DomainError, NotFoundError } from "~/domain/errors";
import { MEAL_TEXTS } from "~/domain/meal-plan/constants";
import { planMeal, toMealRequest } from "~/domain/meal-plan/meals.server";
import { addDays, MealInputSchema } from "~/domain/meal-plan/schemas";
import {
  MAX_SERVINGS,
  NUTRIENT_UNITS,
  NUTRIENTS,
  type Nutrient,
  RECIPE_TEXTS,
} from "~/domain/recipes/constants";
import { formatQuantity } from "~/domain/recipes/ingredient-parser";
import { ingredientText } from "~/domain/recipes/ingredient-text";
import { RECIPE_NOTICES } from "~/domain/recipes/notices";
import {
  getRecipe,
  type Recipe,
  rateRecipe,
  saveRecipeNotes,
  setFavorite,
  similarRecipes,
} from "~/domain/recipes/recipes.server";
import { IdempotencyKeyReusedError } from "~/events/errors";
import { CsrfField } from "~/ui/csrf-field";
import { useFlashMessage } from "~/ui/flash-message";
import { FieldErrors, FormErrors, formStyles } from "~/ui/form";
import { AddToPlanMenu, ALREADY_SUBMITTED, mealServings, QUICK_ADD, quickAddNotice } from "~/ui/meal-form";
import * as css from "~/ui/recipe.css";
import { FavoriteToggle, minutesText, RecipeImage, RecipeRouteError, Stars } from "~/ui/recipe-bits";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireUser } from "~/web/guards.server";
import { cleanSearchParams } from "~/web/input-gate.server";
import { notFound as pageNotFound } from "~/web/page-action.server";
import { safeRedirect } from "~/web/redirects";
import { requestIdFor } from "~/web/request-id.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.recipe.name} | Recipes | Family Meal Planner` : "Recipe | Family Meal Planner" },
];

// The flash message after a change is shown at the top of the recipe.
export const handle = { flash: "inline" };

const NOTES_MAX = 5000;
const NOTES_TOO_LONG = `Your notes can be at most ${NOTES_MAX} characters.`;
const RATING_REQUIRED = "Please choose a rating from 1 to 5 stars.";

const NUTRIENT_LABELS: Record<Nutrient, string> = {
  calories: "Calories",
  protein: "Protein",
  carbs: "Carbs",
  fat: "Fat",
  fiber: "Fiber",
  sugar: "Sugar",
};

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

const isWebAddress = (value: string | null): value is string => !!value && /^https?:\/\/\S+$/i.test(value);

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
  const similar = await similarRecipes(database, user, recipe, 3);
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
      sourceUrl: isWebAddress(recipe.sourceUrl) ? recipe.sourceUrl : null,
      licence: recipe.licence,
      ingredients: recipe.ingredients.map((i) => ({
        quantity: i.quantity,
        quantity_max: i.quantity_max,
        unit: i.unit,
        name: i.name,
        notes: i.notes,
      })),
      instructions: recipe.instructions,
      myRating: recipe.myRating,
      myNotes: recipe.myNotes,
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
  const database = await db();
  const now = new Date();
  const intent = form.get("intent");
  try {
    if (intent === "favorite") {
      const on = form.get("favorite") === "on";
      await setFavorite(database, user, id, on, now);
      // Without JavaScript the form says where to go back to; the fetcher leaves it out.
      if (form.has("returnTo"))
        return redirect(safeRedirect(form.get("returnTo"), `/recipes/${id}`, { within: "/recipes" }));
      return data({ isFavorite: on, field: null, error: null });
    }
    if (intent === "notes") {
      const notes = String(form.get("notes") ?? "");
      if (notes.length > NOTES_MAX)
        return data({ isFavorite: null, field: "notes", error: NOTES_TOO_LONG }, { status: 422 });
      await saveRecipeNotes(database, user, id, notes, now);
      return redirectWithFlash(request, `${here(id, form)}#personal-notes`, RECIPE_NOTICES.notesSaved);
    }
    if (intent === "add-to-plan") return await quickAdd(request, form, user, id, now);
    if (intent === "rate") {
      const rating = Number(form.get("rating"));
      if (!Number.isInteger(rating) || rating < 1 || rating > 5)
        return data({ isFavorite: null, field: "rating", error: RATING_REQUIRED }, { status: 422 });
      await rateRecipe(database, user, id, rating, now);
      return redirectWithFlash(request, `${here(id, form)}#rating`, RECIPE_NOTICES.rated);
    }
  } catch (error) {
    throw asResponse(error);
  }
  throw new Response("Unknown action.", { status: 400, statusText: "Bad Request" });
}

/**
 * Today's or tomorrow's meal of the given type from the recipe (part one §7 'quick add'): the type's
 * default time, the recipe's title and servings (1 to 12), everyone in the family.
 */
async function quickAdd(
  request: Request,
  form: FormData,
  user: Awaited<ReturnType<typeof requireUser>>,
  recipeId: number,
  now: Date,
) {
  const day = form.get("day") === "tomorrow" ? "tomorrow" : form.get("day") === "today" ? "today" : null;
  const type = day
    ? QUICK_ADD[day].find((t) => t === String(form.get("type") ?? "").toLowerCase())
    : undefined;
  if (!day || !type) throw new Response("Unknown meal.", { status: 400, statusText: "Bad Request" });
  const database = await db();
  const recipe = await getRecipe(database, user, recipeId);
  const today = format(now, "yyyy-MM-dd");
  const input = MealInputSchema.parse({
    meal_type: type,
    date: day === "today" ? today : addDays(today, 1),
    recipe_id: recipe.id,
    title: "",
    servings: mealServings(recipe.servings),
    family_member_ids: [],
  });
  const key = form.get("idempotency_key");
  try {
    await planMeal(database, user, toMealRequest(input), {
      source: "web",
      idempotencyKey: typeof key === "string" && /^[\w-]{8,160}$/.test(key) ? key : undefined,
      requestId: requestIdFor(request),
    });
  } catch (error) {
    if (error instanceof IdempotencyKeyReusedError)
      return redirectWithFlash(request, here(recipeId, form), ALREADY_SUBMITTED);
    if (error instanceof DomainError)
      return data(
        { isFavorite: null, field: "plan", error: `${MEAL_TEXTS.createFailed}: ${error.message}` },
        { status: 422 },
      );
    throw error;
  }
  // The address keeps its old marker, unread, because a browser story still asserts it
  // (docs/decisions/026-page-action-kit.md).
  return redirectWithFlash(
    request,
    `/recipes/${recipeId}?added=${type}-${day}${servingsQuery(form)}`,
    quickAddNotice(`${type}-${day}`) ?? "",
  );
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;
type ShownRecipe = Loaded["recipe"];

export default function RecipeDetail() {
  const loaded = useLoaderData<typeof loader>();
  return loaded.print ? <PrintView loaded={loaded} /> : <DetailView loaded={loaded} />;
}

function DetailView({ loaded }: { loaded: Loaded }) {
  const { recipe, servings, similar, quickAddKey } = loaded;
  const flash = useFlashMessage();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const here = `/recipes/${recipe.id}`;
  // The forms below keep the chosen servings: their redirects come back to the same scaled page.
  const scaled = servings !== recipe.servings;
  const servingsField = scaled ? <input type="hidden" name="servings" value={servings} /> : null;
  const pending = (intent: string) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const errorFor = (field: "notes" | "rating" | "plan") =>
    actionData && actionData.field === field && actionData.error ? [actionData.error] : undefined;

  return (
    <article className={css.detail} aria-labelledby="recipe-title">
      {flash ? (
        <p role="status" className={css.notice}>
          {flash}
        </p>
      ) : null}
      <FormErrors errors={errorFor("plan")} />
      <div className={css.header}>
        <h1 id="recipe-title" className={css.title}>
          {recipe.name}
        </h1>
        <div className={css.toolbar} data-print="hide">
          <PrintButton
            href={`${here}?print=1${servings !== recipe.servings ? `&servings=${servings}` : ""}`}
          />
          <FavoriteToggle
            recipeId={recipe.id}
            name={recipe.name}
            isFavorite={recipe.isFavorite}
            action={`${here}?index`}
            returnTo={scaled ? `${here}?servings=${servings}` : here}
            variant="save"
          />
          <AddToPlanMenu recipeId={recipe.id} action={`${here}?index`} keyBase={quickAddKey} />
          {recipe.canEdit ? (
            <>
              <Link to={`${here}/edit`} className={css.secondaryButton}>
                Edit
              </Link>
              <Link to={`${here}/delete`} className={css.secondaryButton}>
                Delete
              </Link>
            </>
          ) : null}
        </div>
      </div>

      <RecipeImage
        imageId={recipe.imageId}
        alt={recipe.name}
        variant="hero"
        cuisine={recipe.cuisine}
        mealType={recipe.mealType}
        category={recipe.category}
      />
      <Facts recipe={recipe} />
      {recipe.description ? <p className={css.prose}>{recipe.description}</p> : null}
      {recipe.tags.length ? (
        <ul className={css.tags} aria-label="Tags">
          {recipe.tags.map((t) => (
            <li key={t} className={css.tag}>
              {t}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className={css.meta}>
        <dt>Category</dt>
        <dd>{recipe.category || "—"}</dd>
        <dt>Cuisine</dt>
        <dd>{recipe.cuisine || "—"}</dd>
        {recipe.mealType ? (
          <>
            <dt>Meal type</dt>
            <dd>{recipe.mealType.charAt(0).toUpperCase() + recipe.mealType.slice(1)}</dd>
          </>
        ) : null}
        <dt>Shared</dt>
        <dd>{recipe.isPublic ? "Public (shared with the community)" : "Private to your family"}</dd>
      </dl>
      <div className={css.author}>
        <span className={css.avatar} aria-hidden="true">
          {(recipe.authorName || "?").charAt(0).toUpperCase()}
        </span>
        <div>
          <p className={css.cardLine}>
            <span className={css.muted}>By </span>
            <strong>{recipe.authorName || "Unknown cook"}</strong>
          </p>
          <Stars rating={recipe.averageRating} count={recipe.ratingCount} />
        </div>
      </div>

      <div className={css.twoColumns}>
        <section className={css.section} aria-labelledby="ingredients-title" id="ingredients">
          <h2 id="ingredients-title" className={css.subtitle}>
            Ingredients
          </h2>
          <Scaler recipeId={recipe.id} recipeServings={recipe.servings} servings={servings} />
          <ul className={css.checklist} aria-label={`Ingredients for ${servings} servings`}>
            {recipe.ingredients.map((ingredient, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page's life.
              <li key={index} className={css.checkItem}>
                <input type="checkbox" id={`ingredient-${index}`} />
                <label htmlFor={`ingredient-${index}`}>
                  {ingredientText(ingredient, recipe.servings, servings)}
                </label>
              </li>
            ))}
          </ul>
        </section>
        <section className={css.section} aria-labelledby="instructions-title">
          <h2 id="instructions-title" className={css.subtitle}>
            Instructions
          </h2>
          <ol className={css.steps}>
            {recipe.instructions.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page's life.
              <li key={index} className={css.prose}>
                {step}
              </li>
            ))}
          </ol>
        </section>
      </div>

      <NutritionSection nutrition={recipe.nutrition} />

      {recipe.notes ? (
        <section className={css.section} aria-labelledby="notes-title">
          <h2 id="notes-title" className={css.subtitle}>
            Notes
          </h2>
          <p className={css.prose}>{recipe.notes}</p>
        </section>
      ) : null}

      <div className={css.twoColumns}>
        <section className={css.section} aria-labelledby="personal-notes-title" id="personal-notes">
          <h2 id="personal-notes-title" className={css.subtitle}>
            Personal notes
          </h2>
          <Form method="post" action={`${here}?index`} className={css.inlineForm} preventScrollReset>
            <CsrfField />
            <input type="hidden" name="intent" value="notes" />
            {servingsField}
            <label className={formStyles.label} htmlFor="personal-notes-text">
              Your notes on this recipe
            </label>
            <textarea
              id="personal-notes-text"
              name="notes"
              rows={4}
              className={formStyles.input}
              defaultValue={recipe.myNotes}
              maxLength={NOTES_MAX}
              aria-invalid={errorFor("notes") ? true : undefined}
              aria-describedby="personal-notes-hint personal-notes-error"
            />
            <p id="personal-notes-hint" className={formStyles.hint}>
              Only you can see these notes.
            </p>
            <FieldErrors id="personal-notes-error" errors={errorFor("notes")} />
            <div>
              <button type="submit" className={css.primaryButton} disabled={pending("notes")}>
                {pending("notes") ? "Saving…" : "Save Notes"}
              </button>
            </div>
          </Form>
        </section>

        <section className={css.section} aria-labelledby="rating-title" id="rating">
          <h2 id="rating-title" className={css.subtitle}>
            Rate this recipe
          </h2>
          <Form method="post" action={`${here}?index`} className={css.inlineForm} preventScrollReset>
            <CsrfField />
            <input type="hidden" name="intent" value="rate" />
            {servingsField}
            <fieldset className={css.ratingGroup} aria-describedby="rating-error">
              <legend className={formStyles.label}>Your rating</legend>
              {[1, 2, 3, 4, 5].map((n) => (
                <span key={n} className={css.ratingOption}>
                  <input
                    type="radio"
                    name="rating"
                    id={`rating-${n}`}
                    value={n}
                    defaultChecked={recipe.myRating === n}
                  />
                  <label htmlFor={`rating-${n}`}>
                    {n} {n === 1 ? "star" : "stars"}
                  </label>
                </span>
              ))}
            </fieldset>
            <FieldErrors id="rating-error" errors={errorFor("rating")} />
            <div>
              <button type="submit" className={css.primaryButton} disabled={pending("rate")}>
                {pending("rate") ? "Saving…" : "Rate"}
              </button>
            </div>
          </Form>
        </section>
      </div>

      {similar.length ? (
        <section aria-labelledby="similar-title" className={css.page} data-print="hide">
          <h2 id="similar-title" className={css.subtitle}>
            You might also like
          </h2>
          <ul className={css.similar}>
            {similar.map((s) => (
              <li key={s.id}>
                <article className={css.card} aria-labelledby={`similar-${s.id}`}>
                  <RecipeImage
                    imageId={s.imageId}
                    alt=""
                    variant="card"
                    name={s.name}
                    cuisine={s.cuisine}
                    mealType={s.mealType}
                  />
                  <div className={css.cardBody}>
                    <h3 id={`similar-${s.id}`} className={css.cardName}>
                      {s.name}
                    </h3>
                    <Stars rating={s.averageRating} count={s.ratingCount} />
                    {s.totalMinutes === null ? null : (
                      <p className={css.cardLine}>{minutesText(s.totalMinutes)}</p>
                    )}
                    <Link to={`/recipes/${s.id}`} className={css.secondaryButton}>
                      View Recipe<span className={css.visuallyHidden}>: {s.name}</span>
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <SourceLine recipe={recipe} />
    </article>
  );
}

/** With JavaScript the browser's print dialog; without it the print-friendly page. */
function PrintButton({ href }: { href: string }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) {
    return (
      <Link to={href} className={css.secondaryButton}>
        Print
      </Link>
    );
  }
  return (
    <button type="button" className={css.secondaryButton} onClick={() => window.print()}>
      Print
    </button>
  );
}

function Facts({ recipe }: { recipe: ShownRecipe }) {
  const facts = [
    ["Prep Time", minutesText(recipe.prepMinutes)],
    ["Cook Time", minutesText(recipe.cookMinutes)],
    ["Servings", String(recipe.servings)],
    ["Difficulty", recipe.difficulty],
  ];
  return (
    <dl className={css.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={css.fact}>
          <dt className={css.factLabel}>{label}</dt>
          <dd className={css.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Minus and plus links and a small GET form: the scaler needs no JavaScript. */
function Scaler(props: { recipeId: number; recipeServings: number; servings: number }) {
  const { servings } = props;
  const link = (n: number) => `/recipes/${props.recipeId}?servings=${n}#ingredients`;
  return (
    <div className={css.scaler} data-print="hide">
      {servings > 1 ? (
        <Link
          to={link(servings - 1)}
          className={css.stepLink}
          preventScrollReset
          replace
          aria-label="Fewer servings"
        >
          −
        </Link>
      ) : (
        <button type="button" className={css.stepLink} disabled aria-label="Fewer servings">
          −
        </button>
      )}
      <Form
        method="get"
        action={`/recipes/${props.recipeId}`}
        className={css.scaler}
        preventScrollReset
        replace
      >
        <div className={css.filterField}>
          <label className={formStyles.label} htmlFor="scale-servings">
            Servings
          </label>
          <input
            id="scale-servings"
            name="servings"
            type="number"
            min={1}
            max={MAX_SERVINGS}
            step={1}
            key={servings}
            defaultValue={servings}
            className={`${formStyles.input} ${css.scalerInput}`}
            aria-describedby="scale-hint"
          />
        </div>
        <button type="submit" className={css.secondaryButton}>
          Update
        </button>
      </Form>
      {servings < MAX_SERVINGS ? (
        <Link
          to={link(servings + 1)}
          className={css.stepLink}
          preventScrollReset
          replace
          aria-label="More servings"
        >
          +
        </Link>
      ) : null}
      <p id="scale-hint" className={css.muted}>
        The recipe makes {props.recipeServings}; quantities are shown for {servings}.
      </p>
    </div>
  );
}

function nutrientValue(name: Nutrient, value: number | null) {
  if (value === null) return "—";
  const unit = NUTRIENT_UNITS[name];
  return unit === "kcal" ? `${formatQuantity(value)} kcal` : `${formatQuantity(value)} ${unit}`;
}

function NutritionSection({ nutrition }: { nutrition: ShownRecipe["nutrition"] }) {
  const unknown = NUTRIENTS.some((n) => nutrition[n] === null);
  return (
    <section className={css.section} aria-labelledby="nutrition-title">
      <h2 id="nutrition-title" className={css.subtitle}>
        Nutrition per serving
      </h2>
      <dl className={css.nutrition}>
        {NUTRIENTS.map((n) => (
          <div key={n} className={css.fact}>
            <dt className={css.factLabel}>{NUTRIENT_LABELS[n]}</dt>
            <dd className={css.factValue}>{nutrientValue(n, nutrition[n])}</dd>
          </div>
        ))}
      </dl>
      {unknown ? <p className={css.muted}>— means the value is not known for this recipe.</p> : null}
    </section>
  );
}

function SourceLine({ recipe }: { recipe: ShownRecipe }) {
  const licenceIsLink = isWebAddress(recipe.licence);
  return (
    <p className={css.footerLinks}>
      {recipe.sourceUrl ? (
        <a href={recipe.sourceUrl} rel="noopener noreferrer nofollow">
          Source
        </a>
      ) : null}
      {recipe.licence ? (
        licenceIsLink ? (
          <a href={recipe.licence} rel="license noopener noreferrer nofollow">
            Licence
          </a>
        ) : (
          <span>Licence: {recipe.licence}</span>
        )
      ) : null}
      <a href={`/api/recipes/${recipe.id}?format=jsonld`} type="application/ld+json">
        schema.org JSON-LD
      </a>
    </p>
  );
}

/** The print-friendly page: the recipe without buttons, forms or suggestions. */
function PrintView({ loaded }: { loaded: Loaded }) {
  const { recipe, servings } = loaded;
  const back = `/recipes/${recipe.id}${servings !== recipe.servings ? `?servings=${servings}` : ""}`;
  return (
    <article className={css.printPage} aria-labelledby="recipe-title">
      <p className={`${css.actions} ${css.printOnlyHidden}`}>
        <Link to={back}>Back to the recipe</Link>
        <PrintNowButton />
      </p>
      <h1 id="recipe-title">{recipe.name}</h1>
      <RecipeImage imageId={recipe.imageId} alt={recipe.name} variant="hero" />
      <Facts recipe={recipe} />
      {recipe.description ? <p className={css.prose}>{recipe.description}</p> : null}
      <h2 className={css.subtitle}>Ingredients ({servings} servings)</h2>
      <ul>
        {recipe.ingredients.map((ingredient, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page's life.
          <li key={index}>{ingredientText(ingredient, recipe.servings, servings)}</li>
        ))}
      </ul>
      <h2 className={css.subtitle}>Instructions</h2>
      <ol className={css.steps}>
        {recipe.instructions.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page's life.
          <li key={index} className={css.prose}>
            {step}
          </li>
        ))}
      </ol>
      <NutritionSection nutrition={recipe.nutrition} />
      {recipe.notes ? (
        <>
          <h2 className={css.subtitle}>Notes</h2>
          <p className={css.prose}>{recipe.notes}</p>
        </>
      ) : null}
      {recipe.myNotes ? (
        <>
          <h2 className={css.subtitle}>Personal notes</h2>
          <p className={css.prose}>{recipe.myNotes}</p>
        </>
      ) : null}
      <SourceLine recipe={recipe} />
    </article>
  );
}

function PrintNowButton() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated)
    return <span className={css.muted}>Use your browser's print command to print this page.</span>;
  return (
    <button type="button" className={css.primaryButton} onClick={() => window.print()}>
      Print
    </button>
  );
}

export function ErrorBoundary() {
  return <RecipeRouteError title="Error loading recipe" />;
}
