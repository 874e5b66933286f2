import { addDays } from 'date-fns';
import { and, eq, isNull } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { agents, emailConfirmationTokens } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { hashToken, randomToken } from '../../lib/tokens';
import type { Jobs } from '../../plugins/jobs';
import { sendMail } from '../mail';
import { creditReferralOf } from '../referrals';
import { emailConfirmationEmail } from './emails';
import { usableLink } from './link-tokens';

export const CONFIRMATION_LINK_DAYS = 7;

/** What a signup needs to mail its confirmation link inside its own transaction. */
export interface ConfirmationMailer {
  jobs: Jobs;
  /** The signup transaction's connection: the mail is queued only if the account commits. */
  client: pg.PoolClient;
  publicUrl: string;
}

/** A link from the mailbox, followed: `POST /api/confirm-email`. */
export interface FollowedLink {
  pool: pg.Pool;
  token: string;
  /** Billing off: confirming may credit the referral that brought the agent. */
  creditsReferral: boolean;
  now: Date;
}

/**
 * At signup, in its transaction: stores the hash of a single-use link and queues its mail. The
 * account works unconfirmed; confirming proves the mailbox (and, billing off, credits a referral).
 */
export async function mailConfirmationLink(
  db: Database,
  { jobs, client, publicUrl }: ConfirmationMailer,
  { agentId, email, now }: { agentId: string; email: string; now: Date },
): Promise<void> {
  const token = randomToken();
  await db.insert(emailConfirmationTokens).values({
    tokenHash: hashToken(token),
    agentId,
    createdAt: now,
    expiresAt: addDays(now, CONFIRMATION_LINK_DAYS),
  });
  const link = `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
  await sendMail(
    jobs,
    emailConfirmationEmail({ to: email, link, days: CONFIRMATION_LINK_DAYS }),
    client,
  );
}

/**
 * POST /api/confirm-email: uses the link once (one conditional update claims it, so two tabs
 * can't both use it), marks the address confirmed, and with billing off credits the referral
 * that brought the agent in the same transaction; with billing on that waits for the first paid
 * invoice. False when the token is no confirmation link (it may be an account claim's:
 * `replaceWithClaim`).
 */
export async function confirmEmail({
  pool,
  token,
  creditsReferral,
  now,
}: FollowedLink): Promise<boolean> {
  return withTransaction(pool, async ({ db }) => {
    const [claimed] = await db
      .update(emailConfirmationTokens)
      .set({ usedAt: now })
      .where(usableLink(emailConfirmationTokens, token, now))
      .returning({ agentId: emailConfirmationTokens.agentId });
    if (!claimed) return false;
    await db
      .update(agents)
      .set({ emailConfirmedAt: now })
      .where(and(eq(agents.id, claimed.agentId), isNull(agents.emailConfirmedAt)));
    if (creditsReferral) await creditReferralOf(db, claimed.agentId, now, { billing: 'off' });
    return true;
  });
}
