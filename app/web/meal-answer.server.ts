// The meal forms a script posts through a fetcher — the week view's drag and drop, the planner's remove
// dialog, the dashboard's prepared toggle — add `_response=json`: they are answered with the page kit's
// `{ result, conflict? }` (app/web/page-action.server.ts) instead of being redirected, so the fetcher
// reads a 200 and the page it is on stays as it is (docs/decisions/030-page-form-answers.md). The same
// form without JavaScript gets the redirect and its flash message.
import { data } from "@remix-run/node";
import { DomainError, NotFoundError } from "~/domain/errors";
import { MEAL_TEXTS } from "~/domain/meal-plan/constants";
import type { FormAnswer, Replying } from "./page-action.server";

/** Whether the post came from a fetcher that reads the answer. */
export const wantsAnswer = (form: FormData) => form.get("_response") === "json";

/** A fetcher's success: the form's state, no redirect. */
export const answered = (submission: Replying) => data<FormAnswer>({ result: submission.reply() });

/**
 * For a fetcher, a meal removed meanwhile is a refusal it shows (422 with the not-found sentence), not
 * the page's 404, which would replace the page the fetcher is on with its error boundary.
 */
export const asRefusal = (form: FormData, error: unknown) =>
  wantsAnswer(form) && error instanceof NotFoundError ? new DomainError(MEAL_TEXTS.notFound) : error;
