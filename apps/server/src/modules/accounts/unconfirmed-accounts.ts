import { addDays, subDays } from 'date-fns';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agents } from '../../db/schema';
import { SESSION_DAYS } from '../../lib/sessions';

/** Days without a sign-in after which an unconfirmed, never-paid account is removed. */
export const UNCONFIRMED_ACCOUNT_DAYS = 7;

/** The removal's schedule: hourly, so no such account outlives its 7 days by more than an hour. */
export const UNCONFIRMED_SWEEP_CRON = '41 * * * *';

/**
 * The one home of "unconfirmed and never paid" (docs/accounts.md "Unconfirmed accounts"): the
 * address was never confirmed and no payment was ever set up. Any Stripe customer or subscription
 * counts as paid, so the rule fails closed: an account that may have paid is never replaced or
 * removed.
 */
export function unconfirmedNeverPaid(agentId: SQL | typeof agents.id): SQL {
  return sql`(
    select a.email_confirmed_at is null and not exists (
      select 1 from subscriptions s
      where s.agent_id = a.id
        and (s.stripe_customer_id is not null or s.stripe_subscription_id is not null))
    from agents a where a.id = ${agentId})`;
}

/** A session was opened (signup or sign-in): the 7 days start again. */
export async function recordSignIn(db: Database, agentId: string, now: Date): Promise<void> {
  await db.update(agents).set({ lastSignedInAt: now }).where(eq(agents.id, agentId));
}

/**
 * Removes every unconfirmed, never-paid account with no sign-in for 7 days, with all its data
 * (every table's rows go with the agent's; a referral that brought it keeps its row without it).
 * A session still in use counts as signed in: it slides to 30 days after its last use, so one
 * that ends more than 23 days from now was used in the last 7. Answers how many went.
 */
export async function removeUnusedUnconfirmedAccounts(db: Database, now: Date): Promise<number> {
  const before = subDays(now, UNCONFIRMED_ACCOUNT_DAYS);
  const usedSince = addDays(before, SESSION_DAYS);
  const { rows } = await db.execute<{ id: string }>(sql`
    delete from agents
    where coalesce(agents.last_signed_in_at, agents.created_at) < ${before}
      and not exists (select 1 from sessions
                      where sessions.agent_id = agents.id and sessions.expires_at > ${usedSince})
      and ${unconfirmedNeverPaid(agents.id)}
    returning agents.id`);
  return rows.length;
}
