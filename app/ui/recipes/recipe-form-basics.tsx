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
import { formStyles } from "~/ui/kit/form";
import * as css from "./recipe.css";
import { NumberField, SelectField, TextField } from "./recipe-form-fields";
import { TagsField } from "./recipe-form-tags";
import type { RecipeFormValues } from "./recipe-form-values";
import { NUTRIENT_LABELS } from "./recipe-nutrients";

type SectionProps = { values: RecipeFormValues; errorsOf: (name: string) => string[] | undefined };
type TextName = {
  [K in keyof RecipeFormValues]: RecipeFormValues[K] extends string ? K : never;
}[keyof RecipeFormValues];

/** A plain field's name, what it shows and its errors. */
const bound = ({ values, errorsOf }: SectionProps, name: TextName) => ({
  name,
  defaultValue: values[name],
  errors: errorsOf(name),
});

const capitalise = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

const NUMBER_FIELDS = [
  { name: "prep_time", label: "Prep time (minutes)", min: 0, max: MAX_MINUTES },
  { name: "cook_time", label: "Cook time (minutes)", min: 0, max: MAX_MINUTES },
  { name: "servings", label: "Servings", min: 1, max: MAX_SERVINGS },
] as const;

const CHOICE_FIELDS = [
  { name: "difficulty_level", label: "Difficulty", list: DIFFICULTIES },
  // An imported recipe's cuisine matches the list's whatever its case ('italian' is 'Italian').
  { name: "cuisine_type", label: "Cuisine", list: FORM_CUISINES, empty: "Select cuisine", anyCase: true },
  {
    name: "meal_type",
    label: "Meal type",
    list: RECIPE_MEAL_TYPES,
    empty: "Select meal type",
    show: capitalise,
  },
  { name: "category", label: "Category", list: CATEGORIES, empty: "Select category" },
] as const;

/** A list's options, with a saved value outside today's list (an imported recipe's) kept choosable. */
function choices(field: (typeof CHOICE_FIELDS)[number], saved: string) {
  const same = (a: string) => ("anyCase" in field ? a.toLowerCase() === saved.toLowerCase() : a === saved);
  const listed = field.list.find(same);
  const list: string[] = listed || !saved ? [...field.list] : [saved, ...field.list];
  const show = "show" in field ? field.show : (t: string) => t;
  const options = list.map((value): [string, string] => [value, show(value)]);
  if ("empty" in field) options.unshift(["", field.empty]);
  return { value: listed ?? saved, options };
}

export function DetailsSection(props: SectionProps) {
  const { values } = props;
  return (
    <fieldset className={css.formSection}>
      <legend className={css.formLegend}>Recipe Details</legend>
      <div className={css.fieldGrid}>
        <TextField
          {...bound(props, "name")}
          label="Title"
          required
          maxLength={RECIPE_LIMITS.title}
          className={css.wide}
        />
        <TextField
          {...bound(props, "description")}
          label="Description"
          rows={3}
          maxLength={RECIPE_LIMITS.text}
          className={css.wide}
        />
        {NUMBER_FIELDS.map((field) => (
          <NumberField key={field.name} {...field} {...bound(props, field.name)} />
        ))}
        {CHOICE_FIELDS.map((field) => {
          const { value, options } = choices(field, values[field.name]);
          return (
            <SelectField
              key={field.name}
              {...bound(props, field.name)}
              label={field.label}
              defaultValue={value}
              options={options}
            />
          );
        })}
        <TagsField initial={values.tags} errors={props.errorsOf("tags")} />
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
      <p className={formStyles.hint}>
        Per serving. Leave the values empty to have them computed from the ingredients when you save, or press
        Calculate to see them first.
      </p>
      <div className={css.fieldGrid}>
        {NUTRIENTS.map((n) => (
          <NumberField
            // Keyed by the value too: a Calculate answer refills the fields with JavaScript on as well.
            key={`${n}:${values.nutrition_info[n]}`}
            name={`nutrition_info.${n}`}
            label={`${NUTRIENT_LABELS[n]} (${NUTRIENT_UNITS[n]})`}
            defaultValue={values.nutrition_info[n]}
            errors={errorsOf(`nutrition_info.${n}`)}
            min={0}
            step="any"
          />
        ))}
      </div>
      <button type="submit" name="intent" value="calculate" formNoValidate className={css.secondaryButton}>
        Calculate
      </button>
    </fieldset>
  );
}

export function NotesSection(props: SectionProps) {
  return (
    <fieldset className={css.formSection}>
      <legend className={css.formLegend}>Notes</legend>
      <TextField {...bound(props, "notes")} label="Recipe notes" rows={4} maxLength={RECIPE_LIMITS.text} />
    </fieldset>
  );
}
