// The Family page's Add/Edit Family Member and Settings links: the pages without JavaScript, the same
// forms in a dialog with it (docs/product.md#family: 'Member form' and 'Family Settings').
import type { ReactNode } from "react";
import type { FormConstraint } from "~/ui/kit/form";
import { RouteDialogLink } from "~/ui/kit/route-dialog";
import * as css from "./family.css";
import { MemberForm, type MemberFormAnswer, type MemberFormDefaults, NEW_MEMBER } from "./family-member-form";
import { FamilySettingsView, type SettingsAnswer, type SettingsPageData } from "./family-settings";

/** What the member pages' loaders answer (the dialog loads the same data). */
type MemberPageData = {
  canManage: boolean;
  denied: string | null;
  recipeTitles: string[];
  member?: MemberFormDefaults & { id: number };
  constraint: FormConstraint;
};

const Denied = ({ text }: { text: string | null }) => <p className={css.notice}>{text}</p>;

export function AddMemberLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <RouteDialogLink<MemberPageData, MemberFormAnswer>
      to="/family/members/new"
      title="Add Family Member"
      className={className}
      render={(data, host) =>
        data.canManage ? (
          <MemberForm
            mode="new"
            action="/family/members/new"
            member={NEW_MEMBER}
            recipeTitles={data.recipeTitles}
            constraint={data.constraint}
            host={host}
          />
        ) : (
          <Denied text={data.denied} />
        )
      }
    >
      {children}
    </RouteDialogLink>
  );
}

export function EditMemberLink(props: { memberId: number; name: string; className?: string }) {
  const action = `/family/members/${props.memberId}/edit`;
  return (
    <RouteDialogLink<MemberPageData, MemberFormAnswer>
      to={action}
      title="Edit Family Member"
      className={props.className}
      aria-label={`Edit ${props.name}`}
      render={(data, host) =>
        data.canManage && data.member ? (
          <MemberForm
            mode="edit"
            action={action}
            member={data.member}
            recipeTitles={data.recipeTitles}
            constraint={data.constraint}
            host={host}
          />
        ) : (
          <Denied text={data.denied} />
        )
      }
    >
      Edit
    </RouteDialogLink>
  );
}

export function SettingsLink({ className }: { className?: string }) {
  return (
    <RouteDialogLink<SettingsPageData, SettingsAnswer>
      to="/family/settings"
      title="Family Settings"
      className={className}
      render={(data, host) => <FamilySettingsView loaded={data} answer={host.answer} host={host} />}
    >
      Settings
    </RouteDialogLink>
  );
}
