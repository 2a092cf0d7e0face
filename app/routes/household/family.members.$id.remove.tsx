// Confirm and remove a family member (docs/product.md#family). The primary member cannot be removed: a
// forged POST is refused with 409 (the member is there, the removal conflicts with its being primary).
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { assertCan, MEMBER_EDIT_DENIED, permissionsFor } from "~/domain/household/household.server";
import { PrimaryMemberError, removeMember } from "~/domain/household/members.server";
import { HOUSEHOLD_NOTICES, MEMBER_FAILED } from "~/domain/household/notices";
import { ConfirmSchema } from "~/domain/household/schemas";
import * as css from "~/ui/household/family.css";
import { MemberAvatar } from "~/ui/household/family-avatar";
import { FamilyRouteError } from "~/ui/household/family-error";
import { CsrfField } from "~/ui/kit/csrf-field";
import { FormErrors } from "~/ui/kit/form";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireUser } from "~/web/guards.server";
import { type FormAnswer, invalidForm, replyToError } from "~/web/page-action.server";
import { MEMBER_NOT_FOUND, requireFamilyMember } from "~/web/require.server";

export const meta: MetaFunction = () => [{ title: "Remove Family Member | Family Meal Planner" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const member = await requireFamilyMember(user.householdId, params.id);
  const permissions = await permissionsFor(await db(), user);
  return {
    member: { id: member.id, name: member.name, avatar: member.avatar, isPrimary: member.isPrimary },
    canManage: permissions.canManageMembers,
    denied: permissions.canManageMembers ? null : MEMBER_EDIT_DENIED,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await readForm(request), { schema: ConfirmSchema });
  if (submission.status !== "success") return invalidForm(submission);
  const member = await requireFamilyMember(user.householdId, params.id);
  const database = await db();
  try {
    await assertCan(database, user, "canManageMembers");
    await removeMember(database, user.householdId, member.id);
  } catch (error) {
    if (error instanceof PrimaryMemberError)
      return data<FormAnswer>({ result: submission.reply({ formErrors: [error.message] }) }, { status: 409 });
    return replyToError(submission, error, { notFound: MEMBER_NOT_FOUND });
  }
  return redirectWithFlash(request, "/family", HOUSEHOLD_NOTICES.memberRemoved(member.name));
}

export default function RemoveMember() {
  const { member, canManage, denied } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const path = `/family/members/${member.id}/remove`;
  const busy = navigation.state !== "idle" && navigation.formAction === path;
  return (
    <section aria-labelledby="remove-member-title" className={css.confirmPanel}>
      <h1 id="remove-member-title" className={css.subtitle}>
        Remove Family Member
      </h1>
      <div className={css.cardHead}>
        <MemberAvatar name={member.name} avatar={member.avatar} />
        {member.isPrimary ? (
          <p className={css.cardLine}>
            <strong>{member.name}</strong> is the primary family member and cannot be removed.
          </p>
        ) : (
          <p className={css.cardLine}>
            Are you sure you want to remove <strong>{member.name}</strong> from your family?
          </p>
        )}
      </div>
      <FormErrors errors={actionData?.result.error?.[""] ?? undefined} />
      {member.isPrimary ? null : !canManage ? (
        <p className={css.notice}>{denied}</p>
      ) : (
        <Form method="post" action={path} className={css.actions}>
          <CsrfField />
          <button type="submit" className={css.dangerButton} disabled={busy}>
            {busy ? "Removing…" : "Remove"}
          </button>
          <Link to="/family" className={css.secondaryButton}>
            Cancel
          </Link>
        </Form>
      )}
      {member.isPrimary || !canManage ? (
        <p>
          <Link to="/family">Back to your family</Link>
        </p>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <FamilyRouteError title={MEMBER_FAILED.remove} />;
}
