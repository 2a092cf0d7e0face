// GET /api/settings/sessions: the caller's signed-in browsers (the id is a digest, which signs nobody in).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listSessions } from "~/domain/settings/account.server";
import { api, apiOk, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";
import { currentCredential } from "~/web/settings.server";

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  const sessions = await listSessions(await db(), user, await currentCredential(request), new Date());
  return apiOk({
    data: sessions.map((s) => ({
      id: s.id,
      created_at: s.createdAt.toISOString(),
      last_seen_at: s.lastSeenAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      user_agent: s.userAgent,
      remember: s.remember,
      current: s.current,
    })),
  });
});
