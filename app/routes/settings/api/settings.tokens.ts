// GET /api/settings/tokens: the caller's API tokens (never their secrets); POST {name}: a personal token,
// whose secret is in this answer only.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createPersonalToken, listTokens } from "~/domain/settings/account.server";
import { SETTINGS_TEXTS } from "~/domain/settings/constants";
import { TokenNameSchema } from "~/domain/settings/schemas";
import { ApiError, api, apiOk, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";
import { currentCredential } from "~/web/settings.server";

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  const tokens = await listTokens(await db(), user, await currentCredential(request), new Date());
  return apiOk({
    data: tokens.map((t) => ({
      id: t.id,
      name: t.name,
      created_at: t.createdAt.toISOString(),
      last_used_at: t.lastUsedAt?.toISOString() ?? null,
      expires_at: t.expiresAt.toISOString(),
      current: t.current,
    })),
  });
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed. Use POST.");
  const { user } = await requireApiAuth(request);
  const { name } = TokenNameSchema.parse(await readBody(request));
  const created = await createPersonalToken(await db(), user, name, new Date());
  return apiOk(
    {
      message: SETTINGS_TEXTS.tokenCreated,
      data: {
        id: created.id,
        name: created.name,
        token: created.token,
        expires_at: created.expiresAt.toISOString(),
      },
    },
    { status: 201 },
  );
});
