import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/client';
import { agents, subscriptions } from '../src/db/schema';
import { hashPassword } from '../src/modules/accounts/passwords';
import { createSession, SESSION_COOKIE } from '../src/modules/accounts/sessions';

type NewAgent = typeof agents.$inferInsert;
type NewSubscription = Partial<Omit<typeof subscriptions.$inferInsert, 'agentId'>>;

/** Every factory agent's password (it meets the registration rule). */
export const TEST_PASSWORD = 'Porchlight1!';
let testPasswordHash: Promise<string> | undefined;

/** An agent on a pro trial with believable defaults; pass only what the test is about. */
export async function createAgent(
  db: Database,
  overrides: Partial<NewAgent> = {},
  subscription: NewSubscription = {},
) {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const suffix = randomBytes(4).toString('hex');
  const [agent] = await db
    .insert(agents)
    .values({
      name: 'Test Agent',
      email: `agent-${suffix}@example.test`,
      phone: '3055550123',
      passwordHash: await testPasswordHash,
      ...overrides,
    })
    .returning();
  if (!agent) throw new Error('insert returned no agent');
  await db
    .insert(subscriptions)
    .values({ agentId: agent.id, plan: 'pro', status: 'trialing', ...subscription });
  return agent;
}

/** A signed-in browser's cookie header for this agent, as after POST /api/authenticate. */
export async function sessionCookie(db: Database, agentId: string, now = new Date()) {
  const token = await createSession({ db, agentId, now });
  return `${SESSION_COOKIE}=${token}`;
}
