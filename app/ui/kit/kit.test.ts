import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { ErrorPanel, RequestReference } from "./error-page";
import { ControlField } from "./form";
import { Notice } from "./notice";
import { PageHeader } from "./page-title";

/** Props with their children, for createElement in a .ts test (no JSX). */
const withChildren = <P extends object>(props: P, children: ReactNode) => ({ ...props, children });
const notice = (tone: "success" | "error", text: string) =>
  createElement(Notice, withChildren({ tone }, text));

test("a field's control gets its id and name and is described by its hint and its errors", () => {
  const html = renderToStaticMarkup(
    createElement(ControlField, {
      id: "meal-servings",
      name: "servings",
      label: "Servings",
      hint: "1 to 12.",
      errors: ["Choose 1 to 12 servings."],
      // biome-ignore lint/correctness/noChildrenProp: createElement without JSX in a .ts test
      children: (control) => createElement("input", { ...control, type: "number" }),
    }),
  );
  expect(html).toContain('<label class="');
  expect(html).toContain('for="meal-servings"');
  expect(html).toContain('id="meal-servings" name="servings" aria-invalid="true"');
  expect(html).toContain('aria-describedby="meal-servings-hint meal-servings-error"');
  expect(html).toContain('<p id="meal-servings-hint"');
  expect(html).toMatch(/<p id="meal-servings-error"[^>]*>Choose 1 to 12 servings\.<\/p>/);
});

test("a field without errors is not invalid, and without a hint is described by its (empty) errors only", () => {
  const html = renderToStaticMarkup(
    createElement(ControlField, {
      id: "recipe-name",
      name: "name",
      label: "Title",
      // biome-ignore lint/correctness/noChildrenProp: createElement without JSX in a .ts test
      children: (control) => createElement("input", control),
    }),
  );
  expect(html).not.toContain("aria-invalid");
  expect(html).toContain('aria-describedby="recipe-name-error"');
  expect(html).toContain("hidden");
});

test("a notice is a status line, an error notice an alert", () => {
  expect(renderToStaticMarkup(notice("success", "Recipe saved"))).toMatch(
    /^<p role="status" class="[^"]+">Recipe saved<\/p>$/,
  );
  expect(renderToStaticMarkup(notice("error", "Not saved"))).toMatch(/role="alert"/);
});

test("a page header has the page's one h1 and a toolbar that can stay off paper", () => {
  const html = renderToStaticMarkup(
    createElement(PageHeader, { id: "recipe-title", title: "Pancakes", toolbarHiddenInPrint: true }, "Print"),
  );
  expect(html).toMatch(/<h1 id="recipe-title" class="[^"]+">Pancakes<\/h1>/);
  expect(html).toContain('data-print="hide"');
  expect(renderToStaticMarkup(createElement(PageHeader, { id: "t", title: "Alone" }))).not.toContain(
    "data-print",
  );
});

test("an error page is a section named by its title, with the reference to quote", () => {
  const html = renderToStaticMarkup(createElement(ErrorPanel, withChildren({ title: "Not found" }, "Gone.")));
  expect(html).toMatch(
    /^<section class="[^"]+" aria-labelledby="error-title"><h1 id="error-title">Not found<\/h1>Gone\./,
  );
  expect(renderToStaticMarkup(createElement(RequestReference, { id: "req-1" }))).toContain("req-1");
  expect(renderToStaticMarkup(createElement(RequestReference, { id: "" }))).toBe("");
});
