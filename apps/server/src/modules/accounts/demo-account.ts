import { CompleteSignupRequest } from '@porchlight/contracts';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { findAgentByEmail } from '../../db/agent-by-email';
import { agents } from '../../db/schema';
import { pgErrorCode, withTransaction } from '../../db/transaction';
import { hashPassword } from './passwords';
import { createAccount, EmailTaken } from './registration.service';

/** The demo account a newcomer signs in with at once (README). Never in production. */
export const DEMO_ACCOUNT = { email: 'demo@porchlight.test', password: 'Porchlight1!' } as const;

export async function ensureDemoAccount({
  pool,
  now,
  log,
}: {
  pool: pg.Pool;
  now: Date;
  log: (message: string) => void;
}): Promise<void> {
  const created = await withTransaction(pool, async ({ db }) => {
    if (await findAgentByEmail({ db, email: DEMO_ACCOUNT.email })) return false;
    const signup = CompleteSignupRequest.parse({
      name: 'Demo Agent',
      email: DEMO_ACCOUNT.email,
      phone: '3055550123',
      password: DEMO_ACCOUNT.password,
      targetArea: 'Miami, FL',
      minValue: 100000,
      maxValue: 1000000,
      minBedrooms: 2,
      sellerType: 'high-equity',
      termsAccepted: true,
      subscriptionPlan: 'premium',
    });
    const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
    const agentId = await createAccount({ db, signup, passwordHash, now });
    // Confirmed, so the sweep of unconfirmed accounts never takes it (docs/accounts.md).
    await db.update(agents).set({ emailConfirmedAt: now }).where(eq(agents.id, agentId));
    return true;
  }).catch((error) => {
    // Another process starting at the same moment created it first.
    if (error instanceof EmailTaken || pgErrorCode(error) === '23505') return false;
    throw error;
  });
  const how = created ? 'created' : 'available';
  log(`demo account ${how}: sign in as ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
}
