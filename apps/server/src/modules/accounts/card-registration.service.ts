import type { Agent, CompleteStripeRegistrationRequest } from '@porchlight/contracts';
import { TRIAL_DAYS } from '@porchlight/contracts';
import { addHours } from 'date-fns';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type pg from 'pg';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { pendingSignups } from '../../db/schema';
import { pgErrorCode, withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { createSession } from '../../lib/sessions';
import type { Jobs } from '../../plugins/jobs';
import { type RateLimits, takePoint } from '../../plugins/rate-limits';
import type { Payments } from '../../providers/payments';
import { askStripe } from '../billing/payments-calls';
import { findAgentByEmail, getAgent } from './agents.service';
import { hashPassword } from './passwords';
import {
  createAccount,
  EmailTaken,
  refusingTakenEmails,
  type Signup,
} from './registration.service';

/** How long a registration waits for its card (a bank's check may take the person a while). */
const PENDING_HOURS = 24;

const TOO_MANY_SETUPS = 'Too many card setups from this connection. Please try again in an hour.';
const ALREADY_COMPLETE = 'This registration is already complete. Sign in to continue.';
const NOT_CONFIRMED = 'Your card was not confirmed. Please check it and try again.';

const anotherRegistrationsCard = () =>
  new AppError('CARD_SETUP_FAILED', 'This card was set up for another registration.', {
    field: 'setupIntentId',
  });

interface Deps {
  pool: pg.Pool;
  db: Database;
  payments: Payments;
  limits: RateLimits;
  /** The queue and address the email-confirmation link is mailed with. */
  jobs: Jobs;
  publicUrl: string;
  ip: string;
  now: Date;
}

/**
 * POST /api/create-subscription-intent: a Stripe customer and a SetupIntent for the card, and the
 * signup kept here (the password as its hash) under the SetupIntent, so registration completes
 * from it even after the card's bank redirected the browser away and back.
 */
export async function startCardRegistration(
  { db, payments, limits, ip, now }: Deps,
  signup: Signup,
): Promise<{ clientSecret: string }> {
  return refusingTakenEmails(limits, ip, async () => {
    if (await findAgentByEmail({ db, email: signup.email })) throw new EmailTaken();
    if (!(await takePoint(limits.cardSetupByIp, ip))) {
      throw new AppError('RATE_LIMITED', TOO_MANY_SETUPS);
    }
    const { password, ...registration } = signup;
    const passwordHash = await hashPassword(password);
    const setup = await askStripe(() => payments.startCardSetup(signup));
    await db.delete(pendingSignups).where(lt(pendingSignups.expiresAt, now));
    await db.insert(pendingSignups).values({
      setupIntentId: setup.setupIntentId,
      customerId: setup.customerId,
      registration,
      passwordHash,
      expiresAt: addHours(now, PENDING_HOURS),
    });
    return { clientSecret: setup.clientSecret };
  });
}

/**
 * POST /api/complete-stripe-registration: the card's SetupIntent must have succeeded for the
 * customer made for this signup; then Stripe's weekly subscription with its trial (idempotent
 * per SetupIntent, so a retry gets the same one), and, in one transaction, the account, its
 * criteria and subscription, its first session, and the kept signup marked complete (a second
 * completion, even at the same moment, is told so).
 */
export async function completeCardRegistration(
  { pool, db, payments, limits, jobs, publicUrl, ip, now }: Deps,
  { setupIntentId, registrationData }: z.output<typeof CompleteStripeRegistrationRequest>,
): Promise<{ agent: Agent; token: string }> {
  const [pending] = await db
    .select()
    .from(pendingSignups)
    .where(and(eq(pendingSignups.setupIntentId, setupIntentId), gt(pendingSignups.expiresAt, now)));
  if (pending?.completedAt) throw new AppError('CONFLICT', ALREADY_COMPLETE);
  if (!pending) {
    throw new AppError(
      'NOT_FOUND',
      'This registration is unknown or has expired. Please register again.',
      { field: 'setupIntentId' },
    );
  }
  if (pending.registration.email.toLowerCase() !== registrationData.email.toLowerCase()) {
    throw anotherRegistrationsCard();
  }
  const card = await askStripe(() => payments.cardSetup(setupIntentId));
  if (card.customerId !== pending.customerId) throw anotherRegistrationsCard();
  const paymentMethodId = card.status === 'succeeded' ? card.paymentMethodId : null;
  if (!paymentMethodId) throw new AppError('CARD_SETUP_FAILED', NOT_CONFIRMED);
  const billed = await askStripe(() =>
    payments.subscribe(
      {
        customerId: pending.customerId,
        plan: registrationData.subscriptionPlan,
        paymentMethodId,
        trialDays: TRIAL_DAYS,
      },
      `registration-${setupIntentId}`,
    ),
  );
  return refusingTakenEmails(limits, ip, () =>
    cancellingOnTakenEmail(payments, billed.id, () =>
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
          signup: { ...pending.registration, subscriptionPlan: registrationData.subscriptionPlan },
          passwordHash: pending.passwordHash,
          now,
          billed,
          confirmation: { jobs, client, publicUrl },
        });
        const token = await createSession({ db: tx, agentId, now });
        return { agent: await getAgent({ db: tx, agentId, now }), token };
      }),
    ),
  );
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
    if (pgErrorCode(error) === '23505') await askStripe(() => payments.cancel(subscriptionId));
    throw error;
  }
}
