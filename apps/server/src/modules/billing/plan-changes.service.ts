import { randomUUID } from 'node:crypto';
import type { PortalSessionResponse, UpgradeResponse } from '@porchlight/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Payments } from '../../providers/payments';
import { askStripe } from './payments-calls';

interface Deps {
  db: Database;
  payments: Payments;
  agentId: string;
  now: Date;
}

const NOT_BILLED =
  'Your subscription is not billed through Stripe on this server. Please contact support.';

/**
 * POST /api/stripe/upgrade-to-premium: Pro becomes Premium at once (today's quota is 10 from this
 * moment), then Stripe moves the subscription to the Premium price, prorated. One conditional
 * update claims the change, so of two upgrades at once one changes the price and the other is
 * told the plan is Premium already; no row stays locked while Stripe is asked, and a refusal by
 * Stripe gives the Pro plan back. Premium is never downgraded here
 * (docs/billing.md "Plan changes").
 */
export async function upgradeToPremium({
  db,
  payments,
  agentId,
  now,
}: Deps): Promise<UpgradeResponse> {
  const [claimed] = await db
    .update(subscriptions)
    .set({ plan: 'premium', updatedAt: now })
    .where(
      and(
        eq(subscriptions.agentId, agentId),
        eq(subscriptions.plan, 'pro'),
        isNotNull(subscriptions.stripeSubscriptionId),
      ),
    )
    .returning({ stripeSubscriptionId: subscriptions.stripeSubscriptionId });
  if (!claimed?.stripeSubscriptionId) {
    const [row] = await db
      .select({ plan: subscriptions.plan })
      .from(subscriptions)
      .where(eq(subscriptions.agentId, agentId));
    if (row?.plan === 'premium') throw new AppError('CONFLICT', 'You are already on Premium.');
    throw new AppError('CONFLICT', NOT_BILLED);
  }
  const subscriptionId = claimed.stripeSubscriptionId;
  // One key per claimed upgrade, kept across the SDK's own retries of it. A key of the
  // subscription alone would make Stripe replay the first upgrade's answer to a later one (after
  // a downgrade in the billing portal) and change nothing.
  const idempotencyKey = `upgrade-${subscriptionId}-${randomUUID()}`;
  try {
    await askStripe(() => payments.changePlan(subscriptionId, 'premium', idempotencyKey));
  } catch (error) {
    await db
      .update(subscriptions)
      .set({ plan: 'pro', updatedAt: now })
      .where(and(eq(subscriptions.agentId, agentId), eq(subscriptions.plan, 'premium')));
    throw error;
  }
  return { subscriptionPlan: 'premium' };
}

/** POST /api/stripe/create-portal-session: Stripe's billing portal, back to the profile after. */
export async function portalSession(
  { db, payments, agentId }: Omit<Deps, 'now'>,
  returnUrl: string,
): Promise<PortalSessionResponse> {
  const [row] = await db
    .select({ customerId: subscriptions.stripeCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.agentId, agentId));
  if (!row?.customerId) throw new AppError('CONFLICT', NOT_BILLED);
  const customerId = row.customerId;
  return { url: await askStripe(() => payments.portal(customerId, returnUrl)) };
}
