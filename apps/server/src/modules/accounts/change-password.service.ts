import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { agents } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { revokeSessions } from '../../lib/sessions';
import { type RateLimits, takePoint } from '../../plugins/rate-limits';
import { hashPassword, verifyPassword } from './passwords';

const WRONG_PASSWORD = 'Your current password is incorrect.';
const TOO_MANY =
  'Too many wrong current passwords. Please wait 15 minutes and try again, or reset your password by email.';

/**
 * The profile's change: needs the current password; other browsers are signed out. Each check
 * takes a point per agent before it runs (so parallel guesses can't exceed 10 per 15 minutes,
 * and a stolen session can't brute-force the password); a success gives them back, as sign-in.
 */
export async function changePassword({
  database: { pool, db },
  limits,
  agentId,
  currentPassword,
  newPassword,
  keepTokenHash,
}: {
  database: DatabaseHandle;
  limits: RateLimits;
  agentId: string;
  currentPassword: string;
  newPassword: string;
  keepTokenHash: string;
}): Promise<void> {
  if (!(await takePoint(limits.changePasswordByAgent, agentId))) {
    throw new AppError('RATE_LIMITED', TOO_MANY);
  }
  const [agent] = await db
    .select({ passwordHash: agents.passwordHash })
    .from(agents)
    .where(eq(agents.id, agentId));
  if (!agent || !(await verifyPassword(currentPassword, agent.passwordHash))) {
    throw new AppError('WRONG_PASSWORD', WRONG_PASSWORD, { field: 'currentPassword' });
  }
  await limits.changePasswordByAgent.delete(agentId);
  const passwordHash = await hashPassword(newPassword);
  await withTransaction(pool, async ({ db }) => {
    await db.update(agents).set({ passwordHash }).where(eq(agents.id, agentId));
    await revokeSessions({ db, agentId, keepTokenHash });
  });
}
