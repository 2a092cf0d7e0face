// A 429 says when to come back. The API's errors carry Retry-After themselves (api.server.ts); a page's
// action answers with the header too, but Remix builds a page's headers from the route's `headers`
// export, so the sign-in and registration pages pass it on with this one.
import type { HeadersFunction } from "@remix-run/node";

export const passRetryAfter: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};
