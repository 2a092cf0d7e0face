// Add a family member (docs/product.md#family, 'Member form'): a multipart page form that works
// without JavaScript; the avatar is checked here and stored as a data URL.
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { assertCan, MEMBER_EDIT_DENIED, permissionsFor } from "~/domain/household/household.server";
import { createMember } from "~/domain/household/members.server";
import { HOUSEHOLD_NOTICES, MEMBER_FAILED } from "~/domain/household/notices";
import { MemberSchema } from "~/domain/household/schemas";
import { listRecipeTitles } from "~/domain/recipes/recipes.server";
import * as css from "~/ui/household/family.css";
import { FamilyRouteError } from "~/ui/household/family-error";
import { MemberForm, NEW_MEMBER, normalizeMemberForm } from "~/ui/household/family-member-form";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { requireUser } from "~/web/guards.server";
import { invalidForm, replyToError } from "~/web/page-action.server";
import { memberUploadHandler, readMultipartForm } from "~/web/uploads.server";

export const meta: MetaFunction = () => [{ title: "Add Family Member | Family Meal Planner" }];

// The avatar file is never sent back into the form: the browser cannot set a file input's value.
const HIDDEN = ["avatar"];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const permissions = await permissionsFor(await db(), user);
  return {
    constraint: getZodConstraint(MemberSchema),
    canManage: permissions.canManageMembers,
    denied: permissions.canManageMembers ? null : MEMBER_EDIT_DENIED,
    recipeTitles: (await listRecipeTitles(await db(), user, { ownOnly: true })).map((r) => r.name),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const upload = memberUploadHandler();
  const raw = await readMultipartForm(request, upload.handler);
  const avatar = upload.avatar();
  const submission = parseWithZod(normalizeMemberForm(raw, avatar.dataUrl), { schema: MemberSchema });
  if (submission.status !== "success" || avatar.error) {
    const extra = avatar.error ? { fieldErrors: { avatar: [avatar.error] } } : {};
    return invalidForm(submission, { ...extra, hideFields: HIDDEN });
  }
  const database = await db();
  try {
    await assertCan(database, user, "canManageMembers");
    await createMember(database, user.householdId, submission.value);
  } catch (error) {
    return replyToError(submission, error, { hideFields: HIDDEN });
  }
  return redirectWithFlash(request, "/family", HOUSEHOLD_NOTICES.memberAdded(submission.value.name));
}

export default function NewMember() {
  const { canManage, denied, recipeTitles, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="member-form-title" className={css.formPage}>
      <h1 id="member-form-title" className={css.title}>
        Add Family Member
      </h1>
      {canManage ? (
        <MemberForm
          constraint={constraint}
          recipeTitles={recipeTitles}
          mode="new"
          action="/family/members/new"
          member={NEW_MEMBER}
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
  return <FamilyRouteError title={MEMBER_FAILED.create} />;
}
