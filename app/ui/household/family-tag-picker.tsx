// A tag list that works without JavaScript: one checkbox per preset and per custom entry already
// chosen, plus a text box for more custom entries (comma-separated). `splitTagFields` turns both into
// one list: a ticked entry as it is, the text box's entries split on commas.

import { formStyles } from "~/ui/kit/form";
import * as css from "./family.css";

/** A form value (one string, a list, or nothing) as a list of strings. */
export function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return typeof value === "string" && value !== "" ? [value] : [];
}

/** A copy of the form with one list per named field: its ticked values, trimmed, then the entries of
 * its 'Other' text box split on commas ("Sesame, Kiwi" becomes two), empty ones dropped. */
export function splitTagFields(form: FormData, names: readonly string[]): FormData {
  const copy = new FormData();
  for (const [key, value] of form.entries()) {
    if (!names.includes(key) && !names.some((name) => key === otherField(name))) copy.append(key, value);
  }
  for (const name of names) {
    // A ticked entry is one tag, whatever it contains (a recipe title may hold a comma).
    for (const value of form.getAll(name)) {
      if (typeof value === "string" && value.trim()) copy.append(name, value.trim());
    }
    for (const value of form.getAll(otherField(name))) {
      if (typeof value !== "string") continue;
      for (const entry of value.split(",")) {
        const tag = entry.trim();
        if (tag) copy.append(name, tag);
      }
    }
  }
  return copy;
}

/** The name of a picker's 'Other (comma-separated)' text field. */
export const otherField = (name: string) => `${name}__other`;

/** All messages of a list field, its own and its entries' ("allergies[2]"). */
export function listErrors(all: Record<string, string[]> | undefined): string[] | undefined {
  const messages = Object.values(all ?? {}).flat();
  return messages.length ? messages : undefined;
}

export function TagPicker(props: {
  legend: string;
  name: string;
  id: string;
  errorId: string;
  presets: readonly string[];
  /** What is stored now: custom entries among them get their own checkbox. */
  saved: readonly string[];
  /** What the form shows as chosen (the stored list, or the user's last submission). */
  selected: readonly string[];
  errors?: string[];
  disabled?: boolean;
  /** Sentences about what is saved (an allergy the allergen module does not recognise), shown under it. */
  notes?: readonly string[];
}) {
  const options = [...props.presets, ...props.saved.filter((tag) => !props.presets.includes(tag))];
  const others = props.selected.filter((tag) => !options.includes(tag));
  const invalid = Boolean(props.errors?.length);
  return (
    <fieldset className={css.fieldset} aria-describedby={props.errorId} disabled={props.disabled}>
      <legend className={css.legend}>{props.legend}</legend>
      <ul className={css.checkGrid}>
        {options.map((tag, index) => (
          <li key={tag} className={css.checkItem}>
            <input
              type="checkbox"
              id={`${props.id}-${index}`}
              name={props.name}
              value={tag}
              defaultChecked={props.selected.includes(tag)}
            />
            <label htmlFor={`${props.id}-${index}`}>{tag}</label>
          </li>
        ))}
      </ul>
      <div className={formStyles.field}>
        <label htmlFor={`${props.id}-other`}>Other (comma-separated)</label>
        <input
          id={`${props.id}-other`}
          className={formStyles.input}
          type="text"
          name={otherField(props.name)}
          defaultValue={others.join(", ")}
          aria-invalid={invalid || undefined}
          aria-describedby={props.errorId}
          autoComplete="off"
        />
      </div>
      {props.notes?.map((note) => (
        <p key={note} className={formStyles.hint}>
          {note}
        </p>
      ))}
      <p id={props.errorId} className={formStyles.error} hidden={!invalid}>
        {props.errors?.join("\n")}
      </p>
    </fieldset>
  );
}
