// A new meal's repeat (add only): daily, weekly, every two weeks, monthly (same date or same weekday) or
// custom days, until an end date or a year ahead. An edit changes one meal of a series, never the series.
import {
  MONTHLY_OPTIONS,
  type MonthlyOption,
  RECURRING_PATTERNS,
  type RecurringPattern,
} from "~/domain/meal-plan/constants";
import { FieldErrors, formStyles } from "~/ui/kit/form";
import * as css from "./meal-form.css";
import { MealField } from "./meal-form-field";
import type { MealFormSectionProps } from "./meal-form-state";
import { END_DATE_HINT } from "./meal-form-values";

const PATTERN_LABELS: Record<RecurringPattern, string> = {
  daily: "Daily",
  weekly: "Weekly",
  biweekly: "Every two weeks",
  monthly: "Monthly",
  custom: "Custom days",
};
const MONTHLY_LABELS: Record<MonthlyOption, string> = {
  "same-date": "On the same date (e.g. the 15th)",
  "same-day": "On the same weekday (e.g. the third Tuesday)",
};
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export function MealSeries(props: MealFormSectionProps) {
  const { form, values, errorsOf, hydrated } = props;
  const { state, set } = form;
  return (
    <fieldset className={css.section}>
      <legend className={css.legend}>Recurrence</legend>
      <span className={formStyles.checkRow}>
        <input
          type="checkbox"
          id="meal-is_recurring"
          name="is_recurring"
          value="on"
          checked={state.repeat}
          onChange={(e) => set({ repeat: e.currentTarget.checked })}
        />
        <label htmlFor="meal-is_recurring">Repeat</label>
      </span>
      <div className={css.grid} hidden={hydrated && !state.repeat}>
        <MealField
          name="recurring_pattern"
          label="Repeats"
          errors={errorsOf("recurring_pattern")}
          hint={hydrated ? undefined : "Used when 'Repeat' is ticked."}
        >
          {(a) => (
            <select
              {...a}
              className={formStyles.input}
              value={state.pattern}
              onChange={(e) => set({ pattern: e.currentTarget.value })}
            >
              {RECURRING_PATTERNS.map((p) => (
                <option key={p} value={p}>
                  {PATTERN_LABELS[p]}
                </option>
              ))}
            </select>
          )}
        </MealField>
        <MealField
          name="monthly_option"
          label="Monthly on"
          errors={errorsOf("monthly_option")}
          hint={hydrated ? undefined : "Only used for a monthly repeat."}
          hidden={hydrated && state.pattern !== "monthly"}
        >
          {(a) => (
            <select {...a} className={formStyles.input} defaultValue={values.monthly_option}>
              {MONTHLY_OPTIONS.map((o) => (
                <option key={o} value={o}>
                  {MONTHLY_LABELS[o]}
                </option>
              ))}
            </select>
          )}
        </MealField>
        <fieldset
          className={`${css.weekdays} ${css.wide}`}
          hidden={hydrated && state.pattern !== "custom"}
          aria-describedby="meal-recurring_days-hint meal-recurring_days-error"
        >
          <legend className={formStyles.label}>On these days</legend>
          {WEEKDAYS.map((day, i) => (
            <span key={day} className={css.choice}>
              <input
                type="checkbox"
                id={`meal-day-${i}`}
                name="recurring_days"
                value={String(i)}
                defaultChecked={values.recurring_days.includes(String(i))}
              />
              <label htmlFor={`meal-day-${i}`}>{day}</label>
            </span>
          ))}
          <p id="meal-recurring_days-hint" className={`${formStyles.hint} ${css.wide}`}>
            {hydrated ? "Pick one or more days." : "Only used for 'Custom days'."}
          </p>
          <FieldErrors id="meal-recurring_days-error" errors={errorsOf("recurring_days")} />
        </fieldset>
        <MealField name="end_date" label="Ends on" errors={errorsOf("end_date")} hint={END_DATE_HINT}>
          {(a) => <input {...a} type="date" className={formStyles.input} defaultValue={values.end_date} />}
        </MealField>
      </div>
      <FieldErrors id="meal-is_recurring-error" errors={errorsOf("is_recurring")} />
    </fieldset>
  );
}
