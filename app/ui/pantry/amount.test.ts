import { describe, expect, test } from "vitest";
import { addedToListText, amountText } from "./amount";

describe("amounts as the shopping list shows them", () => {
  test("in the reader's measurement system", () => {
    expect(amountText(2, "cup", "imperial")).toBe("2 cup");
    expect(amountText(2, "cup", "metric")).toBe("470 ml");
    expect(amountText(null, "cup", "metric")).toBe("");
    expect(amountText(3, null, "metric")).toBe("3");
  });

  test("the recipe page's word after adding one ingredient says the amount the list shows", () => {
    const flour = { quantity: 2, unit: "cup", name: "flour" };
    expect(addedToListText(flour, "imperial")).toBe("Added 2 cup flour to shopping list");
    expect(addedToListText(flour, "metric")).toBe("Added 470 ml flour to shopping list");
    expect(addedToListText({ quantity: null, unit: null, name: "salt" }, "metric")).toBe(
      "Added salt to shopping list",
    );
  });
});
