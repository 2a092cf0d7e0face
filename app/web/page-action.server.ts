// The page actions' kit, the pages' counterpart of the API's `api()` (app/web/api.server.ts): one request
// context for a command (who, which request, the version seen, the idempotency key), one mapping from a
// domain error to the form's answer, and the 404 a loader throws when the thing it was asked for is not
// there (docs/decisions/026-page-action-kit.md).
import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import type { User } from "~/domain/accounts/users.server";
import { DomainError, ForbiddenError, NotFoundError } from "~/domain/errors";
import { ConcurrencyError, IdempotencyKeyReusedError } from "~/events/errors";
import { IDEMPOTENCY_KEY_MESSAGE, readIdempotencyKey, readVersion, VERSION_MESSAGE } from "./command-input";
import { requestIdFor } from "./request-id.server";

/** What a page action knows about the command it is about to give the domain. */
export type PageContext = {
  actor: User;
  /** Always recorded with the command, so a support reference leads to the events it made. */
  requestId: string;
  now: Date;
  /** The version the form was rendered from (a hidden `version`); undefined when it carries none. */
  expectedVersion?: number;
  /** A create form's hidden `idempotency_key` (or the header), so a double submit makes one thing. */
  idempotencyKey?: string;
};

/** A page's answer to a request it cannot read: the error page's 400, with the reason. */
export const badRequest = (message: string) =>
  new Response(message, { status: 400, statusText: "Bad Request" });

/** The context of a page command. A version or key that is not readable is a 400, as it is for the API. */
export function pageContext(request: Request, actor: User, form: FormData, now = new Date()): PageContext {
  const expectedVersion = readVersion(form.get("version") ?? request.headers.get("If-Match") ?? undefined);
  if (expectedVersion === null) throw badRequest(VERSION_MESSAGE);
  const idempotencyKey = readIdempotencyKey(
    form.get("idempotency_key") ?? request.headers.get("Idempotency-Key") ?? undefined,
  );
  if (idempotencyKey === null) throw badRequest(IDEMPOTENCY_KEY_MESSAGE);
  return {
    actor,
    requestId: requestIdFor(request),
    now,
    ...(expectedVersion !== undefined && expectedVersion > 0 ? { expectedVersion } : {}),
    ...(idempotencyKey !== undefined ? { idempotencyKey } : {}),
  };
}

/** The event metadata a page command records: source 'web', this request's id, the key. */
export function webCommand(context: PageContext) {
  return {
    source: "web" as const,
    requestId: context.requestId,
    now: context.now,
    ...(context.idempotencyKey ? { idempotencyKey: context.idempotencyKey } : {}),
  };
}

type ReplyOptions = { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] };
/** A conform submission (or anything that answers like one). */
export type Replying = { reply(options?: ReplyOptions): SubmissionResult<string[]> };
/** What a page action answers when it does not redirect: the form's state, and whether it was stale. */
export type FormAnswer = { result: SubmissionResult<string[]>; conflict?: true };

/**
 * Input that does not pass the schema: 422 (as the API answers it, and as the pages always have), the
 * input and the field messages kept (docs/decisions/030-page-form-answers.md).
 */
export function invalidForm(submission: Replying, options: ReplyOptions = {}) {
  return data<FormAnswer>({ result: submission.reply(options) }, { status: 422 });
}

export const STALE_MESSAGE = "This item was changed by someone else. Reload it and try again.";

/**
 * A domain error as the form's answer: a broken rule is 422 under its field (or over the form), a stale
 * version 409 with `conflict` so the page offers a reload link, a refusal 403. Not found is the page's 404
 * (thrown, so the route's error boundary shows it). Anything else is not the user's to fix: rethrown.
 */
export function replyToError(
  submission: Replying,
  error: unknown,
  texts: { conflict?: string; notFound?: string; hideFields?: string[] } = {},
) {
  const { hideFields } = texts;
  if (error instanceof ConcurrencyError)
    return data<FormAnswer>(
      {
        result: submission.reply({ formErrors: [texts.conflict ?? STALE_MESSAGE], hideFields }),
        conflict: true,
      },
      { status: 409 },
    );
  if (error instanceof ForbiddenError)
    return data<FormAnswer>(
      { result: submission.reply({ formErrors: [error.message], hideFields }) },
      { status: 403 },
    );
  if (error instanceof DomainError) {
    const reply = error.field
      ? submission.reply({ fieldErrors: { [error.field]: [error.message] }, hideFields })
      : submission.reply({ formErrors: [error.message], hideFields });
    return data<FormAnswer>({ result: reply }, { status: 422 });
  }
  if (error instanceof IdempotencyKeyReusedError)
    return data<FormAnswer>(
      { result: submission.reply({ formErrors: [error.message], hideFields }) },
      { status: 422 },
    );
  if (error instanceof NotFoundError) throw notFound(texts.notFound ?? error.message);
  throw error;
}

/** The 404 a page throws for a missing thing; its boundary shows the sentence. */
export const notFound = (message: string) => new Response(message, { status: 404, statusText: "Not Found" });

/** Runs a domain read; its NotFoundError becomes the page's 404 with the given sentence. */
export async function orNotFound<T>(read: () => Promise<T>, message: string): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound(message);
    throw error;
  }
}
