// Settings › Subscription (docs/product.md#settings): the household's plan, price and status, the charge
// for members over the included five, and Cancel / Reactivate / Upgrade as the status allows. No payment
// provider is connected, and the page says so. Cancel asks first: a confirming page of its own
// (?confirm=cancel), so it works without JavaScript.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SETTINGS_TEXTS } from "~/domain/settings/constants";
import { SubscriptionActionSchema } from "~/domain/settings/schemas";
import {
  changeSubscription,
  getSubscription,
  subscriptionMessage,
} from "~/domain/settings/subscription.server";
import { dangerButton, primaryButton, secondaryButton } from "~/ui/kit/button.css";
import { CsrfField } from "~/ui/kit/csrf-field";
import { FormErrors, formStyles } from "~/ui/kit/form";
import * as css from "~/ui/settings/settings.css";
import { SettingsRouteError } from "~/ui/settings/settings-error";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireUser } from "~/web/guards.server";
import { invalidForm, replyToError } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "Subscription | Settings | Family Meal Planner" }];

const HERE = "/settings/subscription";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const s = await getSubscription(await db(), user, new Date());
  return {
    subscription: { ...s, trialEndsAt: s.trialEndsAt?.toISOString() ?? null },
    confirmCancel:
      new URL(request.url).searchParams.get("confirm") === "cancel" && s.actions.includes("cancel"),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: SubscriptionActionSchema });
  if (submission.status !== "success") return invalidForm(submission);
  try {
    await changeSubscription(await db(), user, submission.value.action, new Date());
  } catch (error) {
    return replyToError(submission, error);
  }
  return redirectWithFlash(request, HERE, subscriptionMessage(submission.value.action));
}

const money = (n: number) => `$${n.toFixed(2)}`;
// One formatter for the module: toLocaleDateString with options builds a new one on every call.
const DAY = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });
const day = (iso: string) => DAY.format(new Date(iso));
const STATUS_LABEL = { trial: "Free trial", active: "Active", canceled: "Canceled" } as const;

function ActionButton(props: { action: string; label: string; tone: string }) {
  return (
    <Form method="post" action={HERE}>
      <CsrfField />
      <input type="hidden" name="action" value={props.action} />
      <button type="submit" className={props.tone}>
        {props.label}
      </button>
    </Form>
  );
}

export default function SubscriptionTab() {
  const { subscription: s, confirmCancel } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className={css.panel}>
      <section aria-labelledby="plan-title" className={css.card}>
        <h2 id="plan-title" className={css.cardTitle}>
          Current Plan
        </h2>
        <FormErrors errors={answer?.result.error?.[""] ?? answer?.result.error?.action ?? undefined} />
        <dl className={css.facts}>
          <dt>Plan</dt>
          <dd>{s.plan}</dd>
          <dt>Price</dt>
          <dd>
            {money(s.price)} per {s.interval}
          </dd>
          <dt>Status</dt>
          <dd>
            {STATUS_LABEL[s.status]}
            {s.status === "trial" && s.trialEndsAt
              ? s.trialEnded
                ? ` (ended on ${day(s.trialEndsAt)})`
                : ` (ends on ${day(s.trialEndsAt)})`
              : ""}
          </dd>
          <dt>Family members</dt>
          <dd>
            {s.familySize} ({s.includedMembers} included; {money(s.extraMemberPrice)} per {s.interval} for
            each further member)
          </dd>
          <dt>Extra members</dt>
          <dd>
            {s.extraMembers} × {money(s.extraMemberPrice)} = {money(s.extraCharge)}
          </dd>
          <dt>Total</dt>
          <dd>
            {money(s.total)} per {s.interval}
          </dd>
        </dl>
        {confirmCancel ? (
          <div role="alert" className={css.card}>
            <p>{SETTINGS_TEXTS.confirmCancel}</p>
            <div className={formStyles.checkRow}>
              <ActionButton action="cancel" label="Yes, cancel" tone={dangerButton} />
              <Link to={HERE} className={secondaryButton}>
                Keep my subscription
              </Link>
            </div>
          </div>
        ) : !s.canChange ? (
          <p className={formStyles.hint}>{SETTINGS_TEXTS.subscriptionOwnerOnly}</p>
        ) : (
          <div className={formStyles.checkRow}>
            {s.actions.includes("upgrade") ? (
              <ActionButton action="upgrade" label="Upgrade" tone={primaryButton} />
            ) : null}
            {s.actions.includes("cancel") ? (
              <Link to={`${HERE}?confirm=cancel`} className={dangerButton}>
                Cancel Subscription
              </Link>
            ) : null}
            {s.actions.includes("reactivate") ? (
              <ActionButton action="reactivate" label="Reactivate" tone={primaryButton} />
            ) : null}
          </div>
        )}
      </section>
      <section aria-labelledby="payment-title" className={css.card}>
        <h2 id="payment-title" className={css.cardTitle}>
          Payment Method
        </h2>
        <p>{SETTINGS_TEXTS.noPaymentProvider}</p>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <SettingsRouteError title="Error loading your subscription" retryTo={HERE} />;
}
