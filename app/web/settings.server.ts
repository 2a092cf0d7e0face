// Which session or token a settings request came with, so the account tab marks it and a password
// change keeps it (app/domain/settings/account.server.ts).
import type { Current } from "~/domain/settings/account.server";
import { getAuth } from "./auth.server";

export async function currentCredential(request: Request): Promise<Current> {
  const auth = await getAuth(request);
  if (!auth) return {};
  return auth.via === "session" ? { sessionId: auth.sessionId } : { token: auth.token };
}

/** The theme a browser remembers after its person signs out (the root loader reads it for guests). */
export function themeCookie(theme: string, request: Request): string {
  const secure = new URL(request.url).protocol === "https:";
  return `theme=${theme}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}
