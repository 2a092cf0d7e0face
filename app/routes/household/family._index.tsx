// The Family Members page (docs/product.md#family, 'Family page'): the family name, the member cards and the
// over-limit notice. Who may change what comes from permissionsOf (docs/decisions/005).
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { unrecognisedAllergyNotes } from "~/domain/household/allergies";
import { extraMemberCharge, MEMBERS_INCLUDED } from "~/domain/household/constants";
import {
  getHouseholdAndMembers,
  MEMBER_EDIT_DENIED,
  permissionsOf,
  renameHousehold,
} from "~/domain/household/household.server";
import { HOUSEHOLD_NOTICES } from "~/domain/household/notices";
import { FamilyNameSchema } from "~/domain/household/schemas";
import * as css from "~/ui/household/family.css";
import { AddMemberLink, SettingsLink } from "~/ui/household/family-dialogs";
import { FamilyRouteError } from "~/ui/household/family-error";
import { MemberCard } from "~/ui/household/family-member-card";
import { CsrfField } from "~/ui/kit/csrf-field";
import { FieldErrors, FormErrors, formStyles, serverAnswer } from "~/ui/kit/form";
import { db } from "~/web/database.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm, requireUser } from "~/web/guards.server";
import { badRequest, invalidForm, replyToError } from "~/web/page-action.server";

export const meta: MetaFunction = () => [{ title: "Family Members | Family Meal Planner" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const database = await db();
  const { household, members } = await getHouseholdAndMembers(database, user.householdId);
  const permissions = permissionsOf(user, household);
  return {
    familyName: household.name,
    canRename: permissions.canRename,
    canManage: permissions.canManageMembers,
    denied: permissions.canManageMembers ? null : MEMBER_EDIT_DENIED,
    members: members.map((m) => ({
      id: m.id,
      name: m.name,
      age: m.age,
      avatar: m.avatar,
      isPrimary: m.isPrimary,
      dietaryPreferences: m.dietaryPreferences,
      allergies: m.allergies,
      unrecognisedAllergies: unrecognisedAllergyNotes(m.allergies),
      dislikedIngredients: m.dislikedIngredients,
      favoriteMeals: m.favoriteMeals,
    })),
    extraCharge: extraMemberCharge(members.length),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  if (form.get("intent") !== "rename") throw badRequest("Unknown action.");
  const submission = parseWithZod(form, { schema: FamilyNameSchema });
  if (submission.status !== "success") return invalidForm(submission);
  try {
    await renameHousehold(await db(), user, submission.value.name);
  } catch (error) {
    return replyToError(submission, error);
  }
  return redirectWithFlash(request, "/family", HOUSEHOLD_NOTICES.renamed);
}

export default function FamilyPage() {
  const { familyName, canRename, canManage, denied, members, extraCharge } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="family-title" className={css.page}>
      <div className={css.header}>
        <div>
          <h1 id="family-title" className={css.title}>
            Family Members
          </h1>
          {canRename ? (
            <FamilyName name={familyName} lastResult={actionData?.result} />
          ) : (
            <p className={css.familyName}>{familyName}</p>
          )}
        </div>
        <div className={css.toolbar}>
          <SettingsLink className={css.secondaryButton} />
          <Link to="/family/people" className={css.secondaryButton}>
            People and invitations
          </Link>
          {canManage ? <AddMemberLink className={css.primaryButton}>Add Family Member</AddMemberLink> : null}
        </div>
      </div>

      {canManage ? null : <p className={css.notice}>{denied}</p>}

      {members.length > MEMBERS_INCLUDED ? (
        <div className={css.notice}>
          <p className={css.cardLine}>
            {members.length} family members. The free plan includes up to {MEMBERS_INCLUDED} members. You are
            being charged ${extraCharge.toFixed(2)} extra per month
          </p>
          <p className={css.muted}>No card is charged yet: no payment provider is connected.</p>
        </div>
      ) : null}

      {members.length === 0 ? (
        <div className={css.empty}>
          <h2 className={css.subtitle}>No family members</h2>
          <p className={css.cardLine}>Get started by adding your first family member.</p>
          {canManage ? <AddMemberLink className={css.primaryButton}>Add Family Member</AddMemberLink> : null}
        </div>
      ) : (
        <ul className={css.grid} aria-label="Family members">
          {members.map((member) => (
            <li key={member.id}>
              <MemberCard member={member} canManage={canManage} />
            </li>
          ))}
          {canManage ? (
            <li>
              <AddMemberLink className={css.addTile}>Add family member</AddMemberLink>
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}

/**
 * The family name with its form. Without JavaScript it is a small form (name and Save); with it the
 * name is a button that opens the form: Enter saves, Esc cancels, an empty or unchanged name closes it.
 * One field whose errors come from the server: drawn without the form library, which this page would
 * otherwise load for it alone (docs/decisions/057). A refused name stays in the field.
 */
function FamilyName({ name, lastResult }: { name: string; lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  const [editing, setEditing] = useState(false);
  // A saved name closes the form (the loader brings the new name).
  const [shownName, setShownName] = useState(name);
  if (shownName !== name) {
    setShownName(name);
    setEditing(false);
  }
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const answer = serverAnswer("family-name", lastResult);
  const field = answer.field("name");
  const failed = Boolean(lastResult?.error && Object.keys(lastResult.error).length);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (failed) setEditing(true);
  }, [failed]);
  useEffect(() => {
    if (editing) input.current?.select();
  }, [editing]);
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "rename";
  const close = () => {
    if (input.current) input.current.value = name;
    setEditing(false);
    requestAnimationFrame(() => toggle.current?.focus());
  };

  if (hydrated && !editing) {
    return (
      <button
        ref={toggle}
        type="button"
        className={css.nameButton}
        onClick={() => setEditing(true)}
        aria-label={`${name} (edit family name)`}
      >
        {name}
      </button>
    );
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
  };
  return (
    <Form
      method="post"
      action="/family?index"
      {...answer.formProps}
      className={css.inlineForm}
      onSubmit={(event) => {
        // With JavaScript, an empty name reverts and an unchanged one just closes.
        const value = input.current?.value.trim() ?? "";
        if (!value || value === name) {
          event.preventDefault();
          close();
        }
      }}
    >
      <CsrfField />
      <input type="hidden" name="intent" value="rename" />
      <div className={css.inlineField}>
        <label className={formStyles.label} htmlFor={field.id}>
          Family name
        </label>
        <input
          ref={input}
          className={formStyles.input}
          id={field.id}
          name="name"
          type="text"
          required
          defaultValue={field.typed ?? name}
          aria-invalid={field["aria-invalid"]}
          aria-describedby={field["aria-describedby"]}
          maxLength={100}
          autoComplete="off"
          onKeyDown={onKeyDown}
        />
      </div>
      <button type="submit" className={css.primaryButton} disabled={busy}>
        {busy ? "Saving…" : "Save"}
      </button>
      {hydrated ? (
        <button type="button" className={css.secondaryButton} onClick={close}>
          Cancel
        </button>
      ) : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
      <FormErrors id={answer.formErrorId} errors={answer.formErrors} />
    </Form>
  );
}

export function ErrorBoundary() {
  return <FamilyRouteError title="Error loading family members" retryTo="/family" />;
}
