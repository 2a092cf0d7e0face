/** A broken business rule, with a sentence a user can read. Routes show it; the API answers 422. */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/** Something the caller may not see or does not exist for them: answered as 404, never 403. */
export class NotFoundError extends Error {
  constructor(message = "Not found.") {
    super(message);
    this.name = "NotFoundError";
  }
}

/** Signed in, but this household role may not do that. HTTP 403 with the message. */
export class ForbiddenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ForbiddenError";
  }
}

// The event store's refusals, as routes and the web layer see them: they import errors from the domain
// only, never from app/events (the layers run downward; docs/decisions/028-use-cases-and-integrations.md).
export { ConcurrencyError, IdempotencyKeyReusedError } from "../events/errors";
