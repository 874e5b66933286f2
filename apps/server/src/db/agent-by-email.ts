import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { agents } from './schema';

/**
 * The agent an email belongs to, whatever its case (emails are unique without case): sign-in,
 * password reset and registration look agents up by it, and a referral refuses a person who
 * already has an account. Here, below the modules, so every module may ask it.
 */
export async function findAgentByEmail({ db, email }: { db: Database; email: string }) {
  const [agent] = await db
    .select({ id: agents.id, passwordHash: agents.passwordHash })
    .from(agents)
    .where(eq(sql`lower(${agents.email})`, email.toLowerCase()));
  return agent ?? null;
}
