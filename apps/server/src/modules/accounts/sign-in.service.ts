import type { Agent } from '@porchlight/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createSession } from '../../lib/sessions';
import { emailLimitKey, type RateLimits, takePoint } from '../../plugins/rate-limits';
import { findAgentByEmail, getAgent } from './agents.service';
import { hashForUnknownAccount, verifyPassword } from './passwords';

const INVALID = 'Invalid email or password.';
const TOO_MANY = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

/**
 * Checks a password. Each attempt takes a point per email and per IP before the check (so parallel
 * guesses can't exceed 10 per 15 minutes); a success gives them back. An unknown email costs the
 * same scrypt work and gets the same answer as a wrong password.
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
  const hash = account?.passwordHash ?? (await hashForUnknownAccount());
  const matches = await verifyPassword(password, hash);
  if (!account || !matches) throw new AppError('INVALID_CREDENTIALS', INVALID);

  await Promise.all([limits.signInByEmail.delete(emailKey), limits.signInByIp.reward(ip, 1)]);
  const token = await createSession({ db, agentId: account.id, now });
  return { agent: await getAgent({ db, agentId: account.id, now }), token };
}
