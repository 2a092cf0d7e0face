import { expect, test } from "vitest";
import { refusal } from "./form-answer";

test("a success, or no answer yet, is no refusal", () => {
  expect(refusal(undefined)).toBeNull();
  expect(refusal({ result: { status: "success" } })).toBeNull();
});

test("a refusal reads its messages over the form first, then under the fields, and what was posted", () => {
  const answer = {
    result: {
      status: "error" as const,
      initialValue: { date: "2026-13-01", meal_type: "dinner" },
      error: { date: ["Please enter a valid date."], "": ["Over the form."] },
    },
    conflict: true,
  };
  expect(refusal(answer)).toEqual({
    conflict: true,
    text: "Over the form. Please enter a valid date.",
    formErrors: ["Over the form."],
    fieldErrors: { date: ["Please enter a valid date."] },
    values: { date: "2026-13-01", meal_type: "dinner" },
  });
});
