// The Family page's Add/Edit Family Member and Settings links: the pages without JavaScript, the same
// forms in a dialog with it (docs/product.md#family: 'Member form' and 'Family Settings'). A form's code
// (and the form library) is loaded when its dialog first opens, so the Family page's scripts stay small.
import { type ComponentProps, lazy, type ReactNode, Suspense } from "react";
import type { FormConstraint } from "~/ui/kit/form";
import { RouteDialogLink } from "~/ui/kit/route-dialog";
import * as css from "./family.css";
import type { MemberFormAnswer, MemberFormDefaults } from "./family-member-form";
import type { SettingsAnswer, SettingsPageData } from "./family-settings";

const MemberForm = lazy(() => import("./family-member-form").then((m) => ({ default: m.MemberForm })));
// The add form's starting values come with its module.
const NewMemberForm = lazy(() =>
  import("./family-member-form").then((m) => ({
    default: (props: Omit<ComponentProps<typeof m.MemberForm>, "member" | "mode">) => (
      <m.MemberForm {...props} mode="new" member={m.NEW_MEMBER} />
    ),
  })),
);
const FamilySettingsView = lazy(() =>
  import("./family-settings").then((m) => ({ default: m.FamilySettingsView })),
);
const Loading = () => <p>Loading…</p>;

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
          <Suspense fallback={<Loading />}>
            <NewMemberForm
              action="/family/members/new"
              recipeTitles={data.recipeTitles}
              constraint={data.constraint}
              host={host}
            />
          </Suspense>
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
          <Suspense fallback={<Loading />}>
            <MemberForm
              mode="edit"
              action={action}
              member={data.member}
              recipeTitles={data.recipeTitles}
              constraint={data.constraint}
              host={host}
            />
          </Suspense>
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
      render={(data, host) => (
        <Suspense fallback={<Loading />}>
          <FamilySettingsView loaded={data} answer={host.answer} host={host} />
        </Suspense>
      )}
    >
      Settings
    </RouteDialogLink>
  );
}
