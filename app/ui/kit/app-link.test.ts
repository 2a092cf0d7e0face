import { describe, expect, it } from "vitest";
import { appLinkTarget } from "./app-link";

const ORIGIN = "http://localhost:3000";
const plain = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const link = (href: string, target = "", attributes: string[] = []) => ({
  href,
  target,
  hasAttribute: (name: string) => attributes.includes(name),
});

describe("appLinkTarget: which clicks on an AppLink the app navigates itself", () => {
  it("a plain left click on an address of the app: its path, query and hash", () => {
    expect(appLinkTarget(plain, link(`${ORIGIN}/meal-planner?view=day&date=2026-11-27#month`), ORIGIN)).toBe(
      "/meal-planner?view=day&date=2026-11-27#month",
    );
    expect(appLinkTarget(plain, link(`${ORIGIN}/recipes/7`, "_self"), ORIGIN)).toBe("/recipes/7");
  });

  it("a modifier key or another button is the browser's (a new tab or window, a download)", () => {
    for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const)
      expect(appLinkTarget({ ...plain, [key]: true }, link(`${ORIGIN}/recipes`), ORIGIN)).toBeNull();
    expect(appLinkTarget({ ...plain, button: 1 }, link(`${ORIGIN}/recipes`), ORIGIN)).toBeNull();
  });

  it("a click already handled, another frame, a download or another origin is left alone", () => {
    expect(appLinkTarget({ ...plain, defaultPrevented: true }, link(`${ORIGIN}/recipes`), ORIGIN)).toBeNull();
    expect(appLinkTarget(plain, link(`${ORIGIN}/recipes`, "_blank"), ORIGIN)).toBeNull();
    expect(appLinkTarget(plain, link(`${ORIGIN}/export.csv`, "", ["download"]), ORIGIN)).toBeNull();
    expect(appLinkTarget(plain, link("https://example.com/recipes"), ORIGIN)).toBeNull();
    expect(appLinkTarget(plain, link("not a url"), ORIGIN)).toBeNull();
  });
});
