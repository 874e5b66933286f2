import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { creditBalances, creditTransactions } from '../src/db/schema';
import { withTransaction } from '../src/db/transaction';
import { earnCredits } from '../src/modules/credits/ledger';
import type { TestApp } from './build-app';

/** Gives an agent credits, as a referral or a streak will: an earned ledger row and the balance. */
export function grantCredits(t: TestApp, agentId: string, amount: number) {
  return withTransaction(t.database.pool, ({ db }) =>
    earnCredits(db, {
      agentId,
      amount,
      source: 'other',
      description: 'Test grant',
      now: new Date(),
    }),
  );
}

/** The balance, and the ledger's own sum (earned minus spent): they must always agree. */
export async function creditsAndLedger(t: TestApp, agentId: string) {
  const [balance] = await t.database.db
    .select({ credits: creditBalances.credits })
    .from(creditBalances)
    .where(eq(creditBalances.agentId, agentId));
  const [ledger] = await t.database.db
    .select({
      sum: sql<number>`coalesce(sum(case when type = 'earned' then amount else -amount end), 0)::int`,
    })
    .from(creditTransactions)
    .where(eq(creditTransactions.agentId, agentId));
  return { credits: balance?.credits ?? 0, ledger: ledger?.sum ?? 0 };
}

/** A spend's request headers: the session and a new Idempotency-Key unless one is given. */
export const spendHeaders = (cookie: string, key: string = randomUUID()) => ({
  cookie,
  'idempotency-key': key,
});
