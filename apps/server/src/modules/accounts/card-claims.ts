import type { SubscriptionPlan } from '@porchlight/contracts';
import { addHours } from 'date-fns';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { pendingSignups, subscriptions } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Jobs } from '../../plugins/jobs';
import type { RateLimits } from '../../plugins/rate-limits';
import type { BillingSubscription, Payments } from '../../providers/payments';
import { askStripe, requirePayments } from '../billing';
import {
  CLAIM_LINK_HOURS,
  ClaimMailed,
  heldByUnconfirmedAccount,
  mailAccountClaim,
  mayMailAccountClaim,
} from './account-claims.service';
import { confirmedCard, subscribeCard } from './card-billing';

/** A card signup as `pending_signups` keeps it. */
type PendingSignup = typeof pendingSignups.$inferSelect;

/**
 * At the card signup's completion (billing on), before anything is billed: when an unconfirmed,
 * never-paid account holds the address, nothing is made. The address is mailed a claim link bound
 * to this signup's SetupIntent (at most 3 an hour per address, as billing off), and the kept
 * signup lives as long as its link; following the link bills the card and replaces the account
 * (`replaceWithClaim`, docs/accounts.md "Unconfirmed accounts"). Throws ClaimMailed (409
 * ACCOUNT_CLAIM_MAILED through `refusingTakenEmails`).
 */
export async function mailClaimForHeldEmail(
  deps: {
    pool: pg.Pool;
    db: Database;
    limits: RateLimits;
    jobs: Jobs;
    publicUrl: string;
    now: Date;
  },
  pending: PendingSignup,
  plan: SubscriptionPlan,
): Promise<void> {
  const { db, now } = deps;
  const { email } = pending.registration;
  if (!(await heldByUnconfirmedAccount(db, email))) return;
  // Counted outside the transaction, as billing off (`mayMailAccountClaim`).
  const mayMail = await mayMailAccountClaim(db, deps.limits, email);
  await withTransaction(deps.pool, async ({ db: tx, client }) => {
    await mailAccountClaim(
      tx,
      { jobs: deps.jobs, client, publicUrl: deps.publicUrl },
      {
        mayMail,
        signup: { ...pending.registration, subscriptionPlan: plan },
        passwordHash: pending.passwordHash,
        setupIntentId: pending.setupIntentId,
        now,
      },
    );
    if (!mayMail) return;
    const linkEnds = addHours(now, CLAIM_LINK_HOURS);
    await tx
      .update(pendingSignups)
      .set({ expiresAt: sql`greatest(${pendingSignups.expiresAt}, ${linkEnds})` })
      .where(eq(pendingSignups.setupIntentId, pending.setupIntentId));
  });
  throw new ClaimMailed();
}

/** A claim link's card, billed: the new account's subscription (`replaceWithClaim`). */
export interface ClaimCard {
  setupIntentId: string;
  billed: BillingSubscription;
  cardFingerprint: string | null;
}

/** The kept card signup a claim link completes; null once it is gone (the link is then invalid). */
export async function claimedCardSignup(db: Database, setupIntentId: string) {
  const [pending] = await db
    .select()
    .from(pendingSignups)
    .where(eq(pendingSignups.setupIntentId, setupIntentId));
  return pending ?? null;
}

/**
 * Following a claim link of a card signup, outside any transaction and after the old account's
 * trial is ended: Stripe's word that the card is still confirmed, and the new subscription,
 * under the key the wizard's completion uses (a retried link gets the same one, never a second).
 */
export async function billClaimCard(
  payments: Payments | null,
  pending: PendingSignup,
  plan: SubscriptionPlan,
): Promise<ClaimCard> {
  const stripe = requirePayments(payments);
  const card = await confirmedCard(stripe, pending);
  const billed = await subscribeCard(stripe, pending, plan, card);
  return { setupIntentId: pending.setupIntentId, billed, cardFingerprint: card.cardFingerprint };
}

/** In the claim's transaction: the kept card signup marked complete; false if it already was. */
export async function completeClaimedSignup(
  db: Database,
  setupIntentId: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(pendingSignups)
    .set({ completedAt: now })
    .where(and(eq(pendingSignups.setupIntentId, setupIntentId), isNull(pendingSignups.completedAt)))
    .returning({ id: pendingSignups.setupIntentId });
  return used.length === 1;
}

/**
 * The claim refused after its card was billed (the old account was confirmed or paid meanwhile):
 * the new subscription would bill nobody, so it is cancelled, unless an account holds it (another
 * link of this same signup replaced the account first: the subscription is that account's).
 */
export async function cancelUnheldSubscription(
  db: Database,
  payments: Payments | null,
  card: ClaimCard,
): Promise<void> {
  const [held] = await db
    .select({ agentId: subscriptions.agentId })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, card.billed.id));
  if (!held) await askStripe(() => requirePayments(payments).cancel(card.billed.id));
}
