// The pages parse their forms with conform, whose coercion reads a number field's text with Number():
// "0x10" would be 16 there even when the schema's reader refused it. The readers hand such a string to the
// schema as NOT_READ instead (docs/decisions/016-input-gate.md), so a page form and the JSON API refuse
// the same values (issue 32, item 6).
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { SaveFormSchema } from "../../app/domain/community/schemas";
import { InventoryItemSchema } from "../../app/domain/inventory/schemas";
import { ItemFormSchema, ListFormSchema } from "../../app/domain/shopping/schemas";

/** A submission's field errors (none when it succeeded). */
const errorsOf = (submission: { status?: string; error?: unknown }) =>
  (submission.status === "error" ? submission.error : undefined) as Record<string, string[]> | undefined;

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("a page form is read as the API reads JSON", () => {
  test.each(["0x10", "1e3", " 5 ", "+5"])("the inventory's quantity %j is refused, not read", (quantity) => {
    const submission = parseWithZod(form({ name: "Milk", category: "Dairy & Eggs", quantity }), {
      schema: InventoryItemSchema,
    });
    expect(submission.status).toBe("error");
    expect(errorsOf(submission)?.quantity).toEqual(["The quantity field must be a number."]);
  });

  test("the inventory form's plain values and checkbox are read", () => {
    const submission = parseWithZod(
      form({
        name: "Milk",
        category: "Dairy & Eggs",
        quantity: "2.5",
        price: "1.99",
        enableLowStockAlert: "on",
      }),
      { schema: InventoryItemSchema },
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({
      quantity: 2.5,
      price: 1.99,
      enableLowStockAlert: true,
    });
  });

  test("the shopping list's item and budget, and the community's recipe id", () => {
    const item = parseWithZod(form({ name: "Eggs", quantity: "0x10" }), { schema: ItemFormSchema });
    expect(errorsOf(item)?.quantity).toEqual(["Quantity is required."]);
    const fine = parseWithZod(form({ name: "Eggs", quantity: "6", estimatedPrice: "" }), {
      schema: ItemFormSchema,
    });
    expect(fine.status === "success" && fine.value).toMatchObject({ quantity: 6 });
    const budget = parseWithZod(form({ name: "Weekly", budget: "1e2" }), { schema: ListFormSchema });
    expect(errorsOf(budget)?.budget).toEqual(["Budget must be a number."]);
    const save = parseWithZod(form({ recipeId: "0x10", saved: "true" }), { schema: SaveFormSchema });
    expect(errorsOf(save)?.recipeId).toEqual(["Choose a recipe."]);
  });
});
