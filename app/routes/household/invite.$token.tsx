// Opening an invitation link (docs/decisions/005). Signed out: register into the family or sign in
// first. Signed in: confirm joining, which leaves the current family (deleted when nobody else uses it).
// An invalid, used or expired link answers 410 with a plain message.
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { DomainError } from "~/domain/errors";
import {
  acceptInvite,
  findInvite,
  getHousehold,
  listHouseholdUsers,
} from "~/domain/household/household.server";
import { HOUSEHOLD_NOTICES } from "~/domain/household/notices";
import { ConfirmSchema } from "~/domain/household/schemas";
import * as css from "~/ui/household/family.css";
import { FamilyRouteError } from "~/ui/household/family-error";
import { CsrfField } from "~/ui/kit/csrf-field";
import { FormErrors } from "~/ui/kit/form";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { getOptionalUser, readForm, requireUser } from "~/web/guards.server";
import { type FormAnswer, invalidForm, replyToError } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "Family invitation | Family Meal Planner" }];

const INVALID = "This invitation link is invalid, used or expired. Ask for a new one.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const database = await db();
  const invite = token ? await findInvite(database, token, new Date()) : null;
  if (!invite) return data({ state: "invalid" as const }, { status: 410 });
  const user = await getOptionalUser(request);
  if (!user) return { state: "guest" as const, token, familyName: invite.householdName };
  if (user.householdId === invite.householdId) {
    return { state: "member" as const, familyName: invite.householdName };
  }
  const current = await getHousehold(database, user.householdId);
  const others = (await listHouseholdUsers(database, user.householdId)).filter((u) => u.id !== user.id);
  return {
    state: "confirm" as const,
    token,
    familyName: invite.householdName,
    currentFamily: current.name,
    currentShared: others.length > 0,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await readForm(request), { schema: ConfirmSchema });
  if (submission.status !== "success") return invalidForm(submission);
  let joined: Awaited<ReturnType<typeof acceptInvite>>;
  try {
    joined = await acceptInvite(await db(), user, params.token ?? "", new Date());
  } catch (error) {
    // A link that is used, expired or unknown is gone for good: 410, as the page's loader answers it.
    if (error instanceof DomainError)
      return data<FormAnswer>({ result: submission.reply({ formErrors: [error.message] }) }, { status: 410 });
    return replyToError(submission, error);
  }
  return redirectWithFlash(request, "/family", HOUSEHOLD_NOTICES.joined(joined.householdName));
}

export default function Invitation() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  if (loaded.state === "invalid") {
    return (
      <section aria-labelledby="invite-title" className={css.confirmPanel}>
        <h1 id="invite-title" className={css.subtitle}>
          Invitation not available
        </h1>
        <p className={css.cardLine}>{INVALID}</p>
        <p className={css.cardLine}>
          <Link to="/">Go to the home page</Link>
        </p>
      </section>
    );
  }
  if (loaded.state === "member") {
    return (
      <section aria-labelledby="invite-title" className={css.confirmPanel}>
        <h1 id="invite-title" className={css.subtitle}>
          Join {loaded.familyName}
        </h1>
        <p className={css.cardLine}>You are already in this family.</p>
        <p className={css.cardLine}>
          <Link to="/family">Go to your family</Link>
        </p>
      </section>
    );
  }
  if (loaded.state === "guest") {
    const back = encodeURIComponent(`/invite/${loaded.token}`);
    return (
      <section aria-labelledby="invite-title" className={css.confirmPanel}>
        <h1 id="invite-title" className={css.subtitle}>
          Join {loaded.familyName}
        </h1>
        <p className={css.cardLine}>
          You have been invited to join <strong>{loaded.familyName}</strong> on Family Meal Planner.
        </p>
        <div className={css.actions}>
          <Link to={`/register?invite=${encodeURIComponent(loaded.token)}`} className={css.primaryButton}>
            Create an account to join
          </Link>
          <Link to={`/login?redirectTo=${back}`} className={css.secondaryButton}>
            Sign in to join
          </Link>
        </div>
      </section>
    );
  }
  const path = `/invite/${loaded.token}`;
  const busy = navigation.state !== "idle" && navigation.formAction === path;
  return (
    <section aria-labelledby="invite-title" className={css.confirmPanel}>
      <h1 id="invite-title" className={css.subtitle}>
        Join {loaded.familyName}
      </h1>
      <p className={css.cardLine}>
        You have been invited to join <strong>{loaded.familyName}</strong>. Joining it means you leave your
        current family, <strong>{loaded.currentFamily}</strong>.
      </p>
      <p className={css.cardLine}>
        {loaded.currentShared
          ? `${loaded.currentFamily} stays as it is for the other people who use it.`
          : `Nobody else uses ${loaded.currentFamily}, so it is deleted with its members.`}
      </p>
      <FormErrors errors={actionData?.result.error?.[""] ?? undefined} />
      <Form method="post" action={path} className={css.actions}>
        <CsrfField />
        <button type="submit" className={css.primaryButton} disabled={busy}>
          {busy ? "Joining…" : `Join ${loaded.familyName}`}
        </button>
        <Link to="/family" className={css.secondaryButton}>
          Cancel
        </Link>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <FamilyRouteError title="Error loading the invitation" />;
}
