import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { deliveryAgent } from '../../../test/delivery-agent';
import { createAgent } from '../../../test/factories';
import {
  type SentStatement,
  statementsSentDuring,
  tablesReadWhole,
} from '../../../test/statement-plans';

// Friday 6 November 2026, 10:00 EST.
const FRIDAY = new Date('2026-11-06T15:00:00Z');
/** Enough delivered leads that reading all of them looks cheap to the planner against an index. */
const OTHER_AGENTS = 40;
const LEADS_EACH = 500;
const ZIP = '00077';

/**
 * No statement of a delivery or of the lead count reads `leads` or `properties` in
 * proportion to the table: each goes by an index, whatever the tables hold.
 */
describe('the delivery’s statements on large tables', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(FRIDAY);
    const others = await Promise.all(
      Array.from({ length: OTHER_AGENTS }, () => createAgent(t.database.db)),
    );
    // 40,000 properties, 8,000 of them in the agent's zip; every other one delivered to someone
    // else in the exclusivity window.
    await t.database.pool.query(
      `insert into properties (source, external_id, sort_key, zip, city_key, address, city, state,
         beds, estimated_value, lead_types, lead_reasons)
       select 'sample', 'bulk:' || n, n, case when n <= 8000 then $1 else (90000 + n % 100)::text end,
         'bulkville|zz', n || ' Bulk St', 'Bulkville', 'ZZ', 3, 400000, '{high-equity}', '{}'
       from generate_series(1, 40000) n`,
      [ZIP],
    );
    await t.database.pool.query(
      `insert into leads (agent_id, property_id, source, lead_day, delivered_at)
       select ($1::uuid[])[1 + (n / 2) % $2], p.id, 'daily', '2026-11-02', $3
       from (select id, sort_key n from properties where city_key = 'bulkville|zz') p
       where n % 2 = 0 and n / 2 <= $2 * $4`,
      [others.map((a) => a.id), OTHER_AGENTS, new Date('2026-11-02T15:00:00Z'), LEADS_EACH],
    );
    await t.database.pool.query('analyze properties; analyze leads');
  }, 120_000);
  afterAll(() => t.close());

  it('reads no table whole to deliver a batch and count what remains', async () => {
    const agent = await deliveryAgent(t, { targetAreas: [ZIP] });
    const sent = await statementsSentDuring(async () => {
      expect((await agent.fresh()).json()).toMatchObject({ count: 5, duplicateCount: 4 });
      expect((await agent.availableCount()).json()).toMatchObject({ remaining: 3995 });
    });
    const planned = sent.filter((s: SentStatement) =>
      /^\s*(select|with|insert|update)\b/i.test(s.text),
    );
    expect(planned.length).toBeGreaterThan(0);
    const whole = [];
    for (const statement of planned) {
      const tables = await tablesReadWhole(t.database.pool, statement);
      if (tables.some((table) => table === 'leads' || table === 'properties')) {
        whole.push({ tables, sql: statement.text.slice(0, 300) });
      }
    }
    expect(whole).toEqual([]);
  });
});
