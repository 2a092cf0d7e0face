// The Create/Edit Recipe form (part two §2 'Recipe form', §4, §5). One multipart form that works without
// JavaScript: 'Add ingredient', 'Add step', 'Add lines' and the Remove buttons post the form with an
// `intent` and the action answers the same form with the rows changed (nothing saved). With JavaScript
// the same buttons change the rows at once in the browser, tags become chips and the picture can be
// dropped on the drop zone. Field names are RecipeSchema's (conform's nested names).
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { type DragEvent, type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { checkPicture, PICTURE_LIMIT_TEXT } from "~/domain/pictures";
import {
  CATEGORIES,
  DIFFICULTIES,
  FORM_CUISINES,
  IMAGE_ACCEPT,
  IMAGE_MAX_BYTES,
  MAX_MINUTES,
  MAX_SERVINGS,
  NUTRIENT_UNITS,
  NUTRIENTS,
  type Nutrient,
  RECIPE_DEFAULTS,
  RECIPE_MEAL_TYPES,
} from "~/domain/recipes/constants";
import { INGREDIENT_UNITS, parseIngredientLines } from "~/domain/recipes/ingredient-parser";
import { recipeImageUrl } from "~/domain/recipes/present";
import { RecipeSchema } from "~/domain/recipes/schemas";
import { CsrfField } from "./csrf-field";
import { FieldErrors, FormErrors, formStyles } from "./kit/form";
import * as css from "./recipe.css";

export type IngredientRowValue = {
  quantity: string;
  quantity_max: string;
  unit: string;
  name: string;
  notes: string;
  category: string;
};

export type RecipeFormValues = {
  name: string;
  description: string;
  prep_time: string;
  cook_time: string;
  servings: string;
  difficulty_level: string;
  cuisine_type: string;
  meal_type: string;
  category: string;
  tags: string;
  is_public: boolean;
  notes: string;
  nutrition_info: Record<Nutrient, string>;
  ingredients: IngredientRowValue[];
  instructions: string[];
  ingredient_lines: string;
};

export const IMAGE_HINT = `PNG, JPG, GIF or WebP up to 10MB and ${PICTURE_LIMIT_TEXT}`;
export const IMAGE_AGAIN =
  "Files cannot be kept between steps: please choose the picture again before you save.";

const BLANK_ROW: IngredientRowValue = {
  quantity: "",
  quantity_max: "",
  unit: "",
  name: "",
  notes: "",
  category: "",
};

const blankNutrition = () => Object.fromEntries(NUTRIENTS.map((n) => [n, ""])) as Record<Nutrient, string>;

export const NEW_RECIPE: RecipeFormValues = {
  name: "",
  description: "",
  prep_time: String(RECIPE_DEFAULTS.prepMinutes),
  cook_time: String(RECIPE_DEFAULTS.cookMinutes),
  servings: String(RECIPE_DEFAULTS.servings),
  difficulty_level: RECIPE_DEFAULTS.difficulty,
  cuisine_type: "",
  meal_type: "",
  category: "",
  tags: "",
  is_public: false,
  notes: "",
  nutrition_info: blankNutrition(),
  ingredients: [BLANK_ROW],
  instructions: [""],
  ingredient_lines: "",
};

/** A quantity as people type it: 2, 1 1/2, 1/3, 0.125 (fractions the schema reads back exactly). */
export function quantityText(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return "";
  if (Number.isInteger(n)) return String(n);
  const whole = Math.floor(n);
  const rest = n - whole;
  for (const d of [2, 3, 4, 8]) {
    const top = Math.round(rest * d);
    if (top > 0 && top < d && Math.abs(rest * d - top) < 1e-6) {
      return whole > 0 ? `${whole} ${top}/${d}` : `${top}/${d}`;
    }
  }
  return String(Math.round(n * 1000) / 1000);
}

/** The form's values for a saved recipe (edit mode). */
export function recipeFormValues(recipe: {
  name: string;
  description: string;
  prepMinutes: number | null;
  cookMinutes: number | null;
  servings: number;
  difficulty: string;
  cuisine: string;
  mealType: string;
  category: string;
  tags: string[];
  isPublic: boolean;
  notes: string;
  nutrition: Record<Nutrient, number | null>;
  ingredients: {
    quantity: number | null;
    quantity_max: number | null;
    unit: string | null;
    name: string;
    notes: string | null;
    category: string | null;
  }[];
  instructions: string[];
}): RecipeFormValues {
  return {
    name: recipe.name,
    description: recipe.description,
    prep_time: recipe.prepMinutes === null ? "" : String(recipe.prepMinutes),
    cook_time: recipe.cookMinutes === null ? "" : String(recipe.cookMinutes),
    servings: String(recipe.servings),
    difficulty_level: recipe.difficulty,
    cuisine_type: recipe.cuisine,
    meal_type: recipe.mealType,
    category: recipe.category,
    tags: recipe.tags.join(", "),
    is_public: recipe.isPublic,
    notes: recipe.notes,
    nutrition_info: Object.fromEntries(
      NUTRIENTS.map((n) => [n, recipe.nutrition[n] === null ? "" : String(recipe.nutrition[n])]),
    ) as Record<Nutrient, string>,
    ingredients: withBlankRow(
      recipe.ingredients.map((i) => ({
        quantity: quantityText(i.quantity),
        quantity_max: quantityText(i.quantity_max),
        unit: i.unit ?? "",
        name: i.name,
        notes: i.notes ?? "",
        category: i.category ?? "",
      })),
    ),
    instructions: recipe.instructions.length ? recipe.instructions : [""],
    ingredient_lines: "",
  };
}

const text = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const list = (v: unknown): unknown[] =>
  Array.isArray(v)
    ? v
    : isRecord(v)
      ? Object.keys(v)
          .filter((k) => /^\d+$/.test(k))
          .sort((a, b) => Number(a) - Number(b))
          .map((k) => v[k])
      : typeof v === "string"
        ? [v]
        : [];

/** The posted form (conform's payload) back as the form's values: what the person typed is kept. */
export function formValuesFromPayload(payload: unknown): RecipeFormValues {
  const p = isRecord(payload) ? payload : {};
  const nutrition = isRecord(p.nutrition_info) ? p.nutrition_info : {};
  const tags = Array.isArray(p.tags) ? p.tags.map(text).join(", ") : text(p.tags);
  return {
    name: text(p.name),
    description: text(p.description),
    prep_time: text(p.prep_time),
    cook_time: text(p.cook_time),
    servings: text(p.servings),
    difficulty_level: text(p.difficulty_level) || RECIPE_DEFAULTS.difficulty,
    cuisine_type: text(p.cuisine_type),
    meal_type: text(p.meal_type),
    category: text(p.category),
    tags,
    is_public: p.is_public === "on" || p.is_public === true,
    notes: text(p.notes),
    nutrition_info: Object.fromEntries(NUTRIENTS.map((n) => [n, text(nutrition[n])])) as Record<
      Nutrient,
      string
    >,
    ingredients: withBlankRow(
      list(p.ingredients).map((row) => {
        const r = isRecord(row) ? row : {};
        return {
          quantity: text(r.quantity),
          quantity_max: text(r.quantity_max),
          unit: text(r.unit),
          name: text(r.name),
          notes: text(r.notes),
          category: text(r.category),
        };
      }),
    ),
    instructions: withBlankStep(list(p.instructions).map(text)),
    ingredient_lines: text(p.ingredient_lines),
  };
}

const isBlankRow = (row: IngredientRowValue) =>
  [row.quantity, row.unit, row.name, row.notes].every((v) => v.trim() === "");

const withBlankRow = (rows: IngredientRowValue[]) => (rows.length ? rows : [{ ...BLANK_ROW }]);
const withBlankStep = (steps: string[]) => (steps.length ? steps : [""]);

/** Pasted lines (one ingredient per line) as form rows, through the one ingredient parser. */
export function rowsFromLines(lines: string): IngredientRowValue[] {
  return parseIngredientLines(lines.split(/\r?\n/)).map((parsed) => ({
    quantity: quantityText(parsed.quantity),
    quantity_max: quantityText(parsed.quantity_max),
    unit: parsed.unit ?? "",
    name: parsed.name,
    notes: parsed.note ?? "",
    category: "",
  }));
}

export type FormIntent =
  | { type: "save" }
  | { type: "add-ingredient" }
  | { type: "remove-ingredient"; index: number }
  | { type: "add-lines" }
  | { type: "add-step" }
  | { type: "remove-step"; index: number };

export function readFormIntent(value: FormDataEntryValue | null): FormIntent {
  const v = typeof value === "string" ? value : "save";
  const m = /^(remove-ingredient|remove-step):(\d{1,3})$/.exec(v);
  if (m) return { type: m[1] as "remove-ingredient" | "remove-step", index: Number(m[2]) };
  if (v === "add-ingredient" || v === "add-lines" || v === "add-step") return { type: v };
  return { type: "save" };
}

/** The rows after one of the form's row buttons; an emptied list keeps one blank row (part two §4). */
export function applyFormIntent(values: RecipeFormValues, intent: FormIntent): RecipeFormValues {
  switch (intent.type) {
    case "add-ingredient":
      return { ...values, ingredients: [...values.ingredients, { ...BLANK_ROW }] };
    case "remove-ingredient":
      return {
        ...values,
        ingredients: withBlankRow(values.ingredients.filter((_, i) => i !== intent.index)),
      };
    case "add-lines": {
      const added = rowsFromLines(values.ingredient_lines);
      if (!added.length) return values;
      const kept = values.ingredients.filter((row) => !isBlankRow(row));
      return { ...values, ingredients: [...kept, ...added], ingredient_lines: "" };
    }
    case "add-step":
      return { ...values, instructions: [...values.instructions, ""] };
    case "remove-step":
      return {
        ...values,
        instructions: withBlankStep(values.instructions.filter((_, i) => i !== intent.index)),
      };
    default:
      return values;
  }
}

const capitalise = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
const NUTRIENT_LABELS: Record<Nutrient, string> = {
  calories: "Calories",
  protein: "Protein",
  carbs: "Carbs",
  fat: "Fat",
  fiber: "Fiber",
  sugar: "Sugar",
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
}) {
  const { values } = props;
  const navigation = useNavigation();
  const [form] = useForm({
    id: "recipe-form",
    lastResult: props.lastResult ?? undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // RecipeSchema reads the raw texts itself (blank is a default, not a missing value).
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RecipeSchema, disableAutoCoercion: true }),
  });
  const errors = form.allErrors;
  const errorsOf = (name: string) => errors[name];

  // Row keys (and the ids made from them) count from 1 on the server and in the browser alike.
  const counter = useRef(0);
  const keyed = <T,>(value: T) => {
    counter.current += 1;
    return { key: `row-${counter.current}`, value };
  };
  const [ingredients, setIngredients] = useState(() => values.ingredients.map(keyed));
  const [steps, setSteps] = useState(() => values.instructions.map(keyed));
  const [lines, setLines] = useState(values.ingredient_lines);
  // A new answer from the server without JavaScript is a new page; with it, a row change answered by
  // the server (a click before the scripts loaded) replaces the rows.
  const [shownValues, setShownValues] = useState(values);
  if (shownValues !== values) {
    setShownValues(values);
    setIngredients(values.ingredients.map(keyed));
    setSteps(values.instructions.map(keyed));
    setLines(values.ingredient_lines);
  }
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    const el = document.getElementById(focusNext.current);
    focusNext.current = null;
    el?.focus();
  });

  const busy = navigation.state !== "idle" && navigation.formAction === props.action;
  const saving = busy && (navigation.formData?.get("intent") ?? "save") === "save";

  /** With JavaScript the row buttons work in the browser; the button stays a submit button without it. */
  const local = (change: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    change();
  };
  const setRow = (key: string, field: keyof IngredientRowValue, value: string) =>
    setIngredients((rows) =>
      rows.map((r) => (r.key === key ? { ...r, value: { ...r.value, [field]: value } } : r)),
    );

  const addIngredient = () => {
    const row = keyed({ ...BLANK_ROW });
    setIngredients((rows) => [...rows, row]);
    focusNext.current = `${row.key}-quantity`;
  };
  const removeIngredient = (key: string) => {
    setIngredients((rows) => {
      const left = rows.filter((r) => r.key !== key);
      return left.length ? left : [keyed({ ...BLANK_ROW })];
    });
    focusNext.current = "add-ingredient";
  };
  const addLines = () => {
    const added = rowsFromLines(lines);
    if (!added.length) return;
    setIngredients((rows) => [...rows.filter((r) => !isBlankRow(r.value)), ...added.map(keyed)]);
    setLines("");
  };
  const addStep = () => {
    const step = keyed("");
    setSteps((list) => [...list, step]);
    focusNext.current = `${step.key}-text`;
  };
  const removeStep = (key: string) => {
    setSteps((list) => {
      const left = list.filter((s) => s.key !== key);
      return left.length ? left : [keyed("")];
    });
    focusNext.current = "add-step";
  };

  const cuisines: string[] = [...FORM_CUISINES];
  if (values.cuisine_type && !cuisines.some((c) => c.toLowerCase() === values.cuisine_type.toLowerCase()))
    cuisines.unshift(values.cuisine_type);
  const cuisineValue =
    cuisines.find((c) => c.toLowerCase() === values.cuisine_type.toLowerCase()) ?? values.cuisine_type;
  const mealTypes: string[] = [...RECIPE_MEAL_TYPES];
  if (values.meal_type && !mealTypes.includes(values.meal_type)) mealTypes.unshift(values.meal_type);
  const categories: string[] = [...CATEGORIES];
  if (values.category && !categories.includes(values.category)) categories.unshift(values.category);

  const listError = (name: "ingredients" | "instructions") => errorsOf(name);

  return (
    <Form
      method="post"
      action={props.action}
      encType="multipart/form-data"
      {...getFormProps(form)}
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
      <FormErrors id={form.errorId} errors={form.errors} />

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
            maxLength={200}
          />
          <div className={`${formStyles.field} ${css.wide}`}>
            <label className={formStyles.label} htmlFor="recipe-description">
              Description
            </label>
            <textarea
              id="recipe-description"
              name="description"
              rows={3}
              maxLength={5000}
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
            options={[
              ["", "Select meal type"],
              ...mealTypes.map((m): [string, string] => [m, capitalise(m)]),
            ]}
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

      <ImageSection
        currentImageId={props.currentImageId ?? null}
        errors={errorsOf("image")}
        imageDropped={props.imageDropped ?? false}
        removeChecked={Boolean(
          isRecord(props.lastResult?.initialValue) && props.lastResult?.initialValue?.remove_image === "on",
        )}
      />

      <fieldset className={css.formSection} aria-describedby="ingredients-error">
        <legend className={css.formLegend}>Ingredients</legend>
        <ol className={css.rowList}>
          {ingredients.map(({ key, value: row }, index) => {
            const base = `ingredients[${index}]`;
            const err = (f: string) => errorsOf(`${base}.${f}`);
            return (
              <li key={key}>
                <fieldset className={css.ingredientRow}>
                  <legend className={css.visuallyHidden}>Ingredient {index + 1}</legend>
                  <RowInput
                    id={`${key}-quantity`}
                    name={`${base}.quantity`}
                    label="Quantity"
                    value={row.quantity}
                    errors={err("quantity")}
                    onChange={(v) => setRow(key, "quantity", v)}
                    inputMode="decimal"
                  />
                  <div className={formStyles.field}>
                    <label className={formStyles.label} htmlFor={`${key}-unit`}>
                      Unit
                    </label>
                    <select
                      id={`${key}-unit`}
                      name={`${base}.unit`}
                      className={formStyles.input}
                      value={row.unit}
                      onChange={(e) => setRow(key, "unit", e.currentTarget.value)}
                      aria-invalid={err("unit") ? true : undefined}
                      aria-describedby={`${key}-unit-error`}
                    >
                      <option value="">(none)</option>
                      {!row.unit || (INGREDIENT_UNITS as readonly string[]).includes(row.unit) ? null : (
                        <option value={row.unit}>{row.unit}</option>
                      )}
                      {INGREDIENT_UNITS.map((u) => (
                        <option key={u} value={u}>
                          {u}
                        </option>
                      ))}
                    </select>
                    <FieldErrors id={`${key}-unit-error`} errors={err("unit")} />
                  </div>
                  <RowInput
                    id={`${key}-name`}
                    name={`${base}.name`}
                    label="Ingredient"
                    value={row.name}
                    errors={err("name")}
                    onChange={(v) => setRow(key, "name", v)}
                    maxLength={200}
                  />
                  <RowInput
                    id={`${key}-notes`}
                    name={`${base}.notes`}
                    label="Notes"
                    value={row.notes}
                    errors={err("notes")}
                    onChange={(v) => setRow(key, "notes", v)}
                    maxLength={500}
                  />
                  {row.quantity_max ? (
                    <input type="hidden" name={`${base}.quantity_max`} value={row.quantity_max} />
                  ) : null}
                  {row.category ? (
                    <input type="hidden" name={`${base}.category`} value={row.category} />
                  ) : null}
                  <button
                    type="submit"
                    name="intent"
                    value={`remove-ingredient:${index}`}
                    formNoValidate
                    className={css.rowButton}
                    onClick={local(() => removeIngredient(key))}
                  >
                    Remove<span className={css.visuallyHidden}> ingredient {index + 1}</span>
                  </button>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <FieldErrors id="ingredients-error" errors={listError("ingredients")} />
        <div className={css.actions}>
          <button
            type="submit"
            id="add-ingredient"
            name="intent"
            value="add-ingredient"
            formNoValidate
            className={css.secondaryButton}
            onClick={local(addIngredient)}
          >
            Add ingredient
          </button>
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="recipe-ingredient-lines">
            Paste ingredients (one per line)
          </label>
          <textarea
            id="recipe-ingredient-lines"
            name="ingredient_lines"
            rows={4}
            className={formStyles.input}
            value={lines}
            onChange={(e) => setLines(e.currentTarget.value)}
            aria-describedby="recipe-ingredient-lines-hint"
            placeholder={"2 cups flour, sifted\n1 1/2 cups milk\nsalt to taste"}
          />
          <p id="recipe-ingredient-lines-hint" className={formStyles.hint}>
            Each line becomes a row: quantity, unit, ingredient and notes are read from it.
          </p>
          <div>
            <button
              type="submit"
              name="intent"
              value="add-lines"
              formNoValidate
              className={css.secondaryButton}
              onClick={local(addLines)}
            >
              Add lines
            </button>
          </div>
        </div>
      </fieldset>

      <fieldset className={css.formSection} aria-describedby="instructions-error">
        <legend className={css.formLegend}>Instructions</legend>
        <ol className={css.rowList}>
          {steps.map(({ key, value: step }, index) => {
            const name = `instructions[${index}]`;
            const err = errorsOf(name);
            return (
              <li key={key} className={css.stepRow}>
                <div className={formStyles.field}>
                  <label className={formStyles.label} htmlFor={`${key}-text`}>
                    Step {index + 1}
                  </label>
                  <textarea
                    id={`${key}-text`}
                    name={name}
                    rows={2}
                    maxLength={5000}
                    className={formStyles.input}
                    value={step}
                    onChange={(e) => {
                      const v = e.currentTarget.value;
                      setSteps((list) => list.map((s) => (s.key === key ? { ...s, value: v } : s)));
                    }}
                    aria-invalid={err ? true : undefined}
                    aria-describedby={`${key}-error`}
                  />
                  <FieldErrors id={`${key}-error`} errors={err} />
                </div>
                <button
                  type="submit"
                  name="intent"
                  value={`remove-step:${index}`}
                  formNoValidate
                  className={css.rowButton}
                  onClick={local(() => removeStep(key))}
                >
                  Remove<span className={css.visuallyHidden}> step {index + 1}</span>
                </button>
              </li>
            );
          })}
        </ol>
        <FieldErrors id="instructions-error" errors={listError("instructions")} />
        <div className={css.actions}>
          <button
            type="submit"
            id="add-step"
            name="intent"
            value="add-step"
            formNoValidate
            className={css.secondaryButton}
            onClick={local(addStep)}
          >
            Add step
          </button>
        </div>
      </fieldset>

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
            maxLength={5000}
            className={formStyles.input}
            defaultValue={values.notes}
            aria-invalid={errorsOf("notes") ? true : undefined}
            aria-describedby="recipe-notes-error"
          />
          <FieldErrors id="recipe-notes-error" errors={errorsOf("notes")} />
        </div>
      </fieldset>

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

function TextField(props: {
  name: string;
  label: string;
  defaultValue: string;
  errors?: string[];
  required?: boolean;
  maxLength?: number;
  className?: string;
}) {
  const id = `recipe-${props.name}`;
  return (
    <div className={`${formStyles.field} ${props.className ?? ""}`}>
      <label className={formStyles.label} htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type="text"
        className={formStyles.input}
        defaultValue={props.defaultValue}
        required={props.required}
        maxLength={props.maxLength}
        autoComplete="off"
        aria-invalid={props.errors ? true : undefined}
        aria-describedby={`${id}-error`}
      />
      <FieldErrors id={`${id}-error`} errors={props.errors} />
    </div>
  );
}

function NumberField(props: {
  name: string;
  label: string;
  defaultValue: string;
  errors?: string[];
  min?: number;
  max?: number;
  step?: string;
}) {
  const id = `recipe-${props.name.replace(/\W/g, "-")}`;
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type="number"
        inputMode={props.step === "any" ? "decimal" : "numeric"}
        className={formStyles.input}
        defaultValue={props.defaultValue}
        min={props.min}
        max={props.max}
        step={props.step ?? 1}
        aria-invalid={props.errors ? true : undefined}
        aria-describedby={`${id}-error`}
      />
      <FieldErrors id={`${id}-error`} errors={props.errors} />
    </div>
  );
}

function SelectField(props: {
  name: string;
  label: string;
  defaultValue: string;
  errors?: string[];
  options: [string, string][];
}) {
  const id = `recipe-${props.name}`;
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        className={formStyles.input}
        defaultValue={props.defaultValue}
        aria-invalid={props.errors ? true : undefined}
        aria-describedby={`${id}-error`}
      >
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <FieldErrors id={`${id}-error`} errors={props.errors} />
    </div>
  );
}

function RowInput(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  errors?: string[];
  onChange: (value: string) => void;
  inputMode?: "decimal";
  maxLength?: number;
}) {
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type="text"
        className={formStyles.input}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        autoComplete="off"
        aria-invalid={props.errors ? true : undefined}
        aria-describedby={`${props.id}-error`}
      />
      <FieldErrors id={`${props.id}-error`} errors={props.errors} />
    </div>
  );
}

/** Trimmed, non-empty, each once (part two §5). */
function splitTags(value: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of value.split(",")) {
    const tag = raw.trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      out.push(tag);
    }
  }
  return out;
}

/** Tags: a comma-separated text field without JavaScript; chips with Remove buttons with it. */
function TagsField({ initial, errors }: { initial: string; errors?: string[] }) {
  const [chips, setChips] = useState<string[] | null>(null);
  const [draft, setDraft] = useState("");
  const plain = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Whatever was typed before the scripts loaded becomes the first chips.
    setChips(splitTags(plain.current?.value ?? initial));
  }, [initial]);
  const id = "recipe-tags";
  if (chips === null) {
    return (
      <div className={`${formStyles.field} ${css.wide}`}>
        <label className={formStyles.label} htmlFor={id}>
          Tags
        </label>
        <input
          ref={plain}
          id={id}
          name="tags"
          type="text"
          className={formStyles.input}
          defaultValue={initial}
          autoComplete="off"
          aria-invalid={errors ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
        />
        <p id={`${id}-hint`} className={formStyles.hint}>
          Separate tags with commas, e.g. quick, vegetarian.
        </p>
        <FieldErrors id={`${id}-error`} errors={errors} />
      </div>
    );
  }
  const add = () => {
    const more = splitTags(draft);
    if (!more.length) return;
    setChips((current) => splitTags([...(current ?? []), ...more].join(",")));
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add();
    }
  };
  return (
    <div className={`${formStyles.field} ${css.wide}`}>
      <label className={formStyles.label} htmlFor={id}>
        Tags
      </label>
      {chips.length ? (
        <ul className={css.chipList} aria-label="Chosen tags">
          {chips.map((tag) => (
            <li key={tag} className={css.chip}>
              {tag}
              <button
                type="button"
                className={css.chipRemove}
                aria-label={`Remove tag ${tag}`}
                onClick={() => setChips((current) => (current ?? []).filter((t) => t !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={css.tagInputRow}>
        <input
          id={id}
          type="text"
          className={formStyles.input}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          aria-invalid={errors ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
        />
        <button type="button" className={css.secondaryButton} onClick={add}>
          Add tag
        </button>
      </div>
      {/* A tag still being typed when the form is saved is kept, as it is without JavaScript. */}
      <input type="hidden" name="tags" value={splitTags([...chips, draft].join(",")).join(", ")} />
      <p id={`${id}-hint`} className={formStyles.hint}>
        Press Enter or comma to add a tag.
      </p>
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

/** The picture: a file field inside a drop zone (drag-over highlight with JavaScript), the current
 * picture with 'Remove image' when editing, and a preview of a chosen file. */
function ImageSection(props: {
  currentImageId: number | null;
  errors?: string[];
  imageDropped: boolean;
  removeChecked: boolean;
}) {
  const [dragging, setDragging] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setHydrated(true), []);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  // Only a picture the server would take is previewed: the browser never decodes a file whose header
  // claims a huge size (it would try to hold all those pixels in memory).
  const show = async (file: File | undefined) => {
    setPreview(null);
    if (!file || file.size > IMAGE_MAX_BYTES) return;
    if (checkPicture(new Uint8Array(await file.arrayBuffer())).ok) setPreview(URL.createObjectURL(file));
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = event.dataTransfer.files;
    if (input.current && files.length) {
      input.current.files = files;
      void show(files[0]);
    }
  };
  const current = recipeImageUrl(props.currentImageId);
  const id = "recipe-image";
  return (
    <fieldset className={css.formSection}>
      <legend className={css.formLegend}>Recipe Image</legend>
      {current ? (
        <div className={css.actions}>
          <img src={current} alt="Current recipe" className={css.preview} />
          <div className={formStyles.checkRow}>
            <input
              type="checkbox"
              id="recipe-remove-image"
              name="remove_image"
              value="on"
              defaultChecked={props.removeChecked}
            />
            <label htmlFor="recipe-remove-image">Remove image</label>
          </div>
        </div>
      ) : null}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a pointer shortcut; the file field inside is the accessible way. */}
      <div
        className={`${css.dropZone} ${dragging ? css.dropZoneActive : ""}`}
        onDragEnter={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label className={formStyles.label} htmlFor={id}>
          {current ? "Replace the picture" : "Picture"}
        </label>
        <input
          ref={input}
          id={id}
          name="image"
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={(e) => void show(e.currentTarget.files?.[0])}
          aria-invalid={props.errors ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
        />
        <p id={`${id}-hint`} className={formStyles.hint}>
          {IMAGE_HINT}
          {hydrated ? ". You can also drop a file here." : ""}
          {props.imageDropped ? ` ${IMAGE_AGAIN}` : ""}
        </p>
        {preview ? <img src={preview} alt="Preview of the chosen file" className={css.preview} /> : null}
        <FieldErrors id={`${id}-error`} errors={props.errors} />
      </div>
    </fieldset>
  );
}
