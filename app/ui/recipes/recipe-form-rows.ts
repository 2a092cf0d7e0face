// The recipe form's rows with JavaScript: ingredient rows and steps are added and removed in the
// browser at once (without it, the same buttons post the form and the action answers the rows
// changed), pasted lines become rows, and the focus goes where the person expects next.
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { BLANK_ROW, type IngredientRowValue, isBlankRow, type RecipeFormValues } from "./recipe-form-values";

/** The parser comes with 'Add lines': loaded when the lines box is first used (docs/decisions/057). */
const loadLines = () => import("./recipe-form-lines");

export type Keyed<T> = { key: string; value: T };

export function useRecipeRows(values: RecipeFormValues) {
  // Row keys (and the ids made from them) count from 1 on the server and in the browser alike.
  const counter = useRef(0);
  const keyed = <T>(value: T): Keyed<T> => {
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
  // Typed before the scripts loaded (a slow link): hydration leaves what the browser shows, but the
  // rows' state is still the server's and the next render would put it back. The browser's values win.
  useEffect(() => {
    const shown = (id: string) =>
      (document.getElementById(id) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null)
        ?.value;
    setIngredients((rows) =>
      rows.map((row) => {
        const typed = { ...row.value };
        for (const field of Object.keys(typed) as (keyof IngredientRowValue)[]) {
          typed[field] = shown(`${row.key}-${field}`) ?? typed[field];
        }
        return Object.keys(typed).some(
          (f) => typed[f as keyof IngredientRowValue] !== row.value[f as keyof IngredientRowValue],
        )
          ? { ...row, value: typed }
          : row;
      }),
    );
    setSteps((list) => list.map((step) => ({ ...step, value: shown(`${step.key}-text`) ?? step.value })));
    setLines((current) => shown("recipe-ingredient-lines") ?? current);
  }, []);
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    const el = document.getElementById(focusNext.current);
    focusNext.current = null;
    el?.focus();
  });

  /** With JavaScript the row buttons work in the browser; the button stays a submit button without it. */
  const local = (change: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    change();
  };
  const setRow = (key: string, field: keyof IngredientRowValue, value: string) =>
    setIngredients((rows) =>
      rows.map((r) => {
        if (r.key !== key) return r;
        // A renamed line is matched afresh: its chosen food was chosen for the old name.
        const food = field === "name" && value !== r.value.name ? "" : r.value.food;
        return { ...r, value: { ...r.value, food, [field]: value } };
      }),
    );
  const setStep = (key: string, value: string) =>
    setSteps((list) => list.map((s) => (s.key === key ? { ...s, value } : s)));

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
  /** In the browser once the parser has loaded; if it cannot load, the button posts as without JavaScript. */
  const addLines = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const button = event.currentTarget;
    loadLines().then(
      ({ rowsFromLines }) => {
        const added = rowsFromLines(lines);
        if (!added.length) return;
        setIngredients((rows) => [...rows.filter((r) => !isBlankRow(r.value)), ...added.map(keyed)]);
        setLines("");
      },
      () => button.form?.requestSubmit(button),
    );
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

  return {
    ingredients,
    steps,
    lines,
    setLines,
    /** Starts loading the parser as soon as the person turns to the lines box. */
    preloadLines: () => void loadLines(),
    setRow,
    setStep,
    addIngredient,
    removeIngredient,
    addLines,
    addStep,
    removeStep,
    local,
  };
}

export type RecipeRows = ReturnType<typeof useRecipeRows>;
