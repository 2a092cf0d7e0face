// DELETE /api/settings/account {confirmation: "DELETE", current_password}: deletes the caller's account;
// with its household's last account the household goes too, meal log and all.
import type { ActionFunctionArgs } from "@remix-run/node";
import { DELETE_CONFIRM_WORD, SETTINGS_TEXTS } from "~/domain/settings/constants";
import { deleteAccount } from "~/domain/settings/household-data.server";
import { deleteAccountSchema } from "~/domain/settings/schemas";
import { ApiError, api, apiOk, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

const DeleteSchema = deleteAccountSchema(DELETE_CONFIRM_WORD);

export const loader = api(async () => {
  throw new ApiError(405, "Method not allowed. Use DELETE.");
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "DELETE") throw new ApiError(405, "Method not allowed. Use DELETE.");
  const { user } = await requireApiAuth(request);
  const input = DeleteSchema.parse(await readBody(request));
  const { householdDeleted } = await deleteAccount(await db(), user, input.current_password);
  return apiOk({ message: SETTINGS_TEXTS.accountDeleted, data: { household_deleted: householdDeleted } });
});
