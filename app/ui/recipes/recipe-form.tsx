// The Create/Edit Recipe form (docs/product.md#recipes). One multipart form that works without
// JavaScript: 'Add ingredient', 'Add step', 'Add lines' and the Remove buttons post the form with an
// `intent` and the action answers the same form with the rows changed (nothing saved). With JavaScript
// the same buttons change the rows at once in the browser, tags become chips and the picture can be
// dropped on the drop zone. Field names are RecipeSchema's (conform's nested names).
//
// The parts: the values and the row buttons' rules (recipe-form-values.ts), the rows in the browser
// (recipe-form-rows.ts), the sections (recipe-form-basics, -picture, -ingredients, -steps) and their
// fields (recipe-form-fields, -tags). The pages import the form and its values from here.
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import type { FoodChoices, FoodSearchAnswer } from "~/domain/nutrition/food-choices";
import { CsrfField } from "~/ui/kit/csrf-field";
import { FormErrors, serverAnswer } from "~/ui/kit/form";
import * as css from "./recipe.css";
import { DetailsSection, NotesSection, NutritionSection } from "./recipe-form-basics";
import { IngredientsSection } from "./recipe-form-ingredients";
import { ImageSection } from "./recipe-form-picture";
import { useRecipeRows } from "./recipe-form-rows";
import { StepsSection } from "./recipe-form-steps";
import type { RecipeFormValues } from "./recipe-form-values";

export {
  formValuesFromPayload,
  NEW_RECIPE,
  type RecipeFormValues,
  recipeFormValues,
} from "./recipe-form-values";

/**
 * What the create and edit actions answer instead of redirecting: the kit's answer (a refused save), or
 * a row button's draft without JavaScript; `imageDropped` when a chosen picture was not kept.
 */
export type RecipeFormAnswer = {
  result: SubmissionResult<string[]> | null;
  conflict?: true;
  draft?: RecipeFormValues;
  imageDropped?: boolean;
  /** The foods each line may be counted as (a draft's answer: after 'Calculate' or a row button). */
  foodChoices?: FoodChoices;
  /** What a row's 'Find food' found (its draft's answer without JavaScript). */
  foodSearch?: FoodSearchAnswer | null;
};

export function RecipeForm(props: {
  mode: "new" | "edit";
  action: string;
  values: RecipeFormValues;
  lastResult?: SubmissionResult<string[]> | null;
  currentImageId?: number | null;
  /** A picture was chosen but the page was answered without saving (files are not kept). */
  imageDropped?: boolean;
  cancelTo: string;
  /** Per line name, the foods its nutrition may be counted as; a line without any shows no choice. */
  foodChoices?: FoodChoices;
  /** What a row's 'Find food' found, offered in that row's list. */
  foodSearch?: FoodSearchAnswer | null;
}) {
  const { values } = props;
  const navigation = useNavigation();
  // The server validates (the schema stays out of the browser); its answer shows the errors. Nothing
  // else is asked of the form library, so the browser does without it (docs/decisions/057).
  const answer = serverAnswer("recipe-form", props.lastResult);
  const { errorsOf } = answer;
  const rows = useRecipeRows(values);

  const busy = navigation.state !== "idle" && navigation.formAction === props.action;
  const saving = busy && (navigation.formData?.get("intent") ?? "save") === "save";
  const posted = props.lastResult?.initialValue;
  const removeChecked = typeof posted === "object" && posted !== null && posted.remove_image === "on";

  return (
    <Form
      method="post"
      action={props.action}
      encType="multipart/form-data"
      {...answer.formProps}
      className={css.form}
    >
      {/* Enter in a text field presses the first submit button of a form: make that one Save. */}
      <button
        type="submit"
        name="intent"
        value="save"
        className={css.visuallyHidden}
        tabIndex={-1}
        aria-hidden="true"
      >
        Save
      </button>
      <CsrfField />
      <FormErrors id={answer.formErrorId} errors={answer.formErrors} />

      <DetailsSection values={values} errorsOf={errorsOf} />
      <ImageSection
        currentImageId={props.currentImageId ?? null}
        errors={errorsOf("image")}
        imageDropped={props.imageDropped ?? false}
        removeChecked={removeChecked}
      />
      <IngredientsSection
        rows={rows}
        errorsOf={errorsOf}
        foodChoices={props.foodChoices ?? {}}
        foodSearch={props.foodSearch ?? null}
      />
      <StepsSection rows={rows} errorsOf={errorsOf} />
      <NutritionSection values={values} errorsOf={errorsOf} />
      <NotesSection values={values} errorsOf={errorsOf} />

      <div className={css.actions}>
        <button type="submit" name="intent" value="save" className={css.primaryButton} disabled={saving}>
          {saving ? "Saving…" : props.mode === "new" ? "Create Recipe" : "Update Recipe"}
        </button>
        <Link to={props.cancelTo} className={css.secondaryButton}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
