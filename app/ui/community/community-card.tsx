// One community recipe as a card: picture (or 'No Image Available'), the author's initials and name,
// stars, title, description, cook time and the save count, with the small forms that act on it: Save /
// Saved, Unshare for the owning household, Feature for admins and Report for everyone else. Every form
// is a plain POST to /community that works without JavaScript.
import { Form, useFetcher } from "@remix-run/react";
import type { FormEvent } from "react";
import { COMMUNITY_TEXTS } from "~/domain/community/constants";
import { recipeImageUrl } from "~/domain/recipes/present";
import { AppLink } from "~/ui/kit/app-link";
import { CsrfField } from "~/ui/kit/csrf-field";
import { formStyles } from "~/ui/kit/form";
import * as recipeCss from "~/ui/recipes/recipe.css";
import { minutesText, Stars } from "~/ui/recipes/recipe-stars";
import * as css from "./community.css";

export type CommunityCardData = {
  id: number;
  title: string;
  description: string;
  userName: string;
  userAvatar: string;
  rating: number;
  ratingCount: number;
  saves: number;
  isFeatured: boolean;
  isSaved: boolean;
  imageId: number | null;
  cookMinutes: number | null;
  isOwn: boolean;
};

export function CommunityPicture({ imageId, title }: { imageId: number | null; title: string }) {
  const src = recipeImageUrl(imageId);
  if (!src) return <p className={css.noImage}>{COMMUNITY_TEXTS.noImage}</p>;
  return <img src={src} alt={title} className={recipeCss.cardImage} loading="lazy" />;
}

export function AuthorLine({ name, initials }: { name: string; initials: string }) {
  return (
    <p className={css.authorLine}>
      <span className={css.avatar} aria-hidden="true">
        {initials}
      </span>
      <span>{name}</span>
    </p>
  );
}

/**
 * Save / Saved with the count. Without JavaScript a form post that comes back to `returnTo`; with it a
 * fetcher, the new state and count shown at once (one more, or one fewer) until the server has answered.
 */
export function SaveToggle(props: {
  recipeId: number;
  title: string;
  isSaved: boolean;
  saves: number;
  returnTo: string;
  showCount?: boolean;
}) {
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get("saved");
  const saved = pending ? pending === "true" : props.isSaved;
  const saves = props.saves + (saved === props.isSaved ? 0 : saved ? 1 : -1);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.delete("returnTo");
    fetcher.submit(form, { method: "post", action: "/community" });
  };
  return (
    <fetcher.Form method="post" action="/community" onSubmit={onSubmit} className={css.inlineForm}>
      <CsrfField />
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="recipeId" value={props.recipeId} />
      <input type="hidden" name="saved" value={saved ? "false" : "true"} />
      <input type="hidden" name="returnTo" value={props.returnTo} />
      <button
        type="submit"
        className={saved ? recipeCss.primaryButton : recipeCss.secondaryButton}
        aria-pressed={saved}
      >
        {saved ? "Saved" : "Save"}
        <span className={recipeCss.visuallyHidden}> ({props.title})</span>
      </button>
      {props.showCount === false ? null : (
        <span className={recipeCss.muted}>
          {saves} {saves === 1 ? "save" : "saves"}
        </span>
      )}
    </fetcher.Form>
  );
}

function HiddenFields({
  intent,
  recipeId,
  returnTo,
}: {
  intent: string;
  recipeId: number;
  returnTo: string;
}) {
  return (
    <>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="recipeId" value={recipeId} />
      <input type="hidden" name="returnTo" value={returnTo} />
    </>
  );
}

export function CommunityCard(props: { recipe: CommunityCardData; returnTo: string; isAdmin: boolean }) {
  const { recipe, returnTo } = props;
  const titleId = `community-recipe-${recipe.id}`;
  return (
    <article className={recipeCss.card} aria-labelledby={titleId}>
      <CommunityPicture imageId={recipe.imageId} title={recipe.title} />
      <div className={recipeCss.cardBody}>
        {recipe.isFeatured ? <span className={css.badge}>Featured</span> : null}
        <AuthorLine name={recipe.userName} initials={recipe.userAvatar} />
        <h3 id={titleId} className={recipeCss.cardName}>
          <AppLink to={`/recipes/${recipe.id}`}>{recipe.title}</AppLink>
        </h3>
        <Stars rating={recipe.rating} count={recipe.ratingCount} />
        {recipe.description ? <p className={recipeCss.cardLine}>{recipe.description}</p> : null}
        <p className={recipeCss.cardLine}>Cook time: {minutesText(recipe.cookMinutes)}</p>
        <div className={recipeCss.cardActions}>
          <SaveToggle
            recipeId={recipe.id}
            title={recipe.title}
            isSaved={recipe.isSaved}
            saves={recipe.saves}
            returnTo={returnTo}
          />
          <AppLink to={`/recipes/${recipe.id}#rating`} className={recipeCss.secondaryButton}>
            Rate<span className={recipeCss.visuallyHidden}> {recipe.title}</span>
          </AppLink>
          {recipe.isOwn ? (
            <Form method="post" action="/community" className={css.inlineForm}>
              <HiddenFields intent="unshare" recipeId={recipe.id} returnTo={returnTo} />
              <button type="submit" className={recipeCss.secondaryButton}>
                Unshare<span className={recipeCss.visuallyHidden}> {recipe.title}</span>
              </button>
            </Form>
          ) : null}
          {props.isAdmin ? (
            <Form method="post" action="/community" className={css.inlineForm}>
              <HiddenFields intent="feature" recipeId={recipe.id} returnTo={returnTo} />
              <input type="hidden" name="featured" value={recipe.isFeatured ? "false" : "true"} />
              <button type="submit" className={recipeCss.secondaryButton}>
                {recipe.isFeatured ? "Unfeature" : "Feature"}
                <span className={recipeCss.visuallyHidden}> {recipe.title}</span>
              </button>
            </Form>
          ) : null}
        </div>
        {recipe.isOwn ? null : (
          <details className={css.details}>
            <summary className={css.summary}>
              Report<span className={recipeCss.visuallyHidden}> {recipe.title}</span>
            </summary>
            <Form method="post" action="/community" className={css.details}>
              <HiddenFields intent="report" recipeId={recipe.id} returnTo={returnTo} />
              <label className={formStyles.label} htmlFor={`report-reason-${recipe.id}`}>
                What is wrong with it? (optional)
              </label>
              <textarea
                id={`report-reason-${recipe.id}`}
                name="reason"
                rows={2}
                maxLength={500}
                className={formStyles.input}
              />
              <div>
                <button type="submit" className={recipeCss.dangerButton}>
                  Report recipe
                </button>
              </div>
            </Form>
          </details>
        )}
      </div>
    </article>
  );
}
