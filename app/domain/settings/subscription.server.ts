// The household's subscription (docs/product.md#settings): status, trial end, price with the extra-member
// charge for the family's size. No payment provider is connected, so an action records the status only.
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { User } from "../accounts/users.server";
import { DomainError, ForbiddenError, NotFoundError } from "../errors";
import { PLAN, SETTINGS_TEXTS, type SubscriptionStatus } from "./constants";
import {
  ACTION_RESULT,
  monthlyCharge,
  offeredActions,
  type SubscriptionAction,
  trialEnded,
} from "./subscription";

export type Subscription = {
  plan: string;
  price: number;
  currency: string;
  interval: string;
  status: SubscriptionStatus;
  trialEndsAt: Date | null;
  trialEnded: boolean;
  familySize: number;
  includedMembers: number;
  extraMembers: number;
  extraMemberPrice: number;
  extraCharge: number;
  total: number;
  actions: SubscriptionAction[];
  canChange: boolean;
  canUpgrade: boolean;
  paymentProvider: null;
};

export async function getSubscription(db: Kysely<DB>, user: User, now: Date): Promise<Subscription> {
  const row = await db
    .selectFrom("households")
    .select(["subscription_status", "trial_ends_at"])
    .select((eb) =>
      eb
        .selectFrom("family_members")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("family_members.household_id", "=", "households.id")
        .as("family_size"),
    )
    .where("id", "=", user.householdId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError("Family not found.");
  const familySize = Number(row.family_size ?? 0);
  const charge = monthlyCharge(familySize);
  const actions = offeredActions(row.subscription_status);
  return {
    plan: PLAN.name,
    price: PLAN.price,
    currency: PLAN.currency,
    interval: PLAN.interval,
    status: row.subscription_status,
    trialEndsAt: row.trial_ends_at,
    trialEnded: trialEnded(row.subscription_status, row.trial_ends_at, now),
    familySize,
    includedMembers: PLAN.includedMembers,
    extraMembers: charge.extraMembers,
    extraMemberPrice: PLAN.extraMemberPrice,
    extraCharge: charge.extraCharge,
    total: charge.total,
    actions,
    canChange: user.householdRole === "owner",
    canUpgrade: actions.includes("upgrade"),
    paymentProvider: null,
  };
}

/** Cancel, reactivate or upgrade, when offered, by the household's owner. */
export async function changeSubscription(
  db: Kysely<DB>,
  user: User,
  action: SubscriptionAction,
  now: Date,
): Promise<Subscription> {
  if (user.householdRole !== "owner") throw new ForbiddenError(SETTINGS_TEXTS.subscriptionOwnerOnly);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("households")
      .select("subscription_status")
      .where("id", "=", user.householdId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new NotFoundError("Family not found.");
    if (!offeredActions(row.subscription_status).includes(action))
      throw new DomainError(SETTINGS_TEXTS.subscriptionNotOffered, "action");
    const status = ACTION_RESULT[action];
    await trx
      .updateTable("households")
      .set({ subscription_status: status, subscription_changed_at: now, updated_at: now })
      .where("id", "=", user.householdId)
      .execute();
    // The accounts' own copy, which GET /api/user reports, follows the household's.
    await trx
      .updateTable("users")
      .set({ subscription_status: status })
      .where("household_id", "=", user.householdId)
      .execute();
  });
  return getSubscription(db, user, now);
}

export const subscriptionMessage = (action: SubscriptionAction) =>
  action === "cancel"
    ? SETTINGS_TEXTS.subscriptionCanceled
    : action === "reactivate"
      ? SETTINGS_TEXTS.subscriptionReactivated
      : SETTINGS_TEXTS.subscriptionUpgraded;
