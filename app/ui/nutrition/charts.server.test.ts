import { expect, test } from "vitest";
import { chartCacheSize, dailyCaloriesSvg, macroDoughnutSvg, trendSvg } from "./charts.server";

const days = [
  { label: "Sun 22", value: 1800 },
  { label: "Mon 23", value: 2300 },
  { label: "Tue 24", value: 0 },
];

test("a chart is a bare SVG that scales to its box and leaves the reading to its table", () => {
  const svg = dailyCaloriesSvg(days, 2000);
  expect(svg.startsWith("<svg")).toBe(true);
  expect(svg.endsWith("</svg>")).toBe(true);
  expect(svg).toContain('viewBox="0 0 480 260" width="100%"');
  expect(svg).toContain('aria-hidden="true"');
  expect(svg).not.toContain("<div");
  // The target is a dashed line.
  expect(svg).toMatch(/stroke-dasharray[:=]\s*"?6 4/);
  expect(trendSvg(days, 50, "g")).toMatch(/stroke-dasharray[:=]\s*"?6 4/);
  expect(
    macroDoughnutSvg([
      { label: "Protein", kcal: 400 },
      { label: "Fat", kcal: 900 },
    ]),
  ).toContain("<path");
});

test("the same data is drawn once; other data is drawn anew", () => {
  const first = trendSvg(days, 28, "g");
  const size = chartCacheSize();
  expect(trendSvg(days, 28, "g")).toBe(first);
  expect(chartCacheSize()).toBe(size);
  const other = trendSvg(days, 30, "g");
  expect(other).not.toBe(first);
  expect(chartCacheSize()).toBe(size + 1);
});
