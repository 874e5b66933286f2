import { addDays, subDays } from 'date-fns';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agents } from '../../db/schema';
import { SESSION_DAYS } from '../../lib/sessions';
import type { Payments } from '../../providers/payments';
import { endUnpaidSubscription, type HeldBilling } from './unpaid-trial';

/** Days without a sign-in after which an unconfirmed, never-paid account is removed. */
export const UNCONFIRMED_ACCOUNT_DAYS = 7;

/** The removal's schedule: hourly, so no such account outlives its 7 days by more than an hour. */
export const UNCONFIRMED_SWEEP_CRON = '41 * * * *';

/**
 * The one home of "unconfirmed and never paid" as the database knows it (docs/accounts.md
 * "Unconfirmed accounts"): the address was never confirmed, and no Stripe subscription is
 * `active` (a trial, one that failed or was cancelled may never have been paid). Stripe has the
 * last word on a subscription (`endUnpaidSubscription`, outside any transaction); a Stripe
 * customer with no subscription counts as paid, so the rule fails closed.
 */
export function unconfirmedNeverPaid(agentId: SQL | typeof agents.id): SQL {
  return sql`(
    select a.email_confirmed_at is null and not exists (
      select 1 from subscriptions s
      where s.agent_id = a.id
        and (s.stripe_customer_id is not null or s.stripe_subscription_id is not null)
        and (s.stripe_subscription_id is null or s.status = 'active'))
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
 * that ends more than 23 days from now was used in the last 7. An account with a Stripe
 * subscription goes only once Stripe says it was never paid and it is cancelled (outside any
 * transaction, before the delete: a crash between them leaves a cancelled subscription, never a
 * live one without its account); the delete checks the rule again. Stripe not answering keeps
 * that account for the next sweep. Answers how many went.
 */
export async function removeUnusedUnconfirmedAccounts(
  db: Database,
  now: Date,
  payments: Payments | null = null,
): Promise<number> {
  const before = subDays(now, UNCONFIRMED_ACCOUNT_DAYS);
  const usedSince = addDays(before, SESSION_DAYS);
  const unused = sql`coalesce(agents.last_signed_in_at, agents.created_at) < ${before}
      and not exists (select 1 from sessions
                      where sessions.agent_id = agents.id and sessions.expires_at > ${usedSince})
      and ${unconfirmedNeverPaid(agents.id)}`;
  const { rows } = await db.execute<HeldBilling & { id: string }>(sql`
    select agents.id, s.stripe_subscription_id as "stripeSubscriptionId",
      s.stripe_customer_id as "stripeCustomerId"
    from agents left join subscriptions s on s.agent_id = agents.id
    where ${unused}`);
  let removed = 0;
  for (const held of rows) {
    if (!(await endUnpaidSubscription(payments, held))) continue;
    const gone = await db.execute(sql`delete from agents where agents.id = ${held.id} and ${unused}
      returning agents.id`);
    removed += gone.rows.length;
  }
  return removed;
}
