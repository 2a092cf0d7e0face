import type { User } from "./users.server";

/** The user as the API shows it: snake_case, plus the fields the spec's client reads. */
export function userJson(user: User) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    household_id: user.householdId,
    household_role: user.householdRole,
    subscription_status: user.subscriptionStatus,
    trial_ends_at: user.trialEndsAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
}
