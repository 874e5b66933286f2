import type { Agent } from '@porchlight/contracts';
import { findAgentByEmail } from '../../db/agent-by-email';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createSession } from '../../lib/sessions';
import { emailLimitKey, type RateLimits, takePoint } from '../../plugins/rate-limits';
import { getAgent } from './agents.service';
import { upgradePasswordHash } from './password-upgrade';
import { hashForUnknownAccount, verifyPassword } from './passwords';

const INVALID = 'Invalid email or password.';
const TOO_MANY = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

/**
 * Checks a password. Each attempt takes a point per email and per IP before the check (so parallel
 * guesses can't exceed 10 per 15 minutes); a success gives them back, and so does a check the
 * server was too busy to run (SERVER_BUSY, no guess made). An unknown email costs the same hash
 * work and gets the same answer as a wrong password. A hash of an older kind is replaced on success.
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
  const emailKey = emailLimitKey(email);
  const [emailAllowed, ipAllowed] = await Promise.all([
    takePoint(limits.signInByEmail, emailKey),
    takePoint(limits.signInByIp, ip),
  ]);
  if (!emailAllowed || !ipAllowed) throw new AppError('RATE_LIMITED', TOO_MANY);

  const account = await findAgentByEmail({ db, email });
  const matches = await checkOrGiveBack(
    async () => verifyPassword(password, account?.passwordHash ?? (await hashForUnknownAccount())),
    () => Promise.all([limits.signInByEmail.reward(emailKey, 1), limits.signInByIp.reward(ip, 1)]),
  );
  if (!account || !matches) throw new AppError('INVALID_CREDENTIALS', INVALID);
  await upgradePasswordHash({ db, agentId: account.id, password, stored: account.passwordHash });

  await Promise.all([limits.signInByEmail.delete(emailKey), limits.signInByIp.reward(ip, 1)]);
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
