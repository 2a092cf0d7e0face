// Edit a family member (docs/product.md#family, 'Member form'). The primary member keeps the
// relationship Self and stays primary; without a new file the current avatar is kept.
import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { DomainError, ForbiddenError, NotFoundError } from "~/domain/errors";
import { assertCan, MEMBER_EDIT_DENIED, permissionsFor } from "~/domain/household/household.server";
import { updateMember } from "~/domain/household/members.server";
import { MemberSchema } from "~/domain/household/schemas";
import { listRecipeTitles } from "~/domain/recipes/recipes.server";
import * as css from "~/ui/household/family.css";
import { FamilyRouteError } from "~/ui/household/family-error";
import { MemberForm, normalizeMemberForm } from "~/ui/household/family-member-form";
import { db } from "~/web/database.server";
import { requireUser } from "~/web/guards.server";
import { notFound } from "~/web/page-action.server";
import { MEMBER_NOT_FOUND, requireFamilyMember } from "~/web/require.server";
import { memberUploadHandler, readMultipartForm } from "~/web/uploads.server";

export const meta: MetaFunction = () => [{ title: "Edit Family Member | Family Meal Planner" }];

const UPDATE_FAILED = "Failed to update family member";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const member = await requireFamilyMember(user.householdId, params.id);
  const permissions = await permissionsFor(await db(), user);
  return {
    member,
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
    return data({ result: submission.reply({ ...extra, hideFields: ["avatar"] }) }, { status: 422 });
  }
  const database = await db();
  try {
    await assertCan(database, user, "canManageMembers");
    await updateMember(database, user.householdId, current.id, submission.value);
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound(MEMBER_NOT_FOUND);
    if (error instanceof ForbiddenError) {
      return data(
        { result: submission.reply({ formErrors: [error.message], hideFields: ["avatar"] }) },
        { status: 403 },
      );
    }
    if (error instanceof DomainError) {
      const reply = error.field
        ? { fieldErrors: { [error.field]: [error.message] } }
        : { formErrors: [error.message] };
      return data({ result: submission.reply({ ...reply, hideFields: ["avatar"] }) }, { status: 422 });
    }
    console.error("[family] updating a member failed:", error);
    return data(
      { result: submission.reply({ formErrors: [UPDATE_FAILED], hideFields: ["avatar"] }) },
      { status: 500 },
    );
  }
  return redirect("/family");
}

export default function EditMember() {
  const { member, canManage, denied, recipeTitles } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="member-form-title" className={css.formPage}>
      <h1 id="member-form-title" className={css.title}>
        Edit Family Member
      </h1>
      {canManage ? (
        <MemberForm
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
  return <FamilyRouteError title="Error loading the family member" />;
}
