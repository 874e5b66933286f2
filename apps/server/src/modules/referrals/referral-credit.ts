import { REFERRAL_CREDITS } from '@porchlight/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agents } from '../../db/schema';
import { earnCredits } from '../credits';

/**
 * Credits the referral that brought `referredAgentId`, once, inside the caller's transaction:
 * called when the friend's first paid weekly invoice arrives (billing on) or when the friend
 * confirms their email address (billing off). True when credits were awarded now.
 *
 * The completed referral is taken by one conditional update, so of two calls at the same moment
 * (a retried webhook, a second tab) one credits and the other finds nothing to do. A friend who
 * registered the referrer's own card is the referrer again: that referral stays completed.
 */
export async function creditReferralOf(
  db: Database,
  referredAgentId: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.execute<{ referrer_id: string; referred_email: string }>(sql`
    update referrals set status = 'credited', credits_awarded = ${REFERRAL_CREDITS}
    where referrals.referred_agent_id = ${referredAgentId} and referrals.status = 'completed'
      and not exists (
        select 1 from subscriptions friend, subscriptions referrer
        where friend.agent_id = referrals.referred_agent_id
          and referrer.agent_id = referrals.agent_id
          and friend.card_fingerprint = referrer.card_fingerprint
      )
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
