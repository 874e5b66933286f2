import type pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';

export interface RateLimits {
  /** Sign-in attempts: 10 per 15 minutes per email, and per IP. */
  signInByEmail: RateLimiterAbstract;
  signInByIp: RateLimiterAbstract;
  /** Reset emails: 5 per hour per address, so the form can't be used to flood an inbox. */
  resetMailByEmail: RateLimiterAbstract;
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
    resetMailByEmail: limiter('reset-mail-email', 5, 60 * 60),
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
