import type { Database } from '../../db/client';

/**
 * Credits the referral that brought `referredAgentId`, once, inside the caller's transaction:
 * called when the friend's first paid weekly invoice arrives (billing on) or when the friend
 * confirms their email address (billing off). True when credits were awarded now.
 * (Stub: the referrals work fills it in.)
 */
export async function creditReferralOf(
  _db: Database,
  _referredAgentId: string,
  _now: Date,
): Promise<boolean> {
  return false;
}
