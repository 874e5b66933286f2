import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/client';
import { agents } from '../src/db/schema';

type NewAgent = typeof agents.$inferInsert;

/** An agent row with believable defaults; pass only what the test is about. */
export async function createAgent(db: Database, overrides: Partial<NewAgent> = {}) {
  const suffix = randomBytes(4).toString('hex');
  const [agent] = await db
    .insert(agents)
    .values({
      name: 'Test Agent',
      email: `agent-${suffix}@example.test`,
      phone: '3055550123',
      passwordHash: 'not-a-real-hash',
      ...overrides,
    })
    .returning();
  if (!agent) throw new Error('insert returned no agent');
  return agent;
}
