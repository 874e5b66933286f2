import { type CreditTransaction, RECENT_TRANSACTIONS } from '@porchlight/contracts';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentIdParam, preparedOnce } from '../../db/prepared';
import { creditBalances, creditTransactions } from '../../db/schema';

type Source = CreditTransaction['source'];

/**
 * Adds credits (docs/credits.md "Ledger"): the ledger row and the balance, in the caller's
 * transaction. The balance row is made on first use, so an agent without one starts from zero.
 */
export async function earnCredits(
  db: Database,
  entry: { agentId: string; amount: number; source: Source; description: string; now: Date },
): Promise<number> {
  await db.insert(creditTransactions).values({ ...entry, type: 'earned', createdAt: entry.now });
  const [balance] = await db
    .insert(creditBalances)
    .values({ agentId: entry.agentId, credits: entry.amount, updatedAt: entry.now })
    .onConflictDoUpdate({
      target: creditBalances.agentId,
      set: { credits: sql`${creditBalances.credits} + ${entry.amount}`, updatedAt: entry.now },
    })
    .returning({ credits: creditBalances.credits });
  return balance?.credits ?? entry.amount;
}

/**
 * Spends credits in the caller's transaction: one conditional update that cannot take the
 * balance below zero, then the ledger row. Null, with nothing changed, when the balance is short.
 */
export async function spendCredits(
  db: Database,
  entry: { agentId: string; amount: number; description: string; now: Date },
): Promise<number | null> {
  const [balance] = await db
    .update(creditBalances)
    .set({ credits: sql`${creditBalances.credits} - ${entry.amount}`, updatedAt: entry.now })
    .where(
      and(eq(creditBalances.agentId, entry.agentId), gte(creditBalances.credits, entry.amount)),
    )
    .returning({ credits: creditBalances.credits });
  if (!balance) return null;
  await db.insert(creditTransactions).values({
    agentId: entry.agentId,
    type: 'spent',
    amount: entry.amount,
    source: 'bulk_leads',
    description: entry.description,
    createdAt: entry.now,
  });
  return balance.credits;
}

/**
 * Locks the agent's balance until the transaction ends, so its spends commit one at a time,
 * and answers it (0 when the agent has none yet).
 */
export async function lockCredits(db: Database, agentId: string): Promise<number> {
  const [balance] = await db
    .select({ credits: creditBalances.credits })
    .from(creditBalances)
    .where(eq(creditBalances.agentId, agentId))
    .for('update');
  return balance?.credits ?? 0;
}

const balanceRow = preparedOnce((db) =>
  db
    .select({ credits: creditBalances.credits })
    .from(creditBalances)
    .where(eq(creditBalances.agentId, agentIdParam))
    .prepare('credit_balance'),
);

export async function readCredits(db: Database, agentId: string): Promise<number> {
  const [row] = await balanceRow(db).execute({ agentId });
  return row?.credits ?? 0;
}

const recentRows = preparedOnce((db) =>
  db
    .select({
      id: creditTransactions.id,
      type: creditTransactions.type,
      amount: creditTransactions.amount,
      description: creditTransactions.description,
      source: creditTransactions.source,
      createdAt: creditTransactions.createdAt,
    })
    .from(creditTransactions)
    .where(eq(creditTransactions.agentId, agentIdParam))
    .orderBy(desc(creditTransactions.seq))
    .limit(RECENT_TRANSACTIONS.wallet)
    .prepare('credit_transactions_recent'),
);

/** The newest transactions first, as the profile (5) and the wallet page (10) list them. */
export async function recentTransactions(
  db: Database,
  agentId: string,
): Promise<CreditTransaction[]> {
  const rows = await recentRows(db).execute({ agentId });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
