import { useRouteLoaderData } from "@remix-run/react";

/** The hidden CSRF field every POST form carries (the token comes from the root loader). */
export function CsrfField() {
  const root = useRouteLoaderData<{ csrfToken: string }>("root");
  return <input type="hidden" name="_csrf" value={root?.csrfToken ?? ""} />;
}
