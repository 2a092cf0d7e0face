import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { ConfirmSchema } from "./schemas";

test("a confirmation form parses whatever plumbing it carries, so it answers like any form", () => {
  const form = new FormData();
  form.set("_csrf", "token");
  const submission = parseWithZod(form, { schema: ConfirmSchema });
  expect(submission.status).toBe("success");
  expect(submission.reply({ formErrors: ["You cannot delete your own account."] }).error).toEqual({
    "": ["You cannot delete your own account."],
  });
});
