// 'Generate Missing Nutrition Data' (docs/product.md#meal-planner): a real POST form over the range the
// planner shows, answered by the planner's action with a flash message (post/redirect/get), so it works
// without JavaScript; with it, the button says it is working while the request runs.
import { Form, useNavigation } from "@remix-run/react";
import { CsrfField } from "~/ui/kit/csrf-field";
import * as css from "./planner.css";
import type { View } from "./planner-format";

export const GENERATE_INTENT = "generate-nutrition";
export const GENERATE_LABEL = "Generate Missing Nutrition Data";

export function GenerateNutritionForm(props: {
  from: string;
  to: string;
  view: View;
  date: string;
  members: number[];
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === GENERATE_INTENT;
  return (
    <Form method="post" action="/meal-planner?index" data-print="hide">
      <CsrfField />
      <input type="hidden" name="intent" value={GENERATE_INTENT} />
      <input type="hidden" name="start_date" value={props.from} />
      <input type="hidden" name="end_date" value={props.to} />
      <input type="hidden" name="view" value={props.view} />
      <input type="hidden" name="date" value={props.date} />
      {props.members.length ? <input type="hidden" name="members" value={props.members.join(",")} /> : null}
      <button type="submit" className={css.secondaryButton} aria-disabled={busy || undefined}>
        {busy ? "Generating…" : GENERATE_LABEL}
      </button>
    </Form>
  );
}
