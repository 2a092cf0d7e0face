// The Add Shopping Item / Edit Item form (docs/product.md#shopping-list): a plain post that works without
// JavaScript; with it, the form opens in a dialog over the list (item-dialogs.tsx, ADR 013). The actual price
// shows only when editing a purchased item, the Purchased box only when editing.
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { LIMITS, PRIORITIES, SHOPPING_CATEGORIES, SHOPPING_UNITS } from "~/domain/shopping/constants";
import type { FormConstraint } from "~/ui/kit/form";
import type { DialogHost } from "~/ui/kit/route-dialog";
import { CsrfField } from "../kit/csrf-field";
import { Field, FormErrors, formStyles } from "../kit/form";
import * as css from "./shopping.css";

export type ItemDefaults = {
  name: string;
  quantity: number;
  unit: string;
  category: string;
  estimatedPrice: number | null;
  actualPrice: number | null;
  purchased: boolean;
  priority: "normal" | "high";
  notes: string;
};

export const NEW_ITEM: ItemDefaults = {
  name: "",
  quantity: 1,
  unit: "",
  category: "Other",
  estimatedPrice: null,
  actualPrice: null,
  purchased: false,
  priority: "normal",
  notes: "",
};

/** What the add and edit actions answer when they refuse a form. */
export type ItemFormAnswer = { result: SubmissionResult<string[]> };

const text = (n: number | null) => (n === null ? "" : String(n));

export function ItemForm(props: {
  /** The form's native constraints, from the page's loader (ADR 035). */
  constraint: FormConstraint;
  mode: "add" | "edit";
  action: string;
  item: ItemDefaults;
  idempotencyKey?: string;
  lastResult?: SubmissionResult<string[]>;
  /** Set when the form is shown in a dialog over the list (JavaScript only). */
  host?: DialogHost<ItemFormAnswer>;
}) {
  const { item, mode, host } = props;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `shopping-item-${mode}`,
    lastResult: host ? host.answer?.result : props.lastResult,
    defaultValue: {
      name: item.name,
      quantity: String(item.quantity),
      unit: item.unit,
      category: item.category,
      estimatedPrice: text(item.estimatedPrice),
      actualPrice: text(item.actualPrice),
      purchased: item.purchased ? "on" : undefined,
      priority: item.priority,
      notes: item.notes,
    },
    constraint: props.constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const busy = host ? host.busy : navigation.state !== "idle" && navigation.formAction === props.action;
  const FormElement = host ? host.Form : Form;
  const showActual = mode === "edit" && item.purchased;
  return (
    <FormElement method="post" action={props.action} {...getFormProps(form)} className={formStyles.form}>
      <CsrfField />
      {props.idempotencyKey ? (
        <input type="hidden" name="idempotency_key" value={props.idempotencyKey} />
      ) : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label="Name" id={fields.name.id} errorId={fields.name.errorId} errors={fields.name.errors}>
        <input
          className={formStyles.input}
          {...getInputProps(fields.name, { type: "text" })}
          maxLength={LIMITS.nameMax}
          autoComplete="off"
        />
      </Field>
      <div className={css.twoColumns}>
        <Field
          label="Quantity"
          id={fields.quantity.id}
          errorId={fields.quantity.errorId}
          errors={fields.quantity.errors}
        >
          <input
            className={formStyles.input}
            {...getInputProps(fields.quantity, { type: "number" })}
            min={LIMITS.quantityMin}
            step={0.01}
            inputMode="decimal"
          />
        </Field>
        <Field label="Unit" id={fields.unit.id} errorId={fields.unit.errorId} errors={fields.unit.errors}>
          <input
            className={formStyles.input}
            {...getInputProps(fields.unit, { type: "text" })}
            list="shopping-units"
            maxLength={LIMITS.unitMax}
            autoComplete="off"
          />
        </Field>
      </div>
      <datalist id="shopping-units">
        {SHOPPING_UNITS.map((u) => (
          <option key={u} value={u} />
        ))}
      </datalist>
      <div className={css.twoColumns}>
        <Field
          label="Category"
          id={fields.category.id}
          errorId={fields.category.errorId}
          errors={fields.category.errors}
        >
          <select className={css.select} {...getSelectProps(fields.category)}>
            {SHOPPING_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label="Priority"
          id={fields.priority.id}
          errorId={fields.priority.errorId}
          errors={fields.priority.errors}
        >
          <select className={css.select} {...getSelectProps(fields.priority)}>
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {p === "high" ? "High" : "Normal"}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className={css.twoColumns}>
        <Field
          label="Estimated price"
          id={fields.estimatedPrice.id}
          errorId={fields.estimatedPrice.errorId}
          errors={fields.estimatedPrice.errors}
        >
          <input
            className={formStyles.input}
            {...getInputProps(fields.estimatedPrice, { type: "number" })}
            min={0}
            step={0.01}
            inputMode="decimal"
          />
        </Field>
        {showActual ? (
          <Field
            label="Actual price"
            id={fields.actualPrice.id}
            errorId={fields.actualPrice.errorId}
            errors={fields.actualPrice.errors}
          >
            <input
              className={formStyles.input}
              {...getInputProps(fields.actualPrice, { type: "number" })}
              min={0}
              step={0.01}
              inputMode="decimal"
            />
          </Field>
        ) : null}
      </div>
      {mode === "edit" ? (
        <div className={formStyles.checkRow}>
          <input {...getInputProps(fields.purchased, { type: "checkbox" })} />
          <label htmlFor={fields.purchased.id}>Purchased</label>
        </div>
      ) : null}
      <Field label="Notes" id={fields.notes.id} errorId={fields.notes.errorId} errors={fields.notes.errors}>
        <textarea
          className={formStyles.input}
          {...getInputProps(fields.notes, { type: "text" })}
          maxLength={LIMITS.notesMax}
          rows={2}
        />
      </Field>
      <div className={css.buttonRow}>
        <button type="submit" className={css.primaryButton} disabled={busy}>
          {busy ? "Saving…" : mode === "add" ? "Add Item" : "Save Item"}
        </button>
        {host ? (
          <button type="button" className={css.secondaryButton} onClick={host.close}>
            Cancel
          </button>
        ) : (
          <Link to="/shopping-list" className={css.secondaryButton}>
            Cancel
          </Link>
        )}
      </div>
    </FormElement>
  );
}
