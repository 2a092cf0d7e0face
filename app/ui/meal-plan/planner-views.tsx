// The planner's day and month views, the nutrition summary and the small pieces the views share
// (meal-type badges, nutrition chips). The week view, with drag and drop, is in planner-week.tsx.
import { Fragment, type ReactNode } from "react";
import { MEAL_NUTRIENTS, type MealType } from "~/domain/meal-plan/constants";
import { formatDay } from "~/domain/meal-plan/dates";
import type { NutritionValues } from "~/domain/nutrition/constants";
import { AppLink } from "~/ui/kit/app-link";
import * as css from "./planner.css";
import { RemoveMealControl } from "./planner-client";
import { AddMealLink, EditMealLink, LeftoversLink } from "./planner-dialogs";
import {
  type DayTotals,
  formatTime,
  kcal,
  longDate,
  type MonthMeal,
  NUTRIENT_LABELS,
  type NutritionSummary,
  nutrientText,
  type PlannerMeal,
  plannerHref,
  shownTypes,
  typeLabel,
  UNKNOWN,
} from "./planner-format";
import { TypeBadge } from "./type-badge";

export { TypeBadge };

export const detailsHref = (id: number) => `/meal-planner/meals/${id}`;
export const newMealHref = (date: string, type: MealType) => `/meal-planner/new?date=${date}&type=${type}`;

/** The known nutrition values of a meal per serving, as chips; nothing when none is known. */
export function NutritionChips({ nutrition }: { nutrition: NutritionValues | null }) {
  if (!nutrition) return null;
  const known = MEAL_NUTRIENTS.filter((k) => nutrition[k] !== null && nutrition[k] !== undefined);
  if (known.length === 0) return null;
  return (
    <ul className={css.chips} aria-label="Nutrition per serving">
      {known.map((key) => (
        <li key={key} className={css.chip}>
          {key === "calories" ? "" : `${NUTRIENT_LABELS[key]} `}
          {nutrientText(key, nutrition[key])}
        </li>
      ))}
    </ul>
  );
}

/** Every nutrient of a meal per serving, '—' where it is not known (as the recipe page shows them). */
export function NutritionList({ nutrition }: { nutrition: NutritionValues }) {
  const unknown = MEAL_NUTRIENTS.some((k) => nutrition[k] === null || nutrition[k] === undefined);
  return (
    <>
      <dl className={css.definitions}>
        {MEAL_NUTRIENTS.map((key) => (
          <Fragment key={key}>
            <dt>{NUTRIENT_LABELS[key]}</dt>
            <dd>{nutrientText(key, nutrition[key])}</dd>
          </Fragment>
        ))}
      </dl>
      {unknown ? <p className={css.muted}>{UNKNOWN} means the value is not known for this meal.</p> : null}
    </>
  );
}

// --- day view -----------------------------------------------------------------------------------------

export function DayView(props: {
  date: string;
  meals: PlannerMeal[];
  typeTimes: Record<MealType, string>;
  /** The day's own control above its sections (the shopping list's 'Add to list'), when the page has one. */
  dayAction?: (day: string) => ReactNode;
}) {
  const types = shownTypes(props.meals);
  return (
    <div className={css.sections}>
      {props.dayAction ? <div className={css.dayTools}>{props.dayAction(props.date)}</div> : null}
      {types.map((type) => {
        const meals = props.meals.filter((m) => m.mealType === type);
        const headingId = `day-${type}`;
        return (
          <section key={type} aria-labelledby={headingId} className={css.section}>
            <div className={css.sectionHead}>
              <h3 id={headingId} className={css.subtitle}>
                {typeLabel(type)}
              </h3>
              <p className={css.muted}>
                <span className={css.visuallyHidden}>Default time </span>
                {formatTime(props.typeTimes[type])}
              </p>
            </div>
            {meals.length === 0 ? (
              <p className={css.muted} data-print="hide">
                <AddMealLink to={newMealHref(props.date, type)}>Add {typeLabel(type)}</AddMealLink>
              </p>
            ) : (
              <ul className={css.list}>
                {meals.map((meal) => (
                  <li key={meal.id}>
                    <DayMeal meal={meal} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

function DayMeal({ meal }: { meal: PlannerMeal }) {
  const titleId = `meal-${meal.id}-title`;
  const hidden = (text: string) => <span className={css.visuallyHidden}>{text}</span>;
  return (
    <article className={css.mealCard} aria-labelledby={titleId}>
      <div className={css.mealHead}>
        <time className={css.muted} dateTime={meal.time}>
          {formatTime(meal.time)}
        </time>
        <h4 id={titleId} className={css.mealTitle}>
          {meal.title}
        </h4>
        {meal.isLeftover ? <span className={css.leftoverBadge}>Leftover</span> : null}
        {meal.prepared ? <span className={css.preparedBadge}>Prepared</span> : null}
      </div>
      <NutritionChips nutrition={meal.nutrition} />
      <div className={css.actions} data-print="hide">
        <AppLink to={detailsHref(meal.id)} className={css.smallButton}>
          Details{hidden(` of ${meal.title}`)}
        </AppLink>
        <EditMealLink mealId={meal.id} className={css.smallButton}>
          Edit{hidden(` ${meal.title}`)}
        </EditMealLink>
        <RemoveMealControl meal={meal} className={css.smallButton} />
        {meal.isLeftover ? null : (
          <LeftoversLink mealId={meal.id} className={css.smallButton}>
            Mark as having leftovers{hidden(` for ${meal.title}`)}
          </LeftoversLink>
        )}
      </div>
    </article>
  );
}

// --- month view ---------------------------------------------------------------------------------------

const MONTH_CELL_MEALS = 3;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export function MonthView(props: {
  date: string;
  today: string;
  days: string[];
  meals: MonthMeal[];
  totals: DayTotals[];
  members: number[];
  label: string;
}) {
  const month = props.date.slice(0, 7);
  const weeks: string[][] = [];
  for (let i = 0; i < props.days.length; i += 7) weeks.push(props.days.slice(i, i + 7));
  const totals = new Map(props.totals.map((t) => [t.date, t]));
  return (
    <div className={css.tableWrap} id={MONTH_ID}>
      <table className={css.monthTable}>
        <caption className={css.caption}>Meals in {props.label}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" className={css.th}>
                <abbr title={day}>{day.slice(0, 3)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const meals = props.meals.filter((m) => m.date === day);
                const more = meals.length - MONTH_CELL_MEALS;
                const dayHref = plannerHref({ view: "day", date: day, members: props.members });
                const calories = totals.get(day)?.calories ?? null;
                const outside = day.slice(0, 7) !== month;
                const when = formatDay(day, "MMMM d");
                const chosen = day === props.date;
                return (
                  <td
                    key={day}
                    className={`${css.monthCell} ${outside ? css.outsideDay : ""} ${chosen ? css.phoneDaySelected : ""}`}
                  >
                    <PhoneDayLink
                      day={day}
                      meals={meals}
                      chosen={chosen}
                      today={day === props.today}
                      members={props.members}
                    />
                    <AppLink
                      to={dayHref}
                      className={css.dayNumber}
                      aria-current={day === props.today ? "date" : undefined}
                    >
                      <span className={css.visuallyHidden}>{longDate(day).replace(/ \d+, \d+$/, " ")}</span>
                      {Number(day.slice(8, 10))}
                    </AppLink>
                    {meals.length > 0 ? (
                      <ul className={css.cellList}>
                        {meals.slice(0, MONTH_CELL_MEALS).map((meal) => (
                          <li key={meal.id} className={css.monthMeal}>
                            <TypeBadge type={meal.mealType} short />
                            <AppLink to={detailsHref(meal.id)} className={css.monthMealTitle}>
                              {meal.title}
                            </AppLink>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    {more > 0 ? (
                      <AppLink to={dayHref} className={css.tinyLink}>
                        + {more} more<span className={css.visuallyHidden}> meals on {when}</span>
                      </AppLink>
                    ) : null}
                    {calories !== null && calories > 0 ? <p className={css.muted}>{kcal(calories)}</p> : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The month's grid: a day's link on a phone scrolls here, so the grid and the chosen day are in view. */
const MONTH_ID = "month";
const PHONE_DOTS = 6;
const dayName = (day: string) => formatDay(day, "EEEE, MMMM d");

/** On a phone a month's day is one link: its number and a dot per meal; it shows the day below. */
function PhoneDayLink(props: {
  day: string;
  meals: MonthMeal[];
  chosen: boolean;
  today: boolean;
  members: number[];
}) {
  const { meals } = props;
  const count = meals.length === 0 ? "no meals" : meals.length === 1 ? "1 meal" : `${meals.length} meals`;
  return (
    <AppLink
      to={`${plannerHref({ view: "month", date: props.day, members: props.members })}#${MONTH_ID}`}
      className={css.phoneDay}
      aria-current={props.today ? "date" : undefined}
      data-phone-day
    >
      <span aria-hidden="true">{Number(props.day.slice(8, 10))}</span>
      <span className={css.visuallyHidden}>
        {dayName(props.day)}: {count}
        {props.chosen ? " (shown below)" : ""}
      </span>
      {meals.length > 0 ? (
        <span className={css.dots} aria-hidden="true">
          {meals.slice(0, PHONE_DOTS).map((meal) => (
            <span key={meal.id} className={css.dot[meal.mealType]} />
          ))}
          {meals.length > PHONE_DOTS ? <span className={css.moreDots}>+</span> : null}
        </span>
      ) : null}
    </AppLink>
  );
}

/** The chosen day's meals under the month's grid (shown on phones, where the grid has no titles). */
export function ChosenDay({ date, meals, members }: { date: string; meals: MonthMeal[]; members: number[] }) {
  const name = dayName(date);
  return (
    <section aria-labelledby="chosen-day-title" className={css.chosenDay}>
      <h3 id="chosen-day-title" className={css.smallHeading}>
        {name}
      </h3>
      {meals.length === 0 ? (
        <p className={css.muted}>No meals planned.</p>
      ) : (
        <ul className={css.list}>
          {meals.map((meal) => (
            <li key={meal.id} className={css.chosenMeal}>
              <TypeBadge type={meal.mealType} />
              <time className={css.muted} dateTime={meal.time}>
                {formatTime(meal.time)}
              </time>
              <AppLink to={detailsHref(meal.id)}>{meal.title}</AppLink>
              {meal.isLeftover ? <span className={css.leftoverBadge}>Leftover</span> : null}
            </li>
          ))}
        </ul>
      )}
      <div className={css.actions} data-print="hide">
        <AddMealLink to={newMealHref(date, "dinner")} className={css.smallButton}>
          Add a meal<span className={css.visuallyHidden}> on {name}</span>
        </AddMealLink>
        <AppLink to={plannerHref({ view: "day", date, members })} className={css.smallButton}>
          Open day<span className={css.visuallyHidden}> view of {name}</span>
        </AppLink>
      </div>
    </section>
  );
}

// --- nutrition summary --------------------------------------------------------------------------------

/** '(not known for 2 of 5 meals)' beside a value some meals do not state. */
function MissingNote({ count, of }: { count: number; of: number }) {
  if (count <= 0) return null;
  return (
    <span className={css.muted}>
      {" "}
      (not known for {count} of {of} {of === 1 ? "meal" : "meals"})
    </span>
  );
}

export function NutritionSummaryPanel({ summary, title }: { summary: NutritionSummary; title: string }) {
  const total = summary.mode === "total";
  const { values, missing } = summary;
  return (
    <section aria-labelledby="nutrition-summary-title" className={css.summary}>
      <h2 id="nutrition-summary-title" className={css.subtitle}>
        {title}
      </h2>
      {summary.empty ? (
        <p className={css.muted}>No nutrition data for this period.</p>
      ) : (
        <>
          <p className={css.muted}>{total ? "Total calories" : "Average daily calories"}</p>
          <p className={css.bigNumber}>{nutrientText("calories", values.calories)}</p>
          {summary.macros ? (
            <>
              <div className={css.macroBar} aria-hidden="true">
                {(["protein", "carbs", "fat"] as const).map((key) => (
                  <span
                    key={key}
                    className={css.macroSegment[key]}
                    style={{ width: `${summary.macros?.[key] ?? 0}%` }}
                  />
                ))}
              </div>
              <p className={css.muted}>
                Protein {summary.macros.protein}% · Carbs {summary.macros.carbs}% · Fat {summary.macros.fat}%
                <span className={css.visuallyHidden}> of calories</span>
                {summary.macroMeals < summary.meals
                  ? ` (from the ${summary.macroMeals === 1 ? "1 meal that states" : `${summary.macroMeals} meals that state`} protein, carbs and fat)`
                  : null}
              </p>
            </>
          ) : null}
          <dl className={css.definitions}>
            {(["protein", "carbs", "fat", "fiber", "sugar"] as const).map((key) => (
              <Fragment key={key}>
                <dt>{NUTRIENT_LABELS[key]}</dt>
                <dd>
                  {nutrientText(key, values[key])}
                  <MissingNote count={missing[key]} of={summary.meals} />
                </dd>
              </Fragment>
            ))}
          </dl>
          {total ? null : (
            <p className={css.muted}>
              Averaged over {summary.days} {summary.days === 1 ? "day" : "days"} with nutrition data.
            </p>
          )}
          {summary.mealsMissing > 0 ? (
            <p className={css.muted}>
              {summary.mealsMissing === 1
                ? "1 meal has no calories stated and is not counted."
                : `${summary.mealsMissing} meals have no calories stated and are not counted.`}{" "}
              {UNKNOWN} means a value no meal states.
            </p>
          ) : null}
          {summary.members.length > 0 ? (
            <>
              <h3 className={css.smallHeading}>
                Calories per family member{total ? "" : " (daily average)"}
              </h3>
              <dl className={css.definitions}>
                {summary.members.map((m) => (
                  <Fragment key={m.id}>
                    <dt>{m.name}</dt>
                    <dd>
                      {m.meals === 0 ? "No meals" : nutrientText("calories", m.calories)}
                      <MissingNote count={m.missing} of={m.meals} />
                    </dd>
                  </Fragment>
                ))}
              </dl>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
