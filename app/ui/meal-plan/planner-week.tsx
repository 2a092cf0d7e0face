// The week view: a table of 7 days (Sunday first) by meal type. With JavaScript a meal can be dragged
// (pointer or keyboard, @dnd-kit/core) onto another day and type; the move is posted with the meal's
// version and shown at once. Without JavaScript every meal has a Move link to the move form.
// The drag and drop code (planner-week-dnd.tsx, with dnd-kit) is loaded when the pointer or the focus
// first enters the table, so a page that is only read never fetches it. Once the page has hydrated,
// every meal shows its handle's place; the module lays the working handle over it and takes the
// table's own cells and meals as drop targets and draggables, so loading it redraws nothing
// (docs/decisions/058).
import { useFetcher, useRouteLoaderData } from "@remix-run/react";
import { type ComponentType, type ReactNode, useRef, useState } from "react";
import { MEAL_TEXTS, MEAL_TYPES, type MealType } from "~/domain/meal-plan/constants";
import { formatDay } from "~/domain/meal-plan/dates";
import { AppLink } from "~/ui/kit/app-link";
import { useHydrated } from "~/ui/kit/use-hydrated";
import { type FormAnswer, refusal } from "./form-answer";
import * as css from "./planner.css";
import { AddMealLink, MoveMealLink } from "./planner-dialogs";
import {
  type DayTotals,
  formatTime,
  longDate,
  nutrientText,
  type PlannerMeal,
  plannerHref,
  shortDate,
  shownTypes,
  typeLabel,
} from "./planner-format";
import { detailsHref, newMealHref } from "./planner-views";

type DragAndDrop = ComponentType<Parameters<typeof import("./planner-week-dnd").default>[0]>;

const cellId = (date: string, type: MealType) => `${date}|${type}`;
const parseCell = (id: string) => {
  const [date, type] = id.split("|");
  return date && MEAL_TYPES.includes(type as MealType) ? { date, type: type as MealType } : null;
};
const cellName = (id: string) => {
  const cell = parseCell(id);
  return cell ? `${typeLabel(cell.type)} on ${longDate(cell.date)}` : "a cell";
};

export function WeekView(props: {
  days: string[];
  today: string;
  meals: PlannerMeal[];
  typeTimes: Record<MealType, string>;
  totals: DayTotals[];
  members: number[];
  label: string;
  onDragging?: (dragging: boolean) => void;
  /** A day's own control in its header (the shopping list's 'Add to list'), when the page has one. */
  dayAction?: (day: string) => ReactNode;
}) {
  const hydrated = useHydrated();
  const table = useRef<HTMLTableElement>(null);
  const [dragAndDrop, setDragAndDrop] = useState<{ View: DragAndDrop } | null>(null);
  const loading = useRef(false);
  /** The first sign of a drag (pointer over or focus in the table) loads drag and drop, once. */
  function loadDragAndDrop() {
    if (loading.current || dragAndDrop) return;
    loading.current = true;
    import("./planner-week-dnd").then(
      (module) => setDragAndDrop({ View: module.default }),
      // Offline or a failed fetch: the Move links still work, and the next sign tries again.
      () => {
        loading.current = false;
      },
    );
  }
  const csrf = useRouteLoaderData<{ csrfToken: string }>("root")?.csrfToken ?? "";
  const fetcher = useFetcher<FormAnswer>({ key: "planner-move" });

  // The move being sent is shown at once in its new cell.
  const moving =
    fetcher.state !== "idle" && fetcher.formData
      ? {
          id: Number(fetcher.formData.get("meal_id")),
          date: String(fetcher.formData.get("date")),
          mealType: String(fetcher.formData.get("meal_type")) as MealType,
        }
      : null;
  const meals = props.meals.map((m) =>
    moving && m.id === moving.id ? { ...m, date: moving.date, mealType: moving.mealType } : m,
  );
  const types = shownTypes(meals);
  const totals = new Map(props.totals.map((t) => [t.date, t]));
  const titleOf = (id: unknown) => meals.find((m) => m.id === id)?.title ?? "The meal";
  const anyMissing = props.days.some((d) => (totals.get(d)?.mealsMissing ?? 0) > 0);
  const failure = fetcher.state === "idle" ? refusal(fetcher.data) : null;

  /** A meal dropped on a cell: dropping it where it is does nothing (docs/product.md#meal-planner). */
  function onMove(mealId: number, cell: string) {
    const target = parseCell(cell);
    const meal = meals.find((m) => m.id === mealId);
    if (!target || !meal || (meal.date === target.date && meal.mealType === target.type)) return;
    fetcher.submit(
      {
        _csrf: csrf,
        meal_id: String(meal.id),
        date: target.date,
        meal_type: target.type,
        version: String(meal.version),
        _response: "json",
      },
      { method: "post", action: `/meal-planner/meals/${meal.id}/move` },
    );
  }

  const grid = (
    <div className={css.tableWrap}>
      <table
        ref={table}
        className={css.weekTable}
        onPointerOver={hydrated ? loadDragAndDrop : undefined}
        onTouchStart={hydrated ? loadDragAndDrop : undefined}
        onFocus={hydrated ? loadDragAndDrop : undefined}
      >
        <caption className={css.caption}>
          Meals for {props.label}
          {hydrated ? (
            <span className={css.muted} data-print="hide">
              {" "}
              — drag a meal by its handle to move it
            </span>
          ) : null}
        </caption>
        <thead>
          <tr>
            <td className={css.rowHead} />
            {props.days.map((day) => (
              <th
                key={day}
                scope="col"
                className={`${css.th} ${day === props.today ? css.todayHead : ""}`}
                // The column is named by its day alone, not by the day's own control beside it.
                aria-label={
                  props.dayAction ? `${formatDay(day, "EEE")} ${formatDay(day, "MMM d")}` : undefined
                }
              >
                <AppLink
                  to={plannerHref({ view: "day", date: day, members: props.members })}
                  aria-current={day === props.today ? "date" : undefined}
                >
                  <abbr title={formatDay(day, "EEEE")}>{formatDay(day, "EEE")}</abbr>{" "}
                  {formatDay(day, "MMM d")}
                </AppLink>
                {props.dayAction?.(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {types.map((type) => (
            <tr key={type}>
              <th scope="row" className={css.rowHead}>
                {typeLabel(type)}
                <span className={css.muted} style={{ display: "block" }}>
                  {formatTime(props.typeTimes[type])}
                </span>
              </th>
              {props.days.map((day) => (
                <DropCell key={day} id={cellId(day, type)}>
                  <ul className={css.cellList}>
                    {meals
                      .filter((m) => m.date === day && m.mealType === type)
                      .map((meal) => (
                        <WeekMeal
                          key={meal.id}
                          meal={meal}
                          pending={moving?.id === meal.id}
                          handle={hydrated}
                        />
                      ))}
                  </ul>
                  <AddMealLink to={newMealHref(day, type)} className={css.tinyLink} data-print="hide">
                    + Add
                    <span className={css.visuallyHidden}>
                      {" "}
                      {typeLabel(type).toLowerCase()} on {longDate(day)}
                    </span>
                  </AddMealLink>
                </DropCell>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={css.rowHead}>
              Daily totals
            </th>
            {props.days.map((day) => {
              const t = totals.get(day);
              return (
                <td key={day} className={css.totalsCell}>
                  {t && t.meals > 0 && t.calories === null ? (
                    <>
                      No data<span aria-hidden="true">*</span>
                      <span className={css.visuallyHidden}> (its meals have no nutrition data)</span>
                    </>
                  ) : t && t.meals > 0 ? (
                    <>
                      {nutrientText("calories", t.calories)}
                      {t.mealsMissing > 0 ? (
                        <>
                          <span aria-hidden="true">*</span>
                          <span className={css.visuallyHidden}> (some meals have no nutrition data)</span>
                        </>
                      ) : null}
                      <span style={{ display: "block" }}>
                        <abbr title="Protein">P</abbr> {nutrientText("protein", t.protein)} ·{" "}
                        <abbr title="Carbs">C</abbr> {nutrientText("carbs", t.carbs)} ·{" "}
                        <abbr title="Fat">F</abbr> {nutrientText("fat", t.fat)}
                      </span>
                    </>
                  ) : (
                    <span className={css.muted}>
                      <span aria-hidden="true">—</span>
                      <span className={css.visuallyHidden}>No meals on {shortDate(day)}</span>
                    </span>
                  )}
                </td>
              );
            })}
          </tr>
        </tfoot>
      </table>
    </div>
  );

  return (
    <div className={css.wideLayout}>
      {failure ? (
        <div role="alert" className={css.errorNotice}>
          <p className={css.errorText}>
            {failure.conflict ? failure.text : `${MEAL_TEXTS.moveFailed} ${failure.text}`}
          </p>
          {failure.conflict ? (
            <p className={css.muted}>
              <a href={plannerHref({ view: "week", date: props.days[0], members: props.members })}>Reload</a>
            </p>
          ) : null}
        </div>
      ) : null}
      {grid}
      {dragAndDrop ? (
        <dragAndDrop.View
          table={table}
          cells={types.flatMap((type) => props.days.map((day) => cellId(day, type)))}
          meals={meals}
          onMove={onMove}
          onDragging={props.onDragging}
          mealTitle={titleOf}
          cellName={cellName}
        />
      ) : null}
      {anyMissing ? (
        <p className={css.muted}>
          * Some meals on this day have no nutrition data, so its total is incomplete.
        </p>
      ) : null}
    </div>
  );
}

function DropCell({ id, children }: { id: string; children: ReactNode }) {
  return (
    <td className={css.cell} data-cell={id}>
      {children}
    </td>
  );
}

function WeekMeal({ meal, pending, handle }: { meal: PlannerMeal; pending: boolean; handle: boolean }) {
  return (
    <li className={`${css.cellMeal} ${pending ? css.pending : ""}`} data-meal-id={meal.id}>
      {/* The handle's place: drag and drop puts its button here when it loads (planner-week-dnd.tsx). */}
      {handle ? (
        <span className={css.handleSlot} data-drag-handle="" data-print="hide">
          <span aria-hidden="true">⠿</span>
        </span>
      ) : null}
      <div className={css.cellMealBody}>
        <AppLink to={detailsHref(meal.id)}>{meal.title}</AppLink>
        {meal.isLeftover ? <span className={css.leftoverBadge}>Leftover</span> : null}
        <MoveMealLink mealId={meal.id} title={meal.title} className={css.tinyLink} data-print="hide">
          Move<span className={css.visuallyHidden}> {meal.title}</span>
        </MoveMealLink>
      </div>
    </li>
  );
}
