// The family setting 'Take ingredients from the pantry when a meal is prepared' (ADR 039): its own small
// form on the Family Settings page, saved like the others.
import { Form } from "@remix-run/react";
import * as buttons from "~/ui/kit/button.css";
import { CsrfField } from "~/ui/kit/csrf-field";
import * as page from "~/ui/kit/page.css";

export const DEPLETE_INTENT = "deplete-pantry";

export function DepleteSettingForm(props: { on: boolean; disabled: boolean }) {
  return (
    <section aria-labelledby="pantry-setting-title" className={page.section}>
      <h2 id="pantry-setting-title" className={page.subtitle}>
        Pantry
      </h2>
      <Form method="post" action="/family/settings">
        <CsrfField />
        <input type="hidden" name="intent" value={DEPLETE_INTENT} />
        <p>
          <input
            type="checkbox"
            id="deplete_pantry_on_prepared"
            name="deplete_pantry_on_prepared"
            defaultChecked={props.on}
            disabled={props.disabled}
          />{" "}
          <label htmlFor="deplete_pantry_on_prepared">
            Take a meal's ingredients from the pantry when it is marked as prepared
          </label>
        </p>
        {props.disabled ? null : (
          <button type="submit" className={buttons.secondaryButton}>
            Save pantry setting
          </button>
        )}
      </Form>
    </section>
  );
}
