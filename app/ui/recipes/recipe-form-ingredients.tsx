// The recipe's ingredients: a row each (quantity, unit, ingredient, notes) with its Remove button,
// 'Add ingredient', and a box of pasted lines that 'Add lines' reads into rows through the one
// ingredient parser. Every button also works without JavaScript (it posts the form with an intent).
import { type FoodChoice, type FoodChoices, foodChoiceKey } from "~/domain/nutrition/food-choices";
import { RECIPE_LIMITS } from "~/domain/recipes/constants";
import { INGREDIENT_UNITS } from "~/domain/recipes/ingredient-parser";
import { FieldErrors, formStyles } from "~/ui/kit/form";
import * as css from "./recipe.css";
import { RowInput } from "./recipe-form-fields";
import { RowList } from "./recipe-form-row-list";
import type { RecipeRows } from "./recipe-form-rows";

/**
 * Which food the line's nutrition is counted as: the matcher's best (blank) or one the user picks
 * (docs/decisions/032-food-table-and-matching.md). Shown once the server has ranked the line's foods
 * (an edit, or after 'Calculate'); `food_for` tells the server which name the choice was made for.
 */
function FoodChoiceField(props: {
  id: string;
  base: string;
  name: string;
  value: string;
  choices: FoodChoice[] | undefined;
  errors: string[] | undefined;
  onChange: (value: string) => void;
}) {
  const choices = props.choices ?? [];
  if (choices.length === 0) {
    // No list for this name (yet): a choice made earlier is kept as it was.
    return props.value ? (
      <>
        <input type="hidden" name={`${props.base}.food_ndb_no`} value={props.value} />
        <input type="hidden" name={`${props.base}.food_for`} value={props.name} />
      </>
    ) : null;
  }
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={props.id}>
        Counted as
      </label>
      <select
        id={props.id}
        name={`${props.base}.food_ndb_no`}
        className={formStyles.input}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        aria-invalid={props.errors ? true : undefined}
        aria-describedby={`${props.id}-error`}
      >
        <option value="">Best match: {choices[0]!.description}</option>
        {choices.map((c) => (
          <option key={c.ndb} value={c.ndb}>
            {c.description}
          </option>
        ))}
      </select>
      <input type="hidden" name={`${props.base}.food_for`} value={props.name} />
      <FieldErrors id={`${props.id}-error`} errors={props.errors} />
    </div>
  );
}

type TextMore = { inputMode?: "decimal"; maxLength?: number };

export function IngredientsSection(props: {
  rows: RecipeRows;
  errorsOf: (name: string) => string[] | undefined;
  foodChoices: FoodChoices;
}) {
  const { errorsOf } = props;
  const { lines, setLines, setRow, addLines, local } = props.rows;
  return (
    <RowList
      what="ingredient"
      rows={props.rows}
      errorsOf={errorsOf}
      renderRow={({ key, value: row }, index, removeButton) => {
        const base = `ingredients[${index}]`;
        const err = (f: string) => errorsOf(`${base}.${f}`);
        /** One of the row's text fields. */
        const text = (field: "quantity" | "name" | "notes", label: string, more: TextMore) => (
          <RowInput
            id={`${key}-${field}`}
            name={`${base}.${field}`}
            label={label}
            value={row[field]}
            errors={err(field)}
            onChange={(v) => setRow(key, field, v)}
            {...more}
          />
        );
        return (
          <fieldset className={css.ingredientRow}>
            <legend className={css.visuallyHidden}>Ingredient {index + 1}</legend>
            {text("quantity", "Quantity", { inputMode: "decimal" })}
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
            {text("name", "Ingredient", { maxLength: RECIPE_LIMITS.ingredientName })}
            {text("notes", "Notes", { maxLength: RECIPE_LIMITS.ingredientNotes })}
            <FoodChoiceField
              id={`${key}-food`}
              base={base}
              name={row.name}
              value={row.food}
              choices={props.foodChoices[foodChoiceKey(row.name)]}
              errors={err("food_ndb_no")}
              onChange={(v) => setRow(key, "food", v)}
            />
            {row.quantity_max ? (
              <input type="hidden" name={`${base}.quantity_max`} value={row.quantity_max} />
            ) : null}
            {row.category ? <input type="hidden" name={`${base}.category`} value={row.category} /> : null}
            {removeButton}
          </fieldset>
        );
      }}
    >
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
    </RowList>
  );
}
