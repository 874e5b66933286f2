import type { Agent, CompleteStripeRegistrationRequest } from '@porchlight/contracts';
import { addHours } from 'date-fns';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type pg from 'pg';
import type { z } from 'zod';
import { findAgentByEmail } from '../../db/agent-by-email';
import type { Database } from '../../db/client';
import { pendingSignups } from '../../db/schema';
import { pgErrorCode, withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { createSession } from '../../lib/sessions';
import { hashToken, randomToken } from '../../lib/tokens';
import type { Jobs } from '../../plugins/jobs';
import { type RateLimits, takePoint } from '../../plugins/rate-limits';
import type { Payments } from '../../providers/payments';
import { askStripe } from '../billing';
import { heldByUnconfirmedAccount } from './account-claims.service';
import { getAgent } from './agents.service';
import { anotherRegistrationsCard, confirmedCard, subscribeCard } from './card-billing';
import { mailClaimForHeldEmail } from './card-claims';
import { hashPassword } from './passwords';
import {
  createAccount,
  EmailTaken,
  refusingTakenEmails,
  type Signup,
} from './registration.service';

/** How long a registration waits for its card (a bank's check may take the person a while). */
export const PENDING_SIGNUP_HOURS = 24;

/** A browser key as `randomToken` makes them: 256 bits, base64url. */
const BROWSER_KEY = /^[A-Za-z0-9_-]{43}$/;

const TOO_MANY_SETUPS = 'Too many card setups from this connection. Please try again in an hour.';
const ALREADY_COMPLETE = 'This registration is already complete. Sign in to continue.';
const OTHER_BROWSER =
  'This registration can only be finished in the browser where it was started. Please finish it there, or register again here.';

interface Deps {
  pool: pg.Pool;
  db: Database;
  payments: Payments;
  limits: RateLimits;
  /** The queue and address the email-confirmation link is mailed with. */
  jobs: Jobs;
  publicUrl: string;
  ip: string;
  /** The caller's signup cookie, if it sent one: the key of the browser that began a signup. */
  browserKey: string | undefined;
  now: Date;
}

/**
 * POST /api/create-subscription-intent: a Stripe customer and a SetupIntent for the card, and the
 * signup kept here (the password as its hash) under the SetupIntent, so registration completes
 * from it even after the card's bank redirected the browser away and back. The signup is bound to
 * this browser: the hash of its key is kept with it, and the key goes back for the signup cookie
 * (the browser's key is kept when it already has one, so a second tab or a second trip to step 3
 * does not lock out the first).
 */
export async function startCardRegistration(
  { db, payments, limits, ip, browserKey, now }: Deps,
  signup: Signup,
): Promise<{ clientSecret: string; browserKey: string }> {
  return refusingTakenEmails(limits, ip, async () => {
    // An address an unconfirmed, never-paid account holds goes on: its completion mails a claim link.
    if (
      (await findAgentByEmail({ db, email: signup.email })) &&
      !(await heldByUnconfirmedAccount(db, signup.email))
    ) {
      throw new EmailTaken();
    }
    if (!(await takePoint(limits.cardSetupByIp, ip))) {
      throw new AppError('RATE_LIMITED', TOO_MANY_SETUPS);
    }
    const { password, ...registration } = signup;
    const passwordHash = await hashPassword(password);
    const setup = await askStripe(() => payments.startCardSetup(signup));
    const key = browserKey && BROWSER_KEY.test(browserKey) ? browserKey : randomToken();
    await db.delete(pendingSignups).where(lt(pendingSignups.expiresAt, now));
    await db.insert(pendingSignups).values({
      setupIntentId: setup.setupIntentId,
      customerId: setup.customerId,
      registration,
      passwordHash,
      browserKeyHash: hashToken(key),
      expiresAt: addHours(now, PENDING_SIGNUP_HOURS),
    });
    return { clientSecret: setup.clientSecret, browserKey: key };
  });
}

/**
 * POST /api/complete-stripe-registration: only the browser that began the signup may complete it
 * (a SetupIntent id is no secret: it is in the bank's return address, and in logs), and the
 * card's SetupIntent must have succeeded for the customer made for this signup. An address an
 * unconfirmed, never-paid account holds gets a claim link bound to this signup instead
 * (`mailClaimForHeldEmail`, 409 ACCOUNT_CLAIM_MAILED). Otherwise Stripe's
 * weekly subscription with its trial (idempotent per SetupIntent, so a retry gets the same one),
 * and, in one transaction, the account, its criteria and subscription, its first session, and the
 * kept signup marked complete (a second completion, even at the same moment, is told so).
 */
export async function completeCardRegistration(
  { pool, db, payments, limits, jobs, publicUrl, ip, browserKey, now }: Deps,
  { setupIntentId, registrationData }: z.output<typeof CompleteStripeRegistrationRequest>,
): Promise<{ agent: Agent; token: string }> {
  const [pending] = await db
    .select()
    .from(pendingSignups)
    .where(and(eq(pendingSignups.setupIntentId, setupIntentId), gt(pendingSignups.expiresAt, now)));
  if (!pending) {
    throw new AppError(
      'NOT_FOUND',
      'This registration is unknown or has expired. Please register again.',
      { field: 'setupIntentId' },
    );
  }
  // A row kept before signups were bound to a browser has no hash, and no browser matches it.
  if (!browserKey || pending.browserKeyHash !== hashToken(browserKey)) {
    throw new AppError('SIGNUP_OTHER_BROWSER', OTHER_BROWSER, { field: 'setupIntentId' });
  }
  if (pending.completedAt) throw new AppError('CONFLICT', ALREADY_COMPLETE);
  if (pending.registration.email.toLowerCase() !== registrationData.email.toLowerCase()) {
    throw anotherRegistrationsCard();
  }
  const card = await confirmedCard(payments, pending);
  const plan = registrationData.subscriptionPlan;
  return refusingTakenEmails(limits, ip, async () => {
    await mailClaimForHeldEmail({ pool, db, limits, jobs, publicUrl, now }, pending, plan);
    const billed = await subscribeCard(payments, pending, plan, card);
    return cancellingOnTakenEmail(payments, billed.id, () =>
      withTransaction(pool, async ({ db: tx, client }) => {
        const [used] = await tx
          .update(pendingSignups)
          .set({ completedAt: now })
          .where(
            and(
              eq(pendingSignups.setupIntentId, setupIntentId),
              isNull(pendingSignups.completedAt),
            ),
          )
          .returning({ id: pendingSignups.setupIntentId });
        if (!used) throw new AppError('CONFLICT', ALREADY_COMPLETE);
        const agentId = await createAccount({
          db: tx,
          // The plan as last chosen on step 3, which may follow the card form's arrival.
          signup: { ...pending.registration, subscriptionPlan: plan },
          passwordHash: pending.passwordHash,
          now,
          billed,
          confirmation: { jobs, client, publicUrl },
          cardFingerprint: card.cardFingerprint,
        });
        const token = await createSession({ db: tx, agentId, now });
        return { agent: await getAgent({ db: tx, agentId, now }), token };
      }),
    );
  });
}

/**
 * Another registration took the email between this one's checks and its account: the Stripe
 * subscription just made for it would bill nobody, so it is cancelled before the 409 is answered.
 * (A second completion of this same registration fails earlier, on its kept signup, and never
 * cancels: it shares the first one's subscription.)
 */
async function cancellingOnTakenEmail<T>(
  payments: Payments,
  subscriptionId: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof EmailTaken || pgErrorCode(error) === '23505') {
      await askStripe(() => payments.cancel(subscriptionId));
    }
    throw error;
  }
}
