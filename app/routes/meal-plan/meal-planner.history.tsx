// Meal history for auditors (docs/product.md#meal-history): the household's meal events newest first, with a
// GET filter form (works without JavaScript), Newer/Older paging on the log's own order, and the same
// filters as CSV or JSON-lines downloads. Admins may open any household's log, or every household's.
// Paging and exports: docs/decisions/011-exports.md.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { NotFoundError } from "~/domain/errors";
import { getHousehold, listHouseholdUsers } from "~/domain/household/household.server";
import {
  actorName,
  EVENT_TYPE_LABELS,
  existingMealIds,
  formatRecordedAt,
  HISTORY_EVENT_TYPES,
  type HistoryEventType,
  historyQueryString,
  listHistory,
  mealIdOf,
  mealTitlesAt,
  resolveHistoryQuery,
  sourceLabel,
  summarizeEvent,
} from "~/domain/meal-plan/history.server";
import * as admin from "~/ui/admin/admin.css";
import * as css from "~/ui/household/family.css";
import { AppLink } from "~/ui/kit/app-link";
import { FieldErrors, formStyles } from "~/ui/kit/form";
import { RouteErrorBoundary } from "~/ui/kit/route-error";
import { db } from "~/web/database.server";
import { requireUser } from "~/web/guards.server";
import { cleanSearchParams } from "~/web/input-gate.server";

export const meta: MetaFunction = () => [{ title: "Meal history | Family Meal Planner" }];

const PAGE_SIZE = 50;
type FieldName = "from" | "to" | "type" | "person" | "meal" | "household";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const database = await db();
  const params = cleanSearchParams(request);
  let query: Awaited<ReturnType<typeof resolveHistoryQuery>>;
  try {
    query = await resolveHistoryQuery(database, user, params);
  } catch (error) {
    if (error instanceof NotFoundError)
      throw new Response("We could not find that family's history.", { status: 404 });
    throw error;
  }
  // What the form shows: the values as typed, so a mistake can be corrected.
  const values = Object.fromEntries(
    (["from", "to", "type", "person", "meal", "household"] as const).map((k) => [k, params.get(k) ?? ""]),
  ) as Record<FieldName, string>;
  const scope = query.householdId;
  const household = scope === null ? null : await getHousehold(database, scope);
  const people = scope === null ? [] : await listHouseholdUsers(database, scope);
  const base = {
    isAdmin: user.role === "admin",
    everyFamily: scope === null,
    scopeName: household ? household.name : "All families",
    otherHousehold: scope !== user.householdId,
    values,
    people: people.map((p) => ({ id: p.id, name: p.name })),
    types: HISTORY_EVENT_TYPES.map((type) => ({ value: type, label: EVENT_TYPE_LABELS[type] })),
  };
  if (!query.ok) {
    return data(
      { ...base, errors: query.errors, rows: [], newer: null, older: null, filters: "" },
      { status: 400 },
    );
  }
  const page = await listHistory(
    database,
    query.filter,
    { before: query.search.before, after: query.search.after },
    PAGE_SIZE,
  );
  // Links go to meals that still exist in the reader's own household (details are household-scoped);
  // meals are named by the title they had when the event was recorded.
  const [linkable, titles] = await Promise.all([
    existingMealIds(
      database,
      user.householdId,
      page.events.flatMap((e) => (e.householdId === user.householdId ? [mealIdOf(e) ?? 0] : [])),
    ),
    mealTitlesAt(database, page.events),
  ]);
  return {
    ...base,
    errors: {} as Partial<Record<FieldName, string[]>>,
    filters: historyQueryString(query.search),
    newer: page.newer,
    older: page.older,
    rows: page.events.map((event) => {
      const mealId = mealIdOf(event);
      const named = titles.get(event.globalPosition);
      return {
        key: `${event.householdId}-${event.householdSequence}`,
        when: formatRecordedAt(event.recordedAt),
        iso: new Date(event.recordedAt).toISOString(),
        who: actorName(event.metadata),
        source: sourceLabel(event.metadata?.source),
        type: EVENT_TYPE_LABELS[event.type as HistoryEventType] ?? event.type,
        summary: summarizeEvent(event, named),
        householdId: event.householdId,
        ownHousehold: event.householdId === user.householdId,
        mealId,
        mealTitle: named?.meal ?? null,
        mealExists: mealId !== null && linkable.has(mealId),
      };
    }),
  };
}

export default function MealHistory() {
  const loaded = useLoaderData<typeof loader>();
  const { rows, filters, newer, older, scopeName, otherHousehold, everyFamily } = loaded;
  const suffix = filters ? `?${filters}` : "";
  const pageLink = (param: "before" | "after", value: number) =>
    `/meal-planner/history?${filters ? `${filters}&` : ""}${param}=${value}`;
  return (
    <section aria-labelledby="history-title" className={css.page}>
      <div className={css.header}>
        <div>
          <h1 id="history-title" className={css.title}>
            Meal history
          </h1>
          <p className={css.familyName}>{scopeName}</p>
        </div>
        <div className={css.toolbar}>
          <a href={`/meal-planner/history.csv${suffix}`} className={css.secondaryButton} download>
            Download CSV
          </a>
          <a href={`/meal-planner/history.jsonl${suffix}`} className={css.secondaryButton} download>
            Download JSON lines
          </a>
        </div>
      </div>
      <p className={css.muted}>
        Every change to the meal plan is recorded here: who made it, when (server time, UTC), from where and
        what changed. Entries are never edited or deleted.
        {otherHousehold ? " You are reading another family's log as an administrator." : null}
      </p>

      <Filters />

      <div className={css.tableWrap}>
        <table className={css.table}>
          <caption className={css.muted}>
            {rows.length === 0 ? "No changes match these filters." : "Changes to the meal plan, newest first"}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={css.th}>
                When
              </th>
              <th scope="col" className={css.th}>
                Who
              </th>
              <th scope="col" className={css.th}>
                From
              </th>
              <th scope="col" className={css.th}>
                What changed
              </th>
              <th scope="col" className={css.th}>
                Meal
              </th>
              {everyFamily ? (
                <th scope="col" className={css.th}>
                  Family id
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td className={css.td}>
                  <time dateTime={row.iso}>{row.when}</time>
                </td>
                <td className={css.td}>{row.who}</td>
                <td className={css.td}>{row.source}</td>
                <td className={css.td}>
                  <strong>{row.type}</strong>
                  <br />
                  {row.summary}
                </td>
                <td className={css.td} style={{ whiteSpace: "nowrap" }}>
                  {row.mealId === null ? (
                    "—"
                  ) : (
                    <>
                      {row.mealExists ? (
                        <AppLink to={`/meal-planner/meals/${row.mealId}`}>
                          {row.mealTitle ?? `Meal #${row.mealId}`}
                        </AppLink>
                      ) : (
                        (row.mealTitle ?? `Meal #${row.mealId}`)
                      )}
                      {row.mealTitle ? <span className={css.muted}> #{row.mealId}</span> : null}
                      {!row.mealExists && row.ownHousehold ? (
                        <span className={css.muted}> (no longer planned)</span>
                      ) : null}
                    </>
                  )}
                </td>
                {everyFamily ? <td className={css.td}>{row.householdId}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {newer !== null || older !== null ? (
        <nav aria-label="History pages" className={css.actions}>
          {newer !== null ? (
            <AppLink to={pageLink("after", newer)} className={css.secondaryButton}>
              Newer
            </AppLink>
          ) : null}
          {older !== null ? (
            <AppLink to={pageLink("before", older)} className={css.secondaryButton}>
              Older
            </AppLink>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

/** The filter form: a GET form, so the filters live in the URL and work without JavaScript. */
function Filters() {
  const { values, errors, people, types, isAdmin } = useLoaderData<typeof loader>();
  const field = (name: FieldName) => ({
    id: `history-${name}`,
    name,
    "aria-invalid": errors[name]?.length ? true : undefined,
    "aria-describedby": errors[name]?.length ? `history-${name}-error` : undefined,
  });
  const personKnown = !values.person || people.some((p) => String(p.id) === values.person);
  return (
    <Form method="get" action="/meal-planner/history" className={css.section} aria-label="Filter the history">
      <div className={admin.filterForm}>
        <FilterField label="From" name="from" errors={errors.from}>
          <input type="date" className={formStyles.input} defaultValue={values.from} {...field("from")} />
        </FilterField>
        <FilterField label="To" name="to" errors={errors.to}>
          <input type="date" className={formStyles.input} defaultValue={values.to} {...field("to")} />
        </FilterField>
        <FilterField label="Event type" name="type" errors={errors.type}>
          <select className={formStyles.input} defaultValue={values.type} {...field("type")}>
            <option value="">All changes</option>
            {types.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label="Person" name="person" errors={errors.person}>
          <select className={formStyles.input} defaultValue={values.person} {...field("person")}>
            <option value="">Anyone</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
            {personKnown ? null : <option value={values.person}>Account #{values.person}</option>}
          </select>
        </FilterField>
        <FilterField label="Meal id" name="meal" errors={errors.meal}>
          <input
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            size={8}
            className={formStyles.input}
            defaultValue={values.meal}
            {...field("meal")}
          />
        </FilterField>
        {isAdmin ? (
          <FilterField
            label="Family id"
            name="household"
            errors={errors.household}
            hint="Administrators: a family's id, or 'all'. Empty is your own."
          >
            <input
              type="text"
              size={8}
              className={formStyles.input}
              defaultValue={values.household}
              {...field("household")}
            />
          </FilterField>
        ) : null}
        <div className={css.actions}>
          <button type="submit" className={css.primaryButton}>
            Apply filters
          </button>
          <AppLink to="/meal-planner/history" className={css.secondaryButton}>
            Clear
          </AppLink>
        </div>
      </div>
    </Form>
  );
}

function FilterField(props: {
  label: string;
  name: FieldName;
  errors?: string[];
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={`history-${props.name}`}>
        {props.label}
      </label>
      {props.children}
      {props.hint ? <p className={formStyles.hint}>{props.hint}</p> : null}
      <FieldErrors id={`history-${props.name}-error`} errors={props.errors} />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorBoundary
      notFound={{
        title: "Not found",
        message: "We could not find that.",
        back: { to: "/meal-planner/history", label: "Back to your meal history" },
      }}
      fallback={{ title: "Error loading the meal history", retryTo: "/meal-planner/history" }}
    />
  );
}
