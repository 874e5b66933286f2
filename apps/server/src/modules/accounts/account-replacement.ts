import { RegistrationData } from '@porchlight/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountClaims, agents } from '../../db/schema';
import { pgErrorCode, withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { Payments } from '../../providers/payments';
import { creditReferralOf } from '../referrals';
import {
  billClaimCard,
  type ClaimCard,
  cancelUnheldSubscription,
  claimedCardSignup,
  completeClaimedSignup,
} from './card-claims';
import type { FollowedLink } from './confirm-email.service';
import { usableLink } from './link-tokens';
import { createAccount, EmailTaken } from './registration.service';
import { unconfirmedNeverPaid } from './unconfirmed-accounts';
import { endUnpaidSubscription, type HeldBilling } from './unpaid-trial';

const TAKEN = 'This email address already has a confirmed account. Sign in instead.';
const INVALID_LINK = 'This confirmation link is invalid or has expired.';

/**
 * A link from `mailAccountClaim`, followed: the mailbox is proven, so the unconfirmed, never-paid
 * account of the address (if it still is one) is deleted with all its data, and the kept signup
 * becomes the account, confirmed. An old account with a Stripe subscription is released first,
 * outside any transaction (`endUnpaidSubscription`: never paid, it is cancelled; paid, or Stripe
 * not answering, the link answers EMAIL_TAKEN and changes nothing). Then, in one transaction, the
 * old row is locked and checked again (the same subscription), so a confirmation or payment at
 * the same moment either lands before (and the claim is refused with EMAIL_TAKEN) or finds the
 * account gone. An account confirmed or paying is never replaced. A card signup's link (billing
 * on) bills its confirmed card first and makes the new account with that trial, marking the kept
 * signup complete; refused after billing, the subscription no account holds is cancelled.
 */
export async function replaceWithClaim(link: ClaimLink): Promise<void> {
  const { now } = link;
  const { released, card } = await prepareClaim(link);
  try {
    await withTransaction(link.pool, async ({ db }) => {
      const [claim] = await db
        .update(accountClaims)
        .set({ usedAt: now })
        .where(usableLink(accountClaims, link.token, now))
        .returning();
      if (!claim) throw invalidLink();
      const [held] = await heldAccounts(db, claim.email, { lock: true });
      if (held && (!held.replaceable || held.stripeSubscriptionId !== released)) throw taken();
      if (held) await db.delete(agents).where(eq(agents.id, held.id));
      if (card && !(await completeClaimedSignup(db, card.setupIntentId, now))) throw taken();
      const signup = RegistrationData.parse(claim.signup);
      const agentId = await createAccount({
        db,
        signup,
        passwordHash: claim.passwordHash,
        now,
        billed: card?.billed,
        cardFingerprint: card?.cardFingerprint,
      }).catch((error: unknown) => {
        throw pgErrorCode(error) === '23505' || error instanceof EmailTaken ? taken() : error;
      });
      await db.update(agents).set({ emailConfirmedAt: now }).where(eq(agents.id, agentId));
      if (link.creditsReferral) await creditReferralOf(db, agentId, now, { billing: 'off' });
    });
  } catch (error) {
    const refused = error instanceof AppError && error.code === 'EMAIL_TAKEN';
    if (refused && card) await cancelUnheldSubscription(link.db, link.payments, card);
    throw error;
  }
}

/** A followed link, and Stripe (null with billing off) to release an old account's trial. */
export interface ClaimLink extends FollowedLink {
  db: Database;
  payments: Payments | null;
}

/**
 * Before the replacement's transaction, outside any: the old account's Stripe subscription, if
 * any, ended (never paid) or the claim refused; then, for a card signup's link, the new
 * subscription billed to its confirmed card (`billClaimCard`). Ended first: Stripe failing after
 * leaves a cancelled trial on an account still there, never a live one for nobody. Answers the
 * subscription released (null: none) and the card billed (null: a signup without a card).
 */
async function prepareClaim(
  link: ClaimLink,
): Promise<{ released: string | null; card: ClaimCard | null }> {
  const [claim] = await link.db
    .select()
    .from(accountClaims)
    .where(usableLink(accountClaims, link.token, link.now));
  if (!claim) throw invalidLink();
  const pending = claim.setupIntentId
    ? await claimedCardSignup(link.db, claim.setupIntentId)
    : null;
  if (claim.setupIntentId && !pending) throw invalidLink();
  // Its signup was completed since (the wizard, once the old account had gone): nothing to claim.
  if (pending?.completedAt) throw taken();
  const [held] = await heldAccounts(link.db, claim.email);
  if (held && !held.replaceable) throw taken();
  // Read after the signup: an account made from it in between has its customer. Never ended.
  if (held && pending && held.stripeCustomerId === pending.customerId) throw taken();
  if (held && !(await endUnpaidSubscription(link.payments, held))) throw taken();
  const released = held?.stripeSubscriptionId ?? null;
  if (!pending) return { released, card: null };
  const { subscriptionPlan } = RegistrationData.parse(claim.signup);
  return { released, card: await billClaimCard(link.payments, pending, subscriptionPlan) };
}

/** The account holding the address, whether it may be replaced, and its Stripe ids. */
async function heldAccounts(db: Database, email: string, { lock = false } = {}) {
  const { rows } = await db.execute<HeldBilling & { id: string; replaceable: boolean }>(sql`
    select agents.id, ${unconfirmedNeverPaid(agents.id)} as replaceable,
      s.stripe_subscription_id as "stripeSubscriptionId", s.stripe_customer_id as "stripeCustomerId"
    from agents left join subscriptions s on s.agent_id = agents.id
    where lower(agents.email) = lower(${email}) ${lock ? sql`for update of agents` : sql``}`);
  return rows;
}

function invalidLink(): AppError {
  return new AppError('INVALID_CONFIRMATION_TOKEN', INVALID_LINK, { field: 'token' });
}

function taken(): AppError {
  return new AppError('EMAIL_TAKEN', TAKEN, { field: 'token' });
}
