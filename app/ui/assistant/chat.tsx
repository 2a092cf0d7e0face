// The chat's pieces: messages with their recipe cards and plan cards, and the composer. Every button is
// a form or a link, so the chat works without JavaScript; with it, Remix submits the same forms.
import { Form, Link, useFetcher } from "@remix-run/react";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { AI, AI_TEXTS } from "~/domain/assistant/constants";
import type { AssistantRecipe, MealPlan } from "~/domain/assistant/schemas";
import { MEAL_TYPE_LABELS } from "~/domain/meal-plan/constants";
import { primaryButton, secondaryButton } from "../kit/button.css";
import { CsrfField } from "../kit/csrf-field";
import { AddToCalendarLink } from "./add-to-calendar";
import * as css from "./assistant.css";
import { ViewDetailsLink } from "./recipe-details-dialog";

export type ChatMessageView = {
  id: number;
  role: "user" | "assistant" | "system";
  content: string;
  recipes: AssistantRecipe[];
  mealPlan: MealPlan | null;
};

export function ChatMessages(props: {
  messages: ChatMessageView[];
  olderHref: string | null;
  busy: boolean;
  /** The page's idempotency key for this render: the Modify forms post it too (ADR 046). */
  formKey: string;
}) {
  const older = useOlderMessages(props.olderHref);
  const messages = [...older.messages, ...props.messages];
  return (
    // A scrolling list must be reachable by keyboard even when it holds no link or button.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs focus to scroll by keyboard.
    <ol ref={older.list} className={css.messages} aria-label="Conversation" aria-live="polite" tabIndex={0}>
      {older.href ? (
        <li ref={older.sentinel}>
          <Link to={older.href} preventScrollReset onClick={older.onClick}>
            Load older messages
          </Link>
        </li>
      ) : null}{" "}
      {messages.length === 0 ? (
        <li className={css.assistant}>
          Hi! I can find recipes that suit your family, plan meals for a few days, or give nutrition advice.
          Try "plan 3 days of vegetarian dinners".
        </li>
      ) : null}
      {messages.map((m) => (
        <li key={m.id} className={m.role === "user" ? css.user : css.assistant}>
          <span className={css.visuallyHidden}>{m.role === "user" ? "You: " : "Assistant: "}</span>
          {m.content}
          {m.recipes.length ? (
            <div className={css.cards}>
              {m.recipes.map((r, i) => (
                <RecipeCard key={`${r.id ?? ""}-${r.title}`} recipe={r} messageId={m.id} index={i} />
              ))}
            </div>
          ) : null}
          {m.mealPlan ? (
            <div className={css.cards}>
              <PlanCard plan={m.mealPlan} formKey={props.formKey} />
            </div>
          ) : null}
        </li>
      ))}
      {props.busy ? (
        <li className={css.assistant} role="status">
          AI is typing…
        </li>
      ) : null}
    </ol>
  );
}

/**
 * Older pages with JavaScript: the 'Load older messages' link is fetched instead of followed and its
 * messages go above the ones shown; it is fetched by itself when it scrolls near the top of the chat
 * (IntersectionObserver). Without JavaScript the link opens the older page (ADR 046).
 */
function useOlderMessages(firstHref: string | null) {
  const fetcher = useFetcher<{ messages: ChatMessageView[]; olderHref: string | null }>();
  const [state, setState] = useState({ messages: [] as ChatMessageView[], href: firstHref });
  const list = useRef<HTMLOListElement>(null);
  const sentinel = useRef<HTMLLIElement>(null);
  // A new newest page (a message was sent) starts the older pages again from it, scrolled to the newest
  // message; so the older page loads only when the person scrolls up towards it.
  useEffect(() => {
    setState({ messages: [], href: firstHref });
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [firstHref]);
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data) return;
    setState((s) => {
      const seen = new Set(s.messages.map((m) => m.id));
      const fresh = data.messages.filter((m) => !seen.has(m.id));
      return { messages: [...fresh, ...s.messages], href: data.olderHref };
    });
  }, [fetcher.state, fetcher.data]);
  const load = () => {
    if (state.href && fetcher.state === "idle") fetcher.load(state.href);
  };
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    const target = sentinel.current;
    // The sentinel is drawn only while there is an older page to load.
    if (!state.href || !target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadRef.current();
      },
      { root: list.current, rootMargin: "200px 0px 0px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [state.href]);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    load();
  };
  return { messages: state.messages, href: state.href, list, sentinel, onClick };
}

function RecipeCard(props: { recipe: AssistantRecipe; messageId: number; index: number }) {
  const r = props.recipe;
  const facts = [
    r.cuisine,
    r.difficulty,
    r.prepTime !== null || r.cookTime !== null ? `${(r.prepTime ?? 0) + (r.cookTime ?? 0)} min` : null,
    r.calories !== null ? `${Math.round(r.calories)} kcal` : null,
  ].filter(Boolean);
  // Shown on the card and again in the recipe details dialog.
  const save = (
    <Form method="post" action="/ai-meal-planner">
      <CsrfField />
      <input type="hidden" name="intent" value="save-recipe" />
      <input type="hidden" name="message_id" value={props.messageId} />
      <input type="hidden" name="index" value={props.index} />
      <button type="submit" className={secondaryButton} aria-label={`Add to My Recipes: ${r.title}`}>
        Add to My Recipes
      </button>
    </Form>
  );
  return (
    <article className={css.card} aria-label={r.title}>
      <h3 className={css.cardTitle}>{r.title}</h3>
      {facts.length ? <p className={css.muted}>{facts.join(" · ")}</p> : null}
      {r.description ? <p className={css.muted}>{r.description.slice(0, 200)}</p> : null}
      <div className={css.toolbar}>
        {r.id ? <ViewDetailsLink recipeId={r.id} title={r.title} save={save} /> : null}
        {save}
      </div>
    </article>
  );
}

export function PlanCard({ plan, formKey }: { plan: MealPlan; formKey: string }) {
  return (
    <article className={css.card} aria-label={plan.name}>
      <h3 className={css.cardTitle}>{plan.name}</h3>
      <ul className={css.days}>
        {plan.days.map((day) => (
          <li key={day.label}>
            <strong>{day.label}</strong>
            <ul>
              {day.meals.map((meal) => (
                <li key={`${meal.mealType}-${meal.title}`}>
                  {MEAL_TYPE_LABELS[meal.mealType]}: {meal.title}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {plan.accepted ? <p className={css.muted}>{AI_TEXTS.accepted}</p> : null}
      <div className={css.toolbar}>
        <AddToCalendarLink className={primaryButton} planId={plan.id} planName={plan.name}>
          Add to Calendar
        </AddToCalendarLink>
      </div>
      <details className={css.modify}>
        <summary className={secondaryButton} aria-label={`Modify ${plan.name}`}>
          Modify
        </summary>
        <Form method="post" action="/ai-meal-planner" className={css.toolbar}>
          <CsrfField />
          <input type="hidden" name="intent" value="modify" />
          <input type="hidden" name="plan_id" value={plan.id} />
          <input type="hidden" name="idempotency_key" value={`${formKey}-modify-${plan.id}`} />
          <label className={css.check}>
            What should change?
            <input
              name="instruction"
              type="text"
              required
              maxLength={AI.messageMax}
              className={css.input}
              placeholder="swap day 2 dinner, no fish, make it vegetarian"
              autoComplete="off"
            />
          </label>
          <button type="submit" className={primaryButton} aria-label={`Send changes to ${plan.name}`}>
            Send changes
          </button>
        </Form>
      </details>
    </article>
  );
}
