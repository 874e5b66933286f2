import type {
  Agent,
  Bound,
  CompleteSignupRequest,
  RegistrationRecord,
} from '@porchlight/contracts';
import { SIGNUP_CREDITS, TRIAL_DAYS } from '@porchlight/contracts';
import { addDays } from 'date-fns';
import type pg from 'pg';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { agents, criteria, signupEvents, subscriptions, trialEmails } from '../../db/schema';
import { pgErrorCode, withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { createSession } from '../../lib/sessions';
import type { Jobs } from '../../plugins/jobs';
import { type RateLimits, takePoint } from '../../plugins/rate-limits';
import type { BillingSubscription } from '../../providers/payments';
import { earnCredits } from '../credits';
import { completeReferral, newReferralCode } from '../referrals';
import {
  ClaimMailed,
  heldByUnconfirmedAccount,
  mailAccountClaim,
  mayMailAccountClaim,
} from './account-claims.service';
import { getAgent } from './agents.service';
import { type ConfirmationMailer, mailConfirmationLink } from './confirm-email.service';
import { hashPassword } from './passwords';

export type Signup = z.output<typeof CompleteSignupRequest>;

const EMAIL_TAKEN = 'An account with this email already exists. Sign in instead.';
const CLAIM_MAILED =
  'This email has an account that was never confirmed. We sent a link to this address: open it to replace that account with this signup.';
const TOO_MANY_TAKEN =
  'Too many sign-ups with emails that already have an account. Please try again in an hour, or sign in.';

/** "any" is no bound. */
function boundValue(bound: Bound): number | null {
  return bound === 'any' ? null : bound;
}

/**
 * Creates the agent (completing the referral that brought it: credited later, once the account
 * proves real), its criteria from step 2, its signup credits and a 7-day trial on the chosen
 * plan: the calendar's (billing off), or the subscription Stripe just made for the card (billing
 * on), with the card's fingerprint. With a `confirmation` mailer, the email-confirmation link is
 * mailed in the same transaction.
 */
export async function createAccount({
  db,
  signup,
  passwordHash,
  now,
  billed,
  confirmation,
  cardFingerprint,
}: {
  db: Database;
  signup: RegistrationRecord;
  passwordHash: string;
  now: Date;
  billed?: BillingSubscription;
  confirmation?: ConfirmationMailer;
  cardFingerprint?: string | null;
}): Promise<string> {
  const [agent] = await db
    .insert(agents)
    .values({
      name: signup.name,
      email: signup.email,
      phone: signup.phone,
      passwordHash,
      referredByCode: signup.referralCode || null,
      referralCode: newReferralCode(),
      termsAcceptedAt: now,
      lastSignedInAt: now,
    })
    // A taken email is expected: no unique-violation error, whose DETAIL would write the address
    // into PostgreSQL's own log (docs/security.md "Logs").
    .onConflictDoNothing()
    .returning({ id: agents.id });
  if (!agent) throw new EmailTaken();
  await db.insert(criteria).values({
    agentId: agent.id,
    targetAreas: [signup.targetArea],
    minValue: boundValue(signup.minValue),
    maxValue: boundValue(signup.maxValue),
    minBedrooms: boundValue(signup.minBedrooms),
    sellerTypes: [signup.sellerType],
    propertyTypes: [signup.propertyType],
  });
  await db.insert(subscriptions).values({
    agentId: agent.id,
    plan: billed?.plan ?? signup.subscriptionPlan,
    status: billed?.state ?? 'trialing',
    trialEndsAt: billed ? billed.trialEndsAt : addDays(now, TRIAL_DAYS),
    stripeCustomerId: billed?.customerId,
    stripeSubscriptionId: billed?.id,
    cardFingerprint,
    currentPeriodEnd: billed?.currentPeriodEnd,
  });
  await earnCredits(db, {
    agentId: agent.id,
    amount: SIGNUP_CREDITS,
    source: 'signup',
    description: `Welcome bonus: ${SIGNUP_CREDITS} lead credits`,
    now,
  });
  await completeReferral(db, {
    id: agent.id,
    email: signup.email,
    referralCode: signup.referralCode || null,
    now,
  });
  if (confirmation) {
    await mailConfirmationLink(db, confirmation, { agentId: agent.id, email: signup.email, now });
  }
  return agent.id;
}

/** Thrown inside `refusingTakenEmails` when an email is found taken, before or at the insert. */
export class EmailTaken extends Error {}

/**
 * Runs a signup step that may meet a taken email. Each 409 (taken, or taken by an unconfirmed
 * account that was sent a claim link) takes a point from the IP first, so signup can't test more
 * than 10 addresses an hour; once they are spent every signup from the IP waits, or a 201 would
 * tell a free address apart.
 */
export async function refusingTakenEmails<T>(
  limits: RateLimits,
  ip: string,
  work: () => Promise<T>,
): Promise<T> {
  const taken = (await limits.emailTakenByIp.get(ip))?.consumedPoints ?? 0;
  if (taken >= limits.emailTakenByIp.points) throw new AppError('RATE_LIMITED', TOO_MANY_TAKEN);
  try {
    return await work();
  } catch (error) {
    const claimed = error instanceof ClaimMailed;
    if (pgErrorCode(error) !== '23505' && !(error instanceof EmailTaken) && !claimed) throw error;
    if (!(await takePoint(limits.emailTakenByIp, ip))) {
      throw new AppError('RATE_LIMITED', TOO_MANY_TAKEN);
    }
    if (claimed) {
      throw new AppError('ACCOUNT_CLAIM_MAILED', CLAIM_MAILED, {
        field: 'email',
        fields: { email: CLAIM_MAILED },
      });
    }
    throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN, {
      field: 'email',
      fields: { email: EMAIL_TAKEN },
    });
  }
}

/**
 * Registration (billing off): the account and its first session in one transaction. An address
 * an unconfirmed, never-paid account holds gets a link that replaces it instead
 * (docs/accounts.md "Unconfirmed accounts").
 */
export async function completeSignup({
  pool,
  database,
  limits,
  jobs,
  publicUrl,
  signup,
  ip,
  now,
}: {
  pool: pg.Pool;
  /** The pool's own database, for what must not wait inside the signup's transaction. */
  database: Database;
  limits: RateLimits;
  jobs: Jobs;
  publicUrl: string;
  signup: Signup;
  ip: string;
  now: Date;
}): Promise<{ agent: Agent; token: string }> {
  return refusingTakenEmails(limits, ip, async () => {
    const passwordHash = await hashPassword(signup.password);
    const mayMail = await mayMailAccountClaim(database, limits, signup.email);
    const created = await withTransaction(pool, async ({ db, client }) => {
      const confirmation = { jobs, client, publicUrl };
      if (await heldByUnconfirmedAccount(db, signup.email)) {
        await mailAccountClaim(db, confirmation, { mayMail, signup, passwordHash, now });
        return null;
      }
      const agentId = await createAccount({ db, signup, passwordHash, now, confirmation });
      const token = await createSession({ db, agentId, now });
      return { agent: await getAgent({ db, agentId, now }), token };
    });
    if (!created) throw new ClaimMailed();
    return created;
  });
}

export async function trackSignup({
  db,
  event,
}: {
  db: Database;
  event: { email?: string; name?: string; phone?: string; step: number };
}) {
  await db.insert(signupEvents).values({
    email: event.email?.trim().toLowerCase() || null,
    name: event.name?.trim() || null,
    phone: event.phone?.trim() || null,
    step: event.step,
  });
}

export async function saveTrialEmail({ db, email }: { db: Database; email: string }) {
  await db.insert(trialEmails).values({ email }).onConflictDoNothing();
}
