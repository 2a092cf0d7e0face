import { describe, expect, it } from "vitest";
import { monthlyCharge, offeredActions, trialEnded } from "./subscription";

describe("subscription rules", () => {
  it("offers Cancel when active, Reactivate when canceled, Upgrade during the trial", () => {
    expect(offeredActions("active")).toEqual(["cancel"]);
    expect(offeredActions("canceled")).toEqual(["reactivate"]);
    expect(offeredActions("trial")).toEqual(["upgrade"]);
  });

  it("charges 1.99 a month for each member over five", () => {
    expect(monthlyCharge(1)).toEqual({ base: 9.99, extraMembers: 0, extraCharge: 0, total: 9.99 });
    expect(monthlyCharge(5)).toMatchObject({ extraMembers: 0, total: 9.99 });
    expect(monthlyCharge(6)).toMatchObject({ extraMembers: 1, extraCharge: 1.99, total: 11.98 });
    expect(monthlyCharge(8)).toMatchObject({ extraMembers: 3, extraCharge: 5.97, total: 15.96 });
  });

  it("knows when a trial has run out", () => {
    const end = new Date("2026-12-01T09:00:00Z");
    expect(trialEnded("trial", end, new Date("2026-11-30T09:00:00Z"))).toBe(false);
    expect(trialEnded("trial", end, end)).toBe(true);
    expect(trialEnded("active", end, new Date("2027-01-01T00:00:00Z"))).toBe(false);
  });
});
