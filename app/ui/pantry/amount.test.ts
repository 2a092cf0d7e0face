import { describe, expect, test } from "vitest";
import { addedToListText, amountText } from "./amount";

describe("amounts as the shopping list shows them", () => {
  test("in the reader's measurement system", () => {
    expect(amountText(2, "cup", "imperial")).toBe("2 cups");
    expect(amountText(1, "cup", "imperial")).toBe("1 cup");
    // A count reads as people write it: '2 pieces', not '2 piece' (issue 34); a bare count is just '2'.
    expect(amountText(2, "piece", "metric")).toBe("2 pieces");
    expect(amountText(1, "piece", "metric")).toBe("1 piece");
    expect(amountText(2, null, "metric")).toBe("2");
    expect(amountText(2, "cup", "metric")).toBe("470 ml");
    expect(amountText(null, "cup", "metric")).toBe("");
    expect(amountText(3, null, "metric")).toBe("3");
  });

  test("the recipe page's word after adding one ingredient says the amount the list shows", () => {
    const flour = { quantity: 2, unit: "cup", name: "flour" };
    expect(addedToListText(flour, "imperial")).toBe("Added 2 cups flour to shopping list");
    expect(addedToListText(flour, "metric")).toBe("Added 470 ml flour to shopping list");
    expect(addedToListText({ quantity: null, unit: null, name: "salt" }, "metric")).toBe(
      "Added salt to shopping list",
    );
  });
});
