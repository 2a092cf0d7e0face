// /meal-planner/print?start_date&end_date: a print-friendly page of the range's meals — the planner's
// 'Print Meal Plan' and 'Export as PDF' (the browser's print dialog saves PDFs; docs/decisions/011-exports.md).
// The range form is a GET form, so everything works without JavaScript; with it, a Print button opens
// the print dialog.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { getHousehold } from "~/domain/household/household.server";
import { householdToday } from "~/domain/household/time-zone";
import { MEAL_TEXTS, MEAL_TYPE_LABELS, type MealType } from "~/domain/meal-plan/constants";
import { formatDay } from "~/domain/meal-plan/history.server";
import { listMeals } from "~/domain/meal-plan/meals.server";
import * as admin from "~/ui/admin/admin.css";
import * as css from "~/ui/household/family.css";
import { FieldErrors, formStyles } from "~/ui/kit/form";
import { PlannerRouteError } from "~/ui/meal-plan/planner-error";
import { formatTime } from "~/ui/meal-plan/planner-format";
import * as print from "~/ui/meal-plan/print-plan.css";
import { db } from "~/web/database.server";
import { addDays, parseDateRange } from "~/web/downloads";
import { requireUser } from "~/web/guards.server";
import { cleanSearchParams } from "~/web/input-gate.server";

export const meta: MetaFunction = () => [{ title: "Print meal plan | Family Meal Planner" }];

const PDF_NOTE = 'To save as PDF, choose "Save as PDF" in your browser\'s print dialog.';
/** Longer ranges list only the days that have meals. */
const EVERY_DAY_UP_TO = 31;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const params = cleanSearchParams(request);
  const database = await db();
  const household = await getHousehold(database, user.householdId);
  // The household's today, in its time zone (ADR 037), from the row just read.
  const parsed = parseDateRange(params, householdToday(household.timeZone, new Date()));
  const { start, end } = parsed.range;
  const meals = parsed.ok ? await listMeals(database, user.householdId, { from: start, to: end }) : [];
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  const everyDay = days.length <= EVERY_DAY_UP_TO;
  const loaded = {
    familyName: household.name,
    start,
    end,
    title: `Meal plan: ${formatDay(start)} – ${formatDay(end)}`,
    values: { start_date: params.get("start_date") ?? start, end_date: params.get("end_date") ?? end },
    errors: parsed.ok ? {} : parsed.errors,
    days: days
      .map((day) => ({
        date: day,
        label: formatDay(day),
        meals: meals
          .filter((m) => m.date === day)
          .map((m) => ({
            id: m.id,
            time: formatTime(m.time),
            isoTime: m.time,
            leftover: m.isLeftover,
            type: MEAL_TYPE_LABELS[m.mealType as MealType] ?? m.mealType,
            title: m.title,
            recipe: m.recipeTitle,
            servings: m.servings,
            forNames: m.forNames.length > 0 ? m.forNames.join(", ") : "Everyone",
            notes: m.notes,
            calories: m.nutrition?.calories ?? null,
          })),
      }))
      .filter((day) => everyDay || day.meals.length > 0),
  };
  return parsed.ok ? loaded : data(loaded, { status: 400 });
}

export default function PrintMealPlan() {
  const { familyName, start, end, title, values, errors, days } = useLoaderData<typeof loader>();
  const range = `start_date=${start}&end_date=${end}`;
  const fieldError = (name: "start_date" | "end_date") =>
    errors[name]?.length ? { "aria-invalid": true as const, "aria-describedby": `print-${name}-error` } : {};
  return (
    <article aria-labelledby="print-title" className={css.page}>
      {/* The wrapper has no class of its own, so the print stylesheet's [data-print='hide'] wins. */}
      <div data-print="hide">
        <div className={css.section}>
          <Form
            method="get"
            action="/meal-planner/print"
            className={admin.filterForm}
            aria-label="Dates to print"
          >
            <div className={formStyles.field}>
              <label className={formStyles.label} htmlFor="print-start_date">
                From
              </label>
              <input
                id="print-start_date"
                name="start_date"
                type="date"
                className={formStyles.input}
                defaultValue={values.start_date}
                {...fieldError("start_date")}
              />
              <FieldErrors id="print-start_date-error" errors={errors.start_date} />
            </div>
            <div className={formStyles.field}>
              <label className={formStyles.label} htmlFor="print-end_date">
                To
              </label>
              <input
                id="print-end_date"
                name="end_date"
                type="date"
                className={formStyles.input}
                defaultValue={values.end_date}
                {...fieldError("end_date")}
              />
              <FieldErrors id="print-end_date-error" errors={errors.end_date} />
            </div>
            <button type="submit" className={css.secondaryButton}>
              Show these dates
            </button>
          </Form>
          <p className={css.actions}>
            <PrintButton />
            <a href={`/meal-planner/export.ics?${range}`} className={css.secondaryButton} download>
              Download calendar (.ics)
            </a>
            <a href={`/meal-planner/export.csv?${range}`} className={css.secondaryButton} download>
              Download CSV
            </a>
            <Link to="/meal-planner" className={css.secondaryButton}>
              Back to the planner
            </Link>
          </p>
          <p className={css.notice}>{PDF_NOTE}</p>
        </div>
      </div>

      <header>
        <h1 id="print-title" className={css.title}>
          {title}
        </h1>
        <p className={css.familyName}>{familyName}</p>
      </header>

      {days.every((day) => day.meals.length === 0) ? <p>No meals are planned for these dates.</p> : null}
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`}>
          <h2 id={`day-${day.date}`} className={css.subtitle}>
            {day.label}
          </h2>
          {day.meals.length === 0 ? (
            <p className={css.muted}>Nothing planned.</p>
          ) : (
            <table className={`${css.printTable} ${print.dayTable}`}>
              <colgroup>
                <col className={print.column.time} />
                <col className={print.column.type} />
                <col className={print.column.what} />
                <col className={print.column.servings} />
                <col className={print.column.for} />
                <col className={print.column.notes} />
              </colgroup>
              <thead>
                <tr>
                  <th scope="col" className={css.th}>
                    Time
                  </th>
                  <th scope="col" className={css.th}>
                    Meal
                  </th>
                  <th scope="col" className={css.th}>
                    What
                  </th>
                  <th scope="col" className={css.th}>
                    Servings
                  </th>
                  <th scope="col" className={css.th}>
                    For
                  </th>
                  <th scope="col" className={css.th}>
                    Notes
                  </th>
                </tr>
              </thead>
              <tbody>
                {day.meals.map((meal) => (
                  <tr key={meal.id}>
                    <td className={css.td}>
                      <time dateTime={meal.isoTime}>{meal.time}</time>
                    </td>
                    <td className={css.td}>{meal.type}</td>
                    <td className={css.td}>
                      <strong>{meal.title}</strong>
                      {meal.leftover ? <> (leftovers)</> : null}
                      {meal.recipe && meal.recipe !== meal.title ? <> (recipe: {meal.recipe})</> : null}
                      {meal.calories !== null ? <> · {meal.calories} kcal per serving</> : null}
                    </td>
                    <td className={css.td}>{meal.servings}</td>
                    <td className={css.td}>{meal.forNames}</td>
                    <td className={css.td}>{meal.notes}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
    </article>
  );
}

/** Only with JavaScript: without it the note tells how to print. */
function PrintButton() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated)
    return <span className={css.muted}>Use your browser's print command to print this page.</span>;
  return (
    <button type="button" className={css.primaryButton} onClick={() => window.print()}>
      Print
    </button>
  );
}

export function ErrorBoundary() {
  return <PlannerRouteError title={MEAL_TEXTS.loadFailed} />;
}
