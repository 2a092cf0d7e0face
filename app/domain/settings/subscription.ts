// The subscription's rules (docs/product.md#settings): which actions are offered in which status, what
// the family's size adds to the price, whether a trial has run out. Pure: the clock is passed in.
import { PLAN, type SubscriptionStatus } from "./constants";

export const SUBSCRIPTION_ACTIONS = ["cancel", "reactivate", "upgrade"] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

/** Cancel only when active, Reactivate only when canceled, Upgrade only from the trial. */
export function offeredActions(status: SubscriptionStatus): SubscriptionAction[] {
  if (status === "active") return ["cancel"];
  if (status === "canceled") return ["reactivate"];
  return ["upgrade"];
}

/** The status an action leads to. */
export const ACTION_RESULT: Record<SubscriptionAction, SubscriptionStatus> = {
  cancel: "canceled",
  reactivate: "active",
  upgrade: "active",
};

const cents = (n: number) => Math.round(n * 100) / 100;

/** The monthly price for a family of this size: the plan, plus each member over the included five. */
export function monthlyCharge(familySize: number) {
  const extraMembers = Math.max(0, Math.floor(familySize) - PLAN.includedMembers);
  const extraCharge = cents(extraMembers * PLAN.extraMemberPrice);
  return { base: PLAN.price, extraMembers, extraCharge, total: cents(PLAN.price + extraCharge) };
}

export const trialEnded = (status: SubscriptionStatus, trialEndsAt: Date | null, now: Date) =>
  status === "trial" && trialEndsAt !== null && trialEndsAt.getTime() <= now.getTime();
