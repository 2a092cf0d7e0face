// /ai-meal-planner (flag enable_ai_features; docs/product.md#ai-assistant): the chat on the left and
// Planning Tools on the right. The chat is a form that posts the message with a key made at render and
// redirects back to the page with the answer (post/redirect/get; the same key again stores nothing, ADR
// 046), with or without JavaScript; older messages are a link (?before=id). Recipe cards save
// through the same reading as POST /api/recipes/add-to-collection (intent=save-recipe).
import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { format, parseISO } from "date-fns";
import { useEffect, useRef } from "react";
import { z } from "zod";
import { AssistantError } from "~/domain/assistant/assistant";
import { defaultEndDate, planStartDate } from "~/domain/assistant/calendar";
import { listMessages, listPlans } from "~/domain/assistant/chat.server";
import { AI, AI_FLAG, AI_TEXTS } from "~/domain/assistant/constants";
import { ChatFormSchema, ModifyPlanFormSchema } from "~/domain/assistant/schemas";
import { chatTurn, modifyTurn } from "~/domain/assistant/turn.server";
import { NotFoundError } from "~/domain/errors";
import { todayForHousehold } from "~/domain/household/household.server";
import { pageIdempotencyKey } from "~/domain/idempotency";
import { orRaw, readDecimal } from "~/domain/input-readers";
import { readAiRecipe, recipeSavedText } from "~/domain/recipes/ai-recipe";
import { createRecipe } from "~/domain/recipes/recipes.server";
import { AddToCalendarLink, ChooseMealsForm } from "~/ui/assistant/add-to-calendar";
import * as css from "~/ui/assistant/assistant.css";
import { ChatMessages } from "~/ui/assistant/chat";
import { primaryButton } from "~/ui/kit/button.css";
import { CsrfField } from "~/ui/kit/csrf-field";
import { FormErrors } from "~/ui/kit/form";
import { PageHeader } from "~/ui/kit/page-title";
import { RouteErrorBoundary } from "~/ui/kit/route-error";
import { assistantProvider } from "~/web/assistant.server";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireFlag } from "~/web/guards.server";
import { invalidForm } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "AI Meal Planner | Family Meal Planner" }];

const SaveRecipeSchema = z.object({
  intent: z.literal("save-recipe"),
  message_id: z.preprocess(orRaw(readDecimal), z.number().int().positive()),
  index: z.preprocess(
    orRaw(readDecimal),
    z
      .number()
      .int()
      .min(0)
      .max(AI.searchResults * 10),
  ),
});

/** The request time a chat post redirected with (`?took=`), shown under the form. */
const readSeconds = (raw: string | null) => {
  const n = Number(raw);
  return raw && Number.isSafeInteger(n) && n >= 0 && n < 100_000 ? n : null;
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireFlag(request, AI_FLAG);
  const url = new URL(request.url);
  const before = Number(url.searchParams.get("before"));
  const database = await db();
  const [page, plans] = await Promise.all([
    listMessages(database, user, Number.isSafeInteger(before) && before > 0 ? before : undefined),
    listPlans(database, user),
  ]);
  const { choice } = assistantProvider();
  const today = await todayForHousehold(database, user.householdId, new Date());
  const latest = plans[0];
  const start = latest ? planStartDate(latest, today) : today;
  return {
    messages: page.messages.map(({ createdAt: _, ...m }) => m),
    olderHref: page.olderBefore ? `/ai-meal-planner?before=${page.olderBefore}` : null,
    plans,
    provider: choice,
    calendar: latest ? { planId: latest.id, start, end: defaultEndDate(start) } : null,
    draft: (url.searchParams.get("draft") ?? "").slice(0, AI.messageMax),
    // A new key each render: the form's post is answered once, however often it is sent (ADR 046).
    chatKey: randomUUID(),
    seconds: readSeconds(url.searchParams.get("took")),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireFlag(request, AI_FLAG);
  const form = await readForm(request);
  const database = await db();
  if (form.get("intent") === "save-recipe") {
    const submission = parseWithZod(form, { schema: SaveRecipeSchema });
    if (submission.status !== "success") return invalidForm(submission);
    const page = await listMessages(database, user, submission.value.message_id + 1);
    const message = page.messages.find((m) => m.id === submission.value.message_id);
    const recipe = message?.recipes[submission.value.index];
    const reading = recipe
      ? readAiRecipe({ recipe })
      : { ok: false as const, message: AI_TEXTS.recipeIncomplete };
    if (!reading.ok) return invalidForm(submission, { formErrors: [reading.message] });
    const id = await createRecipe(database, user, reading.recipe, { now: new Date() });
    return redirectWithFlash(request, `/recipes/${id}`, recipeSavedText(reading.recipe.name));
  }
  if (form.get("intent") === "modify") {
    const submission = parseWithZod(form, { schema: ModifyPlanFormSchema });
    if (submission.status !== "success") return invalidForm(submission);
    const { provider } = assistantProvider(user.id);
    try {
      const turn = await modifyTurn(
        database,
        user,
        provider,
        {
          planId: submission.value.plan_id,
          instruction: submission.value.instruction,
          idempotencyKey: pageIdempotencyKey(form.get("idempotency_key")),
        },
        new Date(),
      );
      return redirect(`/ai-meal-planner?took=${turn.seconds}`);
    } catch (error) {
      if (error instanceof NotFoundError) throw new Response(error.message, { status: 404 });
      if (error instanceof AssistantError)
        return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: 502 });
      throw error;
    }
  }
  const submission = parseWithZod(form, { schema: ChatFormSchema });
  if (submission.status !== "success") return invalidForm(submission);
  const { provider } = assistantProvider(user.id);
  try {
    const turn = await chatTurn(
      database,
      user,
      provider,
      { message: submission.value.message, idempotencyKey: pageIdempotencyKey(form.get("idempotency_key")) },
      new Date(),
    );
    // The chat dialog over another page asks for the answer as data, and reads the chat again itself.
    if (form.get("answer") === "data") return data({ sent: true, seconds: turn.seconds });
    // Post/redirect/get: a refresh after sending reads the page, it does not post the message again.
    return redirect(`/ai-meal-planner?took=${turn.seconds}`);
  } catch (error) {
    if (error instanceof AssistantError)
      return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: 502 });
    throw error;
  }
}

export default function AiMealPlanner() {
  const { messages, olderHref, plans, provider, calendar, draft, chatKey, seconds } =
    useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "chat";
  const refused = answer && "result" in answer ? answer.result : undefined;
  const formErrors = refused?.error?.[""] ?? refused?.error?.message ?? undefined;
  const input = useRef<HTMLInputElement>(null);
  // A new key means the last message was stored: the composer starts empty again.
  useEffect(() => {
    if (chatKey && input.current && seconds !== null) input.current.value = "";
  }, [chatKey, seconds]);
  return (
    <div className={css.page}>
      <PageHeader id="ai-title" title="AI Meal Planner" />
      <p className={css.muted}>
        Provider: <strong>{provider.name === "local" ? "Local (offline)" : "OpenAI"}</strong> —{" "}
        {provider.reason}
      </p>
      <div className={css.layout}>
        <section className={css.chat} aria-labelledby="chat-title">
          <h2 id="chat-title" className={css.visuallyHidden}>
            Chat
          </h2>
          <ChatMessages messages={messages} olderHref={olderHref} busy={busy} formKey={chatKey} />
          <Form method="post" className={css.composer} aria-label="Ask the assistant">
            <CsrfField />
            <input type="hidden" name="intent" value="chat" />
            <input type="hidden" name="idempotency_key" value={chatKey} />
            <label htmlFor="message" className={css.visuallyHidden}>
              Message
            </label>
            <input
              ref={input}
              id="message"
              name="message"
              type="text"
              className={css.input}
              required
              maxLength={AI.messageMax}
              defaultValue={draft}
              placeholder="Ask for recipes or a meal plan…"
              autoComplete="off"
              aria-describedby="chat-status"
              readOnly={busy}
            />
            <button type="submit" className={primaryButton} disabled={busy}>
              {busy ? "Sending…" : "Send"}
            </button>
          </Form>
          <FormErrors errors={formErrors} />
          <p id="chat-status" className={css.status} role="status">
            {busy ? "Thinking about your request…" : seconds !== null ? `Request time: ${seconds}s` : ""}
          </p>
        </section>
        <aside className={css.section} aria-labelledby="tools-title">
          <h2 id="tools-title" className={css.cardTitle}>
            Planning Tools
          </h2>
          <section aria-labelledby="add-title" className={css.card}>
            <h3 id="add-title" className={css.cardTitle}>
              Add meal plan to calendar
            </h3>
            {calendar ? (
              <ChooseMealsForm planId={calendar.planId} start={calendar.start} end={calendar.end} />
            ) : (
              <p className={css.muted}>Ask for a meal plan first.</p>
            )}
          </section>
          <section aria-labelledby="plans-title" className={css.card}>
            <h3 id="plans-title" className={css.cardTitle}>
              Recently Generated Meal Plans
            </h3>
            {plans.length === 0 ? (
              <p className={css.muted}>{AI_TEXTS.emptyPlans}</p>
            ) : (
              <ul className={css.days}>
                {plans.map((plan) => (
                  <li key={plan.id}>
                    <strong>{plan.name}</strong>{" "}
                    <span className={css.muted}>
                      {plan.days.length} days, created {format(parseISO(plan.createdAt), "MMM d, yyyy")}
                    </span>{" "}
                    {plan.accepted ? <span className={css.muted}>· {AI_TEXTS.accepted}</span> : null}{" "}
                    <AddToCalendarLink planId={plan.id} planName={plan.name}>
                      Add to Calendar
                    </AddToCalendarLink>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </aside>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return RouteErrorBoundary({
    fallback: {
      title: "AI Meal Planner",
      retryTo: "/ai-meal-planner",
      retryLabel: "Back to the AI Meal Planner",
    },
  });
}
