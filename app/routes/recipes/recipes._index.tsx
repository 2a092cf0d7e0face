// The recipe list (docs/product.md#recipes, 'List'): search, filters, card or list view (remembered per
// user), sortable table columns, paging, the favourite heart (it posts to the recipe's own page action,
// which comes back here) and 'Add to Meal Plan' (the meal form). Everything is a link or a form that
// works without JavaScript; with it, filters reload 500 ms after the last change.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { type ReactNode, useEffect, useRef } from "react";
import { allergyProfiles, everyonesAllergies } from "~/domain/household/allergies";
import { getHouseholdAndMembers } from "~/domain/household/household.server";
import { recipeAvailability } from "~/domain/pantry/availability.server";
import { safeForNote } from "~/domain/recipes/allergen-facts";
import { FILTER_CUISINES, FILTER_MEAL_TYPES, LIST_PAGE_SIZE, RECIPE_TEXTS } from "~/domain/recipes/constants";
import type { RecipeScope, RecipeSort } from "~/domain/recipes/recipes.server";
import { listRecipes, recipeViewOf, setRecipeView } from "~/domain/recipes/recipes.server";
import { AppLink } from "~/ui/kit/app-link";
import { formStyles } from "~/ui/kit/form";
import { Availability } from "~/ui/pantry/availability";
import * as css from "~/ui/recipes/recipe.css";
import { FavoriteToggle, minutesText, RecipeImage, RecipeRouteError, Stars } from "~/ui/recipes/recipe-bits";
import { db } from "~/web/database.server";
import { flagsOn, requireUser } from "~/web/guards.server";
import { cleanSearchParams } from "~/web/input-gate.server";

export const meta: MetaFunction = () => [{ title: "Recipes | Family Meal Planner" }];

const DIFFICULTY_FILTERS = ["easy", "medium", "hard"] as const;

/** The list view's columns, in order, with the sort each one asks for. */
const COLUMNS = [
  { sort: "name", label: "Name" },
  { sort: "cuisine", label: "Cuisine" },
  { sort: "meal_type", label: "Meal Type" },
  { sort: "time", label: "Time" },
  { sort: "difficulty", label: "Difficulty" },
  { sort: "rating", label: "Rating" },
] as const satisfies readonly { sort: RecipeSort; label: string }[];
type ColumnSort = (typeof COLUMNS)[number]["sort"];

// The domain's scopes (SCOPES in recipes.server, which the page's component may not import).
const SCOPES = ["all", "mine", "favorites"] as const satisfies readonly RecipeScope[];
const SCOPE_LABELS: Record<RecipeScope, string> = {
  all: "All recipes",
  mine: "Our recipes",
  favorites: "Favourites",
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value?.toLowerCase());

const capitalise = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const database = await db();
  const q = cleanSearchParams(request);

  // ?view=card|list switches the view and remembers it for this user; otherwise the remembered one.
  const asked = q.get("view");
  let view: "card" | "list";
  if (asked === "card" || asked === "list") {
    view = asked;
    if (recipeViewOf(user) !== view) await setRecipeView(database, user.id, view);
  } else view = recipeViewOf(user);

  const filters = {
    search: (q.get("search") ?? "").trim().slice(0, 200),
    cuisine: oneOf(FILTER_CUISINES, q.get("cuisine")) ?? "",
    mealType: oneOf(FILTER_MEAL_TYPES, q.get("meal_type")) ?? "",
    difficulty: oneOf(DIFFICULTY_FILTERS, q.get("difficulty")) ?? "",
    scope: oneOf(SCOPES, q.get("scope")) ?? "all",
    safeFor: "",
  };
  // "Safe for": everyone's allergies, or one member's (ADR 067); a recipe not read, or with a line to
  // check on the label, is not offered as safe.
  const profiles = allergyProfiles(await getHouseholdAndMembers(database, user.householdId));
  const askedSafe = (q.get("safe_for") ?? "").trim();
  const safeProfile = profiles.find((p) => p.memberId !== null && String(p.memberId) === askedSafe);
  const safeFor =
    askedSafe === "everyone" && profiles.length > 0
      ? everyonesAllergies(profiles)
      : safeProfile
        ? safeProfile.allergies
        : undefined;
  if (safeFor) filters.safeFor = askedSafe;
  const safeNote = safeFor ? safeForNote(safeFor) : null;
  const sort: ColumnSort =
    oneOf(
      COLUMNS.map((c) => c.sort),
      q.get("sort"),
    ) ?? "name";
  const direction = q.get("direction") === "desc" ? "desc" : "asc";
  const pageNumber = Number(q.get("page"));
  const page = await listRecipes(database, user, {
    search: filters.search || undefined,
    cuisine: filters.cuisine || undefined,
    mealType: filters.mealType || undefined,
    difficulty: filters.difficulty || undefined,
    safeFor,
    scope: filters.scope,
    sort,
    direction,
    page: Number.isInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1,
    perPage: LIST_PAGE_SIZE,
  });
  // 'Can make' / 'Missing ingredients' for the page's cards: one read, not one per card (ADR 039).
  const available = (await flagsOn(request, user)).includes("inventory_enabled")
    ? await recipeAvailability(
        database,
        user.householdId,
        page.items.map((r) => r.id),
      )
    : null;
  return {
    view,
    filters,
    safeNote,
    safeForChoices: profiles.flatMap((p) =>
      p.memberId === null
        ? []
        : [{ value: String(p.memberId), label: `${p.name} (${p.allergies.map((a) => a.name).join(", ")})` }],
    ),
    sort,
    direction,
    page: page.page,
    lastPage: page.lastPage,
    total: page.total,
    recipes: page.items.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description.length > 180 ? `${r.description.slice(0, 177).trimEnd()}…` : r.description,
      totalMinutes: r.totalMinutes,
      cuisine: r.cuisine,
      mealType: r.mealType,
      difficulty: r.difficulty,
      tags: r.tags.slice(0, 6),
      imageId: r.imageId,
      averageRating: r.averageRating,
      ratingCount: r.ratingCount,
      isFavorite: r.isFavorite,
      canMake: available ? (available.get(r.id) ?? false) : null,
    })),
  };
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

export default function RecipesPage() {
  const loaded = useLoaderData<typeof loader>();
  const { view, filters, recipes, total } = loaded;
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const active = [filters.cuisine, filters.mealType, filters.difficulty, filters.safeFor].filter(
    Boolean,
  ).length;
  const searching = active > 0 || filters.search !== "";

  return (
    <section aria-labelledby="recipes-title" className={css.page}>
      <div className={css.header}>
        <h1 id="recipes-title" className={css.title}>
          Recipes
        </h1>
        <div className={css.toolbar}>
          <Link to="/recipes/import" className={css.secondaryButton}>
            Import Recipe
          </Link>
          <Link to="/recipes/new" className={css.primaryButton}>
            Create Recipe
          </Link>
        </div>
      </div>

      <Filters loaded={loaded} active={active} searching={searching} />
      {loaded.safeNote ? <p className={css.muted}>{loaded.safeNote}</p> : null}

      <div className={css.header}>
        <p className={css.muted} aria-live="polite">
          {total} {total === 1 ? "recipe" : "recipes"}
        </p>
        <ul className={css.viewSwitch} aria-label="View">
          {(["card", "list"] as const).map((v) => (
            <li key={v}>
              <Link
                to={withParams(location.search, { view: v })}
                className={css.viewLink}
                aria-current={view === v ? "true" : undefined}
              >
                {v === "card" ? "Card view" : "List view"}
              </Link>
            </li>
          ))}
        </ul>
      </div>

      {recipes.length === 0 ? (
        <div className={css.empty}>
          <h2 className={css.subtitle}>{RECIPE_TEXTS.emptyTitle}</h2>
          <p className={css.cardLine}>{RECIPE_TEXTS.emptyText}</p>
          <Link to="/recipes/new" className={css.primaryButton}>
            Create Recipe
          </Link>
        </div>
      ) : view === "card" ? (
        <ul className={css.grid} aria-label="Recipes">
          {recipes.map((recipe) => (
            <li key={recipe.id}>
              <RecipeCard recipe={recipe} returnTo={returnTo} />
            </li>
          ))}
        </ul>
      ) : (
        <RecipeTable loaded={loaded} returnTo={returnTo} />
      )}

      <Pager page={loaded.page} lastPage={loaded.lastPage} search={location.search} />
    </section>
  );
}

/** The search box and filters: a GET form. With JavaScript it reloads 500 ms after the last change. */
function Filters({ loaded, active, searching }: { loaded: LoaderData; active: number; searching: boolean }) {
  const { filters, sort, direction } = loaded;
  const submit = useSubmit();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  // 'Clear all' and the back button change the address, not the fields; bring them in line (the field
  // being typed in is left alone).
  useEffect(() => {
    const el = form.current;
    if (!el) return;
    const values: Record<string, string> = {
      search: filters.search,
      cuisine: filters.cuisine,
      meal_type: filters.mealType,
      difficulty: filters.difficulty,
      scope: filters.scope,
      safe_for: filters.safeFor,
    };
    for (const [name, value] of Object.entries(values)) {
      const field = el.elements.namedItem(name);
      if (
        (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) &&
        field !== document.activeElement
      )
        field.value = value;
    }
  }, [filters.search, filters.cuisine, filters.mealType, filters.difficulty, filters.scope, filters.safeFor]);

  const onChange = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (form.current) submit(form.current, { replace: true, preventScrollReset: true });
    }, 500);
  };
  const busy = navigation.state === "loading" && navigation.location.pathname === "/recipes";

  return (
    <Form
      ref={form}
      method="get"
      action="/recipes"
      className={css.filters}
      role="search"
      aria-label="Search and filter recipes"
      onChange={onChange}
      onSubmit={() => clearTimeout(timer.current)}
    >
      <div className={css.filterRow}>
        <div className={css.searchField}>
          <label className={formStyles.label} htmlFor="recipe-search">
            Search recipes
          </label>
          <input
            id="recipe-search"
            name="search"
            type="search"
            className={formStyles.input}
            defaultValue={filters.search}
            maxLength={200}
            placeholder="Name, ingredient or tag"
          />
        </div>
        <button type="submit" className={css.primaryButton} aria-busy={busy || undefined}>
          Search
        </button>
      </div>
      <div className={css.filterRow}>
        <FilterSelect
          id="filter-cuisine"
          name="cuisine"
          label="Cuisine"
          value={filters.cuisine}
          all="All cuisines"
        >
          {FILTER_CUISINES.map((c) => (
            <option key={c} value={c}>
              {capitalise(c)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="filter-meal-type"
          name="meal_type"
          label="Meal Type"
          value={filters.mealType}
          all="All meal types"
        >
          {FILTER_MEAL_TYPES.map((m) => (
            <option key={m} value={m}>
              {capitalise(m)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="filter-difficulty"
          name="difficulty"
          label="Difficulty"
          value={filters.difficulty}
          all="All difficulties"
        >
          {DIFFICULTY_FILTERS.map((d) => (
            <option key={d} value={d}>
              {capitalise(d)}
            </option>
          ))}
        </FilterSelect>
        <div className={css.filterField}>
          <label className={formStyles.label} htmlFor="filter-scope">
            Show
          </label>
          <select id="filter-scope" name="scope" className={formStyles.input} defaultValue={filters.scope}>
            {SCOPES.map((s) => (
              <option key={s} value={s}>
                {SCOPE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        {loaded.safeForChoices.length > 0 || filters.safeFor ? (
          <FilterSelect
            id="filter-safe-for"
            name="safe_for"
            label="Safe for"
            value={filters.safeFor}
            all="Anyone (no allergy filter)"
          >
            <option value="everyone">Everyone in the family</option>
            {loaded.safeForChoices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </FilterSelect>
        ) : null}
        {sort !== "name" || direction !== "asc" ? (
          <>
            <input type="hidden" name="sort" value={sort} />
            <input type="hidden" name="direction" value={direction} />
          </>
        ) : null}
      </div>
      {searching ? (
        <p className={css.activeLine}>
          {active > 0 ? (
            <span>
              {active} {active === 1 ? "filter" : "filters"} active
            </span>
          ) : (
            <span>Showing search results</span>
          )}
          <Link to="/recipes" className={css.smallButton}>
            Clear all
          </Link>
        </p>
      ) : null}
    </Form>
  );
}

function FilterSelect(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  all: string;
  children: ReactNode;
}) {
  return (
    <div className={css.filterField}>
      <label className={formStyles.label} htmlFor={props.id}>
        {props.label}
      </label>
      <select id={props.id} name={props.name} className={formStyles.input} defaultValue={props.value}>
        <option value="">{props.all}</option>
        {props.children}
      </select>
    </div>
  );
}

type ListedRecipe = LoaderData["recipes"][number];

/** The meal form with the recipe chosen (docs/product.md#recipes: 'Add to Meal Plan' / 'Add to Plan'). */
const addToPlanHref = (recipeId: number) => `/meal-planner/new?recipe_id=${recipeId}`;

function RecipeCard({ recipe, returnTo }: { recipe: ListedRecipe; returnTo: string }) {
  const headingId = `recipe-${recipe.id}-name`;
  return (
    <article className={css.card} aria-labelledby={headingId}>
      <div className={css.cardImageWrap}>
        <RecipeImage
          imageId={recipe.imageId}
          alt=""
          variant="card"
          name={recipe.name}
          cuisine={recipe.cuisine}
          mealType={recipe.mealType}
        />
        <div className={css.cardHeart}>
          <FavoriteToggle
            recipeId={recipe.id}
            name={recipe.name}
            isFavorite={recipe.isFavorite}
            returnTo={returnTo}
            variant="heart"
          />
        </div>
      </div>
      <div className={css.cardBody}>
        <h2 id={headingId} className={css.cardName}>
          {recipe.name}
        </h2>
        {recipe.totalMinutes === null ? null : (
          <p className={css.cardLine}>{minutesText(recipe.totalMinutes)} total</p>
        )}
        <Stars rating={recipe.averageRating} count={recipe.ratingCount} />
        {recipe.description ? <p className={css.cardLine}>{recipe.description}</p> : null}
        {recipe.tags.length ? (
          <ul className={css.tags} aria-label="Tags">
            {recipe.tags.map((t) => (
              <li key={t} className={css.tag}>
                {t}
              </li>
            ))}
          </ul>
        ) : null}
        <Availability canMake={recipe.canMake} />
        <div className={css.cardActions}>
          <AppLink to={`/recipes/${recipe.id}`} className={css.secondaryButton}>
            View Details<span className={css.visuallyHidden}> of {recipe.name}</span>
          </AppLink>
          <AppLink to={addToPlanHref(recipe.id)} className={css.secondaryButton}>
            Add to Meal Plan<span className={css.visuallyHidden}>: {recipe.name}</span>
          </AppLink>
        </div>
      </div>
    </article>
  );
}

function RecipeTable({ loaded, returnTo }: { loaded: LoaderData; returnTo: string }) {
  const location = useLocation();
  return (
    <div className={css.tableWrap}>
      <table className={css.table}>
        <caption className={css.visuallyHidden}>Recipes, sorted by {loaded.sort.replace("_", " ")}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => {
              const current = loaded.sort === column.sort;
              // The same column toggles the direction; a new column starts ascending.
              const next = current && loaded.direction === "asc" ? "desc" : "asc";
              return (
                <th
                  key={column.sort}
                  scope="col"
                  className={css.th}
                  aria-sort={current ? (loaded.direction === "asc" ? "ascending" : "descending") : undefined}
                >
                  <Link
                    to={withParams(location.search, { sort: column.sort, direction: next, page: null })}
                    className={css.sortLink}
                  >
                    {column.label}
                    {current ? (
                      <span aria-hidden="true">{loaded.direction === "asc" ? " ▲" : " ▼"}</span>
                    ) : null}
                  </Link>
                </th>
              );
            })}
            <th scope="col" className={css.th}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {loaded.recipes.map((r) => (
            <tr key={r.id}>
              <td className={css.td}>
                <AppLink to={`/recipes/${r.id}`}>{r.name}</AppLink>
              </td>
              <td className={css.td}>{r.cuisine || "—"}</td>
              <td className={css.td}>{capitalise(r.mealType) || "—"}</td>
              <td className={css.tdNowrap}>{minutesText(r.totalMinutes)}</td>
              <td className={css.td}>{r.difficulty}</td>
              <td className={css.tdNowrap}>
                <Stars rating={r.averageRating} count={r.ratingCount} />
              </td>
              <td className={css.tdNowrap}>
                <div className={css.rowActions}>
                  <FavoriteToggle
                    recipeId={r.id}
                    name={r.name}
                    isFavorite={r.isFavorite}
                    returnTo={returnTo}
                    variant="heart"
                  />
                  <AppLink to={`/recipes/${r.id}`} className={css.smallButton}>
                    View<span className={css.visuallyHidden}> {r.name}</span>
                  </AppLink>
                  <AppLink to={addToPlanHref(r.id)} className={css.smallButton}>
                    Add to Plan<span className={css.visuallyHidden}>: {r.name}</span>
                  </AppLink>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Pager({ page, lastPage, search }: { page: number; lastPage: number; search: string }) {
  if (lastPage <= 1) return null;
  return (
    <nav aria-label="Pages" className={css.pager}>
      {page > 1 ? (
        <Link to={withParams(search, { page: String(page - 1) })} className={css.secondaryButton}>
          Previous
        </Link>
      ) : null}
      <span>
        Page {page} of {lastPage}
      </span>
      {page < lastPage ? (
        <Link to={withParams(search, { page: String(page + 1) })} className={css.secondaryButton}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}

/** The current query with some parameters set (or removed with null); the view param is not carried. */
function withParams(search: string, changes: Record<string, string | null>) {
  const params = new URLSearchParams(search);
  if (!("view" in changes)) params.delete("view");
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text ? `/recipes?${text}` : "/recipes";
}

export function ErrorBoundary() {
  return <RecipeRouteError title={RECIPE_TEXTS.listFailed} />;
}
