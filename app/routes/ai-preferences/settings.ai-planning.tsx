// AI planning preferences (/settings/ai-planning; docs/product.md#ai-assistant): what the assistant
// plans by, per user. The AI Planning tab of Settings: the settings layout (app/routes/settings/settings.tsx)
// gives the page its <h1> and the tabs, so this form's title is an <h2>. Two forms told apart by `intent`: save (the whole set) and reset to defaults. Both
// work without JavaScript and answer through the page kit (docs/decisions/030-page-form-answers.md).
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AI_PREFERENCE_MESSAGES } from "~/domain/ai-preferences/constants";
import {
  getAiPreferences,
  resetAiPreferences,
  saveAiPreferences,
} from "~/domain/ai-preferences/preferences.server";
import { AiPreferencesResetSchema, AiPreferencesSchema } from "~/domain/ai-preferences/schemas";
import { PRESETS } from "~/domain/household/constants";
import { AiPreferencesForm, RESET_INTENT, SAVE_INTENT } from "~/ui/ai-preferences/preferences-form";
import { splitTagFields } from "~/ui/household/family-tag-picker";
import * as page from "~/ui/kit/page.css";
import { RouteErrorBoundary } from "~/ui/kit/route-error";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireUser } from "~/web/guards.server";
import { badRequest, invalidForm } from "~/web/page-action.server";

const HERE = "/settings/ai-planning";
const TAG_FIELDS = ["allergies", "disliked_ingredients"] as const;

export const meta: MetaFunction = () => [{ title: "AI Planning Preferences | Family Meal Planner" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const stored = await getAiPreferences(await db(), user.id);
  return {
    preferences: stored.preferences,
    saved: stored.saved,
    presets: { allergies: PRESETS.allergies, disliked_ingredients: PRESETS.disliked_ingredients },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === SAVE_INTENT) {
    const submission = parseWithZod(splitTagFields(form, TAG_FIELDS), { schema: AiPreferencesSchema });
    if (submission.status !== "success")
      return invalidForm(submission, { formErrors: [AI_PREFERENCE_MESSAGES.saveFailed] });
    await saveAiPreferences(await db(), user.id, submission.value, new Date());
    return redirectWithFlash(request, HERE, AI_PREFERENCE_MESSAGES.saved);
  }
  if (intent === RESET_INTENT) {
    const submission = parseWithZod(form, { schema: AiPreferencesResetSchema });
    if (submission.status !== "success") return invalidForm(submission);
    await resetAiPreferences(await db(), user.id);
    return redirectWithFlash(request, HERE, AI_PREFERENCE_MESSAGES.reset);
  }
  throw badRequest("Unknown action.");
}

export default function AiPlanningPreferences() {
  const { preferences, presets } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // Refused: the form shows what was sent, with the messages; otherwise what is stored.
  const values = (answer?.result.initialValue as Record<string, unknown> | undefined) ?? preferences;
  return (
    <section aria-labelledby="ai-preferences-title" className={page.page}>
      <h2 id="ai-preferences-title" className={page.subtitle}>
        AI Planning Preferences
      </h2>
      <p className={page.muted}>
        What the AI Meal Planner plans by: your diet, the cuisines you like, what to leave out, how many meals
        a day and how much cooking you want. They are saved to your account.
      </p>
      <AiPreferencesForm
        key={JSON.stringify(values)}
        values={values}
        errors={answer?.result.error}
        presets={presets}
        saved={preferences}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return RouteErrorBoundary({
    fallback: { title: "Error loading AI planning preferences", retryTo: HERE },
  });
}
