// GET /sanctum/csrf-cookie — sets XSRF-TOKEN (readable by scripts, as Laravel does) to the token the
// caller must send back in X-CSRF-TOKEN / X-XSRF-TOKEN. 204, no body.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { isHttps } from "~/web/auth.server";
import { csrfTokenFor } from "~/web/csrf.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { token, setCookie } = await csrfTokenFor(request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  headers.append(
    "Set-Cookie",
    `XSRF-TOKEN=${encodeURIComponent(token)}; Path=/; SameSite=Lax${isHttps(request) ? "; Secure" : ""}`,
  );
  return new Response(null, { status: 204, headers });
}
