import { describe, expect, it } from "vitest";
import { PERIOD_MESSAGES, resolvePeriod } from "./period";

// Wednesday 25 November 2026.
const TODAY = "2026-11-25";
const read = (query: string) => resolvePeriod(new URLSearchParams(query), TODAY);

describe("the analysis period of the address", () => {
  it.each([
    ["", "week", { from: "2026-11-22", to: TODAY }],
    ["period=week", "week", { from: "2026-11-22", to: TODAY }],
    ["period=month", "month", { from: "2026-11-01", to: TODAY }],
    ["period=month&from=2020-01-01", "month", { from: "2026-11-01", to: TODAY }],
    ["period=custom&from=2026-10-01&to=2026-10-31", "custom", { from: "2026-10-01", to: "2026-10-31" }],
    ["from=2026-10-01&to=2026-10-01", "custom", { from: "2026-10-01", to: "2026-10-01" }],
    ["period=custom&from=2025-11-25&to=2026-11-25", "custom", { from: "2025-11-25", to: TODAY }],
    ["period=custom", "custom", { from: "2026-11-22", to: TODAY }],
    ["period=nonsense", "week", { from: "2026-11-22", to: TODAY }],
  ])("%s → %s", (query, mode, period) => {
    expect(read(query)).toEqual({ ok: true, mode, period });
  });

  it.each([
    ["from=2026-02-30&to=2026-03-01", { from: PERIOD_MESSAGES.date }],
    ["from=yesterday&to=2026-13-01", { from: PERIOD_MESSAGES.date, to: PERIOD_MESSAGES.date }],
    ["from=2026-11-20&to=2026-11-10", { to: PERIOD_MESSAGES.order }],
    ["from=2025-11-24&to=2026-11-25", { to: PERIOD_MESSAGES.length }],
    // Issue 32: these hung the server (the day loop compared '10000-01-01' with '9999-12-31' as text).
    [
      "period=custom&from=9999-12-31&to=9999-12-31",
      { from: PERIOD_MESSAGES.bounds, to: PERIOD_MESSAGES.bounds },
    ],
    ["from=0000-01-01&to=2026-11-25", { from: PERIOD_MESSAGES.bounds }],
  ])("%s is refused with the input kept", (query, errors) => {
    const answer = read(query);
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.errors).toEqual(errors);
    const params = new URLSearchParams(query);
    expect(answer.input).toEqual({ from: params.get("from"), to: params.get("to") });
  });
});
