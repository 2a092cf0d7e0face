// GET /api/families/{id} → {success, data: {id, name, user_role, family: {id, name}, …}}; PUT {name}
// renames it (owner and admins, ADR 005); DELETE → 409 (a household lives as long as its accounts).
// Only the caller's own household exists here: any other id answers 404.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { User } from "~/domain/accounts/users.server";
import { NotFoundError } from "~/domain/errors";
import { assertCan, getHousehold, permissionsOf, renameHousehold } from "~/domain/household/household.server";
import { familyJson } from "~/domain/household/present";
import { FamilyNameSchema } from "~/domain/household/schemas";
import { ApiError, api, apiOk, idParam, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

function ownFamily(user: User, raw: string | undefined): number {
  const id = idParam(raw);
  if (id !== user.householdId) throw new NotFoundError("Family not found.");
  return id;
}

export const loader = api(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  const household = await getHousehold(await db(), ownFamily(user, params.id));
  return apiOk({ data: familyJson(household, permissionsOf(user, household)) });
});

export const action = api(async ({ request, params }: ActionFunctionArgs) => {
  if (!["PUT", "PATCH", "DELETE"].includes(request.method))
    throw new ApiError(405, "Method not allowed. Use PUT or DELETE.");
  const { user } = await requireApiAuth(request);
  ownFamily(user, params.id);
  if (request.method === "DELETE") {
    throw new ApiError(
      409,
      "A family cannot be deleted while accounts use it. To leave, delete your account in Settings.",
    );
  }
  const database = await db();
  await assertCan(database, user, "canRename");
  const { name } = FamilyNameSchema.parse(await readBody(request));
  const household = await renameHousehold(database, user, name);
  return apiOk({
    message: "Family name updated",
    data: familyJson(household, permissionsOf(user, household)),
  });
});
