// The planner's Add, Edit, Move and leftovers links: the form pages without JavaScript, the same forms
// in a dialog with it (docs/product.md#meal-form, and docs/product.md#meal-planner's Move and the
// assign-leftovers modal). A form's code is loaded when its dialog first opens, so the planner's own
// scripts stay small.
import { lazy, type ReactNode, Suspense } from "react";
import { RouteDialogLink } from "~/ui/kit/route-dialog";
import type { FormAnswer } from "./form-answer";
import type { EditMealAnswer, EditMealPageData, NewMealAnswer, NewMealPageData } from "./meal-form-views";
import type { LeftoverPageData, MovePageData } from "./meal-move-forms";

const NewMealForm = lazy(() => import("./meal-form-views").then((m) => ({ default: m.NewMealForm })));
const EditMealForm = lazy(() => import("./meal-form-views").then((m) => ({ default: m.EditMealForm })));

const MoveMealForm = lazy(() => import("./meal-move-forms").then((m) => ({ default: m.MoveMealForm })));
const LeftoverForm = lazy(() => import("./meal-move-forms").then((m) => ({ default: m.LeftoverForm })));

const Loading = () => <p>Loading…</p>;

/**
 * A fresh idempotency key for each opening: one dialog, one meal, however often it is submitted.
 * 128 random bits as hex (getRandomValues works on plain-http origins too, where randomUUID does not).
 */
function withKey(href: string) {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const key = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${href}${href.includes("?") ? "&" : "?"}key=${key}`;
}

export function AddMealLink(props: {
  to: string;
  className?: string;
  children: ReactNode;
  "data-print"?: string;
}) {
  return (
    <RouteDialogLink<NewMealPageData, NewMealAnswer>
      to={props.to}
      loadHref={withKey}
      title="Add Meal"
      className={props.className}
      data-print={props["data-print"]}
      render={(data, host) => (
        <Suspense fallback={<Loading />}>
          <NewMealForm loaded={data} answer={host.answer} action={host.href} host={host} />
        </Suspense>
      )}
    >
      {props.children}
    </RouteDialogLink>
  );
}

export function EditMealLink(props: { mealId: number; className?: string; children: ReactNode }) {
  return (
    <RouteDialogLink<EditMealPageData, EditMealAnswer>
      to={`/meal-planner/meals/${props.mealId}/edit`}
      title="Edit Meal"
      className={props.className}
      render={(data, host) => (
        <Suspense fallback={<Loading />}>
          <EditMealForm loaded={data} answer={host.answer} host={host} />
        </Suspense>
      )}
    >
      {props.children}
    </RouteDialogLink>
  );
}

export function MoveMealLink(props: {
  mealId: number;
  title: string;
  className?: string;
  children: ReactNode;
  "data-print"?: string;
}) {
  return (
    <RouteDialogLink<MovePageData, FormAnswer>
      to={`/meal-planner/meals/${props.mealId}/move`}
      title={`Move ${props.title}`}
      className={props.className}
      data-print={props["data-print"]}
      render={(data, host) => (
        <Suspense fallback={<Loading />}>
          <MoveMealForm loaded={data} answer={host.answer} host={host} />
        </Suspense>
      )}
    >
      {props.children}
    </RouteDialogLink>
  );
}

export function LeftoversLink(props: { mealId: number; className?: string; children: ReactNode }) {
  return (
    <RouteDialogLink<LeftoverPageData, FormAnswer>
      to={`/meal-planner/meals/${props.mealId}/leftovers`}
      title="Mark as having leftovers"
      className={props.className}
      render={(data, host) => (
        <Suspense fallback={<Loading />}>
          <LeftoverForm loaded={data} answer={host.answer} host={host} />
        </Suspense>
      )}
    >
      {props.children}
    </RouteDialogLink>
  );
}
