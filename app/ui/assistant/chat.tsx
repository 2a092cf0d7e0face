// The chat's pieces: messages with their recipe cards and plan cards, and the composer. Every button is
// a form or a link, so the chat works without JavaScript; with it, Remix submits the same forms.
import { Form, Link } from "@remix-run/react";
import { AI, AI_TEXTS } from "~/domain/assistant/constants";
import type { AssistantRecipe, MealPlan } from "~/domain/assistant/schemas";
import { MEAL_TYPE_LABELS } from "~/domain/meal-plan/constants";
import { primaryButton, secondaryButton } from "../kit/button.css";
import { CsrfField } from "../kit/csrf-field";
import * as css from "./assistant.css";

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
  return (
    <ol className={css.messages} aria-label="Conversation" aria-live="polite">
      {props.olderHref ? (
        <li>
          <Link to={props.olderHref} preventScrollReset>
            Load older messages
          </Link>
        </li>
      ) : null}
      {props.messages.length === 0 ? (
        <li className={css.assistant}>
          Hi! I can find recipes that suit your family, plan meals for a few days, or give nutrition advice.
          Try "plan 3 days of vegetarian dinners".
        </li>
      ) : null}
      {props.messages.map((m) => (
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

function RecipeCard(props: { recipe: AssistantRecipe; messageId: number; index: number }) {
  const r = props.recipe;
  const facts = [
    r.cuisine,
    r.difficulty,
    r.prepTime !== null || r.cookTime !== null ? `${(r.prepTime ?? 0) + (r.cookTime ?? 0)} min` : null,
    r.calories !== null ? `${Math.round(r.calories)} kcal` : null,
  ].filter(Boolean);
  return (
    <article className={css.card} aria-label={r.title}>
      <h3 className={css.cardTitle}>{r.title}</h3>
      {facts.length ? <p className={css.muted}>{facts.join(" · ")}</p> : null}
      {r.description ? <p className={css.muted}>{r.description.slice(0, 200)}</p> : null}
      <div className={css.toolbar}>
        {r.id ? (
          <Link className={secondaryButton} to={`/recipes/${r.id}`} aria-label={`View Details: ${r.title}`}>
            View Details
          </Link>
        ) : null}
        <Form method="post" action="/ai-meal-planner">
          <CsrfField />
          <input type="hidden" name="intent" value="save-recipe" />
          <input type="hidden" name="message_id" value={props.messageId} />
          <input type="hidden" name="index" value={props.index} />
          <button type="submit" className={secondaryButton} aria-label={`Add to My Recipes: ${r.title}`}>
            Add to My Recipes
          </button>
        </Form>
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
        <Link
          className={primaryButton}
          to={`/ai-meal-planner/plans/${plan.id}/add`}
          aria-label={`Add to Calendar: ${plan.name}`}
        >
          Add to Calendar
        </Link>
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
