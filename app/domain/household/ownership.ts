// A household's things belong to it alone: a family id given in a request must be the caller's own, and
// any other is "not found" rather than forbidden, so ids cannot be probed (ADR 017).
import type { User } from "../accounts/users.server";
import { NotFoundError } from "../errors";

/** A family_id in a body must be the caller's own household (any other: NotFoundError). Absent is fine. */
export function assertOwnFamily(user: Pick<User, "householdId">, familyId: unknown) {
  if (familyId === undefined || familyId === null || familyId === "") return;
  const id = typeof familyId === "string" && /^\d+$/.test(familyId.trim()) ? Number(familyId) : familyId;
  if (id !== user.householdId) throw new NotFoundError("Family not found.");
}
