// The meal form's first section: the meal type, the recipe (grouped: ours, saved, starter), the title
// (with JavaScript and a recipe, the recipe's title until 'Customize title'), the date, the time (the
// type's usual time until one is typed) and the servings.
import { MEAL_TYPE_LABELS, MEAL_TYPES, SERVINGS, TITLE_MAX } from "~/domain/meal-plan/constants";
import { FieldErrors, formStyles } from "~/ui/kit/form";
import * as css from "./meal-form.css";
import { MealField } from "./meal-form-field";
import type { MealFormSectionProps } from "./meal-form-state";
import type { RecipeOption } from "./meal-form-values";

export function MealBasics(props: MealFormSectionProps & { recipes: RecipeOption[]; leftover?: boolean }) {
  const { form, values, errorsOf, hydrated, recipes } = props;
  const { state, set, recipeName, titleInput, chooseRecipe, chooseType, customizeTitle } = form;
  const enhancedTitle = hydrated && state.recipeId !== "" && !state.customTitle;
  return (
    <fieldset className={css.section}>
      <legend className={css.legend}>Meal</legend>
      <div className={css.grid}>
        <MealField name="meal_type" label="Meal type" errors={errorsOf("meal_type")}>
          {(a) => (
            <select
              {...a}
              className={formStyles.input}
              value={state.mealType}
              onChange={(e) => chooseType(e.currentTarget.value)}
              required
            >
              {MEAL_TYPES.map((t) => (
                <option key={t} value={t}>
                  {MEAL_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          )}
        </MealField>
        <MealField name="recipe_id" label="Recipe" errors={errorsOf("recipe_id")}>
          {(a) => (
            <select
              {...a}
              className={formStyles.input}
              value={state.recipeId}
              onChange={(e) => chooseRecipe(e.currentTarget.value)}
            >
              <option value="">No Recipe</option>
              <RecipeGroup label="Our recipes" recipes={recipes.filter((r) => r.group === "own")} />
              <RecipeGroup label="Saved recipes" recipes={recipes.filter((r) => r.group === "saved")} />
              <RecipeGroup label="Starter recipes" recipes={recipes.filter((r) => r.group === "starter")} />
            </select>
          )}
        </MealField>

        <div className={`${formStyles.field} ${css.wide}`}>
          {enhancedTitle ? (
            <>
              <p className={css.recipeTitle}>
                <span className={formStyles.label}>Meal title: </span>
                {recipeName}
              </p>
              <input type="hidden" name="title" value="" />
              <button type="button" className={css.linkButton} onClick={customizeTitle}>
                Customize title
              </button>
            </>
          ) : (
            <>
              <label className={formStyles.label} htmlFor="meal-title">
                Meal title
              </label>
              <input
                ref={titleInput}
                id="meal-title"
                name="title"
                type="text"
                maxLength={TITLE_MAX}
                autoComplete="off"
                className={formStyles.input}
                value={state.title}
                onChange={(e) => set({ title: e.currentTarget.value })}
                aria-invalid={errorsOf("title") ? true : undefined}
                aria-describedby={`${hydrated ? "" : "meal-title-hint "}meal-title-error`}
              />
              {hydrated ? null : (
                <p id="meal-title-hint" className={formStyles.hint}>
                  Needed without a recipe. With a recipe, leave it empty to use the recipe's title.
                </p>
              )}
              {hydrated && state.recipeId !== "" ? (
                <button
                  type="button"
                  className={css.linkButton}
                  onClick={() => set({ customTitle: false, title: "" })}
                >
                  Reset to recipe title
                </button>
              ) : null}
            </>
          )}
          <FieldErrors id="meal-title-error" errors={errorsOf("title")} />
        </div>

        <MealField name="date" label="Date" errors={errorsOf("date")}>
          {(a) => (
            <input {...a} type="date" required className={formStyles.input} defaultValue={values.date} />
          )}
        </MealField>
        <MealField
          name="time"
          label="Time"
          errors={errorsOf("time")}
          hint={
            hydrated || !state.timeFollows
              ? undefined
              : "Left as it is, the meal gets the usual time of the meal type you choose."
          }
        >
          {(a) => (
            <>
              <input
                {...a}
                type="time"
                className={formStyles.input}
                value={state.time}
                onChange={(e) => set({ time: e.currentTarget.value, timeFollows: false })}
              />
              {/* The type's usual time, shown: posted unchanged, the server uses the chosen type's. */}
              {state.timeFollows ? <input type="hidden" name="time_auto" value={state.time} /> : null}
            </>
          )}
        </MealField>
        <MealField
          name="servings"
          label="Servings"
          errors={errorsOf("servings")}
          hint={
            props.leftover
              ? "Leftovers: 0.5 to 12, in halves."
              : `${SERVINGS.min} to ${SERVINGS.max}.${hydrated ? "" : " With a recipe, its servings are a good start."}`
          }
        >
          {(a) => (
            <input
              {...a}
              type="number"
              inputMode={props.leftover ? "decimal" : "numeric"}
              min={props.leftover ? 0.5 : SERVINGS.min}
              max={SERVINGS.max}
              step={props.leftover ? 0.5 : 1}
              required
              className={formStyles.input}
              value={state.servings}
              onChange={(e) => set({ servings: e.currentTarget.value })}
            />
          )}
        </MealField>
      </div>
    </fieldset>
  );
}

function RecipeGroup({ label, recipes }: { label: string; recipes: RecipeOption[] }) {
  if (recipes.length === 0) return null;
  return (
    <optgroup label={label}>
      {recipes.map((r) => (
        <option key={r.id} value={String(r.id)}>
          {r.name}
        </option>
      ))}
    </optgroup>
  );
}
