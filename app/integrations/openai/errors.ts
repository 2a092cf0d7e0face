// What can go wrong when asking an OpenAI-compatible server, as typed errors the caller maps to the
// spec's texts (docs/decisions/041-openai-client-and-ai-preferences.md). The messages are for the server
// log; none carries the API key or a tool's private result.

/** Every failure of the OpenAI client. */
export class AiError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The whole call (every round, every tool) took longer than the client's timeout. */
export class AiTimeout extends AiError {
  constructor(
    readonly timeoutMs: number,
    options?: { cause?: unknown },
  ) {
    super(`The AI service did not answer within ${Math.round(timeoutMs / 1000)} s.`, options);
  }
}

/** The server answered 429. `retryAfterSeconds` comes from its Retry-After header when it sent one. */
export class AiRateLimited extends AiError {
  constructor(
    readonly retryAfterSeconds: number | undefined,
    options?: { cause?: unknown },
  ) {
    super("The AI service is rate limiting us.", options);
  }
}

/** The server could not be reached, answered 5xx, or refused the request (401, 403, 404…). */
export class AiUnavailable extends AiError {
  constructor(
    message: string,
    readonly status: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The model's final reply was not JSON, or did not match the schema, twice in a row. */
export class AiReplyInvalid extends AiError {
  constructor(
    message: string,
    readonly reply: string | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Thrown by a tool's `run` when the caller's closure refuses what the model asked for (another
 * household's id, a date range too long). The model is told the message; the call goes on.
 */
export class AiToolRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AiToolRefused";
  }
}
