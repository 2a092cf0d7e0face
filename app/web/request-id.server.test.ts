import { afterEach, describe, expect, test, vi } from "vitest";
import { readErrorRef } from "./error-ref";
import { logRequestError, requestIdFor, tagResponse } from "./request-id.server";
import { securityHeaders } from "./security-headers.server";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("request ids", () => {
  test("one request keeps one id; a proxy's plausible id is kept, an odd one replaced", () => {
    const request = new Request("http://localhost/x");
    expect(requestIdFor(request)).toBe(requestIdFor(request));
    expect(requestIdFor(new Request("http://localhost/x"))).not.toBe(requestIdFor(request));
    const proxied = new Request("http://localhost/x", { headers: { "X-Request-Id": "edge-1234abcd" } });
    expect(requestIdFor(proxied)).toBe("edge-1234abcd");
    const odd = new Request("http://localhost/x", { headers: { "X-Request-Id": "<script>" } });
    expect(requestIdFor(odd)).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("an error is logged with the id, and the response carries the id and the error cookie", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const request = new Request("http://localhost/broken");
    const headers = new Headers();
    logRequestError(new Error("boom"), request);
    tagResponse(request, headers);
    const id = requestIdFor(request);
    expect(log).toHaveBeenCalledWith(`[error] request ${id} GET /broken`, expect.any(Error));
    expect(headers.get("X-Request-Id")).toBe(id);
    expect(readErrorRef(headers.get("Set-Cookie") ?? "")).toBe(id);
  });

  test("a healthy response gets the id but no error cookie", () => {
    const headers = new Headers();
    tagResponse(new Request("http://localhost/"), headers);
    expect(headers.get("X-Request-Id")).toBeTruthy();
    expect(headers.get("Set-Cookie")).toBeNull();
  });

  test("an aborted request is not reported as an error", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const controller = new AbortController();
    controller.abort();
    logRequestError(new Error("gone"), new Request("http://localhost/", { signal: controller.signal }));
    expect(log).not.toHaveBeenCalled();
  });
});

describe("security headers", () => {
  test("documents get an enforced CSP with the nonce and no unsafe script sources", () => {
    const csp = securityHeaders("abc123")["Content-Security-Policy"]!;
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    for (const d of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(d);
    }
  });

  test("data responses get the other headers without a CSP", () => {
    const headers = securityHeaders();
    expect(headers["Content-Security-Policy"]).toBeUndefined();
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  });
});
