import type { Agent } from '@porchlight/contracts';
import { addMinutes } from 'date-fns';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { agents, passwordResetTokens } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { createSession, revokeSessions } from '../../lib/sessions';
import { hashToken, randomToken } from '../../lib/tokens';
import type { Jobs } from '../../plugins/jobs';
import { forgiveFailedSignIns, type RateLimits, takePoint } from '../../plugins/rate-limits';
import { sendMail } from '../mail/mail.jobs';
import { findAgentByEmail, getAgent } from './agents.service';
import { passwordResetEmail } from './emails';
import { hashPassword, verifyPassword } from './passwords';

export const RESET_LINK_MINUTES = 60;
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that email, we sent a link to reset its password.';
const INVALID_LINK =
  'This password reset link is invalid or has expired. Please request a new one.';

/**
 * Mails a single-use reset link when the address has an account. The caller answers the same
 * either way, so the form can't tell who has an account.
 */
export async function requestPasswordReset({
  pool,
  db,
  jobs,
  limits,
  email,
  publicUrl,
  now,
}: {
  pool: pg.Pool;
  db: Database;
  jobs: Jobs;
  limits: RateLimits;
  email: string;
  publicUrl: string;
  now: Date;
}): Promise<void> {
  const account = await findAgentByEmail({ db, email });
  if (!account || !(await takePoint(limits.resetMailByEmail, email))) return;
  const token = randomToken();
  await withTransaction(pool, async (tx) => {
    await tx.db.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      agentId: account.id,
      createdAt: now,
      expiresAt: addMinutes(now, RESET_LINK_MINUTES),
    });
    const link = `${publicUrl}/change-password?token=${encodeURIComponent(token)}`;
    await sendMail(jobs, passwordResetEmail({ to: email, link }), tx.client);
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

/** The profile's change: needs the current password; other browsers are signed out. */
export async function changePassword({
  pool,
  db,
  agentId,
  currentPassword,
  newPassword,
  keepTokenHash,
}: {
  pool: pg.Pool;
  db: Database;
  agentId: string;
  currentPassword: string;
  newPassword: string;
  keepTokenHash: string;
}): Promise<void> {
  const [agent] = await db
    .select({ passwordHash: agents.passwordHash })
    .from(agents)
    .where(eq(agents.id, agentId));
  if (!agent || !(await verifyPassword(currentPassword, agent.passwordHash))) {
    throw new AppError('WRONG_PASSWORD', 'Your current password is incorrect.', {
      field: 'currentPassword',
    });
  }
  const passwordHash = await hashPassword(newPassword);
  await withTransaction(pool, async ({ db }) => {
    await db.update(agents).set({ passwordHash }).where(eq(agents.id, agentId));
    await revokeSessions({ db, agentId, keepTokenHash });
  });
}
