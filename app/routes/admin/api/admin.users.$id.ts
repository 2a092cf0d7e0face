// GET, PUT {name, email, role, password?, password_confirmation?} and DELETE /api/admin/users/{id}.
// Admins only; nobody changes their own role or deletes their own account (422).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { userJson } from "~/domain/accounts/present";
import { deleteUserAsAdmin, getUser, updateUserAsAdmin } from "~/domain/accounts/users.server";
import { AdminUserEditSchema, parseId } from "~/domain/admin/schemas";
import { ApiError, api, apiOk, readBody, requireApiAdmin } from "~/web/api.server";
import { db } from "~/web/database.server";

const NOT_FOUND = "User not found.";

function userId(params: Record<string, string | undefined>): number {
  const id = parseId(params.id);
  if (id === null) throw new ApiError(404, NOT_FOUND);
  return id;
}

export const loader = api(async ({ request, params }: LoaderFunctionArgs) => {
  await requireApiAdmin(request);
  const user = await getUser(await db(), userId(params));
  if (!user) throw new ApiError(404, NOT_FOUND);
  return apiOk({ data: userJson(user) });
});

export const action = api(async ({ request, params }: ActionFunctionArgs) => {
  if (!["PUT", "PATCH", "DELETE"].includes(request.method))
    throw new ApiError(405, "Method not allowed. Use PUT or DELETE.");
  const { user: actor } = await requireApiAdmin(request);
  const id = userId(params);
  const database = await db();
  if (request.method === "DELETE") {
    await deleteUserAsAdmin(database, actor, id);
    return apiOk({ message: "User deleted successfully" });
  }
  // An unknown id is a 404 before the body is judged.
  if (!(await getUser(database, id))) throw new ApiError(404, NOT_FOUND);
  const input = AdminUserEditSchema.parse(await readBody(request));
  const user = await updateUserAsAdmin(database, actor, id, {
    name: input.name,
    email: input.email,
    role: input.role,
    password: input.password,
  });
  return apiOk({ message: "User updated successfully", data: userJson(user) });
});
