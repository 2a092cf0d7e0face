// The recipe form's plain sections: its details (title, description, times, servings, difficulty,
// cuisine, meal type, category, tags, public), its nutrition per serving and its notes.
import {
  CATEGORIES,
  DIFFICULTIES,
  FORM_CUISINES,
  MAX_MINUTES,
  MAX_SERVINGS,
  NUTRIENT_UNITS,
  NUTRIENTS,
  RECIPE_LIMITS,
  RECIPE_MEAL_TYPES,
} from "~/domain/recipes/constants";
import { FieldErrors, formStyles } from "~/ui/kit/form";
import * as css from "./recipe.css";
import { NumberField, SelectField, TextField } from "./recipe-form-fields";
import { TagsField } from "./recipe-form-tags";
import type { RecipeFormValues } from "./recipe-form-values";
import { NUTRIENT_LABELS } from "./recipe-nutrients";

type SectionProps = { values: RecipeFormValues; errorsOf: (name: string) => string[] | undefined };

const capitalise = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

export function DetailsSection({ values, errorsOf }: SectionProps) {
  // A saved value outside today's lists (an imported recipe's cuisine) stays choosable.
  const cuisines: string[] = [...FORM_CUISINES];
  if (values.cuisine_type && !cuisines.some((c) => c.toLowerCase() === values.cuisine_type.toLowerCase()))
    cuisines.unshift(values.cuisine_type);
  const cuisineValue =
    cuisines.find((c) => c.toLowerCase() === values.cuisine_type.toLowerCase()) ?? values.cuisine_type;
  const mealTypes: string[] = [...RECIPE_MEAL_TYPES];
  if (values.meal_type && !mealTypes.includes(values.meal_type)) mealTypes.unshift(values.meal_type);
  const categories: string[] = [...CATEGORIES];
  if (values.category && !categories.includes(values.category)) categories.unshift(values.category);
  return (
    <fieldset className={css.formSection}>
      <legend className={css.formLegend}>Recipe Details</legend>
      <div className={css.fieldGrid}>
        <TextField
          className={css.wide}
          name="name"
          label="Title"
          defaultValue={values.name}
          errors={errorsOf("name")}
          required
          maxLength={RECIPE_LIMITS.title}
        />
        <div className={`${formStyles.field} ${css.wide}`}>
          <label className={formStyles.label} htmlFor="recipe-description">
            Description
          </label>
          <textarea
            id="recipe-description"
            name="description"
            rows={3}
            maxLength={RECIPE_LIMITS.text}
            className={formStyles.input}
            defaultValue={values.description}
            aria-invalid={errorsOf("description") ? true : undefined}
            aria-describedby="recipe-description-error"
          />
          <FieldErrors id="recipe-description-error" errors={errorsOf("description")} />
        </div>
        <NumberField
          name="prep_time"
          label="Prep time (minutes)"
          defaultValue={values.prep_time}
          errors={errorsOf("prep_time")}
          min={0}
          max={MAX_MINUTES}
        />
        <NumberField
          name="cook_time"
          label="Cook time (minutes)"
          defaultValue={values.cook_time}
          errors={errorsOf("cook_time")}
          min={0}
          max={MAX_MINUTES}
        />
        <NumberField
          name="servings"
          label="Servings"
          defaultValue={values.servings}
          errors={errorsOf("servings")}
          min={1}
          max={MAX_SERVINGS}
        />
        <SelectField
          name="difficulty_level"
          label="Difficulty"
          defaultValue={values.difficulty_level}
          errors={errorsOf("difficulty_level")}
          options={DIFFICULTIES.map((d) => [d, d])}
        />
        <SelectField
          name="cuisine_type"
          label="Cuisine"
          defaultValue={cuisineValue}
          errors={errorsOf("cuisine_type")}
          options={[["", "Select cuisine"], ...cuisines.map((c): [string, string] => [c, c])]}
        />
        <SelectField
          name="meal_type"
          label="Meal type"
          defaultValue={values.meal_type}
          errors={errorsOf("meal_type")}
          options={[["", "Select meal type"], ...mealTypes.map((m): [string, string] => [m, capitalise(m)])]}
        />
        <SelectField
          name="category"
          label="Category"
          defaultValue={values.category}
          errors={errorsOf("category")}
          options={[["", "Select category"], ...categories.map((c): [string, string] => [c, c])]}
        />
        <TagsField initial={values.tags} errors={errorsOf("tags")} />
        <div className={`${formStyles.checkRow} ${css.wide}`}>
          <input
            type="checkbox"
            id="recipe-is_public"
            name="is_public"
            value="on"
            defaultChecked={values.is_public}
            aria-describedby="recipe-is_public-hint"
          />
          <div>
            <label htmlFor="recipe-is_public">Share with the community (public)</label>
            <p id="recipe-is_public-hint" className={formStyles.hint}>
              Public recipes can be seen by every signed-in cook; only your family can change them.
            </p>
          </div>
        </div>
      </div>
    </fieldset>
  );
}

export function NutritionSection({ values, errorsOf }: SectionProps) {
  return (
    <fieldset className={css.formSection}>
      <legend className={css.formLegend}>Nutrition Information</legend>
      <p className={formStyles.hint}>Per serving. Leave a value empty when you do not know it.</p>
      <div className={css.fieldGrid}>
        {NUTRIENTS.map((n) => (
          <NumberField
            key={n}
            name={`nutrition_info.${n}`}
            label={`${NUTRIENT_LABELS[n]} (${NUTRIENT_UNITS[n]})`}
            defaultValue={values.nutrition_info[n]}
            errors={errorsOf(`nutrition_info.${n}`)}
            min={0}
            step="any"
          />
        ))}
      </div>
    </fieldset>
  );
}

export function NotesSection({ values, errorsOf }: SectionProps) {
  return (
    <fieldset className={css.formSection}>
      <legend className={css.formLegend}>Notes</legend>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="recipe-notes">
          Recipe notes
        </label>
        <textarea
          id="recipe-notes"
          name="notes"
          rows={4}
          maxLength={RECIPE_LIMITS.text}
          className={formStyles.input}
          defaultValue={values.notes}
          aria-invalid={errorsOf("notes") ? true : undefined}
          aria-describedby="recipe-notes-error"
        />
        <FieldErrors id="recipe-notes-error" errors={errorsOf("notes")} />
      </div>
    </fieldset>
  );
}
