import type { Agent } from '@porchlight/contracts';
import { addMinutes } from 'date-fns';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type pg from 'pg';
import { findAgentByEmail } from '../../db/agent-by-email';
import type { Database, DatabaseHandle } from '../../db/client';
import { agents, passwordResetTokens } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { createSession, revokeSessions } from '../../lib/sessions';
import { hashToken, randomToken } from '../../lib/tokens';
import type { Jobs } from '../../plugins/jobs';
import { forgiveFailedSignIns, type RateLimits, takePoint } from '../../plugins/rate-limits';
import { sendMail } from '../mail';
import { getAgent } from './agents.service';
import { passwordResetEmail } from './emails';
import { hashPassword } from './passwords';

export const RESET_LINK_MINUTES = 60;
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that email, we sent a link to reset its password.';
const INVALID_LINK =
  'This password reset link is invalid or has expired. Please request a new one.';

/** What a forgot-password request queues: the address, and when it asked (the link's clock). */
export interface PasswordResetJob {
  email: string;
  requestedAt: string;
}

/**
 * The request's part: the same work for every address (the mail limit, one queued job), so
 * neither the answer nor its time tells who has an account. The job does the look-up.
 */
export async function requestPasswordReset({
  jobs,
  limits,
  email,
  now,
}: {
  jobs: Jobs;
  limits: RateLimits;
  email: string;
  now: Date;
}): Promise<void> {
  if (!(await takePoint(limits.resetMailByEmail, email))) return;
  const job: PasswordResetJob = { email, requestedAt: now.toISOString() };
  await jobs.send('password-reset', job);
}

/**
 * The job's part: when the address has an account, stores the single-use link's hash and queues
 * its mail in one transaction; the link works for 60 minutes from the request.
 */
export async function mailResetLink({
  database: { pool, db },
  jobs,
  publicUrl,
  job,
}: {
  database: DatabaseHandle;
  jobs: Jobs;
  publicUrl: string;
  job: PasswordResetJob;
}): Promise<void> {
  const account = await findAgentByEmail({ db, email: job.email });
  if (!account) return;
  const requestedAt = new Date(job.requestedAt);
  const token = randomToken();
  await withTransaction(pool, async (tx) => {
    await tx.db.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      agentId: account.id,
      createdAt: requestedAt,
      expiresAt: addMinutes(requestedAt, RESET_LINK_MINUTES),
    });
    const link = `${publicUrl}/change-password?token=${encodeURIComponent(token)}`;
    await sendMail(jobs, passwordResetEmail({ to: job.email, link }), tx.client);
  });
}

function usable(tokenHash: string, now: Date) {
  return and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
}

export async function verifyResetToken({
  db,
  token,
  now,
}: {
  db: Database;
  token: string;
  now: Date;
}) {
  const [found] = await db
    .select({ agentId: passwordResetTokens.agentId })
    .from(passwordResetTokens)
    .where(usable(hashToken(token), now));
  if (!found) throw new AppError('INVALID_RESET_TOKEN', INVALID_LINK);
}

/**
 * Uses the link once: sets the password, signs the agent out everywhere else, signs this browser
 * in, and lifts the email's sign-in lockout. The token is claimed by one conditional update, so
 * two tabs can't both use it.
 */
export async function resetPassword({
  pool,
  limits,
  token,
  password,
  ip,
  now,
}: {
  pool: pg.Pool;
  limits: RateLimits;
  token: string;
  password: string;
  ip: string;
  now: Date;
}): Promise<{ agent: Agent; token: string }> {
  const passwordHash = await hashPassword(password);
  const reset = await withTransaction(pool, async ({ db }) => {
    const [claimed] = await db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(usable(hashToken(token), now))
      .returning({ agentId: passwordResetTokens.agentId });
    if (!claimed) throw new AppError('INVALID_RESET_TOKEN', INVALID_LINK);
    const { agentId } = claimed;
    await db.update(agents).set({ passwordHash }).where(eq(agents.id, agentId));
    await db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.agentId, agentId), isNull(passwordResetTokens.usedAt)));
    await revokeSessions({ db, agentId });
    const sessionToken = await createSession({ db, agentId, now });
    return { agent: await getAgent({ db, agentId, now }), token: sessionToken };
  });
  await forgiveFailedSignIns(limits, { email: reset.agent.email, ip });
  return reset;
}
