import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { hashToken } from '../../lib/tokens';

/** A table of single-use links mailed to an address: only each link's hash is kept. */
interface LinkColumns {
  tokenHash: PgColumn;
  usedAt: PgColumn;
  expiresAt: PgColumn;
}

/**
 * The rows a mailed link may still claim: its hash, never used, not expired. Claimed by one
 * conditional update setting `usedAt`, so two tabs can't both use it.
 */
export function usableLink(table: LinkColumns, token: string, now: Date): SQL | undefined {
  return and(eq(table.tokenHash, hashToken(token)), isNull(table.usedAt), gt(table.expiresAt, now));
}
