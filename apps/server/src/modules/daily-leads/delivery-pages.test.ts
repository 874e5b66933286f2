import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { deliveryAgent } from '../../../test/delivery-agent';
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
 * 360-390 after. The target is 200 (docs/performance.md "Plans").
 */
const MAX_PAGES = 420;

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
      for (let i = 0; i < 4; i++) {
        const premium = { plan: 'premium' as const, status: 'active' as const };
        const agent = await deliveryAgent(t, { targetAreas: [ZIP] }, premium);
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
