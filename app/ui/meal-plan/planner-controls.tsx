// The planner's controls: Today, previous and next, the range title, the Month/Week/Day switcher and
// the family-member filter (a GET form, so it works without JavaScript; 'Select All' is added with it).
import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "~/ui/kit/use-hydrated";
import * as css from "./planner.css";
import { plannerHref, shiftDate, VIEW_LABELS, VIEWS, type View } from "./planner-format";

export type FilterMember = { id: number; name: string };

export function PlannerControls(props: {
  view: View;
  date: string;
  today: string;
  label: string;
  members: FilterMember[];
  selected: number[];
}) {
  const { view, date, selected } = props;
  const href = (over: { view?: View; date?: string }) =>
    plannerHref({ view: over.view ?? view, date: over.date ?? date, members: selected });
  return (
    <div className={css.header}>
      <div className={css.toolbar}>
        <nav aria-label="Dates" className={css.toolbar} data-print="hide">
          <Link to={href({ date: props.today })} className={css.secondaryButton}>
            Today
          </Link>
          <Link to={href({ date: shiftDate(view, date, -1) })} className={css.secondaryButton}>
            <span aria-hidden="true">← </span>Previous<span className={css.visuallyHidden}> {view}</span>
          </Link>
          <Link to={href({ date: shiftDate(view, date, 1) })} className={css.secondaryButton}>
            Next<span className={css.visuallyHidden}> {view}</span>
            <span aria-hidden="true"> →</span>
          </Link>
        </nav>
        <h2 className={css.rangeLabel} aria-live="polite">
          {props.label}
        </h2>
      </div>
      <div className={css.toolbar} data-print="hide">
        <nav aria-label="Planner views">
          <ul className={css.switcher}>
            {VIEWS.map((v) => (
              <li key={v}>
                <Link
                  to={href({ view: v })}
                  className={css.switcherLink}
                  aria-current={v === view ? "page" : undefined}
                >
                  {VIEW_LABELS[v]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <MemberFilter key={selected.join(",")} {...props} />
      </div>
    </div>
  );
}

function MemberFilter(props: { view: View; date: string; members: FilterMember[]; selected: number[] }) {
  const hydrated = useHydrated();
  const all = props.members.map((m) => m.id);
  const [checked, setChecked] = useState<number[]>(props.selected.length ? props.selected : all);
  const summary =
    props.selected.length === 0
      ? "All Members"
      : props.selected.length === 1
        ? (props.members.find((m) => m.id === props.selected[0])?.name ?? "1 selected")
        : `${props.selected.length} selected`;
  const toggle = (id: number, on: boolean) =>
    setChecked((now) => (on ? [...new Set([...now, id])] : now.filter((x) => x !== id)));
  return (
    <details className={css.filter} data-refresh-pause>
      <summary className={css.filterSummary}>
        <span className={css.visuallyHidden}>Family members: </span>
        {summary}
      </summary>
      <Form method="get" action="/meal-planner" className={css.filterPanel}>
        <input type="hidden" name="view" value={props.view} />
        <input type="hidden" name="date" value={props.date} />
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>Show meals of</legend>
          {hydrated ? (
            <label className={css.check}>
              <input
                type="checkbox"
                checked={checked.length === all.length}
                onChange={(e) => setChecked(e.currentTarget.checked ? all : [])}
              />
              Select All
            </label>
          ) : null}
          {props.members.map((m) => (
            <label key={m.id} className={css.check}>
              <input
                type="checkbox"
                name="members"
                value={m.id}
                checked={checked.includes(m.id)}
                onChange={(e) => toggle(m.id, e.currentTarget.checked)}
              />
              {m.name}
            </label>
          ))}
        </fieldset>
        <div className={css.actions}>
          <button type="submit" className={css.primaryButton}>
            Apply
          </button>
          <Link to={plannerHref({ view: props.view, date: props.date })} className={css.smallButton}>
            All Members
          </Link>
        </div>
      </Form>
    </details>
  );
}
