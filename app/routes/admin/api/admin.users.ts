// GET /api/admin/users → {success, data: [users]}; POST {name, email, password, password_confirmation,
// role} → 201 {success, message, data: user}. Admins only.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { userJson } from "~/domain/accounts/present";
import { listUsers, registerUser } from "~/domain/accounts/users.server";
import { AdminUserCreateSchema } from "~/domain/admin/schemas";
import { ApiError, api, apiOk, readBody, requireApiAdmin } from "~/web/api.server";
import { db } from "~/web/database.server";

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  await requireApiAdmin(request);
  const users = await listUsers(await db());
  return apiOk({ data: users.map(userJson) });
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed. Use POST.");
  await requireApiAdmin(request);
  const input = AdminUserCreateSchema.parse(await readBody(request));
  const user = await registerUser(await db(), {
    name: input.name,
    email: input.email,
    password: input.password,
    role: input.role,
    now: new Date(),
  });
  return apiOk({ message: "User created successfully", data: userJson(user) }, { status: 201 });
});
