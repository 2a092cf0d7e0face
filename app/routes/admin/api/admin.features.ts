// GET /api/admin/features → {success, data: [flags]}; POST {name, key, description, enabled_for} → 201.
// Admins only. Admin is always in enabled_for.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createFlag, type FeatureFlag, listFlags } from "~/domain/admin/feature-flags.server";
import { FeatureFlagSchema } from "~/domain/admin/schemas";
import { ApiError, api, apiOk, readBody, requireApiAdmin } from "~/web/api.server";
import { db } from "~/web/database.server";

/** A flag as the API shows it (snake_case). */
function flagJson(flag: FeatureFlag) {
  return {
    id: flag.id,
    name: flag.name,
    key: flag.key,
    description: flag.description,
    enabled_for: flag.enabledFor,
  };
}

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  await requireApiAdmin(request);
  const flags = await listFlags(await db());
  return apiOk({ data: flags.map(flagJson) });
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed. Use POST.");
  await requireApiAdmin(request);
  const input = FeatureFlagSchema.parse(await readBody(request));
  const flag = await createFlag(await db(), {
    name: input.name,
    key: input.key,
    description: input.description,
    enabledFor: input.enabled_for,
  });
  return apiOk({ message: "Feature flag created successfully", data: flagJson(flag) }, { status: 201 });
});
