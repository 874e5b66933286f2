import type { RegistrationRecord } from '@porchlight/contracts';
import { addHours } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountClaims, agents } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/tokens';
import { type RateLimits, takePoint } from '../../plugins/rate-limits';
import { sendMail } from '../mail';
import type { ConfirmationMailer } from './confirm-email.service';
import { accountClaimEmail } from './emails';
import { unconfirmedNeverPaid } from './unconfirmed-accounts';

/** How long a link to replace an unconfirmed account works. */
export const CLAIM_LINK_HOURS = 24;

/** Thrown inside `refusingTakenEmails`: the address's unconfirmed account was sent a link. */
export class ClaimMailed extends Error {}

/** Whether an unconfirmed, never-paid account holds this email (so a signup may claim it). */
export async function heldByUnconfirmedAccount(db: Database, email: string): Promise<boolean> {
  const [held] = await db
    .select({ replaceable: sql<boolean>`${unconfirmedNeverPaid(agents.id)}` })
    .from(agents)
    .where(eq(sql`lower(${agents.email})`, email.toLowerCase()));
  return held?.replaceable === true;
}

/**
 * Before the signup's transaction: whether a claim link may be mailed to this address now. At most
 * 3 such mails an hour per address (docs/accounts.md "Unconfirmed accounts"); beyond that the
 * earlier links stand and nothing more is sent. Counted outside the transaction: the counter is
 * kept in PostgreSQL through the pool, and a transaction waiting on a second connection of its
 * own pool starves when as many signups as the pool has connections wait at once.
 */
export async function mayMailAccountClaim(
  db: Database,
  limits: RateLimits,
  email: string,
): Promise<boolean> {
  if (!(await heldByUnconfirmedAccount(db, email))) return false;
  return takePoint(limits.claimMailByEmail, email.toLowerCase());
}

/**
 * In the signup's transaction: keeps the signup (its password only as a hash) under a single-use
 * link mailed to the address, which only its mailbox's owner can follow
 * (docs/accounts.md "Unconfirmed accounts"); `mayMail` is `mayMailAccountClaim`'s answer.
 */
export async function mailAccountClaim(
  db: Database,
  { jobs, client, publicUrl }: ConfirmationMailer,
  {
    mayMail,
    signup,
    passwordHash,
    setupIntentId,
    now,
  }: {
    mayMail: boolean;
    signup: RegistrationRecord & { password?: string };
    passwordHash: string;
    /** Billing on: the kept card signup the link completes (`replaceWithClaim`). */
    setupIntentId?: string;
    now: Date;
  },
): Promise<void> {
  if (!mayMail) return;
  const { password: _password, ...record } = signup;
  const token = randomToken();
  await db.insert(accountClaims).values({
    tokenHash: hashToken(token),
    email: signup.email,
    signup: record,
    passwordHash,
    setupIntentId,
    createdAt: now,
    expiresAt: addHours(now, CLAIM_LINK_HOURS),
  });
  const link = `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
  await sendMail(
    jobs,
    accountClaimEmail({ to: signup.email, link, hours: CLAIM_LINK_HOURS }),
    client,
  );
}
