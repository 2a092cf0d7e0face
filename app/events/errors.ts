/** The stream moved on since the caller read it: nothing was appended. HTTP 409. */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: number | "no_stream",
    readonly actual: number | null,
  ) {
    super(
      actual === null
        ? `Stream ${streamId} does not exist (expected version ${expected}).`
        : `Stream ${streamId} is at version ${actual}, not ${expected}.`,
    );
    this.name = "ConcurrencyError";
  }
}

/** The same idempotency key came with a different request. HTTP 422. */
export class IdempotencyKeyReusedError extends Error {
  constructor(readonly key: string) {
    super("This idempotency key was already used for a different request.");
    this.name = "IdempotencyKeyReusedError";
  }
}
