import { expect, test } from "vitest";
import { chartCacheSize, compactSvg, dailyCaloriesSvg, macroDoughnutSvg, trendSvg } from "./charts.server";

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

test("a chart's SVG is written compactly: coordinates to a tenth, no opacity of 1, empty elements closed", () => {
  const month = Array.from({ length: 31 }, (_, i) => ({
    label: `${i + 1}/1`,
    value: 1500 + ((i * 37) % 900),
  }));
  for (const svg of [dailyCaloriesSvg(month, 2000), trendSvg(month, 28, "g")]) {
    expect(svg).not.toMatch(/="[^"]*\d\.\d{2,}/);
    expect(svg).not.toContain('opacity="1"');
    expect(svg).not.toMatch(/><\/(line|rect|path|circle)>/);
    expect(svg).toContain("Target ");
  }
  // Text keeps its digits; attribute values are rounded, a negative zero becomes 0.
  expect(
    compactSvg(
      '<svg><line opacity="1" y1="148.6153846153846" x2="-0.0001" style="opacity:1"></line><text x="1.25">12.35 g</text></svg>',
    ),
  ).toBe('<svg><line y1="148.6" x2="0"/><text x="1.3">12.35 g</text></svg>');
});
