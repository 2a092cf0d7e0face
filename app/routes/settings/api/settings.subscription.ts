// GET /api/settings/subscription: the household's plan, status and charges; POST {action: cancel |
// reactivate | upgrade}: as the status allows (422 otherwise), by the household's owner (403 otherwise).
// No payment provider is connected: `payment_provider` is null and nothing is charged.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { SubscriptionActionSchema } from "~/domain/settings/schemas";
import {
  changeSubscription,
  getSubscription,
  type Subscription,
  subscriptionMessage,
} from "~/domain/settings/subscription.server";
import { ApiError, api, apiOk, readBody, requireApiAuth } from "~/web/api.server";
import { db } from "~/web/database.server";

function subscriptionJson(s: Subscription) {
  return {
    plan: s.plan,
    price: s.price,
    currency: s.currency,
    interval: s.interval,
    status: s.status,
    trial_ends_at: s.trialEndsAt?.toISOString() ?? null,
    trialEndsAt: s.trialEndsAt?.toISOString() ?? null,
    trial_ended: s.trialEnded,
    family_size: s.familySize,
    included_members: s.includedMembers,
    extra_members: s.extraMembers,
    extra_member_price: s.extraMemberPrice,
    extra_charge: s.extraCharge,
    total: s.total,
    actions: s.actions,
    can_change: s.canChange,
    canUpgrade: s.canUpgrade,
    payment_provider: s.paymentProvider,
  };
}

export const loader = api(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiAuth(request);
  return apiOk({ data: subscriptionJson(await getSubscription(await db(), user, new Date())) });
});

export const action = api(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") throw new ApiError(405, "Method not allowed. Use POST.");
  const { user } = await requireApiAuth(request);
  const { action: change } = SubscriptionActionSchema.parse(await readBody(request));
  const s = await changeSubscription(await db(), user, change, new Date());
  return apiOk({ message: subscriptionMessage(change), data: subscriptionJson(s) });
});
