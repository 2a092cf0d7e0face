// One place for the response security headers. The CSP is enforced: scripts run only from our
// origin or with this response's nonce; nothing may frame us, and no <base> or plugin can be injected.
const isDev = process.env.NODE_ENV === "development";

export function securityHeaders(nonce?: string): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(self), microphone=(), geolocation=()",
  };
  if (nonce !== undefined) {
    const directives = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      // Charts and drag and drop set inline style attributes; no script can come in this way.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      `connect-src 'self'${isDev ? " ws: wss:" : ""}`,
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "object-src 'none'",
    ];
    headers["Content-Security-Policy"] = directives.join("; ");
  }
  return headers;
}
