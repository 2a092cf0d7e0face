// The recipe form's plain fields, each the kit's labelled field with an id made from its name
// (recipe-…): a text (or a text box), a number, a choice, and a text field of an ingredient row (its
// id is the row's).
import { ControlField, formStyles } from "~/ui/kit/form";

const recipeId = (name: string) => `recipe-${name.replace(/\W/g, "-")}`;

/** A text field; with `rows`, a text box of that many lines. */
export function TextField(props: {
  name: string;
  label: string;
  defaultValue: string;
  errors?: string[];
  required?: boolean;
  maxLength?: number;
  rows?: number;
  className?: string;
}) {
  const { defaultValue, required, maxLength } = props;
  return (
    <ControlField
      id={recipeId(props.name)}
      name={props.name}
      label={props.label}
      errors={props.errors}
      className={props.className}
    >
      {(control) =>
        props.rows ? (
          <textarea
            {...control}
            {...{ defaultValue, required, maxLength }}
            rows={props.rows}
            className={formStyles.input}
          />
        ) : (
          <input
            {...control}
            {...{ defaultValue, required, maxLength }}
            type="text"
            className={formStyles.input}
            autoComplete="off"
          />
        )
      }
    </ControlField>
  );
}

export function NumberField(props: {
  name: string;
  label: string;
  defaultValue: string;
  errors?: string[];
  min?: number;
  max?: number;
  step?: string;
}) {
  return (
    <ControlField id={recipeId(props.name)} name={props.name} label={props.label} errors={props.errors}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode={props.step === "any" ? "decimal" : "numeric"}
          className={formStyles.input}
          defaultValue={props.defaultValue}
          min={props.min}
          max={props.max}
          step={props.step ?? 1}
        />
      )}
    </ControlField>
  );
}

export function SelectField(props: {
  name: string;
  label: string;
  defaultValue: string;
  errors?: string[];
  options: [string, string][];
}) {
  return (
    <ControlField id={`recipe-${props.name}`} name={props.name} label={props.label} errors={props.errors}>
      {(control) => (
        <select {...control} className={formStyles.input} defaultValue={props.defaultValue}>
          {props.options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </ControlField>
  );
}

export function RowInput(props: {
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
    <ControlField id={props.id} name={props.name} label={props.label} errors={props.errors}>
      {(control) => (
        <input
          {...control}
          type="text"
          className={formStyles.input}
          value={props.value}
          onChange={(e) => props.onChange(e.currentTarget.value)}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          autoComplete="off"
        />
      )}
    </ControlField>
  );
}
