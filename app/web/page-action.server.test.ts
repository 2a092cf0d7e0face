import { describe, expect, it } from "vitest";
import type { User } from "~/domain/accounts/users.server";
import { DomainError, ForbiddenError, NotFoundError } from "~/domain/errors";
import { ConcurrencyError, IdempotencyKeyReusedError } from "~/events/errors";
import {
  invalidForm,
  pageContext,
  type Replying,
  replyToError,
  STALE_MESSAGE,
  webCommand,
} from "./page-action.server";
import { requestIdFor } from "./request-id.server";

const actor = { id: 1, householdId: 2, name: "Ann", role: "member" } as unknown as User;
const post = (fields: Record<string, string>, headers: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return { request: new Request("http://localhost/x", { method: "POST", headers }), form };
};
// A stand-in for a conform submission: its reply is what it was asked to say.
const submission: Replying = {
  reply: (options = {}) => ({
    status: "error",
    error: { "": options.formErrors ?? [], ...options.fieldErrors },
  }),
};
const answer = (value: unknown) =>
  value as {
    data: { result: { error: Record<string, string[]> }; conflict?: true };
    init: { status: number };
  };

describe("the page context", () => {
  it("records the request id, the version seen and the idempotency key", () => {
    const { request, form } = post({ version: "3", idempotency_key: "key-12345" });
    const now = new Date("2026-11-25T10:00:00Z");
    const context = pageContext(request, actor, form, now);
    expect(context).toEqual({
      actor,
      requestId: requestIdFor(request),
      now,
      expectedVersion: 3,
      idempotencyKey: "key-12345",
    });
    expect(webCommand(context)).toEqual({
      source: "web",
      requestId: context.requestId,
      now,
      idempotencyKey: "key-12345",
    });
  });

  it("reads the headers the API reads when the form has no fields for them", () => {
    const { request, form } = post({}, { "If-Match": 'W/"4"', "Idempotency-Key": "from-header" });
    expect(pageContext(request, actor, form)).toMatchObject({
      expectedVersion: 4,
      idempotencyKey: "from-header",
    });
  });

  it("leaves out what was not sent", () => {
    const { request, form } = post({});
    const context = pageContext(request, actor, form);
    expect(context).not.toHaveProperty("expectedVersion");
    expect(context).not.toHaveProperty("idempotencyKey");
  });

  it("answers 400 to a version or key it cannot read", () => {
    const unreadable: Record<string, string>[] = [{ version: "three" }, { idempotency_key: "x".repeat(201) }];
    for (const fields of unreadable) {
      const { request, form } = post(fields);
      try {
        pageContext(request, actor, form);
        expect.unreachable();
      } catch (error) {
        expect((error as Response).status).toBe(400);
      }
    }
  });
});

describe("a domain error as the form's answer", () => {
  it("invalid input is 400", () => {
    expect(answer(invalidForm(submission)).init.status).toBe(422);
  });

  it("a stale version is 409 and asks for a reload", () => {
    const reply = answer(replyToError(submission, new ConcurrencyError("meal-1", 2, 3)));
    expect(reply.init.status).toBe(409);
    expect(reply.data.conflict).toBe(true);
    expect(reply.data.result.error[""]).toEqual([STALE_MESSAGE]);
    const own = answer(
      replyToError(submission, new ConcurrencyError("meal-1", 2, 3), { conflict: "Reload." }),
    );
    expect(own.data.result.error[""]).toEqual(["Reload."]);
  });

  it("a broken rule is 422, under its field when it names one", () => {
    const field = answer(replyToError(submission, new DomainError("Too late.", "date")));
    expect(field.init.status).toBe(422);
    expect(field.data.result.error.date).toEqual(["Too late."]);
    const form = answer(replyToError(submission, new DomainError("No.")));
    expect(form.data.result.error[""]).toEqual(["No."]);
    expect(answer(replyToError(submission, new IdempotencyKeyReusedError("k"))).init.status).toBe(422);
  });

  it("a refusal is 403", () => {
    expect(answer(replyToError(submission, new ForbiddenError("Not yours."))).init.status).toBe(403);
  });

  it("not found is the page's 404, thrown", () => {
    try {
      replyToError(submission, new NotFoundError(), { notFound: "No such meal." });
      expect.unreachable();
    } catch (error) {
      expect((error as Response).status).toBe(404);
    }
  });

  it("anything else is rethrown", () => {
    const boom = new Error("boom");
    expect(() => replyToError(submission, boom)).toThrow(boom);
  });
});
