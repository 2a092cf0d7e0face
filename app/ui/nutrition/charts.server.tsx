// The analysis screen's charts, drawn by @nivo on the server as static SVG: fixed size, no animation,
// no interaction, so they show without JavaScript and no chart library reaches the browser. Drawing a
// chart costs milliseconds, so each distinct picture is drawn once and kept in a small in-process cache
// keyed by the data it shows (docs/decisions/033-nutrition-analysis-screen.md). The SVG scales to its box
// (viewBox, width 100 %) so a phone never scrolls sideways; every chart has a text table beside it.

import { createHash } from "node:crypto";
import { Bar } from "@nivo/bar";
import { Line } from "@nivo/line";
import { Pie } from "@nivo/pie";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** Colours readable on the light and the dark surface alike. */
export const MACRO_COLOURS = { Protein: "#2f7ebc", Carbs: "#d08a1d", Fat: "#b8487a" } as const;
const BAR_COLOUR = "#2e8b57";
const TARGET_COLOUR = "#c0392b";

const theme = {
  text: { fill: "currentColor", fontSize: 12 },
  axis: {
    ticks: { text: { fill: "currentColor", fontSize: 11 }, line: { stroke: "#8a9691" } },
    domain: { line: { stroke: "#8a9691" } },
  },
  grid: { line: { stroke: "#8a9691", strokeOpacity: 0.35 } },
};

const CACHE_SIZE = 256;
const cache = new Map<string, string>();

/** Draws once per distinct key; the least recently used picture goes first when the cache is full. */
function cached(key: string, draw: () => string): string {
  const hash = createHash("sha1").update(key).digest("base64url");
  const hit = cache.get(hash);
  if (hit !== undefined) {
    cache.delete(hash);
    cache.set(hash, hit);
    return hit;
  }
  const svg = draw();
  cache.set(hash, svg);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return svg;
}

/** How many pictures the cache holds (for tests and the bench). */
export const chartCacheSize = () => cache.size;

/** The chart's <svg> alone (nivo wraps it in a div), scaled to its box and hidden from screen readers, who read the table. */
function staticSvg(chart: ReactElement, width: number, height: number): string {
  const html = renderToStaticMarkup(chart);
  const start = html.indexOf("<svg");
  const end = html.lastIndexOf("</svg>");
  if (start < 0 || end < 0) return "";
  return compactSvg(
    html
      .slice(start, end + "</svg>".length)
      .replace(
        `width="${width}" height="${height}" role="img"`,
        `viewBox="0 0 ${width} ${height}" width="100%" preserveAspectRatio="xMidYMid meet" aria-hidden="true"`,
      ),
  );
}

/**
 * The same picture in fewer bytes: nivo writes coordinates to sixteen digits, an opacity of 1 on every
 * element and a close tag for every empty one. A chart's SVG is sent twice per page (in the HTML and in
 * the data for hydration), so its size is paid twice in every render (issue 15's 300 requests/s). Only
 * attribute values are rounded (to 0.1 of a unit of a 480-wide view box, below a pixel); text is kept.
 */
export function compactSvg(svg: string): string {
  return svg
    .replace(/="([^"]*)"/g, (_, value: string) => `="${value.replace(LONG_NUMBER, roundTenth)}"`)
    .replaceAll(' opacity="1"', "")
    .replaceAll(' style="opacity:1"', "")
    .replace(/<rect width="\d+" height="\d+" fill="transparent"><\/rect>/, "")
    .replace(/<(line|rect|path|circle)((?:\s[^>]*)?)><\/\1>/g, "<$1$2/>");
}
const LONG_NUMBER = /-?\d+\.\d{2,}(?:e[-+]?\d+)?/gi;
const roundTenth = (number: string) => String(Math.round(Number(number) * 10) / 10 || 0);

export type MacroSlice = { label: keyof typeof MACRO_COLOURS; kcal: number };

/** The doughnut of macro calories. */
export function macroDoughnutSvg(slices: MacroSlice[]): string {
  const data = slices
    .filter((s) => s.kcal > 0)
    .map((s) => ({ id: s.label, label: s.label, value: Math.round(s.kcal), color: MACRO_COLOURS[s.label] }));
  const W = 320;
  const H = 240;
  return cached(JSON.stringify(["pie", data]), () =>
    staticSvg(
      <Pie
        width={W}
        height={H}
        data={data}
        animate={false}
        isInteractive={false}
        innerRadius={0.58}
        padAngle={1}
        margin={{ top: 16, right: 16, bottom: 16, left: 16 }}
        colors={(d) => d.data.color}
        enableArcLinkLabels={false}
        arcLabel={(d) => `${d.id}`}
        arcLabelsSkipAngle={18}
        arcLabelsTextColor="#ffffff"
        theme={{ ...theme, labels: { text: { fontSize: 12, fontWeight: 600 } } }}
        role="img"
      />,
      W,
      H,
    ),
  );
}

export type DayValue = { label: string; value: number };

/** Ticks for a period's days: every day up to eight, then about eight. */
const ticksOf = (labels: string[]) => {
  const every = Math.max(1, Math.ceil(labels.length / 8));
  return labels.filter((_, i) => i % every === 0);
};

/** Daily calories as bars with the target as a dashed line. */
export function dailyCaloriesSvg(days: DayValue[], target: number): string {
  const data = days.map((d) => ({ day: d.label, calories: Math.round(d.value) }));
  // Narrow enough that its text stays readable when a phone shrinks it to its card.
  const W = 480;
  const H = 260;
  return cached(JSON.stringify(["bar", data, target]), () =>
    staticSvg(
      <Bar
        width={W}
        height={H}
        data={data}
        keys={["calories"]}
        indexBy="day"
        animate={false}
        isInteractive={false}
        enableLabel={false}
        colors={[BAR_COLOUR]}
        padding={0.25}
        valueScale={{
          type: "linear",
          min: 0,
          max: Math.max(target * 1.15, ...data.map((d) => d.calories * 1.05), 1),
        }}
        margin={{ top: 16, right: 16, bottom: 40, left: 56 }}
        axisBottom={{ tickValues: ticksOf(data.map((d) => d.day)), tickSize: 4 }}
        axisLeft={{ tickValues: 5, tickSize: 4 }}
        gridYValues={5}
        markers={[targetMarker(target)]}
        theme={theme}
        role="img"
      />,
      W,
      H,
    ),
  );
}

/** The dashed line of a target, as the bars and the trend draw it. */
const targetMarker = (target: number) => ({
  axis: "y" as const,
  value: target,
  lineStyle: { stroke: TARGET_COLOUR, strokeWidth: 2, strokeDasharray: "6 4" },
  legend: `Target ${target}`,
  legendPosition: "top-right" as const,
  textStyle: { fill: TARGET_COLOUR, fontSize: 12 },
});

/** One nutrient per day as a line, with its target dashed. */
export function trendSvg(days: DayValue[], target: number, unit: string): string {
  const points = days.map((d) => ({ x: d.label, y: Math.round(d.value * 10) / 10 }));
  const W = 480;
  const H = 240;
  const top = Math.max(target * 1.15, ...points.map((p) => p.y * 1.05), 1);
  return cached(JSON.stringify(["line", points, target, unit]), () =>
    staticSvg(
      <Line
        width={W}
        height={H}
        data={[{ id: "value", data: points }]}
        animate={false}
        isInteractive={false}
        useMesh={false}
        colors={[BAR_COLOUR]}
        lineWidth={3}
        pointSize={points.length > 40 ? 0 : 6}
        yScale={{ type: "linear", min: 0, max: top }}
        margin={{ top: 16, right: 16, bottom: 40, left: 56 }}
        axisBottom={{ tickValues: ticksOf(points.map((p) => p.x)), tickSize: 4 }}
        axisLeft={{ tickValues: 5, tickSize: 4, legend: unit, legendOffset: -44, legendPosition: "middle" }}
        gridYValues={5}
        enableGridX={false}
        markers={[targetMarker(target)]}
        theme={theme}
        role="img"
      />,
      W,
      H,
    ),
  );
}
