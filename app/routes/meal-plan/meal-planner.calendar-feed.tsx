// /meal-planner/calendar-feed: private calendar subscription links (ADR 011). Creating one shows its URL
// once, in the answer to the POST that made it (only the token's hash is stored); revoking stops it for
// good. Both are plain POST forms with the CSRF field, so they work without JavaScript.

import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { parseId } from "~/domain/admin/schemas";
import {
  createCalendarFeed,
  FEED_NOT_FOUND,
  listCalendarFeeds,
  revokeCalendarFeed,
} from "~/domain/meal-plan/calendar-feeds.server";
import { formatRecordedAt } from "~/domain/meal-plan/history.server";
import * as css from "~/ui/household/family.css";
import { FamilyRouteError } from "~/ui/household/family-error";
import { CsrfField } from "~/ui/kit/csrf-field";
import { FormErrors, formStyles } from "~/ui/kit/form";
import { refusal } from "~/ui/meal-plan/form-answer";
import { db } from "~/web/database.server";
import { readForm, requireUser } from "~/web/guards.server";
import { HIDDEN_FIELDS } from "~/web/meal-form.server";
import { badRequest, invalidForm, replyToError } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "Calendar subscription | Family Meal Planner" }];

const HERE = "/meal-planner/calendar-feed";

const CreateFeedSchema = z.object({});
const RevokeFeedSchema = z.object({
  feed_id: z.unknown().transform((value, ctx) => {
    const id = parseId(typeof value === "string" ? value : undefined);
    if (id !== null) return id;
    ctx.addIssue({ code: "custom", message: FEED_NOT_FOUND });
    return z.NEVER;
  }),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const feeds = await listCalendarFeeds(await db(), user);
  return {
    feeds: feeds.map((f) => ({
      id: f.id,
      created: formatRecordedAt(f.createdAt),
      revoked: f.revokedAt ? formatRecordedAt(f.revokedAt) : null,
    })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent !== "create" && intent !== "revoke") throw badRequest("Unknown action.");
  const submission = parseWithZod(form, {
    schema: intent === "create" ? CreateFeedSchema : RevokeFeedSchema,
  });
  if (submission.status !== "success") return invalidForm(submission, { hideFields: HIDDEN_FIELDS });
  const database = await db();
  try {
    if ("feed_id" in submission.value) {
      await revokeCalendarFeed(database, user, submission.value.feed_id, new Date());
      // No message: the link moves to the revoked list on the page itself.
      return redirect(HERE);
    }
    const { token } = await createCalendarFeed(database, user, new Date());
    const url = new URL(`/calendar/${token}.ics`, request.url);
    const webcal = `webcal://${url.host}${url.pathname}`;
    // The link is shown once, in this answer (only its hash is stored); no cache may keep it.
    return data(
      { result: submission.reply(), created: { url: url.href, webcal } },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    return replyToError(submission, error, { hideFields: HIDDEN_FIELDS });
  }
}

export default function CalendarFeed() {
  const { feeds } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const failed = refusal(actionData);
  const created = actionData && "created" in actionData ? actionData.created : null;
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const active = feeds.filter((f) => !f.revoked);
  const revoked = feeds.filter((f) => f.revoked);
  return (
    <section aria-labelledby="feed-title" className={css.page}>
      <div className={css.header}>
        <h1 id="feed-title" className={css.title}>
          Calendar subscription
        </h1>
        <Link to="/meal-planner" className={css.secondaryButton}>
          Back to the planner
        </Link>
      </div>
      <p className={css.cardLine}>
        Subscribe to your family's meal plan from Google Calendar, Apple Calendar, Outlook or any calendar app
        that reads iCalendar links. It shows the meals from 30 days ago to a year ahead and updates itself.
      </p>
      <p className={css.muted}>
        Anyone who has the link can see your meal plan, without signing in. Keep it private; if it leaks,
        revoke it and create a new one.
      </p>
      <FormErrors errors={failed ? [failed.text] : undefined} />

      {created ? (
        <div className={css.success} role="status">
          <p className={css.cardLine}>Your calendar link is ready. Copy it now: it is shown only once.</p>
          <label className={formStyles.label} htmlFor="feed-url">
            Calendar link
          </label>
          <input
            id="feed-url"
            className={`${formStyles.input} ${css.inviteLink}`}
            readOnly
            value={created.url}
          />
          <p className={css.cardLine}>
            <a href={created.webcal}>Open in your calendar app</a>
          </p>
        </div>
      ) : null}

      <Form method="post" action={HERE} className={css.actions}>
        <CsrfField />
        <input type="hidden" name="intent" value="create" />
        <button type="submit" className={css.primaryButton} disabled={busy("create")}>
          {busy("create") ? "Creating…" : "Create calendar link"}
        </button>
      </Form>

      <section aria-labelledby="feeds-title" className={css.section}>
        <h2 id="feeds-title" className={css.subtitle}>
          Your calendar links
        </h2>
        {active.length === 0 ? (
          <p className={css.muted}>You have no active calendar links.</p>
        ) : (
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col" className={css.th}>
                  Created
                </th>
                <th scope="col" className={css.th}>
                  Action
                </th>
              </tr>
            </thead>
            <tbody>
              {active.map((feed) => (
                <tr key={feed.id}>
                  <td className={css.td}>{feed.created}</td>
                  <td className={css.td}>
                    <Form method="post" action={HERE}>
                      <CsrfField />
                      <input type="hidden" name="intent" value="revoke" />
                      <input type="hidden" name="feed_id" value={feed.id} />
                      <button
                        type="submit"
                        className={css.dangerButton}
                        aria-label={`Revoke the link created ${feed.created}`}
                      >
                        Revoke
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {revoked.length > 0 ? (
          <details>
            <summary>Revoked links ({revoked.length})</summary>
            <ul>
              {revoked.map((feed) => (
                <li key={feed.id} className={css.cardLine}>
                  Created {feed.created}, revoked {feed.revoked}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  return <FamilyRouteError title="Error loading calendar links" retryTo={HERE} />;
}
