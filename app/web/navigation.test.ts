import { expect, test } from "vitest";
import { type NavItem, visibleItems } from "./navigation";

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
