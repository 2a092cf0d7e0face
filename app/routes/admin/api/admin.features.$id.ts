// GET, PUT {id, name, key, description, enabled_for} and DELETE /api/admin/features/{id}. Admins only;
// the id in the URL is the one that counts.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteFlag, type FeatureFlag, getFlag, updateFlag } from "~/domain/admin/feature-flags.server";
import { FeatureFlagSchema, parseId } from "~/domain/admin/schemas";
import { ApiError, api, apiOk, readBody, requireApiAdmin } from "~/web/api.server";
import { db } from "~/web/database.server";

const flagJson = (flag: FeatureFlag) => ({
  id: flag.id,
  name: flag.name,
  key: flag.key,
  description: flag.description,
  enabled_for: flag.enabledFor,
});

function flagId(params: Record<string, string | undefined>): number {
  const id = parseId(params.id);
  if (id === null) throw new ApiError(404, "Feature flag not found.");
  return id;
}

export const loader = api(async ({ request, params }: LoaderFunctionArgs) => {
  await requireApiAdmin(request);
  return apiOk({ data: flagJson(await getFlag(await db(), flagId(params))) });
});

export const action = api(async ({ request, params }: ActionFunctionArgs) => {
  if (!["PUT", "PATCH", "DELETE"].includes(request.method))
    throw new ApiError(405, "Method not allowed. Use PUT or DELETE.");
  await requireApiAdmin(request);
  const id = flagId(params);
  const database = await db();
  if (request.method === "DELETE") {
    await deleteFlag(database, id);
    return apiOk({ message: "Feature flag deleted successfully" });
  }
  await getFlag(database, id); // an unknown id is a 404 before the body is judged
  const input = FeatureFlagSchema.parse(await readBody(request));
  const flag = await updateFlag(database, id, {
    name: input.name,
    key: input.key,
    description: input.description,
    enabledFor: input.enabled_for,
  });
  return apiOk({ message: "Feature flag updated successfully", data: flagJson(flag) });
});
