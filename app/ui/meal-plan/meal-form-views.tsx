// The Add Meal and Edit Meal forms as their pages and the planner's dialogs show them: the form's data
// from the page's loader, and the action's answer (a refused form keeps what was typed; an already
// submitted form and a version conflict say so with links). Used by routes/meal-plan/meal-planner.new.tsx and
// routes/meal-plan/meal-planner.meals.$id.edit.tsx, and loaded lazily by meal-form-dialog.tsx.
import type { SubmissionResult } from "@conform-to/react";
import { useMemo } from "react";
import { CONFLICT } from "~/domain/meal-plan/constants";
import type { DialogHost } from "~/ui/kit/route-dialog";
import { MealForm, type MealFormAlert, type RecipeConflict } from "./meal-form";
import {
  ALREADY_SUBMITTED,
  type FormMember,
  type MealFormValues,
  mealValuesFromPayload,
  type RecipeOption,
} from "./meal-form-values";

type FormData = {
  recipes: RecipeOption[];
  members: FormMember[];
  meId: number | null;
  typeTimes: Record<string, string>;
  /** Recipes that hold a member's allergen or dislike (app/domain/assistant/meal-warnings.server.ts). */
  conflicts?: RecipeConflict[];
};

/** What /meal-planner/new's loader answers. */
export type NewMealPageData = {
  key: string;
  form: FormData;
  values: MealFormValues;
  cancelTo: string;
  again: string;
};
/** The page kit's answer (app/web/page-action.server.ts): the form's state, and whether it was stale. */
type FormAnswer = { result: SubmissionResult<string[]>; conflict?: boolean };
export type NewMealAnswer = FormAnswer;

/** What /meal-planner/meals/{id}/edit's loader answers. */
export type EditMealPageData = {
  meal: { id: number; date: string; version: number; isLeftover: boolean; inSeries: boolean };
  form: FormData;
  values: MealFormValues;
};
export type EditMealAnswer = FormAnswer;

const dayHref = (date: string) => `/meal-planner?view=day&date=${date}`;

function useShownValues(answer: { result?: SubmissionResult<string[]> } | undefined, loaded: MealFormValues) {
  return useMemo(
    () => (answer?.result?.initialValue ? mealValuesFromPayload(answer.result.initialValue, loaded) : loaded),
    [answer, loaded],
  );
}

export function NewMealForm(props: {
  loaded: NewMealPageData;
  answer: NewMealAnswer | undefined;
  /** The page's address, with its idempotency key. */
  action: string;
  host?: DialogHost<unknown>;
}) {
  const { loaded, answer } = props;
  const values = useShownValues(answer, loaded.values);
  // A form sent before with other values is refused with this message over the form.
  const alert: MealFormAlert | null = answer?.result.error?.[""]?.includes(ALREADY_SUBMITTED)
    ? {
        message: ALREADY_SUBMITTED,
        links: [
          { href: dayHref(loaded.values.date), label: "Go to the meal planner" },
          { href: loaded.again, label: "Plan another meal" },
        ],
      }
    : null;
  return (
    <MealForm
      mode="add"
      action={props.action}
      values={values}
      lastResult={answer?.result}
      recipes={loaded.form.recipes}
      members={loaded.form.members}
      meId={loaded.form.meId}
      typeTimes={loaded.form.typeTimes}
      conflicts={loaded.form.conflicts}
      idempotencyKey={loaded.key}
      alert={alert}
      cancelTo={loaded.cancelTo}
      host={props.host}
    />
  );
}

export function EditMealForm(props: {
  loaded: EditMealPageData;
  answer: EditMealAnswer | undefined;
  host?: DialogHost<unknown>;
}) {
  const { loaded, answer } = props;
  const values = useShownValues(answer, loaded.values);
  const path = `/meal-planner/meals/${loaded.meal.id}/edit`;
  return (
    <MealForm
      key={loaded.meal.id}
      mode="edit"
      action={path}
      values={values}
      lastResult={answer?.result}
      recipes={loaded.form.recipes}
      members={loaded.form.members}
      meId={loaded.form.meId}
      typeTimes={loaded.form.typeTimes}
      conflicts={loaded.form.conflicts}
      version={loaded.meal.version}
      leftover={loaded.meal.isLeftover}
      inSeries={loaded.meal.inSeries}
      alert={answer?.conflict ? { message: CONFLICT, links: [{ href: path, label: "Reload" }] } : null}
      cancelTo={dayHref(loaded.meal.date)}
      host={props.host}
    />
  );
}
