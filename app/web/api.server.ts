// API conventions (docs/product.md#api-conventions): an answer is {success, message?, data?}; every error is
// JSON with the right status, never an HTML page.
import { ZodError } from "zod";
import { isDatabaseUnavailable } from "~/db/unavailable";
import {
  ConcurrencyError,
  DomainError,
  ForbiddenError,
  IdempotencyKeyReusedError,
  NotFoundError,
} from "~/domain/errors";
import { type Auth, getAuth } from "./auth.server";
import { assertCsrf, CsrfError, hasSessionCookie } from "./csrf.server";
import { logUnavailable, unavailableHeaders } from "./database-faults.server";
import {
  assertCleanBody,
  assertCleanForm,
  assertCleanQuery,
  decodeUtf8,
  RefusedInputError,
  readRequestForm,
} from "./input-gate.server";
import { jsonShapeProblem } from "./limits";
import { UNAVAILABLE_MESSAGE } from "./messages";
import { RateLimitedError } from "./rate-limits.server";
import { logRequestError, requestIdFor } from "./request-id.server";
import { securityHeaders } from "./security-headers.server";

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

const baseHeaders = () => ({ ...securityHeaders(), "Cache-Control": "no-store" });

export function apiJson(
  body: Record<string, unknown>,
  init: { status?: number; headers?: HeadersInit } = {},
) {
  const headers = new Headers(baseHeaders());
  for (const [name, value] of new Headers(init.headers)) headers.append(name, value);
  return Response.json(body, { status: init.status ?? 200, headers });
}

export function apiOk(
  body: Record<string, unknown> = {},
  init: { status?: number; headers?: HeadersInit } = {},
) {
  return apiJson({ success: true, ...body }, init);
}

export function fieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "body";
    const list = errors[field] ?? [];
    errors[field] = list;
    list.push(issue.message);
  }
  return errors;
}

/** Laravel's summary: the first message, and how many more there are. */
export function summary(errors: FieldErrors): string {
  const all = Object.values(errors).flat();
  if (all.length <= 1) return all[0] ?? "The given data was invalid.";
  const more = all.length - 1;
  return `${all[0]} (and ${more} more error${more === 1 ? "" : "s"})`;
}

export function toApiResponse(error: unknown, request: Request): Response {
  if (error instanceof ApiError) {
    return apiJson(
      { success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
      { status: error.status, headers: error.headers },
    );
  }
  if (error instanceof RefusedInputError) {
    return apiJson({ success: false, message: summary(error.errors), errors: error.errors }, { status: 422 });
  }
  if (error instanceof ZodError) {
    const errors = fieldErrors(error);
    return apiJson({ success: false, message: summary(errors), errors }, { status: 422 });
  }
  if (error instanceof CsrfError) return apiJson({ success: false, message: error.message }, { status: 419 });
  if (error instanceof RateLimitedError) {
    return apiJson(
      { success: false, message: error.message },
      { status: 429, headers: { "Retry-After": String(error.retryAfterSeconds) } },
    );
  }
  if (error instanceof DomainError) {
    const errors = error.field ? { [error.field]: [error.message] } : undefined;
    return apiJson(
      { success: false, message: error.message, ...(errors ? { errors } : {}) },
      { status: 422 },
    );
  }
  if (error instanceof IdempotencyKeyReusedError)
    return apiJson({ success: false, message: error.message }, { status: 422 });
  if (error instanceof ConcurrencyError) {
    return apiJson(
      { success: false, message: "This item was changed by someone else. Reload it and try again." },
      { status: 409 },
    );
  }
  if (error instanceof NotFoundError)
    return apiJson({ success: false, message: error.message }, { status: 404 });
  if (error instanceof ForbiddenError)
    return apiJson({ success: false, message: error.message }, { status: 403 });
  if (error instanceof Response) {
    // A page guard's redirect or a thrown status: answered as JSON all the same.
    if (error.status >= 300 && error.status < 400) {
      return apiJson({ success: false, message: "Unauthenticated." }, { status: 401 });
    }
    return apiJson(
      { success: false, message: error.statusText || "Request failed." },
      { status: error.status },
    );
  }
  if (isDatabaseUnavailable(error)) {
    logUnavailable(error, request);
    return apiJson(
      { success: false, message: UNAVAILABLE_MESSAGE },
      { status: 503, headers: unavailableHeaders() },
    );
  }
  logRequestError(error, request);
  return apiJson(
    { success: false, message: "Server error. Please try again later.", request_id: requestIdFor(request) },
    { status: 500, headers: { "X-Request-Id": requestIdFor(request) } },
  );
}

type Args = { request: Request; params: Record<string, string | undefined>; context: unknown };

/**
 * Wraps a resource route's loader or action so that anything it throws becomes a JSON answer. The query
 * string and route parameters pass the input gate first (docs/decisions/016-input-gate.md).
 */
export function api<A extends Args>(handler: (args: A) => Promise<Response>) {
  return async (args: A): Promise<Response> => {
    try {
      assertCleanQuery(args.request, args.params);
      return await handler(args);
    } catch (error) {
      return toApiResponse(error, args.request);
    }
  };
}

/** The signed-in caller (bearer token or session cookie). A cookie caller's changes need the CSRF header. */
export async function requireApiAuth(request: Request): Promise<Auth> {
  const auth = await getAuth(request);
  if (!auth) throw new ApiError(401, "Unauthenticated.");
  if (auth.via === "session" && request.method !== "GET" && request.method !== "HEAD")
    await assertCsrf(request);
  return auth;
}

export async function requireApiAdmin(request: Request): Promise<Auth> {
  const auth = await requireApiAuth(request);
  if (auth.user.role !== "admin") {
    console.warn(
      `[access] user ${auth.user.id} (${auth.user.role}) was refused ${new URL(request.url).pathname}`,
    );
    throw new ApiError(403, "This action is unauthorized.");
  }
  return auth;
}

/** Anonymous calls (login, register) made with a session cookie must still pass the CSRF check. */
export async function assertAnonymousCsrf(request: Request): Promise<void> {
  if (await hasSessionCookie(request)) await assertCsrf(request);
}

/** A route parameter that must be a positive integer id; anything else is "not found". */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id) || id <= 0)
    throw new NotFoundError("Not found.");
  return id;
}

/**
 * The body as an object: JSON, or a form encoding (old clients and curl). It passes the input gate
 * (docs/decisions/016-input-gate.md): bytes that are not UTF-8 and refused characters anywhere in it
 * answer 422 before any use.
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    const form = await readRequestForm(request);
    assertCleanForm(form);
    return Object.fromEntries(form);
  }
  const text = decodeUtf8(await request.arrayBuffer());
  if (!text.trim()) return {};
  // Its size was bounded at the edge (app/web/limits.ts); its shape is bounded before it is parsed.
  const shapeProblem = jsonShapeProblem(text);
  if (shapeProblem) throw new ApiError(422, shapeProblem);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, "The request body must be a JSON object.");
  }
  if (!value || typeof value !== "object" || Array.isArray(value))
    throw new ApiError(400, "The request body must be a JSON object.");
  assertCleanBody(value);
  return value as Record<string, unknown>;
}
