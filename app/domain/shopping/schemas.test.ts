// The page's form and the API refuse and accept at the same boundaries (docs/product.md#shopping-list).
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { ApiItemSchema, ItemFormSchema, ListFormSchema, SortSchema, ToggleFormSchema } from "./schemas";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const page = (fields: Record<string, string>) => parseWithZod(form(fields), { schema: ItemFormSchema });

describe("an item", () => {
  test.each([
    { name: "quantity at the minimum", quantity: 0.01, ok: true },
    { name: "quantity below it", quantity: 0.009, ok: false },
    { name: "quantity 0", quantity: 0, ok: false },
    { name: "quantity with 3 decimals", quantity: 1.005, ok: false },
    { name: "a large quantity", quantity: 100_000, ok: true },
    { name: "beyond the maximum", quantity: 100_001, ok: false },
  ])("$name: the page and the API agree", ({ quantity, ok }) => {
    expect(page({ name: "Milk", quantity: String(quantity) }).status === "success").toBe(ok);
    expect(ApiItemSchema.safeParse({ name: "Milk", quantity }).success).toBe(ok);
  });

  test.each([
    { price: 0, ok: true },
    { price: 2.5, ok: true },
    { price: -0.01, ok: false },
    { price: 1.234, ok: false },
  ])("estimated price $price", ({ price, ok }) => {
    expect(page({ name: "Milk", quantity: "1", estimatedPrice: String(price) }).status === "success").toBe(
      ok,
    );
    expect(ApiItemSchema.safeParse({ name: "Milk", quantity: 1, estimatedPrice: price }).success).toBe(ok);
  });

  test("the name is required, the category is from the list, the defaults are normal and Other", () => {
    expect(page({ name: "  ", quantity: "1" }).status).toBe("error");
    expect(page({ name: "Milk", quantity: "1", category: "Toys" }).status).toBe("error");
    const parsed = page({ name: " Milk ", quantity: "1" });
    expect(parsed.status === "success" && parsed.value).toMatchObject({
      name: "Milk",
      category: "Other",
      priority: "normal",
      purchased: false,
    });
  });

  test.each([
    [0, "normal"],
    [1, "high"],
    [3, "high"],
    ["high", "high"],
  ] as const)("the API's priority %s reads as %s", (priority, read) => {
    expect(ApiItemSchema.parse({ name: "Milk", quantity: 1, priority }).priority).toBe(read);
  });
});

test("a list needs a name; the budget is optional and not negative", () => {
  expect(parseWithZod(form({ name: "Weekly", budget: "" }), { schema: ListFormSchema }).status).toBe(
    "success",
  );
  expect(parseWithZod(form({ name: "", budget: "5" }), { schema: ListFormSchema }).status).toBe("error");
  expect(parseWithZod(form({ name: "Weekly", budget: "-1" }), { schema: ListFormSchema }).status).toBe(
    "error",
  );
});

test("the sort falls back to category; a toggle says the state it wants", () => {
  expect(SortSchema.parse("priority")).toBe("priority");
  expect(SortSchema.parse("price")).toBe("category");
  expect(SortSchema.parse(undefined)).toBe("category");
  expect(ToggleFormSchema.parse({ id: 3, purchased: "false" })).toEqual({ id: 3, purchased: false });
  expect(ToggleFormSchema.safeParse({ id: 3, purchased: "maybe" }).success).toBe(false);
});
