// /community (flag community_enabled; docs/product.md#community): the public recipes of every household
// and the starter library. The search and filters are a GET form, so every view is a link; the page's
// forms post here by `intent`: save (with JavaScript a fetcher, optimistic), share and unshare (only the
// owning household), feature (admins) and report (hides the recipe for the reporter and puts it on the
// admins' list at /admin/reports). Paging counts the real total (docs/decisions/042-community-recipes.md).
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { User } from "~/domain/accounts/users.server";
import { featureRecipe, reportRecipe, saveRecipe, shareRecipe } from "~/domain/community/commands.server";
import {
  COMMUNITY_CUISINES,
  COMMUNITY_FLAG,
  COMMUNITY_SHOW,
  COMMUNITY_SHOW_LABELS,
  COMMUNITY_SORT_LABELS,
  COMMUNITY_SORTS,
  COMMUNITY_TEXTS,
  SEARCH_MAX,
} from "~/domain/community/constants";
import { listCommunityRecipes, listShareable } from "~/domain/community/queries.server";
import { communitySearchParams, readCommunityQuery } from "~/domain/community/query";
import { FeatureFormSchema, ReportSchema, SaveFormSchema, ShareFormSchema } from "~/domain/community/schemas";
import { RECIPE_TEXTS } from "~/domain/recipes/constants";
import * as css from "~/ui/community/community.css";
import { CommunityCard } from "~/ui/community/community-card";
import { AppLink } from "~/ui/kit/app-link";
import { CsrfField } from "~/ui/kit/csrf-field";
import { useFlashMessage } from "~/ui/kit/flash-message";
import { FormErrors, formStyles } from "~/ui/kit/form";
import { Notice } from "~/ui/kit/notice";
import { RouteErrorBoundary } from "~/ui/kit/route-error";
import * as recipeCss from "~/ui/recipes/recipe.css";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireFlag } from "~/web/guards.server";
import { cleanSearchParams } from "~/web/input-gate.server";
import { badRequest, type FormAnswer, invalidForm, replyToError } from "~/web/page-action.server";
import { safeRedirect } from "~/web/redirects";

export const meta: MetaFunction = () => [{ title: "Community Recipes | Family Meal Planner" }];

// The flash message after a change is shown at the top of the page.
export const handle = { flash: "inline" };

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireFlag(request, COMMUNITY_FLAG);
  const database = await db();
  const query = readCommunityQuery(cleanSearchParams(request));
  const [page, shareable] = await Promise.all([
    listCommunityRecipes(database, user, query),
    listShareable(database, user),
  ]);
  return {
    query,
    page,
    shareable,
    isAdmin: user.role === "admin",
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireFlag(request, COMMUNITY_FLAG);
  const form = await readForm(request);
  const intent = form.get("intent");
  const back = safeRedirect(form.get("returnTo"), "/community");
  if (intent === "save") return save(request, form, user);
  if (intent === "share" || intent === "unshare") {
    const submission = parseWithZod(form, { schema: ShareFormSchema });
    if (submission.status !== "success") return invalidForm(submission);
    const on = intent === "share";
    try {
      await shareRecipe(await db(), user, submission.value.recipeId, on, new Date());
    } catch (error) {
      return replyToError(submission, error, { notFound: RECIPE_TEXTS.notFound });
    }
    return redirectWithFlash(request, back, on ? COMMUNITY_TEXTS.shared : COMMUNITY_TEXTS.unshared);
  }
  if (intent === "feature") {
    const submission = parseWithZod(form, { schema: FeatureFormSchema });
    if (submission.status !== "success") return invalidForm(submission);
    const { recipeId, featured } = submission.value;
    try {
      await featureRecipe(await db(), user, recipeId, featured, new Date());
    } catch (error) {
      return replyToError(submission, error, { notFound: RECIPE_TEXTS.notFound });
    }
    return redirectWithFlash(request, back, COMMUNITY_TEXTS.featured(featured));
  }
  if (intent === "report") {
    const submission = parseWithZod(form, { schema: ReportSchema.extend(ShareFormSchema.shape) });
    if (submission.status !== "success") return invalidForm(submission);
    try {
      await reportRecipe(await db(), user, submission.value.recipeId, submission.value.reason, new Date());
    } catch (error) {
      return replyToError(submission, error, { notFound: RECIPE_TEXTS.notFound });
    }
    return redirectWithFlash(request, back, COMMUNITY_TEXTS.reported);
  }
  throw badRequest("Unknown action.");
}

/** Save / Unsave: a script's fetcher leaves `returnTo` out and gets the form's answer; a plain post is redirected. */
async function save(request: Request, form: FormData, user: User) {
  const submission = parseWithZod(form, { schema: SaveFormSchema });
  if (submission.status !== "success") return invalidForm(submission);
  const { recipeId, saved, returnTo } = submission.value;
  try {
    await saveRecipe(await db(), user, recipeId, saved, new Date());
  } catch (error) {
    return replyToError(submission, error, { notFound: RECIPE_TEXTS.notFound });
  }
  if (returnTo === undefined) return data<FormAnswer>({ result: submission.reply() });
  return redirectWithFlash(request, safeRedirect(returnTo, "/community"), COMMUNITY_TEXTS.saved(saved));
}

export default function CommunityPage() {
  const { query, page, shareable, isAdmin } = useLoaderData<typeof loader>();
  const answer = useActionData<FormAnswer>()?.result;
  const problems = Object.values(answer?.error ?? {}).flatMap((errors) => errors ?? []);
  const flash = useFlashMessage();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const searching = query.search !== "";
  const showFeatured = !searching && page.featured.length > 0;
  return (
    <section aria-labelledby="community-title" className={recipeCss.page}>
      <div className={recipeCss.header}>
        <h1 id="community-title" className={recipeCss.title}>
          {COMMUNITY_TEXTS.title}
        </h1>
      </div>
      {flash ? <Notice tone="success">{flash}</Notice> : null}
      {problems.length ? (
        <div role="alert">
          <FormErrors errors={problems} />
        </div>
      ) : null}
      <ShareMyRecipe shareable={shareable} returnTo={returnTo} />
      <Filters query={query} />
      {showFeatured ? (
        <section aria-labelledby="featured-title" className={recipeCss.section}>
          <h2 id="featured-title" className={recipeCss.subtitle}>
            {COMMUNITY_TEXTS.featuredTitle}
          </h2>
          <CardGrid label={COMMUNITY_TEXTS.featuredTitle}>
            {page.featured.map((recipe) => (
              <li key={recipe.id}>
                <CommunityCard recipe={recipe} returnTo={returnTo} isAdmin={isAdmin} />
              </li>
            ))}
          </CardGrid>
        </section>
      ) : null}
      <section aria-labelledby="community-list-title" className={recipeCss.section}>
        <h2 id="community-list-title" className={recipeCss.subtitle}>
          {searching ? COMMUNITY_TEXTS.searchTitle : COMMUNITY_TEXTS.listTitle}
        </h2>
        <p className={recipeCss.muted} aria-live="polite">
          {page.total} {page.total === 1 ? "recipe" : "recipes"}
        </p>
        {page.items.length === 0 ? (
          <div className={recipeCss.empty}>
            <h3 className={recipeCss.subtitle}>{COMMUNITY_TEXTS.emptyTitle}</h3>
            <p className={recipeCss.cardLine}>{COMMUNITY_TEXTS.emptyText}</p>
          </div>
        ) : (
          <CardGrid label={searching ? COMMUNITY_TEXTS.searchTitle : COMMUNITY_TEXTS.listTitle}>
            {page.items.map((recipe) => (
              <li key={recipe.id}>
                <CommunityCard recipe={recipe} returnTo={returnTo} isAdmin={isAdmin} />
              </li>
            ))}
          </CardGrid>
        )}
        <nav aria-label="Pages" className={recipeCss.pager}>
          {page.page > 1 ? (
            <Link
              to={`/community${communitySearchParams(query, page.page - 1)}`}
              className={recipeCss.secondaryButton}
            >
              Previous
            </Link>
          ) : null}
          <span>
            Page {page.page} of {page.lastPage}
          </span>
          {page.page < page.lastPage ? (
            <Link
              to={`/community${communitySearchParams(query, page.page + 1)}`}
              className={recipeCss.secondaryButton}
            >
              Next
            </Link>
          ) : null}
        </nav>
      </section>
    </section>
  );
}

function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={recipeCss.grid} aria-label={label}>
      {children}
    </ul>
  );
}

/** 'Share My Recipe': one of the household's unshared recipes to share, and the shared ones to unshare. */
function ShareMyRecipe(props: {
  shareable: { id: number; name: string; isPublic: boolean }[];
  returnTo: string;
}) {
  const unshared = props.shareable.filter((r) => !r.isPublic);
  const shared = props.shareable.filter((r) => r.isPublic);
  return (
    <details className={`${recipeCss.section} ${css.details}`}>
      <summary className={css.summary}>{COMMUNITY_TEXTS.shareTitle}</summary>
      {unshared.length === 0 ? (
        <p className={recipeCss.muted}>
          {props.shareable.length === 0 ? (
            <>
              Your family has no recipes yet. <Link to="/recipes/new">Create a recipe</Link> to share it.
            </>
          ) : (
            "Every recipe of your family is shared."
          )}
        </p>
      ) : (
        <Form method="post" action="/community" className={css.shareForm}>
          <CsrfField />
          <input type="hidden" name="intent" value="share" />
          <input type="hidden" name="returnTo" value={props.returnTo} />
          <div className={css.field}>
            <label className={formStyles.label} htmlFor="share-recipe">
              Recipe to share
            </label>
            <select id="share-recipe" name="recipeId" className={formStyles.input} required>
              {unshared.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={recipeCss.primaryButton}>
            Share
          </button>
        </Form>
      )}
      {shared.length ? (
        <>
          <h2 className={recipeCss.subtitle}>Shared by your family</h2>
          <ul className={css.sharedList}>
            {shared.map((r) => (
              <li key={r.id} className={css.sharedItem}>
                <AppLink to={`/recipes/${r.id}`}>{r.name}</AppLink>
                <Form method="post" action="/community" className={css.inlineForm}>
                  <CsrfField />
                  <input type="hidden" name="intent" value="unshare" />
                  <input type="hidden" name="recipeId" value={r.id} />
                  <input type="hidden" name="returnTo" value={props.returnTo} />
                  <button type="submit" className={recipeCss.secondaryButton}>
                    Unshare<span className={recipeCss.visuallyHidden}> {r.name}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </details>
  );
}

/** The search and the three filters: a GET form (search resets to page 1, as any change does). */
function Filters({ query }: { query: ReturnType<typeof readCommunityQuery> }) {
  return (
    <Form
      method="get"
      action="/community"
      className={recipeCss.filters}
      role="search"
      aria-label="Search community recipes"
    >
      <div className={recipeCss.filterRow}>
        <div className={recipeCss.searchField}>
          <label className={formStyles.label} htmlFor="community-search">
            Search
          </label>
          <input
            id="community-search"
            name="search"
            type="search"
            className={formStyles.input}
            defaultValue={query.search}
            maxLength={SEARCH_MAX}
            placeholder={COMMUNITY_TEXTS.searchPlaceholder}
          />
        </div>
        <button type="submit" className={recipeCss.primaryButton}>
          Search
        </button>
      </div>
      <div className={recipeCss.filterRow}>
        <Select id="community-cuisine" name="cuisine" label="Cuisine" value={query.cuisine ?? ""}>
          <option value="">All Cuisines</option>
          {COMMUNITY_CUISINES.map((c) => (
            <option key={c} value={c}>
              {capitalise(c)}
            </option>
          ))}
        </Select>
        <Select id="community-sort" name="sort" label="Sort By" value={query.sort}>
          {COMMUNITY_SORTS.map((s) => (
            <option key={s} value={s}>
              {COMMUNITY_SORT_LABELS[s]}
            </option>
          ))}
        </Select>
        <Select id="community-show" name="show" label="Show Only" value={query.show}>
          {COMMUNITY_SHOW.map((s) => (
            <option key={s} value={s}>
              {COMMUNITY_SHOW_LABELS[s]}
            </option>
          ))}
        </Select>
        <button type="submit" className={recipeCss.secondaryButton}>
          Apply
        </button>
      </div>
    </Form>
  );
}

function Select(props: { id: string; name: string; label: string; value: string; children: ReactNode }) {
  return (
    <div className={recipeCss.filterField}>
      <label className={formStyles.label} htmlFor={props.id}>
        {props.label}
      </label>
      <select id={props.id} name={props.name} defaultValue={props.value} className={formStyles.input}>
        {props.children}
      </select>
    </div>
  );
}

export function ErrorBoundary() {
  const back = { to: "/community", label: "Back to Community" };
  return RouteErrorBoundary({
    notFound: { title: RECIPE_TEXTS.notFoundTitle, message: RECIPE_TEXTS.notFound, back },
    forbidden: { title: "Not allowed", message: COMMUNITY_TEXTS.notShareable, back },
    fallback: { title: "Error loading the community" },
  });
}
