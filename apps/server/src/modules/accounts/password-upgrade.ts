import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword, isCurrentHash } from './passwords';

/**
 * After a successful sign-in, replaces a hash of an older kind or cost (scrypt) with today's, while
 * the password is at hand. Only if the stored hash is still the one checked, so a password changed
 * meanwhile is never overwritten; a full hashing queue skips it, and the next sign-in tries again.
 */
export async function upgradePasswordHash({
  db,
  agentId,
  password,
  stored,
}: {
  db: Database;
  agentId: string;
  password: string;
  stored: string;
}): Promise<void> {
  if (isCurrentHash(stored)) return;
  let passwordHash: string;
  try {
    passwordHash = await hashPassword(password);
  } catch (error) {
    if (error instanceof AppError && error.code === 'SERVER_BUSY') return;
    throw error;
  }
  await db
    .update(agents)
    .set({ passwordHash })
    .where(and(eq(agents.id, agentId), eq(agents.passwordHash, stored)));
}
