import { expect, test } from "vitest";
import { serverAnswer } from "./form";

test("a server-validated form reads its errors from the answer, with conform's ids", () => {
  const answer = serverAnswer("family-name", {
    status: "error",
    initialValue: { name: "   ", intent: "rename" },
    error: { name: ["The family name is required."], "": ["Someone renamed it meanwhile."] },
  });
  expect(answer.formProps).toEqual({
    id: "family-name",
    noValidate: true,
    "aria-describedby": "family-name-error",
  });
  expect(answer.formErrors).toEqual(["Someone renamed it meanwhile."]);
  expect(answer.field("name")).toEqual({
    id: "family-name-name",
    errorId: "family-name-name-error",
    errors: ["The family name is required."],
    typed: "   ",
    "aria-invalid": true,
    "aria-describedby": "family-name-name-error",
  });
  expect(answer.errorsOf("ingredients[0].name")).toBeUndefined();
});

test("before any answer, and after a cleared error, nothing is marked", () => {
  for (const lastResult of [undefined, null, { status: "error" as const, error: { name: null } }]) {
    const answer = serverAnswer("recipe-form", lastResult);
    expect(answer.formProps["aria-describedby"]).toBeUndefined();
    expect(answer.formErrors).toBeUndefined();
    const field = answer.field("name");
    expect([field.errors, field.typed, field["aria-invalid"], field["aria-describedby"]]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  }
});

test("nested names are read as the server wrote them", () => {
  const answer = serverAnswer("recipe-form", {
    status: "error",
    error: { "ingredients[1].quantity": ["Quantity must be a number."] },
  });
  expect(answer.errorsOf("ingredients[1].quantity")).toEqual(["Quantity must be a number."]);
  expect(answer.errorsOf("ingredients[0].quantity")).toBeUndefined();
});
