import { describe, expect, test } from "vitest";
import { budgetCard, groupByCategory, listSummary, money, sortItems } from "./summary";

const item = (purchased: boolean, estimatedPrice: number | null, actualPrice: number | null = null) => ({
  purchased,
  estimatedPrice,
  actualPrice,
});

describe("the list summary", () => {
  test.each([
    { name: "an empty list", items: [], count: 0, percent: 0, total: 0 },
    { name: "nothing bought", items: [item(false, 1.5), item(false, 2)], count: 2, percent: 0, total: 3.5 },
    {
      name: "one of three rounds to 33",
      items: [item(true, 1), item(false, 1), item(false, 1)],
      count: 3,
      percent: 33,
      total: 3,
    },
    {
      name: "two of three rounds to 67",
      items: [item(true, 1), item(true, null), item(false, 1)],
      count: 3,
      percent: 67,
      total: 2,
    },
    { name: "all bought", items: [item(true, 0.1), item(true, 0.2)], count: 2, percent: 100, total: 0.3 },
    { name: "no prices", items: [item(false, null)], count: 1, percent: 0, total: 0 },
  ])("$name", ({ items, count, percent, total }) => {
    const s = listSummary(items);
    expect([s.count, s.percentComplete, s.estimatedTotal]).toEqual([count, percent, total]);
  });

  test.each([
    [0, "0.00"],
    [0.3, "0.30"],
    [12.5, "12.50"],
    [3.456, "3.46"],
  ])("the estimated total %s shows as %s", (n, shown) => expect(money(n)).toBe(shown));
});

describe("the budget card", () => {
  test.each([
    { name: "no budget: no card", budget: null, items: [item(true, 5)], card: null },
    {
      name: "actual price counts, else the estimate; open items do not",
      budget: 100,
      items: [item(true, 10, 12), item(true, 5), item(false, 50)],
      card: { spent: 17, remaining: 83, low: false },
    },
    {
      name: "just above 20 % left is not low",
      budget: 100,
      items: [item(true, 79.99)],
      card: { spent: 79.99, remaining: 20.01, low: false },
    },
    {
      name: "exactly 20 % left is low",
      budget: 100,
      items: [item(true, 80)],
      card: { spent: 80, remaining: 20, low: true },
    },
    {
      name: "overspent: remaining stays 0 and is low",
      budget: 50,
      items: [item(true, 60)],
      card: { spent: 60, remaining: 0, low: true },
    },
    { name: "a zero budget is low", budget: 0, items: [], card: { spent: 0, remaining: 0, low: true } },
    {
      name: "nothing bought is not low",
      budget: 40,
      items: [item(false, 40)],
      card: { spent: 0, remaining: 40, low: false },
    },
  ])("$name", ({ budget, items, card }) => {
    const got = budgetCard(budget, items);
    if (card === null) expect(got).toBeNull();
    else expect(got).toMatchObject(card);
  });
});

describe("the sort modes", () => {
  const items = [
    { id: 1, name: "milk", category: "Dairy", priority: 0 },
    { id: 2, name: "Apples", category: "Produce", priority: 0 },
    { id: 3, name: "bread", category: "Bakery", priority: 1 },
    { id: 4, name: "Zucchini", category: "Produce", priority: 1 },
    { id: 5, name: "soap", category: "Weird", priority: 0 },
  ];
  test.each([
    { mode: "category" as const, order: ["Apples", "Zucchini", "milk", "bread", "soap"] },
    { mode: "name" as const, order: ["Apples", "bread", "milk", "soap", "Zucchini"] },
    { mode: "priority" as const, order: ["bread", "Zucchini", "Apples", "milk", "soap"] },
  ])("by $mode", ({ mode, order }) => {
    expect(sortItems(items, mode).map((i) => i.name)).toEqual(order);
  });

  test("the category sort groups under one heading per category", () => {
    const groups = groupByCategory(sortItems(items, "category"));
    expect(groups.map((g) => [g.category, g.items.length])).toEqual([
      ["Produce", 2],
      ["Dairy", 1],
      ["Bakery", 1],
      ["Weird", 1],
    ]);
  });
});
