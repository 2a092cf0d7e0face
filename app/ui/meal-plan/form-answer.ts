// Reading the page kit's answer (`{ result, conflict? }`, docs/decisions/030-page-form-answers.md) in the
// meal forms and in the scripts that post them through a fetcher (the week view's drag and drop, the
// remove dialog, the prepared toggles).
import type { SubmissionResult } from "@conform-to/react";

/** What a page action answers when it does not redirect. */
export type FormAnswer = { result: SubmissionResult<string[]>; conflict?: boolean };

/** The refusal in an answer, if it is one: its messages over the form and under each field. */
export function refusal(answer: FormAnswer | undefined | null) {
  if (answer?.result.status !== "error") return null;
  const errors = answer.result.error ?? {};
  const { "": formErrors, ...fieldErrors } = errors;
  const fields = Object.fromEntries(
    Object.entries(fieldErrors).map(([name, messages]) => [name, messages ?? []]),
  ) as Record<string, string[]>;
  return {
    conflict: Boolean(answer.conflict),
    /** Every message, those over the form first: one sentence for a line of status. */
    text: [...(formErrors ?? []), ...Object.values(fields).flat()].join(" "),
    formErrors: formErrors ?? [],
    fieldErrors: fields,
    /** What was posted (the fields a form shows again). */
    values: (answer.result.initialValue ?? {}) as Record<string, unknown>,
  };
}
