import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { initialOf, PLACEHOLDER_COLOURS, placeholderColour, RecipePlaceholder } from "./recipe-placeholder";

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

test("a recipe without a picture gets a drawn one named by its title, small, with no text 'No Image'", () => {
  const html = renderToStaticMarkup(
    createElement(RecipePlaceholder, {
      name: "Älplermagronen (Alpine macaroni)",
      mealType: "dinner",
      variant: "card",
    }),
  );
  expect(html).toMatch(/^<div role="img" aria-label="Älplermagronen \(Alpine macaroni\)"/);
  expect(html).toContain(">Ä</span>");
  expect(html).toContain(">dinner</span>");
  expect(html).not.toContain("No Image");
  expect(html).not.toMatch(/<img|<svg|src=/);
  expect(html.length).toBeLessThan(400);
});

test("the colour follows the cuisine (then meal type), always the same, always dark enough for white text", () => {
  expect(placeholderColour("Italian")).toBe(placeholderColour("italian "));
  const italian = renderToStaticMarkup(
    createElement(RecipePlaceholder, {
      name: "Carbonara",
      cuisine: "Italian",
      mealType: "dinner",
      variant: "hero",
    }),
  );
  expect(italian).toContain(`background-color:${placeholderColour("Italian")}`);
  expect(italian).toContain(">Italian</span>");
  const filters = ["Italian", "Mexican", "Asian", "American", "Mediterranean", "Indian"];
  expect(new Set(filters.map(placeholderColour)).size).toBe(filters.length);
  const meals = ["breakfast", "lunch", "dinner", "snack", "dessert", "other"];
  expect(new Set(meals.map(placeholderColour)).size).toBe(meals.length);
  for (const word of ["Thai", "Swiss", "anything"])
    expect(PLACEHOLDER_COLOURS).toContain(placeholderColour(word));
  for (const colour of PLACEHOLDER_COLOURS)
    expect((1 + 0.05) / (luminance(colour) + 0.05)).toBeGreaterThan(4.5);
});

test("the initial is the title's first letter or digit", () => {
  expect(initialOf("  (Easy) pancakes")).toBe("E");
  expect(initialOf("7-layer dip")).toBe("7");
  expect(initialOf("豆沙包")).toBe("豆");
  expect(initialOf("…")).toBe("·");
});
