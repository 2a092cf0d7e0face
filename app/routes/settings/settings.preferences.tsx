// Settings › Preferences (docs/product.md#settings): notification choices (shown on the dashboard, ADR
// 056; never mailed, with or without a mail server), measurement units and the app's theme, each its own form told apart
// by `intent`. The theme is rendered on <html> by the server from the stored choice (app/root.tsx).
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import {
  NOTIFICATION_KINDS,
  notificationDeliveryText,
  SETTINGS_TEXTS,
  THEME_CHOICES,
  UNIT_SYSTEMS,
} from "~/domain/settings/constants";
import { getPreferences, savePreferences } from "~/domain/settings/preferences.server";
import { NotificationsSchema, ThemeSchema, UnitsSchema } from "~/domain/settings/schemas";
import { primaryButton } from "~/ui/kit/button.css";
import { CsrfField } from "~/ui/kit/csrf-field";
import { formStyles } from "~/ui/kit/form";
import * as css from "~/ui/settings/settings.css";
import { SettingsRouteError } from "~/ui/settings/settings-error";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireUser } from "~/web/guards.server";
import { mailConfig } from "~/web/mail.server";
import { badRequest, invalidForm } from "~/web/page-action.server";
import { themeCookie } from "~/web/settings.server";

export const meta: MetaFunction = () => [{ title: "Preferences | Settings | Family Meal Planner" }];

const HERE = "/settings/preferences";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return {
    preferences: await getPreferences(await db(), user.id),
    mailConfigured: mailConfig().configured,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  const database = await db();
  const now = new Date();
  if (intent === "notifications") {
    const submission = parseWithZod(form, { schema: NotificationsSchema });
    if (submission.status !== "success") return invalidForm(submission);
    await savePreferences(database, user.id, { notifications: submission.value }, now);
    return redirectWithFlash(request, HERE, SETTINGS_TEXTS.notificationsSaved);
  }
  if (intent === "units") {
    const submission = parseWithZod(form, { schema: UnitsSchema });
    if (submission.status !== "success") return invalidForm(submission);
    await savePreferences(database, user.id, { units: submission.value.units }, now);
    return redirectWithFlash(request, HERE, SETTINGS_TEXTS.unitsSaved);
  }
  if (intent === "theme") {
    const submission = parseWithZod(form, { schema: ThemeSchema });
    if (submission.status !== "success") return invalidForm(submission);
    await savePreferences(database, user.id, { theme: submission.value.theme }, now);
    return redirectWithFlash(request, HERE, SETTINGS_TEXTS.themeSaved, {
      headers: { "Set-Cookie": themeCookie(submission.value.theme, request) },
    });
  }
  throw badRequest("Unknown action.");
}

const UNIT_LABELS = {
  metric: "Metric (grams, kilograms, millilitres, litres)",
  imperial: "Imperial (ounces, pounds, cups)",
};
const THEME_LABELS = { light: "Light", dark: "Dark", system: "System (follows your device)" };

export default function PreferencesTab() {
  const { preferences, mailConfigured } = useLoaderData<typeof loader>();
  return (
    <div className={css.panel}>
      <section aria-labelledby="notifications-title" className={css.card}>
        <h2 id="notifications-title" className={css.cardTitle}>
          Email Notifications
        </h2>
        <p className={formStyles.hint}>
          {notificationDeliveryText(mailConfigured)} <Link to="/">Go to the dashboard</Link>
        </p>
        <Form method="post" className={formStyles.form}>
          <CsrfField />
          <input type="hidden" name="intent" value="notifications" />
          <fieldset className={css.fieldset}>
            <legend className={formStyles.label}>Tell me about</legend>
            {NOTIFICATION_KINDS.map((kind) => (
              <label key={kind.key} className={formStyles.checkRow}>
                <input
                  type="checkbox"
                  name={kind.key}
                  value="on"
                  defaultChecked={preferences.notifications[kind.key]}
                />
                {kind.label}
              </label>
            ))}
          </fieldset>
          <button type="submit" className={primaryButton}>
            Save Notification Preferences
          </button>
        </Form>
      </section>

      <section aria-labelledby="units-title" className={css.card}>
        <h2 id="units-title" className={css.cardTitle}>
          Measurement Units
        </h2>
        <p className={formStyles.hint}>{SETTINGS_TEXTS.unitsHint}</p>
        <Form method="post" className={formStyles.form}>
          <CsrfField />
          <input type="hidden" name="intent" value="units" />
          <fieldset className={css.fieldset}>
            <legend className={formStyles.label}>Show quantities in</legend>
            {UNIT_SYSTEMS.map((system) => (
              <label key={system} className={formStyles.checkRow}>
                <input
                  type="radio"
                  name="units"
                  value={system}
                  defaultChecked={preferences.units === system}
                />
                {UNIT_LABELS[system]}
              </label>
            ))}
          </fieldset>
          <button type="submit" className={primaryButton}>
            Save Measurement Preferences
          </button>
        </Form>
      </section>

      <section aria-labelledby="theme-title" className={css.card}>
        <h2 id="theme-title" className={css.cardTitle}>
          App Theme
        </h2>
        <Form method="post" className={formStyles.form}>
          <CsrfField />
          <input type="hidden" name="intent" value="theme" />
          <fieldset className={css.fieldset}>
            <legend className={formStyles.label}>Theme</legend>
            {THEME_CHOICES.map((theme) => (
              <label key={theme} className={formStyles.checkRow}>
                <input type="radio" name="theme" value={theme} defaultChecked={preferences.theme === theme} />
                {THEME_LABELS[theme]}
              </label>
            ))}
          </fieldset>
          <button type="submit" className={primaryButton}>
            Save Theme Preferences
          </button>
        </Form>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <SettingsRouteError title="Error loading your preferences" retryTo={HERE} />;
}
