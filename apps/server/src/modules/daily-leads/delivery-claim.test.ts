import type { PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { type DeliveryAgent, deliveryAgent } from '../../../test/delivery-agent';
import { createProperties } from '../../../test/factories';
import { statementsDuring } from '../../../test/sql-log';
import { connectDatabase, type DatabaseHandle } from '../../db/client';
import { createSampleLeadSource } from '../../providers/lead-source/sample';
import { deliverFreshLeads } from './delivery.service';

// Friday 6 November 2026, 10:00 EST.
const FRIDAY = new Date('2026-11-06T15:00:00Z');
let zipSeq = 700;
const newZip = () => String(zipSeq++).padStart(5, '0');

/**
 * The fresh batch as two app processes deliver it on one database: each process has
 * its own pool and its own sample source, and agents of one zip press Get Leads at the same moment
 * on both. Whatever the interleaving: never one property to two agents inside the exclusivity
 * window, never more than the day's quota, and every cursor move kept.
 */
describe('fresh batches claimed from two processes at once', () => {
  let t: TestApp;
  let other: DatabaseHandle;
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(FRIDAY);
    const url = (t.database.pool.options as { connectionString?: string }).connectionString;
    other = connectDatabase(url ?? '', () => {});
  });
  afterAll(async () => {
    await other.pool.end();
    await t.close();
  });

  const processes = () =>
    [t.database, other].map((handle) => ({ handle, source: createSampleLeadSource() }));
  const deliverOn = (process: ReturnType<typeof processes>[number]) => (agent: DeliveryAgent) =>
    deliverFreshLeads({
      pool: process.handle.pool,
      db: process.handle.db,
      source: process.source,
      agentId: agent.id,
      now: t.clock.now(),
      exclusivityDays: t.app.config.LEAD_EXCLUSIVITY_DAYS,
    });
  const query = async <Row extends Record<string, unknown>>(text: string, values: unknown[]) =>
    (await t.database.pool.query<Row>(text, values)).rows;

  it('keeps exclusivity, the quota and every cursor move when 30 agents press twice each', async () => {
    const zip = newZip();
    await createProperties(t.database.db, { zip, count: 100 });
    const agents = await Promise.all(
      Array.from({ length: 30 }, () => deliveryAgent(t, { targetAreas: [zip] })),
    );
    const [a, b] = processes().map(deliverOn) as [
      ReturnType<typeof deliverOn>,
      ReturnType<typeof deliverOn>,
    ];
    const results = await Promise.allSettled(agents.flatMap((agent) => [a(agent), b(agent)]));
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason.code] : []));
    // Every refusal is one of the day's limit (the agent's other press came first) or of an area
    // run out (other agents hold the rest).
    for (const code of refusals) {
      expect(['DAILY_LIMIT_REACHED', 'SEARCH_CRITERIA_EXHAUSTED']).toContain(code);
    }
    const holders = await query<{ n: number }>(
      `select count(*)::int n from leads l join properties p on p.id = l.property_id
       where p.zip = $1 group by l.property_id`,
      [zip],
    );
    // All 100 went out (30 agents want 150), each to one agent.
    expect(holders).toEqual(Array(100).fill({ n: 1 }));
    for (const agent of agents) {
      const mine = await query<{ sort_key: string }>(
        `select p.sort_key from leads l join properties p on p.id = l.property_id
         where l.agent_id = $1`,
        [agent.id],
      );
      expect(mine.length).toBeLessThanOrEqual(5);
      const cursor = await agent.cursor();
      const at = Number(cursor?.sourceCursor?.sortKey ?? 0);
      // Every lead is behind the cursor, and the position counts each property passed once.
      for (const lead of mine) expect(Number(lead.sort_key)).toBeLessThanOrEqual(at);
      expect(cursor?.position).toBe(at);
    }
  }, 60_000);

  it('tells an agent whose area other agents hold that the area is exhausted', async () => {
    const zip = newZip();
    await createProperties(t.database.db, { zip, count: 5 });
    const [first, late] = [
      await deliveryAgent(t, { targetAreas: [zip] }),
      await deliveryAgent(t, { targetAreas: [zip] }),
    ];
    expect(await first.deliverFrom(createSampleLeadSource())).toMatchObject({ count: 5 });
    await expect(late.deliverFrom(createSampleLeadSource())).rejects.toMatchObject({
      code: 'SEARCH_CRITERIA_EXHAUSTED',
    });
    expect(await late.cursor()).toMatchObject({ position: 5 });
  });

  /**
   * The last 7 properties of a zip, 3 of them in another claim's hands while the agent claims.
   * `settle` ends that other claim once the agent waits for it; the agent's answer is returned.
   * Before, the agent took the 4 it could lock and left short, though the other claim might let
   * its 3 go (the CI run of stop 34: two agents split the last 7 as 4 and 3).
   */
  async function claimBeside(settle: (holder: PoolClient, held: number[]) => Promise<void>) {
    const zip = newZip();
    await createProperties(t.database.db, { zip, count: 7 });
    const agent = await deliveryAgent(t, { targetAreas: [zip] });
    const sample = createSampleLeadSource();
    const holder = await t.database.pool.connect();
    try {
      await holder.query('begin');
      const held = await holder.query<{ id: number }>(
        `select id from properties where zip = $1 order by sort_key limit 3 for no key update`,
        [zip],
      );
      let settled = false;
      const answer = agent.deliverFrom(sample).finally(() => {
        settled = true;
      });
      while (!settled && !(await waitingForALock())) await new Promise(setImmediate);
      expect(settled, 'the agent left without waiting for the other claim').toBe(false);
      await settle(
        holder,
        held.rows.map((row) => Number(row.id)),
      );
      return await answer;
    } finally {
      // Ends the transaction whatever happened, so no other test gets a connection inside it.
      await holder.query('rollback');
      holder.release();
    }
  }
  const waitingForALock = async () =>
    (
      await query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'`,
        [],
      )
    )[0]?.n === 1;

  it('waits for a claim in flight when the area runs low, and takes what it lets go', async () => {
    const answer = await claimBeside((holder) => holder.query('rollback').then(() => {}));
    expect(answer).toMatchObject({ status: 'complete', count: 5 });
  });

  it('waits for a claim in flight when the area runs low, and leaves it what it took', async () => {
    const other = await deliveryAgent(t, { targetAreas: ['00000'] });
    const answer = await claimBeside(async (holder, held) => {
      await holder.query(
        `insert into leads (agent_id, property_id, source, seller_type, lead_day, delivered_at, position)
         select $1, id, 'daily', 'all', '2026-11-06', $2, 0 from unnest($3::bigint[]) id`,
        [other.id, t.clock.now(), held],
      );
      await holder.query('commit');
    });
    expect(answer).toMatchObject({ status: 'partial', count: 4, canGetMore: false });
  });

  it('holds each property it claims once: the insert trigger stands aside for the claim', async () => {
    const zip = newZip();
    await createProperties(t.database.db, { zip, count: 30 });
    const agent = await deliveryAgent(t, { targetAreas: [zip] });
    // Each update of this zip's properties, counted by a trigger of this test's own.
    await t.database.pool.query(`
      create table property_updates (property_id bigint not null);
      create function count_property_update() returns trigger language plpgsql as $$
      begin insert into property_updates values (new.id); return null; end $$;
      create trigger count_property_updates after update on properties
      for each row when (new.zip = '${zip}') execute function count_property_update();`);
    try {
      expect(await agent.deliverFrom(createSampleLeadSource())).toMatchObject({ count: 5 });
      const updates = await query<{ n: number }>(
        'select count(*)::int n from property_updates group by property_id',
        [],
      );
      // Five properties held, each by one update: the claim's own (docs/leads.md "Fresh batch").
      expect(updates).toEqual(Array(5).fill({ n: 1 }));
    } finally {
      await t.database.pool.query(`
        drop trigger count_property_updates on properties;
        drop function count_property_update();
        drop table property_updates;`);
    }
  });

  it('delivers a batch of the sample source in at most 4 statements', async () => {
    const zip = newZip();
    await createProperties(t.database.db, { zip, count: 30 });
    const [warm, agent] = [
      await deliveryAgent(t, { targetAreas: [zip] }),
      await deliveryAgent(t, { targetAreas: [zip] }),
    ];
    const sample = createSampleLeadSource();
    await warm.deliverFrom(sample);
    const statements = await statementsDuring(async () => {
      expect(await agent.deliverFrom(sample)).toMatchObject({ count: 5, duplicateCount: 5 });
    });
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(4);
  });
});
