// The recipe's ingredients: a row each (quantity, unit, ingredient, notes) with its Remove button,
// 'Add ingredient', and a box of pasted lines that 'Add lines' reads into rows through the one
// ingredient parser. Every button also works without JavaScript (it posts the form with an intent).
import { useCallback, useEffect, useRef, useState } from "react";
import {
  type FoodChoice,
  type FoodChoices,
  type FoodSearchAnswer,
  foodChoicesOf,
  searchable,
} from "~/domain/nutrition/food-choices";
import { RECIPE_LIMITS } from "~/domain/recipes/constants";
import { INGREDIENT_UNITS } from "~/domain/recipes/units";
import { FieldErrors, formStyles } from "~/ui/kit/form";
import * as css from "./recipe.css";
import { RowInput } from "./recipe-form-fields";
import { RowList } from "./recipe-form-row-list";
import type { RecipeRows } from "./recipe-form-rows";

/** What GET /api/foods answers (the part the form reads). */
type FoundFoods = { data?: { ndb_no: string; description: string }[]; meta?: { total: number } };

/** How many foods a search with JavaScript offers (the rest: narrow the words). */
const FOUND_SHOWN = 10;

/**
 * Searching the whole food table for a row ('Find food'). Without JavaScript the button posts the form
 * (the draft is kept) and the answer adds the foods found to the row's "Counted as" list; with it, the
 * same search is read from GET /api/foods as the words are typed, and fills the same list in place.
 */
function useFoodSearch(server: FoodSearchAnswer | null) {
  const [query, setQuery] = useState(server?.query ?? "");
  const [found, setFound] = useState<{ foods: FoodChoice[]; total: number; query: string } | null>(
    server ? { foods: server.foods, total: server.total, query: server.query } : null,
  );
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; abort?: AbortController }>({});
  const cancel = useCallback(() => {
    clearTimeout(pending.current.timer);
    pending.current.abort?.abort();
  }, []);
  // A row removed (or the page left) while a search is on its way: nothing is set afterwards.
  useEffect(() => cancel, [cancel]);
  const search = (words: string) => {
    cancel();
    if (!searchable(words)) return;
    const abort = new AbortController();
    pending.current.abort = abort;
    setState("loading");
    fetch(`/api/foods?q=${encodeURIComponent(words)}&per_page=${FOUND_SHOWN}`, {
      signal: abort.signal,
      headers: { Accept: "application/json" },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as FoundFoods;
        setFound({
          query: words,
          total: body.meta?.total ?? 0,
          foods: (body.data ?? []).map((f) => ({ ndb: f.ndb_no, description: f.description })),
        });
        setState("idle");
      })
      .catch(() => {
        if (!abort.signal.aborted) setState("failed");
      });
  };
  /** As the words are typed: searched once the typing pauses. */
  const type = (words: string) => {
    setQuery(words);
    cancel();
    if (searchable(words)) pending.current.timer = setTimeout(() => search(words), 300);
  };
  return { query, found, state, type, search: () => search(query) };
}

/**
 * Which food the line's nutrition is counted as: the matcher's best (blank) or one the user picks
 * (docs/decisions/032-food-table-and-matching.md). The list holds the foods the server ranked for the
 * line (an edit, or after a row button or 'Calculate') and those 'Find food' found; `food_for` tells the
 * server which name the choice was made for.
 */
function FoodChoiceField(props: {
  id: string;
  base: string;
  index: number;
  name: string;
  value: string;
  choices: FoodChoice[] | undefined;
  search: FoodSearchAnswer | null;
  errors: string[] | undefined;
  onChange: (value: string) => void;
}) {
  const finder = useFoodSearch(props.search);
  const ranked = props.choices ?? [];
  // The food picked from a search stays in the list when the next search finds others.
  const [picked, setPicked] = useState<FoodChoice | null>(null);
  const choices: FoodChoice[] = [];
  for (const c of [...ranked, ...(finder.found?.foods ?? []), ...(picked ? [picked] : [])])
    if (!choices.some((x) => x.ndb === c.ndb)) choices.push(c);
  const found = finder.found;
  const status =
    finder.state === "loading"
      ? "Searching…"
      : finder.state === "failed"
        ? "The search failed. Please try again."
        : !found
          ? ""
          : found.total === 0
            ? `No food holds all of "${found.query}". Try fewer or other words.`
            : `${found.total === 1 ? "1 food" : `${found.total} foods`} found${
                found.total > found.foods.length
                  ? ` (the first ${found.foods.length} shown: add words to narrow it)`
                  : ""
              }. Choose one under "Counted as".`;
  return (
    <div className={css.foodField}>
      {choices.length === 0 ? (
        // No list for this name (yet): a choice made earlier is kept as it was.
        props.value ? (
          <>
            <input type="hidden" name={`${props.base}.food_ndb_no`} value={props.value} />
            <input type="hidden" name={`${props.base}.food_for`} value={props.name} />
          </>
        ) : null
      ) : (
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={props.id}>
            Counted as
          </label>
          <select
            id={props.id}
            name={`${props.base}.food_ndb_no`}
            className={formStyles.input}
            value={props.value}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setPicked(choices.find((c) => c.ndb === value) ?? null);
              props.onChange(value);
            }}
            aria-invalid={props.errors ? true : undefined}
            aria-describedby={`${props.id}-error`}
          >
            <option value="">
              {ranked[0] ? `Best match: ${ranked[0].description}` : "Best match (none found)"}
            </option>
            {choices.map((c) => (
              <option key={c.ndb} value={c.ndb}>
                {c.description}
              </option>
            ))}
          </select>
          <input type="hidden" name={`${props.base}.food_for`} value={props.name} />
          <FieldErrors id={`${props.id}-error`} errors={props.errors} />
        </div>
      )}
      <details className={css.foodSearch} open={props.search ? true : undefined}>
        <summary>Find another food</summary>
        <div className={css.foodSearchRow}>
          <div className={`${formStyles.field} ${css.foodSearchField}`}>
            <label className={formStyles.label} htmlFor={`${props.id}-search`}>
              Search the food table
            </label>
            <input
              id={`${props.id}-search`}
              type="search"
              name={`${props.base}.food_search`}
              className={formStyles.input}
              value={finder.query}
              maxLength={100}
              placeholder="e.g. goat milk"
              aria-describedby={`${props.id}-found`}
              onChange={(e) => finder.type(e.currentTarget.value)}
              onKeyDown={(e) => {
                // Enter searches here (it would otherwise press the form's first button: Save).
                if (e.key !== "Enter") return;
                e.preventDefault();
                finder.search();
              }}
            />
          </div>
          <button
            type="submit"
            name="intent"
            value={`find-food:${props.index}`}
            formNoValidate
            className={css.secondaryButton}
            onClick={(e) => {
              e.preventDefault();
              finder.search();
            }}
          >
            Find food
            <span className={css.visuallyHidden}> for ingredient {props.index + 1}</span>
          </button>
        </div>
        <p id={`${props.id}-found`} className={formStyles.hint} role="status">
          {status}
        </p>
      </details>
    </div>
  );
}

type TextMore = { inputMode?: "decimal"; maxLength?: number };

export function IngredientsSection(props: {
  rows: RecipeRows;
  errorsOf: (name: string) => string[] | undefined;
  foodChoices: FoodChoices;
  foodSearch: FoodSearchAnswer | null;
}) {
  const { errorsOf } = props;
  const { lines, setLines, setRow, addLines, preloadLines } = props.rows;
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
              index={index}
              name={row.name}
              value={row.food}
              choices={foodChoicesOf(props.foodChoices, row.name)}
              search={props.foodSearch?.index === index ? props.foodSearch : null}
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
          onFocus={preloadLines}
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
            onClick={addLines}
          >
            Add lines
          </button>
        </div>
      </div>
    </RowList>
  );
}
