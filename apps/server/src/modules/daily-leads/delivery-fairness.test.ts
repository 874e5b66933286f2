import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { type DeliveryAgent, deliveryAgent } from '../../../test/delivery-agent';
import { createProperties } from '../../../test/factories';
import { createSampleLeadSource } from '../../providers/lead-source/sample';
import { findCriteriaRow, toSearchCriteria } from '../criteria/criteria.service';

// Friday 6 November 2026, 10:00 EST.
const FRIDAY = new Date('2026-11-06T15:00:00Z');
const sample = createSampleLeadSource();

/**
 * Many agents sharing one area: each gets its batch while the area holds enough
 * properties it never had and no other agent holds, however many went before it.
 */
describe('fair delivery under contention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(FRIDAY);
  });
  afterAll(() => t.close());

  const agentsIn = (area: string, n: number, plan: 'pro' | 'premium' = 'pro') =>
    Promise.all(
      Array.from({ length: n }, () => deliveryAgent(t, { targetAreas: [area] }, { plan })),
    );
  const deliverAll = (agents: DeliveryAgent[]) =>
    Promise.allSettled(agents.map((agent) => agent.deliverFrom(sample)));
  /** How many agents hold each property of the area: every one exactly once. */
  const holders = async (where: string, value: string) => {
    const { rows } = await t.database.pool.query<{ n: number }>(
      `select count(*)::int n from leads l join properties p on p.id = l.property_id
       where p.${where} = $1 group by l.property_id`,
      [value],
    );
    return rows.map((row) => row.n);
  };
  /** Prepares the agent's area, and counts what matches its criteria there. */
  const matchingFor = async (agent: DeliveryAgent | undefined) => {
    const criteria = toSearchCriteria(await findCriteriaRow(t.database.db, agent?.id ?? ''));
    if (!criteria) throw new Error('unsearchable criteria');
    await sample.prepare(t.database.db, criteria);
    return sample.count(t.database.db, criteria);
  };

  it('serves 60 agents walking one order over 300 properties, then tells the 61st', async () => {
    const zip = '00931';
    await createProperties(t.database.db, { zip, count: 300 });
    const agents = await agentsIn(zip, 61);
    for (const agent of agents.slice(0, 60)) {
      expect(await agent.deliverFrom(sample)).toMatchObject({ status: 'complete', count: 5 });
    }
    expect(await holders('zip', zip)).toEqual(Array(300).fill(1));
    // Every property is held by others now: for the last agent the area is exhausted (it
    // heard ALL_LEADS_ARE_DUPLICATES before, though none of them was its own).
    await expect(agents[60]?.deliverFrom(sample)).rejects.toMatchObject({
      code: 'SEARCH_CRITERIA_EXHAUSTED',
    });
  });

  it('spreads agents calling at once over a sample zip: all of it delivered, once', async () => {
    const zip = '10001';
    const first = await agentsIn(zip, 1);
    const matching = await matchingFor(first[0]);
    const agents = [...first, ...(await agentsIn(zip, Math.ceil(matching / 5) - 1))];
    const results = await deliverAll(agents);
    const counts = results.map((r) => (r.status === 'fulfilled' ? r.value.count : r.reason.code));
    const full = Math.floor(matching / 5);
    expect(counts.filter((c) => c === 5)).toHaveLength(full);
    // The one that found the zip running out has what was left, and hears that is all.
    const rest = results.flatMap((r) =>
      r.status === 'fulfilled' && r.value.count < 5 ? [r.value] : [],
    );
    expect(rest).toEqual(
      matching % 5 > 0
        ? [expect.objectContaining({ status: 'partial', count: matching % 5, canGetMore: false })]
        : [],
    );
    expect(await holders('zip', zip)).toEqual(Array(matching).fill(1));
    const [late] = await agentsIn(zip, 1);
    await expect(late?.deliverFrom(sample)).rejects.toMatchObject({
      code: 'SEARCH_CRITERIA_EXHAUSTED',
    });
  });

  it('gives 100 premium agents in Miami, FL their 10 each, all calling at once', async () => {
    const agents = await agentsIn('Miami, FL', 100, 'premium');
    expect(await matchingFor(agents[0])).toBeGreaterThan(1000);
    const results = await deliverAll(agents);
    const answers = results.map((r) => (r.status === 'fulfilled' ? r.value : r.reason.code));
    expect(answers.filter((a) => a?.status === 'complete' && a.count === 10)).toHaveLength(100);
    expect(await holders('city_key', 'miami|fl')).toEqual(Array(1000).fill(1));
  }, 120_000);
});
