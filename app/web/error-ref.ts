/** Cookie through which a client-side error page learns the id of the failed request (see request-id.server.ts). */
export const ERROR_REF_COOKIE = "fmp-error-ref";

export function readErrorRef(cookieHeader: string): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${ERROR_REF_COOKIE}=([\\w.-]+)`).exec(cookieHeader);
  return match?.[1];
}
