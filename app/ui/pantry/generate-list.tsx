// The Generate Shopping List page: the range form (a real POST, so it works without JavaScript) and what
// the range has put on the current list, grouped by aisle with each item's 'For {meal}' notes.
import { type SubmissionResult, useForm } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import type { UnitSystem } from "~/domain/settings/constants";
import * as buttons from "~/ui/kit/button.css";
import { CsrfField } from "~/ui/kit/csrf-field";
import { ControlField, FormErrors, formStyles } from "~/ui/kit/form";
import * as page from "~/ui/kit/page.css";
import { PageHeader } from "~/ui/kit/page-title";
import { amountText } from "./amount";
import { PurchasedToPantry, UndoPantryChange } from "./pantry-forms";

type Item = {
  id: number;
  name: string;
  quantity: number | null;
  unit: string | null;
  category: string;
  notes: string | null;
  purchased: boolean;
};

export function GenerateListView(props: {
  loaded: {
    start: string;
    end: string;
    items: Item[];
    undo: { batch: string; summary: string } | null;
    here: string;
    /** The reader's measurement system (docs/product.md#settings). */
    units?: UnitSystem;
  };
  result?: SubmissionResult<string[]>;
}) {
  const { start, end, items, undo, here } = props.loaded;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    lastResult: props.result,
    defaultValue: { start_date: start, end_date: end },
    shouldValidate: "onSubmit",
  });
  const groups = new Map<string, Item[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return (
    <section className={page.page} aria-labelledby="generate-title">
      <PageHeader id="generate-title" title="Generate Shopping List">
        <Link to="/shopping-list" className={buttons.secondaryButton}>
          Open Shopping List
        </Link>
        <Link to={`/meal-planner?view=week&date=${start}`} className={buttons.secondaryButton}>
          Back to the planner
        </Link>
      </PageHeader>
      <p className={page.muted}>
        The planned recipes of these days, scaled to each meal's servings, minus what the pantry holds.
        Generating the same days again updates their items.
      </p>
      <Form method="post" id={form.id} noValidate className={page.section}>
        <CsrfField />
        <FormErrors id={form.errorId} errors={form.errors} />
        <ControlField
          id="start_date"
          name={fields.start_date.name}
          label="From"
          errors={fields.start_date.errors}
        >
          {(control) => (
            <input
              {...control}
              type="date"
              required
              className={formStyles.input}
              defaultValue={fields.start_date.initialValue ?? start}
            />
          )}
        </ControlField>
        <ControlField id="end_date" name={fields.end_date.name} label="To" errors={fields.end_date.errors}>
          {(control) => (
            <input
              {...control}
              type="date"
              required
              className={formStyles.input}
              defaultValue={fields.end_date.initialValue ?? end}
            />
          )}
        </ControlField>
        <div>
          <button type="submit" className={buttons.primaryButton} aria-disabled={busy || undefined}>
            {busy ? "Generating…" : "Generate Shopping List"}
          </button>
        </div>
      </Form>
      {undo ? <UndoPantryChange batch={undo.batch} summary={undo.summary} returnTo={here} /> : null}
      <section aria-labelledby="generated-title" className={page.section}>
        <h2 id="generated-title" className={page.subtitle}>
          On the list for these days
        </h2>
        {items.length === 0 ? (
          <p className={page.muted}>Nothing yet: generate the list for these days.</p>
        ) : (
          [...groups].map(([category, list]) => (
            <div key={category}>
              <h3 className={page.subtitle}>{category}</h3>
              <ul aria-label={category}>
                {list.map((item) => (
                  <li key={item.id}>
                    <strong>
                      {[amountText(item.quantity, item.unit, props.loaded.units), item.name]
                        .filter(Boolean)
                        .join(" ")}
                    </strong>
                    {item.notes ? <span className={page.muted}> — {item.notes}</span> : null}
                    {item.purchased ? (
                      <span className={page.muted}> (purchased)</span>
                    ) : (
                      <PurchasedToPantry itemId={item.id} name={item.name} returnTo={here} />
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </section>
    </section>
  );
}
