// Edit a family member (docs/product.md#family, 'Member form'). The primary member keeps the
// relationship Self and stays primary; without a new file the current avatar is kept.
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { unrecognisedAllergyNotes } from "~/domain/household/allergies";
import { assertCan, MEMBER_EDIT_DENIED, permissionsFor } from "~/domain/household/household.server";
import { updateMember } from "~/domain/household/members.server";
import { HOUSEHOLD_NOTICES, MEMBER_FAILED } from "~/domain/household/notices";
import { MemberSchema } from "~/domain/household/schemas";
import { listRecipeTitles } from "~/domain/recipes/recipes.server";
import * as css from "~/ui/household/family.css";
import { FamilyRouteError } from "~/ui/household/family-error";
import { MemberForm, normalizeMemberForm } from "~/ui/household/family-member-form";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { requireUser } from "~/web/guards.server";
import { invalidForm, replyToError } from "~/web/page-action.server";
import { MEMBER_NOT_FOUND, requireFamilyMember } from "~/web/require.server";
import { memberUploadHandler, readMultipartForm } from "~/web/uploads.server";

export const meta: MetaFunction = () => [{ title: "Edit Family Member | Family Meal Planner" }];

// The avatar file is never sent back into the form: the browser cannot set a file input's value.
const HIDDEN = ["avatar"];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const member = await requireFamilyMember(user.householdId, params.id);
  const permissions = await permissionsFor(await db(), user);
  return {
    constraint: getZodConstraint(MemberSchema),
    member: { ...member, unrecognisedAllergies: unrecognisedAllergyNotes(member.allergies) },
    canManage: permissions.canManageMembers,
    denied: permissions.canManageMembers ? null : MEMBER_EDIT_DENIED,
    recipeTitles: (await listRecipeTitles(await db(), user, { ownOnly: true })).map((r) => r.name),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const current = await requireFamilyMember(user.householdId, params.id);
  const upload = memberUploadHandler();
  const raw = await readMultipartForm(request, upload.handler);
  const avatar = upload.avatar();
  const kept = raw.get("remove_avatar") === "on" ? null : current.avatar;
  const form = normalizeMemberForm(raw, avatar.dataUrl ?? kept);
  const submission = parseWithZod(form, { schema: MemberSchema });
  if (submission.status !== "success" || avatar.error) {
    const extra = avatar.error ? { fieldErrors: { avatar: [avatar.error] } } : {};
    return invalidForm(submission, { ...extra, hideFields: HIDDEN });
  }
  const database = await db();
  try {
    await assertCan(database, user, "canManageMembers");
    await updateMember(database, user.householdId, current.id, submission.value);
  } catch (error) {
    return replyToError(submission, error, { notFound: MEMBER_NOT_FOUND, hideFields: HIDDEN });
  }
  return redirectWithFlash(request, "/family", HOUSEHOLD_NOTICES.memberUpdated(submission.value.name));
}

export default function EditMember() {
  const { member, canManage, denied, recipeTitles, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="member-form-title" className={css.formPage}>
      <h1 id="member-form-title" className={css.title}>
        Edit Family Member
      </h1>
      {canManage ? (
        <MemberForm
          constraint={constraint}
          recipeTitles={recipeTitles}
          key={member.id}
          mode="edit"
          action={`/family/members/${member.id}/edit`}
          member={member}
          lastResult={actionData?.result}
        />
      ) : (
        <>
          <p className={css.notice}>{denied}</p>
          <p>
            <Link to="/family">Back to your family</Link>
          </p>
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <FamilyRouteError title={MEMBER_FAILED.update} />;
}
