import type { criteria, subscriptions } from '../src/db/schema';
import { deliverFreshLeads } from '../src/modules/daily-leads/delivery.service';
import type { LeadSource } from '../src/providers/lead-source';
import type { TestApp } from './build-app';
import { createAgent, sessionCookie, setCriteria } from './factories';

type CriteriaValues = Partial<typeof criteria.$inferInsert>;
type SubscriptionValues = Partial<Omit<typeof subscriptions.$inferInsert, 'agentId'>>;

/**
 * A signed-in agent with these criteria (a pro trial unless told), and the lead-delivery calls
 * the tests make with its session.
 */
export async function deliveryAgent(
  t: TestApp,
  values: CriteriaValues = {},
  subscription: SubscriptionValues = {},
) {
  const row = await createAgent(t.database.db, {}, subscription);
  await setCriteria(t.database.db, row.id, values);
  const cookie = await sessionCookie(t.database.db, row.id);
  const call = (method: 'GET' | 'POST', path: string) =>
    t.app.inject({ method, url: path.replace(':id', row.id), headers: { cookie } });
  return {
    id: row.id,
    cookie,
    call,
    fresh: () => call('POST', '/api/leads/fresh/:id'),
    today: async () => (await call('GET', '/api/leads/today/:id')).json(),
    availableCount: () => call('GET', '/api/leads/available-count/:id'),
    /** The delivery service itself from this source, without the route's one-at-a-time queue. */
    deliverFrom: (source: LeadSource) =>
      deliverFreshLeads({
        pool: t.database.pool,
        db: t.database.db,
        source,
        agentId: row.id,
        now: t.clock.now(),
        exclusivityDays: t.app.config.LEAD_EXCLUSIVITY_DAYS,
      }),
    /** Where its cursor stands: null before its first delivery. */
    cursor: async () => {
      const { rows } = await t.database.pool.query<{
        position: number;
        source_cursor: Record<string, unknown> | null;
      }>('select position, source_cursor from lead_cursors where agent_id = $1', [row.id]);
      const [cursor] = rows;
      return cursor ? { position: cursor.position, sourceCursor: cursor.source_cursor } : null;
    },
  };
}

export type DeliveryAgent = Awaited<ReturnType<typeof deliveryAgent>>;
