import type pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';

export interface RateLimits {
  /**
   * Sign-in checks: a point per password check, kept when it fails, 10 per 15 minutes per email
   * and per IP; `signInFailuresBy*` count the failed ones alone, so a refusal only ever speaks of
   * failures that happened (accounts' `SignInAttempt`).
   */
  signInByEmail: RateLimiterAbstract;
  signInByIp: RateLimiterAbstract;
  signInFailuresByEmail: RateLimiterAbstract;
  signInFailuresByIp: RateLimiterAbstract;
  /** Reset emails: 5 per hour per address, so the form can't be used to flood an inbox. */
  resetMailByEmail: RateLimiterAbstract;
  /** Current-password checks when changing it: 10 per 15 minutes per agent, as sign-in. */
  changePasswordByAgent: RateLimiterAbstract;
  /** EMAIL_TAKEN answers: 10 per hour per IP, so signup can't be used to test many addresses. */
  emailTakenByIp: RateLimiterAbstract;
  /** Links that replace an unconfirmed account: 3 an hour per address, against mail floods. */
  claimMailByEmail: RateLimiterAbstract;
  /** Card setups started (each a Stripe customer): 10 per hour per IP. */
  cardSetupByIp: RateLimiterAbstract;
  /** Bulk availability checks (each may be a vendor search): 10 per minute per agent. */
  bulkCountByAgent: RateLimiterAbstract;
  /**
   * Import previews (an upload or a mapping change, each reads the whole file): 200 an hour per
   * agent, room for any real mapping session and no more (docs/imports.md "Importing").
   */
  importPreviewsByAgent: RateLimiterAbstract;
  /** Referrals and invitations: 20 a day per agent, so the form can't send mail in bulk. */
  referralsByAgent: RateLimiterAbstract;
  /** Referral-code checks on the registration page: 30 a minute per IP, against guessing. */
  referralCodeByIp: RateLimiterAbstract;
  /**
   * Support messages (public, each mails the team and the sender): 5 an hour per IP, enough for a
   * shared office, and 3 an hour per sender's email, so the form can't flood an inbox with receipts.
   */
  supportByIp: RateLimiterAbstract;
  supportByEmail: RateLimiterAbstract;
  /**
   * Calendar feed fetches (docs/connections.md "Calendar feed"): 60 an hour per link, a refresh
   * every minute at most; and 60 a minute per IP of fetches with no such link, against guessing.
   * Not per IP for the live links: Google fetches every subscriber's feed from its own addresses.
   */
  calendarFeedByLink: RateLimiterAbstract;
  calendarFeedMissesByIp: RateLimiterAbstract;
}

/**
 * Counters in PostgreSQL, shared by every app process; an in-memory limiter takes over while the
 * database is unreachable, so an outage is never reported as "too many attempts".
 */
export function createRateLimits(pool: pg.Pool): RateLimits {
  const limiter = (keyPrefix: string, points: number, duration: number) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix,
      points,
      duration,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
    });
  return {
    signInByEmail: limiter('sign-in-email', 10, 15 * 60),
    signInByIp: limiter('sign-in-ip', 10, 15 * 60),
    signInFailuresByEmail: limiter('sign-in-failures-email', 10, 15 * 60),
    signInFailuresByIp: limiter('sign-in-failures-ip', 10, 15 * 60),
    resetMailByEmail: limiter('reset-mail-email', 5, 60 * 60),
    changePasswordByAgent: limiter('change-password-agent', 10, 15 * 60),
    emailTakenByIp: limiter('email-taken-ip', 10, 60 * 60),
    claimMailByEmail: limiter('claim-mail-email', 3, 60 * 60),
    cardSetupByIp: limiter('card-setup-ip', 10, 60 * 60),
    bulkCountByAgent: limiter('bulk-count-agent', 10, 60),
    importPreviewsByAgent: limiter('import-preview-agent', 200, 60 * 60),
    referralsByAgent: limiter('referrals-agent', 20, 24 * 60 * 60),
    referralCodeByIp: limiter('referral-code-ip', 30, 60),
    supportByIp: limiter('support-ip', 5, 60 * 60),
    supportByEmail: limiter('support-email', 3, 60 * 60),
    calendarFeedByLink: limiter('calendar-feed-link', 60, 60 * 60),
    calendarFeedMissesByIp: limiter('calendar-feed-miss-ip', 60, 60),
  };
}

/** Takes one point; false when the limit is reached (a store error still throws). */
export async function takePoint(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return false;
    throw rejection;
  }
}

/** A counter's key for an email (sign-in, support): the same however it is capitalised. */
export function emailLimitKey(email: string): string {
  return email.toLowerCase();
}

/**
 * A reset by mail proves the mailbox, so the email's failed sign-ins are forgotten; the IP that
 * made the reset gets back as many points as that email had taken, and no more, so resetting
 * one's own account never buys extra guesses at others.
 */
export async function forgiveFailedSignIns(
  limits: RateLimits,
  { email, ip }: { email: string; ip: string },
): Promise<void> {
  const key = emailLimitKey(email);
  const [taken, failed] = await Promise.all([
    limits.signInByEmail.get(key),
    limits.signInFailuresByEmail.get(key),
  ]);
  await Promise.all([limits.signInByEmail.delete(key), limits.signInFailuresByEmail.delete(key)]);
  const points = taken?.consumedPoints ?? 0;
  const failures = failed?.consumedPoints ?? 0;
  if (points > 0) await limits.signInByIp.reward(ip, points);
  if (failures > 0) await limits.signInFailuresByIp.reward(ip, failures);
}
