import { easternWeekStart, nextEasternWeekStart, REFERRAL_CREDITS } from '@porchlight/contracts';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { agents } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { earnCredits } from '../credits';

/** With billing off, credited referrals per referrer per ET week (docs/rewards.md). */
export const REFERRAL_CREDITS_PER_WEEK = 10;

/**
 * With billing off, what proves the friend real: the address confirmed and a first daily batch
 * finished (an ET lead day whose daily leads are all swiped, as a streak day).
 */
const friendProven = sql`
  exists (select 1 from agents friend
          where friend.id = referrals.referred_agent_id and friend.email_confirmed_at is not null)
  and exists (select 1 from leads
              where leads.agent_id = referrals.referred_agent_id and leads.source = 'daily'
              group by leads.lead_day having bool_and(leads.status <> 'new'))`;

/**
 * Credits the referral that brought `referredAgentId`, once, inside the caller's transaction.
 * True when credits were awarded now.
 *  - Billing on (the default): called when the friend's first paid weekly invoice arrives.
 *  - Billing off: called when the friend confirms the address and when the friend's app reports
 *    a finished batch or a sign-in (`POST /api/login`); credits once the friend has confirmed AND finished a first daily batch, and at most
 *    10 credited referrals per referrer per ET week (Monday 00:00 ET to Monday). The referrer is
 *    locked first (an advisory lock on its id) and the week counted after, so friends of one
 *    referrer credited at the same moment never pass the cap; a referral over the cap stays
 *    completed and is credited at a later call in a week with room.
 *
 * The completed referral is taken by one conditional update, so of two calls at the same moment
 * (a retried webhook, a second tab) one credits and the other finds nothing to do. A friend who
 * registered the referrer's own card is the referrer again: that referral stays completed.
 */
export async function creditReferralOf(
  db: Database,
  referredAgentId: string,
  now: Date,
  { billing = 'on' }: { billing?: 'on' | 'off' } = {},
): Promise<boolean> {
  const capped = billing === 'off';
  const { rows: due } = await db.execute<{ id: string; referrer_id: string }>(sql`
    select referrals.id, referrals.agent_id as referrer_id from referrals
    where referrals.referred_agent_id = ${referredAgentId} and referrals.status = 'completed'
      and not exists (
        select 1 from subscriptions friend, subscriptions referrer
        where friend.agent_id = referrals.referred_agent_id
          and referrer.agent_id = referrals.agent_id
          and friend.card_fingerprint = referrer.card_fingerprint
      )
      ${capped ? sql`and ${friendProven}` : sql``}`);
  const [referral] = due;
  if (!referral) return false;
  if (capped && !(await weekHasRoom(db, referral.referrer_id, now))) return false;
  const { rows } = await db.execute<{ referrer_id: string; referred_email: string }>(sql`
    update referrals
    set status = 'credited', credits_awarded = ${REFERRAL_CREDITS}, credited_at = ${now}
    where referrals.id = ${referral.id} and referrals.status = 'completed'
    returning referrals.agent_id as referrer_id, referrals.referred_email`);
  const [credited] = rows;
  if (!credited) return false;
  const [referrer] = await db
    .select({ name: agents.name })
    .from(agents)
    .where(eq(agents.id, credited.referrer_id));
  await earnCredits(db, {
    agentId: credited.referrer_id,
    amount: REFERRAL_CREDITS,
    source: 'referral',
    description: `Referral bonus: ${credited.referred_email} joined`,
    now,
  });
  await earnCredits(db, {
    agentId: referredAgentId,
    amount: REFERRAL_CREDITS,
    source: 'referral',
    description: `Referral bonus: welcome from ${referrer?.name ?? 'your referrer'}`,
    now,
  });
  return true;
}

/** Locks the referrer's credits for this transaction, then counts its week (ET, from Monday). */
async function weekHasRoom(db: Database, referrerId: string, now: Date): Promise<boolean> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`referral-credit:${referrerId}`}, 0))`,
  );
  const { rows } = await db.execute<{ credited: number }>(sql`
    select count(*)::int as credited from referrals
    where agent_id = ${referrerId} and status = 'credited'
      and credited_at >= ${easternWeekStart(now)} and credited_at < ${nextEasternWeekStart(now)}`);
  return (rows[0]?.credited ?? 0) < REFERRAL_CREDITS_PER_WEEK;
}

/**
 * With billing off, when the friend's app says a batch is finished (and at each sign-in,
 * `POST /api/login`): a first finished batch may be what credits the referral. Its own
 * transaction, off the swipe's hot path.
 */
export async function creditReferralAfterBatch(
  pool: pg.Pool,
  friendId: string,
  now: Date,
): Promise<boolean> {
  return withTransaction(pool, ({ db }) => creditReferralOf(db, friendId, now, { billing: 'off' }));
}
