import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createAgent, setCriteria } from '../../../test/factories';
import { deliverFreshLeads } from './delivery.service';

// Friday 6 November 2026, 10:00 EST.
const FRIDAY = new Date('2026-11-06T15:00:00Z');
const ZIP = '33101';
/** Pages (shared buffers hit or read) of the app's own tables and indexes, this transaction so far. */
const PAGES = `select coalesce(sum(pg_stat_get_xact_blocks_fetched(c.oid)), 0)::int as pages
  from pg_class c where c.relnamespace = 'public'::regnamespace`;
/**
 * What the delivery's transaction (cursor lock and claim, docs/leads.md "Fresh batch") may touch
 * for a Premium batch of 10. 600-650 before the claim held its own properties (HOT updates) and
 * walked its area's index without a sort, and counted one remaining property instead of ten;
 * 386, 372 and 437 after, for the three agents below that run the kept plan. The target is 200
 * (docs/performance.md "Plans").
 */
const MAX_PAGES = 450;
/**
 * The four agents' ids, fixed: each agent walks the inventory from a starting point drawn from its
 * id (docs/leads.md), so random ids made the walk, and its pages, differ from run to run.
 */
const AGENT_IDS = [1, 2, 3, 4].map((n) => `00000000-0000-4000-8000-00000000000${n}`);

/**
 * The fresh batch's pages, counted by PostgreSQL per transaction (deterministic, unlike its time):
 * each delivery runs on one warm connection, as the app's pool runs it, and the pages are read
 * between its BEGIN and its COMMIT.
 */
describe('the pages a fresh batch touches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(FRIDAY);
  });
  afterAll(() => t.close());

  it('delivers a batch of 10 within its pages, its plan made on a tiny table', async () => {
    const client = await t.database.pool.connect();
    const send = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
    const pagesNow = async () => (await send(PAGES)).rows[0].pages as number;
    let [began, spent] = [0, 0];
    const measuring = Object.assign(Object.create(client) as pg.PoolClient, {
      query: async (...args: unknown[]) => {
        if (args[0] === 'COMMIT') spent = (await pagesNow()) - began;
        const result = await send(...args);
        if (args[0] === 'BEGIN') began = await pagesNow();
        return result;
      },
      release: () => {},
    });
    const pool = { connect: async () => measuring } as unknown as pg.Pool;
    const pages: number[] = [];
    try {
      for (const id of AGENT_IDS) {
        const premium = { plan: 'premium' as const, status: 'active' as const };
        const agent = await createAgent(t.database.db, { id }, premium);
        await setCriteria(t.database.db, agent.id, { targetAreas: [ZIP] });
        const answer = await deliverFreshLeads({
          pool,
          db: t.database.db,
          source: t.app.leadSource,
          agentId: agent.id,
          now: t.clock.now(),
          exclusivityDays: t.app.config.LEAD_EXCLUSIVITY_DAYS,
        });
        expect(answer).toMatchObject({ count: 10, canGetMore: true });
        pages.push(spent);
      }
    } finally {
      client.release();
    }
    // The first delivery plans the claim on this connection; the rest run its kept plan.
    expect(Math.max(...pages.slice(1)), JSON.stringify(pages)).toBeLessThanOrEqual(MAX_PAGES);
  }, 60_000);
});
