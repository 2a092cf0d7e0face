// The Nutrition Analysis screen (docs/product.md#nutrition): the period card, the member select, the
// Nutritional Summary (macro doughnut, daily calories, progress towards goals), the goals toggle and form,
// Nutrition Trends, Top Sources, Insights and the Meal Type Breakdown. Every control is a link or a GET
// form, so the screen works without JavaScript; the charts arrive as static SVG drawn on the server, each
// with a text table.
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
// Only types and the zod-free constants come from the domain: analysis.ts and goals.ts bring zod, which
// would cost this page ~20 KiB of JS; their texts (labels, the empty text) arrive with the loader's data.
import type { BarColour, Insight } from "~/domain/nutrition/analysis";
import { NUTRIENT_UNITS, NUTRIENTS, type Nutrient } from "~/domain/nutrition/constants";
import type { PeriodMode } from "~/domain/nutrition/period";
import { FieldErrors, formStyles } from "../kit/form";
import { PageHeader } from "../kit/page-title";
import * as css from "./analysis.css";

export type ProgressRow = {
  nutrient: Nutrient;
  value: number;
  target: number;
  percent: number;
  bar: number;
  colour: BarColour;
  status: string;
  maximum: boolean;
};

export type AnalysisData = {
  label: string;
  daysWithEntries: number;
  entries: number;
  days: ({ date: string; label: string } & Record<Nutrient, number>)[];
  average: Record<Nutrient, number>;
  macro: { protein: number; carbs: number; fat: number };
  progress: ProgressRow[];
  sources: { title: string; value: number }[];
  insights: Insight[];
  mealTypes: {
    mealType: string;
    label: string;
    calories: number;
    protein: number;
    carbs: number;
    fat: number;
  }[];
  charts: { macro: string | null; daily: string; trend: string };
};

export type ScreenData = {
  mode: PeriodMode;
  input: { from: string; to: string };
  errors: Partial<Record<"from" | "to", string>>;
  members: { id: number; name: string }[];
  memberId: number | null;
  memberNote: string;
  nutrient: Nutrient;
  targets: Record<Nutrient, number>;
  goalsOpen: boolean;
  print: boolean;
  /** The query of the shown view (period, member, nutrient), for links that change one part. */
  base: Record<string, string>;
  analysis: AnalysisData | null;
  /** The nutrients' names and the empty text (NUTRIENT_LABELS, NO_DATA of the domain). */
  labels: Record<Nutrient, string>;
  noData: string;
};

// One formatter per precision: toLocaleString with options builds a new Intl.NumberFormat on every call,
// which was the page's largest cost in a profile (hundreds of numbers a page).
const FORMATS = [0, 1].map((digits) => new Intl.NumberFormat("en-US", { maximumFractionDigits: digits }));
const fmt = (n: number, digits: 0 | 1 = 0) => FORMATS[digits]!.format(n);
const withUnit = (n: Nutrient, value: number) =>
  `${fmt(value, n === "calories" ? 0 : 1)} ${NUTRIENT_UNITS[n]}`;

/** The address of this screen with some parameters changed (null drops one). */
export function hrefWith(base: Record<string, string>, change: Record<string, string | null>, path = "") {
  const params = new URLSearchParams(base);
  for (const [k, v] of Object.entries(change)) {
    if (v === null) params.delete(k);
    else params.set(k, v);
  }
  const qs = params.toString();
  return `/nutrition-analysis${path}${qs ? `?${qs}` : ""}`;
}

export function AnalysisView(props: { data: ScreenData; goals: ReactNode }) {
  const { data } = props;
  const a = data.analysis;
  return (
    <section aria-labelledby="analysis-title" className={css.page}>
      <PageHeader id="analysis-title" title="Nutrition Analysis" toolbarHiddenInPrint>
        <a href={hrefWith(data.base, {}, "/export.csv")} className={css.secondaryButton} download>
          Export Report (CSV)
        </a>
        {data.print ? (
          <Link to={hrefWith(data.base, { print: null })} className={css.secondaryButton}>
            Back to the analysis
          </Link>
        ) : (
          <Link to={hrefWith(data.base, { print: "1" })} className={css.secondaryButton}>
            Print view
          </Link>
        )}
      </PageHeader>
      {data.print ? (
        <p className={css.muted} data-print="hide">
          Use your browser's Print command to print this report or save it as PDF.
        </p>
      ) : (
        <PeriodCard data={data} />
      )}

      {a === null ? null : (
        <>
          <Summary data={data} a={a} />
          {data.print ? null : (
            <p data-print="hide">
              <Link
                to={hrefWith(data.base, { goals: data.goalsOpen ? null : "1" })}
                className={css.secondaryButton}
                preventScrollReset
                aria-expanded={data.goalsOpen}
              >
                {data.goalsOpen ? "Hide Nutrition Goals" : "Update Nutrition Goals"}
              </Link>
            </p>
          )}
          {data.goalsOpen && !data.print ? props.goals : null}
          <Trends data={data} a={a} />
          <Sources data={data} a={a} />
          <Insights a={a} noData={data.noData} />
          <MealTypes a={a} />
        </>
      )}
    </section>
  );
}

function PeriodCard({ data }: { data: ScreenData }) {
  const keep = { member: data.base.member ?? null, nutrient: data.base.nutrient ?? null };
  const modes: [PeriodMode, string, string][] = [
    ["week", "This Week", hrefWith({}, { period: "week", ...keep })],
    ["month", "This Month", hrefWith({}, { period: "month", ...keep })],
    [
      "custom",
      "Custom",
      hrefWith({}, { period: "custom", from: data.input.from, to: data.input.to, ...keep }),
    ],
  ];
  return (
    <section aria-labelledby="period-title" className={css.section} data-print="hide">
      <h2 id="period-title" className={css.subtitle}>
        Analysis Period
      </h2>
      <nav aria-label="Period" className={css.toolbar}>
        {modes.map(([mode, label, href]) => (
          <Link
            key={mode}
            to={href}
            className={css.modeLink}
            aria-current={data.mode === mode ? "true" : undefined}
          >
            {label}
          </Link>
        ))}
      </nav>
      <Form method="get" className={css.periodRow}>
        <input type="hidden" name="period" value="custom" />
        {data.base.member ? <input type="hidden" name="member" value={data.base.member} /> : null}
        {data.base.nutrient ? <input type="hidden" name="nutrient" value={data.base.nutrient} /> : null}
        {(["from", "to"] as const).map((side) => (
          <div key={side} className={css.dateField}>
            <label className={formStyles.label} htmlFor={`period-${side}`}>
              {side === "from" ? "From" : "To"}
            </label>
            <input
              id={`period-${side}`}
              name={side}
              type="date"
              className={formStyles.input}
              defaultValue={data.input[side]}
              key={data.input[side]}
              aria-invalid={data.errors[side] ? true : undefined}
              aria-describedby={`period-${side}-error`}
            />
            <FieldErrors
              id={`period-${side}-error`}
              errors={data.errors[side] ? [data.errors[side]] : undefined}
            />
          </div>
        ))}
        <button type="submit" className={css.primaryButton}>
          Update Analysis
        </button>
      </Form>
      {data.members.length > 0 ? (
        <Form method="get" className={css.memberForm}>
          {Object.entries(data.base)
            .filter(([k]) => k !== "member")
            .map(([k, v]) => (
              <input key={k} type="hidden" name={k} value={v} />
            ))}
          <div className={css.dateField}>
            <label className={formStyles.label} htmlFor="member">
              Whose intake
            </label>
            <select id="member" name="member" className={formStyles.input} defaultValue={data.memberId ?? ""}>
              <option value="">Whole household</option>
              {data.members.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={css.secondaryButton}>
            Show
          </button>
        </Form>
      ) : null}
    </section>
  );
}

function Chart(props: { svg: string; small?: boolean }) {
  return (
    <div
      className={props.small ? css.smallChart : css.chart}
      // Our own SVG, drawn on the server from numbers (charts.server.tsx); no user text reaches it.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-drawn chart markup
      dangerouslySetInnerHTML={{ __html: props.svg }}
    />
  );
}

function Summary({ data, a }: { data: ScreenData; a: AnalysisData }) {
  const NUTRIENT_LABELS = data.labels;
  const macroTotal = a.macro.protein + a.macro.carbs + a.macro.fat;
  return (
    <section aria-labelledby="summary-title" className={css.section}>
      <div>
        <h2 id="summary-title" className={css.subtitle}>
          Nutritional Summary
        </h2>
        <p className={css.muted}>
          {a.label}
          {" · "}
          {data.memberNote}
        </p>
      </div>
      {a.daysWithEntries === 0 ? <p className={css.empty}>{data.noData}</p> : null}
      <div className={css.grid}>
        <figure className={css.figure}>
          {a.charts.macro ? <Chart svg={a.charts.macro} small /> : null}
          <table className={css.table}>
            <caption className={css.caption}>Macronutrient calories, daily average</caption>
            <thead>
              <tr>
                <th scope="col">Macronutrient</th>
                <th scope="col" className="num">
                  kcal
                </th>
                <th scope="col" className="num">
                  Share
                </th>
              </tr>
            </thead>
            <tbody>
              {(["protein", "carbs", "fat"] as const).map((m) => (
                <tr key={m}>
                  <th scope="row">{NUTRIENT_LABELS[m]}</th>
                  <td className="num">{fmt(a.macro[m])}</td>
                  <td className="num">{macroTotal > 0 ? `${fmt((a.macro[m] / macroTotal) * 100)}%` : "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
        <figure className={css.figure}>
          <Chart svg={a.charts.daily} />
          <DayTable
            caption={`Daily calories (target ${fmt(data.targets.calories)} kcal, dashed)`}
            nutrient="calories"
            label={NUTRIENT_LABELS.calories}
            days={a.days}
          />
        </figure>
      </div>
      <h3 className={css.subtitle}>Progress Towards Goals</h3>
      <ul className={css.progressList}>
        {a.progress.map((p) => (
          <li key={p.nutrient} className={css.progressCard}>
            <strong>{NUTRIENT_LABELS[p.nutrient]}</strong>
            <span>
              {withUnit(p.nutrient, p.value)} of {withUnit(p.nutrient, p.target)}
              {p.maximum ? " (maximum)" : ""} · {fmt(p.percent)}%
            </span>
            <div
              className={css.track}
              role="progressbar"
              aria-label={`${NUTRIENT_LABELS[p.nutrient]}: ${p.status}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(p.bar)}
            >
              <div className={`${css.bar} ${css.barColour[p.colour]}`} style={{ width: `${p.bar}%` }} />
            </div>
            <p className={css.status} data-colour={p.colour}>
              {p.status}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function DayTable(props: { caption: string; nutrient: Nutrient; label: string; days: AnalysisData["days"] }) {
  return (
    <details className={css.tableBox} open={props.days.length <= 7}>
      <summary>Table: {props.caption}</summary>
      <table className={css.table}>
        <caption className={css.caption}>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col" className="num">
              {props.label} ({NUTRIENT_UNITS[props.nutrient]})
            </th>
          </tr>
        </thead>
        <tbody>
          {props.days.map((d) => (
            <tr key={d.date}>
              <th scope="row">
                <time dateTime={d.date}>{d.label}</time>
              </th>
              <td className="num">{fmt(d[props.nutrient], props.nutrient === "calories" ? 0 : 1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

function Trends({ data, a }: { data: ScreenData; a: AnalysisData }) {
  const NUTRIENT_LABELS = data.labels;
  const n = data.nutrient;
  return (
    <section aria-labelledby="trends-title" className={css.section}>
      <h2 id="trends-title" className={css.subtitle}>
        Nutrition Trends
      </h2>
      <ul className={css.chips} aria-label="Nutrient" data-print="hide">
        {NUTRIENTS.map((chip) => (
          <li key={chip}>
            <Link
              to={hrefWith(data.base, { nutrient: chip })}
              preventScrollReset
              className={css.modeLink}
              aria-current={chip === n ? "true" : undefined}
            >
              {NUTRIENT_LABELS[chip]}
            </Link>
          </li>
        ))}
      </ul>
      <figure className={css.figure}>
        <Chart svg={a.charts.trend} />
        <DayTable
          caption={`${NUTRIENT_LABELS[n]} per day (target ${fmt(data.targets[n])} ${NUTRIENT_UNITS[n]}, dashed)`}
          nutrient={n}
          label={NUTRIENT_LABELS[n]}
          days={a.days}
        />
      </figure>
    </section>
  );
}

function Sources({ data, a }: { data: ScreenData; a: AnalysisData }) {
  const NUTRIENT_LABELS = data.labels;
  const n = data.nutrient;
  return (
    <section aria-labelledby="sources-title" className={css.section}>
      <h2 id="sources-title" className={css.subtitle}>
        Top Sources of {NUTRIENT_LABELS[n]}
      </h2>
      {a.sources.length === 0 ? (
        <p className={css.muted}>{data.noData}</p>
      ) : (
        <ol>
          {a.sources.map((s) => (
            <li key={s.title}>
              {s.title}: {withUnit(n, s.value)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const INSIGHT_LABELS = { positive: "✓ Good", negative: "! Watch", info: "i Note" } as const;

function Insights({ a, noData }: { a: AnalysisData; noData: string }) {
  return (
    <section aria-labelledby="insights-title" className={css.section}>
      <h2 id="insights-title" className={css.subtitle}>
        Nutrition Insights
      </h2>
      {a.insights.length === 0 ? (
        <p className={css.muted}>{noData}</p>
      ) : (
        <ul className={css.insights}>
          {a.insights.map((i) => (
            <li key={i.text} className={css.insight[i.kind]} data-kind={i.kind}>
              <span className={css.insightLabel}>{INSIGHT_LABELS[i.kind]}:</span> {i.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MealTypes({ a }: { a: AnalysisData }) {
  return (
    <section aria-labelledby="types-title" className={css.section}>
      <h2 id="types-title" className={css.subtitle}>
        Meal Type Nutrition Breakdown
      </h2>
      <div className={css.tableBox}>
        <table className={css.table}>
          <caption className={css.caption}>Daily averages by meal type</caption>
          <thead>
            <tr>
              <th scope="col">Meal</th>
              <th scope="col" className="num">
                kcal
              </th>
              <th scope="col" className="num">
                Protein
              </th>
              <th scope="col" className="num">
                Carbs
              </th>
              <th scope="col" className="num">
                Fat
              </th>
            </tr>
          </thead>
          <tbody>
            {a.mealTypes.map((t) => (
              <tr key={t.mealType}>
                <th scope="row">{t.label}</th>
                <td className="num">{fmt(t.calories)}</td>
                <td className="num">{fmt(t.protein, 1)} g</td>
                <td className="num">{fmt(t.carbs, 1)} g</td>
                <td className="num">{fmt(t.fat, 1)} g</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
