import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { agents, stripeEvents, subscriptions } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Jobs } from '../../plugins/jobs';
import type { BillingEvent, Payments } from '../../providers/payments';
import { sendMail } from '../mail';
import { creditReferralOf } from '../referrals';
import { paymentFailedEmail, trialEndingEmail } from './billing-emails';

/** The events that move a subscription, each answered by re-reading it from Stripe. */
const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
]);

const MAILS = {
  'customer.subscription.trial_will_end': trialEndingEmail,
  'invoice.payment_failed': paymentFailedEmail,
} as const;

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * A verified Stripe event: the subscription it concerns is read again from Stripe (before any
 * transaction: events come out of order, and Stripe's latest word is what counts), then the
 * event id and its effect are stored in one transaction, so a delivery repeated, even at the same
 * moment, has no second effect. A subscription this server does not know, or Stripe no longer
 * has (a 404: asking again would never change that), is left alone. A paid invoice with money in
 * it credits the referral that brought its agent, in the same transaction.
 */
export async function takeStripeEvent(
  deps: { pool: pg.Pool; payments: Payments; jobs: Jobs; publicUrl: string },
  event: BillingEvent,
  now: Date,
): Promise<EventOutcome> {
  if (!SUBSCRIPTION_EVENTS.has(event.type) || !event.subscriptionId) return 'ignored';
  const stripe = await deps.payments.subscription(event.subscriptionId);
  if (!stripe) return 'ignored';
  return withTransaction(deps.pool, async ({ db, client }) => {
    const [taken] = await db
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!taken) return 'duplicate';
    const [changed] = await db
      .update(subscriptions)
      .set({
        status: stripe.state,
        ...(stripe.plan && { plan: stripe.plan }),
        trialEndsAt: stripe.trialEndsAt,
        currentPeriodEnd: stripe.currentPeriodEnd,
        stripeCustomerId: stripe.customerId,
        updatedAt: now,
      })
      .where(eq(subscriptions.stripeSubscriptionId, stripe.id))
      .returning({ agentId: subscriptions.agentId });
    if (changed && event.type === 'invoice.paid' && (event.amountPaid ?? 0) > 0) {
      await creditReferralOf(db, changed.agentId, now);
    }
    const mail = MAILS[event.type as keyof typeof MAILS];
    if (changed && mail) {
      const [agent] = await db
        .select({ email: agents.email, name: agents.name })
        .from(agents)
        .where(eq(agents.id, changed.agentId));
      if (agent) {
        const profileLink = `${deps.publicUrl}/profile`;
        await sendMail(deps.jobs, mail({ to: agent.email, name: agent.name, profileLink }), client);
      }
    }
    return 'applied';
  });
}
