// What the meal form remembers while the person fills it in with JavaScript: the recipe chosen (its
// title replaces the title field until 'Customize title'), a time that follows the meal type until one
// is typed, and who eats with their portions. Without JavaScript the fields post as they are.
import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import {
  type FormMember,
  type ForWho,
  forWhoOf,
  type MealFormValues,
  mealServings,
  type RecipeOption,
} from "./meal-form-values";

export type MealFormState = {
  mealType: string;
  recipeId: string;
  title: string;
  customTitle: boolean;
  time: string;
  /** The time is the type's default and follows the type until the person types one. */
  timeFollows: boolean;
  servings: string;
  forWho: ForWho;
  members: string[];
  portions: Record<string, string>;
  showPeople: boolean;
  reminder: boolean;
  repeat: boolean;
  pattern: string;
};

/** The field errors of the last answer, by field name (several names read as one list). */
export type ErrorsOf = (...names: string[]) => string[] | undefined;

/** What every section of the form is given. */
export type MealFormSectionProps = {
  form: MealForm;
  values: MealFormValues;
  errorsOf: ErrorsOf;
  /** False on the server and before the scripts run: every field shows, with hints saying when it applies. */
  hydrated: boolean;
};

export type MealForm = ReturnType<typeof useMealFormState>;

export function mealFormErrors(lastResult: SubmissionResult<string[]> | null | undefined) {
  const errors = lastResult?.error ?? {};
  const errorsOf: ErrorsOf = (...names) => {
    const list = names.flatMap((n) => errors[n] ?? []);
    return list.length ? list : undefined;
  };
  const peopleErrors = (["members", "family_member_ids", "portion_sizes", "for_who"] as const).some(
    (n) => errors[n]?.length,
  );
  return { errorsOf, peopleErrors };
}

export function useMealFormState(props: {
  values: MealFormValues;
  recipes: RecipeOption[];
  members: FormMember[];
  meId: number | null;
  typeTimes: Record<string, string>;
  /** The last answer had errors about who eats: the members are shown. */
  peopleErrors: boolean;
}) {
  const { values, recipes, members, typeTimes, meId, peopleErrors } = props;
  const init = (v: MealFormValues): MealFormState => ({
    mealType: v.meal_type,
    recipeId: v.recipe_id,
    title: v.title,
    customTitle: v.recipe_id === "" || v.title.trim() !== "",
    time: v.time_auto ? (typeTimes[v.meal_type] ?? v.time) : v.time,
    timeFollows: v.time_auto || v.time === "" || v.time === typeTimes[v.meal_type],
    servings: v.servings,
    forWho: v.for_who,
    members: v.members,
    portions: v.portions,
    showPeople: v.for_who === "custom" || peopleErrors,
    reminder: v.reminder,
    repeat: v.is_recurring,
    pattern: v.recurring_pattern,
  });
  const [state, setState] = useState(() => init(values));
  // A new answer (the form with errors) starts from what was posted.
  const [shownValues, setShownValues] = useState(values);
  if (shownValues !== values) {
    setShownValues(values);
    setState(init(values));
  }
  const set = (change: Partial<MealFormState>) => setState((s) => ({ ...s, ...change }));

  const titleInput = useRef<HTMLInputElement>(null);
  // Typed before the scripts loaded (a slow link): hydration leaves what the browser shows, but the
  // state is the server's and the next render (the form turning `hydrated`) would put it back. What the
  // person chose or typed in the fields the state holds wins.
  useEffect(() => {
    const form = titleInput.current?.form;
    if (!form) return;
    const shown = (name: string) => {
      const field = form.elements.namedItem(name);
      return field && "value" in field ? String(field.value) : null;
    };
    setState((s) => {
      const typed = {
        mealType: shown("meal_type") ?? s.mealType,
        recipeId: shown("recipe_id") ?? s.recipeId,
        title: shown("title") ?? s.title,
        time: shown("time") ?? s.time,
        servings: shown("servings") ?? s.servings,
      };
      if (Object.entries(typed).every(([k, v]) => s[k as keyof typeof typed] === v)) return s;
      return {
        ...s,
        ...typed,
        customTitle: s.customTitle || typed.title.trim() !== "",
        timeFollows: s.timeFollows && typed.time === s.time,
      };
    });
  }, []);
  const focusTitle = useRef(false);
  useEffect(() => {
    if (focusTitle.current) {
      focusTitle.current = false;
      titleInput.current?.focus();
    }
  });

  const recipe = recipes.find((r) => String(r.id) === state.recipeId) ?? null;
  const recipeName = recipe?.name ?? "";

  const chooseRecipe = (value: string) => {
    const chosen = recipes.find((r) => String(r.id) === value) ?? null;
    setState((s) => {
      if (!chosen) {
        // Removing the recipe keeps the title that was shown, now as the meal's own.
        const shown = s.customTitle ? s.title : recipeName;
        return { ...s, recipeId: "", title: shown, customTitle: true };
      }
      return {
        ...s,
        recipeId: value,
        title: "",
        customTitle: false,
        servings: String(mealServings(chosen.servings)),
      };
    });
  };
  const chooseType = (value: string) =>
    setState((s) => ({
      ...s,
      mealType: value,
      time: s.timeFollows ? (typeTimes[value] ?? s.time) : s.time,
    }));
  const chooseForWho = (value: ForWho) =>
    setState((s) => {
      if (value === "just-me") return { ...s, forWho: value, members: meId ? [String(meId)] : [] };
      if (value === "whole-family") return { ...s, forWho: value, members: members.map((m) => String(m.id)) };
      return { ...s, forWho: value, showPeople: true };
    });
  const toggleMember = (id: string, on: boolean) =>
    setState((s) => {
      const list = on ? [...s.members.filter((m) => m !== id), id] : s.members.filter((m) => m !== id);
      return { ...s, members: list, forWho: forWhoOf(list.map(Number), members, meId) };
    });
  const setPortion = (id: string, value: string) =>
    setState((s) => ({ ...s, portions: { ...s.portions, [id]: value } }));
  /** 'Customize title': the recipe's title becomes the field's text, and the field gets the focus. */
  const customizeTitle = () => {
    focusTitle.current = true;
    set({ customTitle: true, title: recipeName });
  };

  return {
    state,
    set,
    recipeName,
    titleInput,
    chooseRecipe,
    chooseType,
    chooseForWho,
    toggleMember,
    setPortion,
    customizeTitle,
  };
}
