import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app';
import { deliveryAgent } from './delivery-agent';
import { createAgent, createProperties } from './factories';
import { agentWithSavedLeads } from './saved-lead-agent';
import { type SentStatement, statementsSentDuring } from './sql-log';
import { rowsExamined } from './statement-plans';

// Friday 6 November 2026, 10:00 EST.
const FRIDAY = new Date('2026-11-06T15:00:00Z');
const OTHERS = 5;
/** Other agents' leads (and saves) on the tiny tables, then 1,000 times as many. */
const TINY = 50;
const GROWN = TINY * 1000;

/**
 * No plan lottery (docs/performance.md "Plans"): the fresh batch's claim, planned and cached on
 * one app connection while `leads` and `swipes` are tiny, still examines about as many rows once
 * both tables have grown 1,000-fold, before and after ANALYZE; the saved list is planned on each
 * call, and once the statistics know the growth it examines about what it did. The cost
 * counted is rows examined by the plan's scans (EXPLAIN ANALYZE), which a deeper index does not
 * change and a scan of a whole table multiplies.
 */
describe('the hot statements’ plans as the tables grow 1,000-fold', () => {
  let t: TestApp;
  let client: pg.PoolClient;
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(FRIDAY);
    client = await t.database.pool.connect();
  });
  afterAll(async () => {
    client.release();
    await t.close();
  });

  /** Other agents' leads, each saved: `count` of them, on properties outside the tested zips. */
  const othersLeads = async (count: number, from: number) => {
    const others = await Promise.all(
      Array.from({ length: OTHERS }, () => createAgent(t.database.db)),
    );
    await t.database.pool.query(
      `with p as (
         insert into properties (source, external_id, sort_key, zip, city_key, address, city, state,
           beds, estimated_value, lead_types, lead_reasons)
         select 'sample', 'grow:' || n, n, '99' || lpad((n % 900)::text, 3, '0'), 'growville|zz',
           n || ' Grow St', 'Growville', 'ZZ', 3, 400000, '{high-equity}', '{}'
         from generate_series($1::int, $1::int + $2::int - 1) n
         returning id, sort_key
       ), l as (
         insert into leads (agent_id, property_id, source, lead_day, delivered_at, status)
         select ($3::uuid[])[1 + p.sort_key % $4], p.id, 'daily', '2026-11-02', $5, 'saved' from p
         returning id, agent_id
       )
       insert into swipes (agent_id, lead_id, action, created_at)
       select agent_id, id, 'save', $5 from l`,
      [from, count, others.map((a) => a.id), OTHERS, new Date('2026-11-02T15:00:00Z')],
    );
    await t.database.pool.query(
      `update leads set current_swipe_id = s.id from swipes s
       where s.lead_id = leads.id and leads.current_swipe_id is null`,
    );
  };

  /** The statement the app sent whose text matches, as it was sent. */
  const sentMatching = (sent: SentStatement[], pattern: RegExp) => {
    const found = sent.find((s) => pattern.test(s.text));
    if (!found) throw new Error(`no statement matching ${pattern}`);
    return found;
  };

  it('runs the app’s connections without parallel query', async () => {
    const { rows } = await client.query('show max_parallel_workers_per_gather');
    expect(rows[0]).toEqual({ max_parallel_workers_per_gather: '0' });
  });

  it('keeps the fresh batch and the saved list at most 1.3× their cost on tiny tables', async () => {
    await othersLeads(TINY, 1);
    const zip = '00088';
    await createProperties(t.database.db, { zip, count: 30 });
    const fresh = await deliveryAgent(t, { targetAreas: [zip] });
    const saver = await agentWithSavedLeads(t, { zip: '00089', count: 3 });
    await t.database.pool.query('analyze properties; analyze leads; analyze swipes');
    const sent = await statementsSentDuring(async () => {
      expect((await fresh.fresh()).json()).toMatchObject({ count: 5 });
      const saved = await t.app.inject({
        method: 'GET',
        url: `/api/saved/${saver.agent.id}`,
        headers: { cookie: saver.agent.cookie },
      });
      expect(saved.json()).toHaveLength(3);
    });
    const lock = sentMatching(sent, /insert into lead_cursors/);
    const claim = sentMatching(sent, /insert into leads/);
    const savedList = sentMatching(sent, /"swipes"/);
    // Each as the app sends it: a named statement keeps its plan on the connection, an unnamed
    // one is planned on each call.
    expect([claim.name !== undefined, savedList.name !== undefined]).toEqual([true, false]);
    await client.query(`prepare claim as ${claim.text}`);

    /** The claim again as the app runs it (the cursor lock first), its own leads of today gone. */
    const claimCost = async () => {
      await client.query('begin');
      try {
        await client.query(lock.text, lock.values);
        await client.query('delete from leads where agent_id = $1', [fresh.id]);
        return await rowsExamined(client, 'claim', claim.values);
      } finally {
        await client.query('rollback');
      }
    };
    const savedCost = () => rowsExamined(client, savedList, savedList.values);
    // Warm: every plan the connection would cache is made on the tiny tables.
    const small = { claim: 0, saved: 0 };
    for (let i = 0; i < 6; i++) {
      small.claim = await claimCost();
      small.saved = await savedCost();
    }

    await othersLeads(GROWN, TINY + 1);
    const stale = { claim: await claimCost(), saved: await savedCost() };
    await t.database.pool.query('analyze properties; analyze leads; analyze swipes');
    const analyzed = { claim: await claimCost(), saved: await savedCost() };

    // The claim's cached plan, before and after the statistics catch up; the saved list keeps no
    // plan, so it is planned on the statistics of its moment.
    const within = (cost: number, of: number) => cost <= Math.ceil(of * 1.3);
    const costs = JSON.stringify({ small, stale, analyzed });
    expect(within(stale.claim, small.claim), costs).toBe(true);
    expect(within(analyzed.claim, small.claim), costs).toBe(true);
    expect(within(analyzed.saved, small.saved), costs).toBe(true);
  }, 60_000);
});
