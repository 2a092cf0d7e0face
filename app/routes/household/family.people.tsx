// The household's user accounts and invitations (docs/decisions/005): the owner removes accounts
// (after a confirmation step), owners and admins create single-use invite links and revoke them.
// A new link is shown once, in the answer to the POST that made it; only its hash is stored.
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { parseId } from "~/domain/admin/schemas";
import {
  createInvite,
  getHousehold,
  listHouseholdUsers,
  listOpenInvites,
  permissionsOf,
  removeHouseholdUser,
  revokeInvite,
} from "~/domain/household/household.server";
import { HOUSEHOLD_NOTICES } from "~/domain/household/notices";
import { InviteSchema, RemoveUserSchema, RevokeInviteSchema } from "~/domain/household/schemas";
import * as css from "~/ui/household/family.css";
import { FamilyRouteError } from "~/ui/household/family-error";
import { CsrfField } from "~/ui/kit/csrf-field";
import { FormErrors, formStyles } from "~/ui/kit/form";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireUser } from "~/web/guards.server";
import { cleanSearchParams } from "~/web/input-gate.server";
import { badRequest, type FormAnswer, invalidForm, replyToError } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "People and invitations | Family Meal Planner" }];

const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);
// UTC calendar dates: the same text on the server and in the browser.
const day = (date: Date) => date.toISOString().slice(0, 10);

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const database = await db();
  const household = await getHousehold(database, user.householdId);
  const permissions = permissionsOf(user, household);
  const users = await listHouseholdUsers(database, user.householdId);
  const invites = permissions.canInvite ? await listOpenInvites(database, user.householdId, new Date()) : [];
  const removeId = parseId(cleanSearchParams(request).get("remove") ?? undefined);
  const toRemove = permissions.canManageUsers
    ? users.find((u) => u.id === removeId && u.id !== user.id)
    : undefined;
  return {
    me: user.id,
    familyName: household.name,
    users: users.map((u) => ({ id: u.id, name: u.name, email: u.email, role: u.householdRole })),
    invites: invites.map((i) => ({
      id: i.id,
      role: i.household_role,
      createdAt: day(i.created_at),
      expiresAt: day(i.expires_at),
    })),
    canInvite: permissions.canInvite,
    isOwner: permissions.canManageUsers,
    toRemove: toRemove ? { id: toRemove.id, name: toRemove.name } : null,
  };
}

/** A new link, shown once in the answer to the POST that made it. */
type InviteAnswer = FormAnswer & { invite?: { url: string; role: string; expiresAt: string } };

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  const database = await db();
  const now = new Date();
  if (intent === "create-invite") {
    const submission = parseWithZod(form, { schema: InviteSchema });
    if (submission.status !== "success") return invalidForm(submission);
    try {
      const { role } = submission.value;
      const { token, expiresAt } = await createInvite(database, user, role, now);
      const url = `${new URL(request.url).origin}/invite/${token}`;
      return data<InviteAnswer>({
        result: submission.reply({ resetForm: true }),
        invite: { url, role, expiresAt: day(expiresAt) },
      });
    } catch (error) {
      return replyToError(submission, error);
    }
  }
  if (intent === "revoke") {
    const submission = parseWithZod(form, { schema: RevokeInviteSchema });
    if (submission.status !== "success") return invalidForm(submission);
    try {
      await revokeInvite(database, user, submission.value.invite_id);
    } catch (error) {
      return replyToError(submission, error);
    }
    return redirectWithFlash(request, "/family/people", HOUSEHOLD_NOTICES.inviteRevoked);
  }
  if (intent === "remove-user") {
    const submission = parseWithZod(form, { schema: RemoveUserSchema });
    if (submission.status !== "success") return invalidForm(submission);
    try {
      await removeHouseholdUser(database, user, submission.value.user_id, now);
    } catch (error) {
      return replyToError(submission, error);
    }
    return redirectWithFlash(request, "/family/people", HOUSEHOLD_NOTICES.userRemoved);
  }
  throw badRequest("Unknown action.");
}

export default function People() {
  const { me, familyName, users, invites, canInvite, isOwner, toRemove } = useLoaderData<typeof loader>();
  const actionData = useActionData<InviteAnswer>();
  // The forms here carry only hidden fields and a choice: every refusal is shown above them.
  const refused = Object.values(actionData?.result.error ?? {}).flatMap((errors) => errors ?? []);
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <section aria-labelledby="people-title" className={css.page}>
      <div className={css.header}>
        <div>
          <h1 id="people-title" className={css.title}>
            People and invitations
          </h1>
          <p className={css.familyName}>{familyName}</p>
        </div>
        <Link to="/family" className={css.secondaryButton}>
          Back to family
        </Link>
      </div>
      <FormErrors errors={refused.length ? refused : undefined} />

      {toRemove ? (
        <section aria-labelledby="remove-user-title" className={css.confirmPanel}>
          <h2 id="remove-user-title" className={css.subtitle}>
            Remove account
          </h2>
          <p className={css.cardLine}>
            Are you sure you want to remove <strong>{toRemove.name}</strong>'s account from your family? They
            get a family of their own; their member profile stays here.
          </p>
          <Form method="post" action="/family/people" className={css.actions}>
            <CsrfField />
            <input type="hidden" name="intent" value="remove-user" />
            <input type="hidden" name="user_id" value={toRemove.id} />
            <button type="submit" className={css.dangerButton} disabled={busy("remove-user")}>
              {busy("remove-user") ? "Removing…" : "Remove account"}
            </button>
            <Link to="/family/people" className={css.secondaryButton}>
              Cancel
            </Link>
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="accounts-title" className={css.section}>
        <h2 id="accounts-title" className={css.subtitle}>
          Accounts in this family
        </h2>
        <div className={css.tableWrap}>
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col" className={css.th}>
                  Name
                </th>
                <th scope="col" className={css.th}>
                  Email
                </th>
                <th scope="col" className={css.th}>
                  Role
                </th>
                {isOwner ? (
                  <th scope="col" className={css.th}>
                    Actions
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {users.map((u) => (
                <tr key={u.id}>
                  <td className={css.td}>
                    {u.name}
                    {u.id === me ? " (you)" : ""}
                  </td>
                  <td className={css.td}>{u.email}</td>
                  <td className={css.td}>{roleLabel(u.role)}</td>
                  {isOwner ? (
                    <td className={css.td}>
                      {u.id === me ? null : (
                        <Link
                          to={`/family/people?remove=${u.id}`}
                          className={css.secondaryButton}
                          aria-label={`Remove ${u.name}`}
                        >
                          Remove
                        </Link>
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      {canInvite ? (
        <section aria-labelledby="invites-title" className={css.section}>
          <h2 id="invites-title" className={css.subtitle}>
            Invitations
          </h2>
          <p className={css.muted}>
            An invitation link lets one person join this family, within 7 days. Send it yourself: no email is
            sent.
          </p>
          {actionData?.invite ? (
            <div className={css.notice} role="status">
              <label className={formStyles.label} htmlFor="invite-link">
                Invitation link ({actionData.invite.role}, valid until {actionData.invite.expiresAt})
              </label>
              <input
                id="invite-link"
                className={`${formStyles.input} ${css.inviteLink}`}
                type="text"
                readOnly
                value={actionData.invite.url}
                aria-describedby="invite-link-hint"
              />
              <p id="invite-link-hint" className={css.muted}>
                Copy it now: it is shown only this once.
              </p>
            </div>
          ) : null}
          <Form method="post" action="/family/people" className={css.inlineForm}>
            <CsrfField />
            <input type="hidden" name="intent" value="create-invite" />
            {isOwner ? (
              <div className={css.inlineField}>
                <label className={formStyles.label} htmlFor="invite-role">
                  Role
                </label>
                <select id="invite-role" name="role" className={formStyles.input} defaultValue="member">
                  <option value="member">Member</option>
                  <option value="admin">Admin</option>
                </select>
              </div>
            ) : (
              <input type="hidden" name="role" value="member" />
            )}
            <button type="submit" className={css.primaryButton} disabled={busy("create-invite")}>
              {busy("create-invite") ? "Creating…" : "Create invite link"}
            </button>
          </Form>
          {invites.length ? (
            <div className={css.tableWrap}>
              <table className={css.table}>
                <caption className={css.muted}>Open invitations</caption>
                <thead>
                  <tr>
                    <th scope="col" className={css.th}>
                      Role
                    </th>
                    <th scope="col" className={css.th}>
                      Created
                    </th>
                    <th scope="col" className={css.th}>
                      Expires
                    </th>
                    <th scope="col" className={css.th}>
                      Actions
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {invites.map((invite) => (
                    <tr key={invite.id}>
                      <td className={css.td}>{roleLabel(invite.role)}</td>
                      <td className={css.td} data-label="Created">
                        {invite.createdAt}
                      </td>
                      <td className={css.td} data-label="Expires">
                        {invite.expiresAt}
                      </td>
                      <td className={css.td}>
                        <Form method="post" action="/family/people">
                          <CsrfField />
                          <input type="hidden" name="intent" value="revoke" />
                          <input type="hidden" name="invite_id" value={invite.id} />
                          <button
                            type="submit"
                            className={css.secondaryButton}
                            aria-label={`Revoke the ${invite.role} invitation created ${invite.createdAt}`}
                          >
                            Revoke
                          </button>
                        </Form>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className={css.muted}>No open invitations.</p>
          )}
        </section>
      ) : (
        <p className={css.muted}>Only the family's owner or an admin can invite people.</p>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <FamilyRouteError title="Error loading the family's people" retryTo="/family/people" />;
}
