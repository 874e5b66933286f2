import type { Agent } from '@porchlight/contracts';
import { findAgentByEmail } from '../../db/agent-by-email';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createSession } from '../../lib/sessions';
import type { RateLimits } from '../../plugins/rate-limits';
import { getAgent } from './agents.service';
import { upgradePasswordHash } from './password-upgrade';
import { hashForUnknownAccount, verifyPassword } from './passwords';
import { SignInAttempt } from './sign-in-limits';
import { recordSignIn } from './unconfirmed-accounts';

const INVALID = 'Invalid email or password.';

/**
 * Checks a password within the sign-in limit (`SignInAttempt`: 10 failed checks per 15 minutes
 * per email and per IP, even in parallel; a right password waits for checks in flight instead of
 * being refused). An unknown email costs the same hash work and gets the same answer as a wrong
 * password. A hash of an older kind is replaced on success.
 */
export async function signIn({
  db,
  limits,
  email,
  password,
  ip,
  now,
}: {
  db: Database;
  limits: RateLimits;
  email: string;
  password: string;
  ip: string;
  now: Date;
}): Promise<{ agent: Agent; token: string }> {
  const attempt = new SignInAttempt(limits, email, ip);
  await attempt.admit();

  const account = await findAgentByEmail({ db, email });
  const matches = await checkOrGiveBack(
    async () => verifyPassword(password, account?.passwordHash ?? (await hashForUnknownAccount())),
    () => attempt.notChecked(),
  );
  if (!account || !matches) {
    await attempt.failed();
    throw new AppError('INVALID_CREDENTIALS', INVALID);
  }
  await attempt.succeeded();
  await upgradePasswordHash({ db, agentId: account.id, password, stored: account.passwordHash });
  await recordSignIn(db, account.id, now);
  const token = await createSession({ db, agentId: account.id, now });
  return { agent: await getAgent({ db, agentId: account.id, now }), token };
}

/** The password check; when the hashing queue is full, the points taken for it go back first. */
async function checkOrGiveBack(
  check: () => Promise<boolean>,
  giveBack: () => Promise<unknown>,
): Promise<boolean> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof AppError && error.code === 'SERVER_BUSY') await giveBack();
    throw error;
  }
}
