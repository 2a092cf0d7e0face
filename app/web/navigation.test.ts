import { expect, test } from "vitest";
import { isCurrentPage, type NavItem, visibleItems } from "./navigation";

const items: NavItem[] = [
  { label: "Dashboard", to: "/" },
  { label: "Shopping List", to: "/shopping-list", flag: "shopping_list_enabled" },
  { label: "Admin", to: "/admin", adminOnly: true },
];

test("flagged items show only when their flag is on for the role; admin items only to admins", () => {
  expect(visibleItems(items, "member", []).map((i) => i.label)).toEqual(["Dashboard"]);
  expect(visibleItems(items, "member", ["shopping_list_enabled"]).map((i) => i.label)).toEqual([
    "Dashboard",
    "Shopping List",
  ]);
  expect(visibleItems(items, "admin", ["shopping_list_enabled"]).map((i) => i.label)).toEqual([
    "Dashboard",
    "Shopping List",
    "Admin",
  ]);
});

test.each<[string, string, boolean]>([
  ["/", "/", true],
  ["/", "/recipes", false],
  ["/recipes", "/recipes", true],
  ["/recipes", "/recipes/", true],
  ["/recipes", "/recipes/12/edit", true],
  ["/recipes", "/Recipes", true],
  ["/recipes", "/recipes-old", false],
  ["/meal-planner", "/meal-planner/history", true],
  ["/meal-planner/history", "/meal-planner", false],
])("the header link to %s is current at %s: %s (NavLink's rule)", (to, pathname, expected) => {
  expect(isCurrentPage(to, pathname)).toBe(expected);
});
