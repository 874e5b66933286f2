import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { type DeliveryAgent, deliveryAgent } from '../../../test/delivery-agent';
import { createProperties } from '../../../test/factories';
import { statementsDuring } from '../../../test/sql-log';
import type { LeadSource } from '../../providers/lead-source';
import { createSampleLeadSource } from '../../providers/lead-source/sample';
import { saveCriteria } from '../criteria/criteria.service';

// Friday 6 November 2026, 10:00 EST.
const FRIDAY = new Date('2026-11-06T15:00:00Z');
let zipSeq = 10;
const newZip = () => String(zipSeq++).padStart(5, '0');

/**
 * What happens between a delivery's plan (the lead source asked, no transaction open) and its
 * commit, as a vendor's delivery runs: the service is called directly, without the route's
 * one-at-a-time queue, and the source runs another delivery or a criteria change at that very
 * moment. (The sample source claims in one statement and has no such moment: see
 * delivery-claim.test.ts for its races.)
 */
describe('deliveries that meet', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(FRIDAY);
  });
  afterAll(() => t.close());

  const sample = createSampleLeadSource();
  const deliver = (agent: DeliveryAgent, source: LeadSource = sample) => agent.deliverFrom(source);
  /**
   * The sample source paged like a vendor's (planned, then committed), running `meanwhile` as it
   * counts what remains: after paging, before the commit.
   */
  const sourceWith = (meanwhile: () => Promise<unknown>, times = 1): LeadSource => {
    let left = times;
    const { orderInSql: _inSql, isPrepared: _prepared, ...paged } = sample;
    return {
      ...paged,
      async remaining(...args) {
        if (left-- > 0) await meanwhile();
        return sample.remaining(...args);
      },
    };
  };
  const agentOn = async (zip: string, count: number) => {
    await createProperties(t.database.db, { zip, count });
    return deliveryAgent(t, { targetAreas: [zip] });
  };
  const changeCriteria = (agent: DeliveryAgent, zip: string, minBedrooms: number) =>
    saveCriteria({
      pool: t.database.pool,
      agentId: agent.id,
      now: t.clock.now(),
      request: {
        targetArea: zip,
        minValue: null,
        maxValue: null,
        minBedrooms,
        sellerType: 'high-equity',
        propertyType: 'Residential',
      },
    });

  it('gives ten parallel deliveries of one agent, each asking the source, the quota once', async () => {
    const agent = await agentOn(newZip(), 30);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => deliver(agent)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason.code] : []));
    expect(refusals).toEqual(Array(9).fill('DAILY_LIMIT_REACHED'));
    expect(await agent.today()).toHaveLength(5);
    expect(await agent.cursor()).toMatchObject({ position: 5 });
  });

  it('plans again when another delivery of the agent moved its cursor meanwhile', async () => {
    const agent = await agentOn(newZip(), 3);
    let meanwhile: unknown;
    const outer = deliver(
      agent,
      sourceWith(async () => {
        meanwhile = await deliver(agent);
      }),
    );
    // The three went to the other delivery; they are not counted again as duplicates.
    await expect(outer).rejects.toMatchObject({ code: 'SEARCH_CRITERIA_EXHAUSTED' });
    expect(meanwhile).toMatchObject({ status: 'partial', count: 3 });
    expect(await agent.today()).toHaveLength(3);
    expect(await agent.cursor()).toMatchObject({ position: 3 });
  });

  it('passes over what another agent took meanwhile for the next properties it read', async () => {
    const zip = newZip();
    const agent = await agentOn(zip, 8);
    const other = await deliveryAgent(t, { targetAreas: [zip] });
    let theirs: unknown;
    const mine = await deliver(
      agent,
      sourceWith(async () => {
        theirs = await deliver(other);
      }),
    );
    expect(theirs).toMatchObject({ count: 5 });
    expect(mine).toEqual({
      status: 'partial',
      count: 3,
      duplicateCount: 5,
      totalDelivered: 3,
      remainingNeeded: 2,
      remainingAvailable: 0,
      canGetMore: false,
    });
    const streets = async (a: DeliveryAgent) =>
      (await a.today()).map((lead: { address: string }) => lead.address);
    expect(await streets(agent)).toEqual(['105 Fixture St', '106 Fixture St', '107 Fixture St']);
    expect(await agent.cursor()).toMatchObject({ position: 8 });
  });

  it('delivers nothing found under criteria the agent changed meanwhile', async () => {
    const zip = newZip();
    const agent = await agentOn(zip, 5);
    // The fixture properties have 3 bedrooms: none matches the new criteria.
    const delivery = deliver(
      agent,
      sourceWith(() => changeCriteria(agent, zip, 4)),
    );
    await expect(delivery).rejects.toMatchObject({ code: 'SEARCH_CRITERIA_EXHAUSTED' });
    expect(await agent.today()).toEqual([]);
  });

  it('gives up with a conflict when the criteria change under every attempt', async () => {
    const zip = newZip();
    const agent = await agentOn(zip, 5);
    let beds = 0;
    const delivery = deliver(
      agent,
      sourceWith(() => changeCriteria(agent, zip, (beds++ % 2) + 1), Infinity),
    );
    await expect(delivery).rejects.toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(beds).toBe(3);
    expect(await agent.today()).toEqual([]);
  });

  it("names the agent in every write's own SQL", async () => {
    const agent = await agentOn(newZip(), 6);
    const statements = await statementsDuring(async () => {
      expect((await agent.fresh()).statusCode).toBe(200);
      expect((await agent.availableCount()).statusCode).toBe(200);
    });
    // Every write of the agent's lead tables, a data-modifying CTE's included, with its text up
    // to the next write.
    const writes = statements.flatMap((sql) => {
      const write =
        /\b(update|delete from|insert into)\s+"?(leads|lead_cursors|lead_count_cache)"?\s/gi;
      const found = [...sql.matchAll(write)];
      return found.map((match, n) => ({
        verb: match[1]?.toLowerCase(),
        table: match[2],
        own: sql.slice(match.index, found[n + 1]?.index ?? sql.length),
      }));
    });
    expect(writes.map((write) => write.table)).toEqual(
      expect.arrayContaining(['lead_cursors', 'lead_count_cache', 'leads']),
    );
    const anonymous = writes.filter(({ verb, own }) =>
      verb === 'insert into'
        ? !/^[^)]*"?agent_id"?/.test(own.slice(own.indexOf('(')))
        : !/\bwhere\b[\s\S]*"?agent_id"? = \$\d/i.test(own),
    );
    expect(anonymous).toEqual([]);
  });
});
