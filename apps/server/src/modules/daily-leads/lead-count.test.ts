import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createAgent, createProperties, sessionCookie, setCriteria } from '../../../test/factories';

const START = new Date('2026-11-06T15:00:00Z');
const later = (seconds: number) => new Date(START.getTime() + seconds * 1000);

describe('the available count', () => {
  let t: TestApp;
  let agent: { id: string; cookie: string };
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(START);
    await createProperties(t.database.db, { zip: '00800', count: 9 });
    await createProperties(t.database.db, {
      zip: '00800',
      count: 4,
      overrides: { leadTypes: ['vacant', 'off-market'], sortKey: 500 },
    });
    const row = await createAgent(t.database.db);
    await setCriteria(t.database.db, row.id, { targetAreas: ['00800'] });
    agent = { id: row.id, cookie: await sessionCookie(t.database.db, row.id) };
  });
  afterAll(() => t.close());

  const saveCriteria = (sellerType: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/criteria/${agent.id}`,
      headers: { cookie: agent.cookie },
      payload: {
        targetArea: '00800',
        minValue: null,
        maxValue: null,
        minBedrooms: null,
        sellerType,
        propertyType: 'Residential',
      },
    });
  const count = () =>
    t.app.inject({
      url: `/api/leads/available-count/${agent.id}`,
      headers: { cookie: agent.cookie },
    });

  it('counts what matches, then serves it from the cache for 60 seconds', async () => {
    expect((await count()).json()).toEqual({
      totalAvailable: 9,
      currentOffset: 0,
      remaining: 9,
      cached: false,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/leads/fresh/${agent.id}`,
      headers: { cookie: agent.cookie },
    });
    t.clock.freeze(later(59));
    expect((await count()).json()).toMatchObject({ remaining: 9, cached: true });
    t.clock.freeze(later(61));
    expect((await count()).json()).toEqual({
      totalAvailable: 9,
      currentOffset: 5,
      remaining: 4,
      cached: false,
    });
  });

  it('answers RATE_LIMITED to a fresh count within 10 seconds of the last', async () => {
    t.clock.freeze(later(200));
    await saveCriteria('vacant');
    // Parallel asks count once: the others wait for the cache or are told to wait.
    const parallel = await Promise.all([count(), count(), count()]);
    const counted = parallel.filter((r) => r.statusCode === 200 && r.json().cached === false);
    expect(counted).toHaveLength(1);
    expect(counted[0]?.json()).toEqual({
      totalAvailable: 4,
      currentOffset: 0,
      remaining: 4,
      cached: false,
    });
    for (const other of parallel.filter((r) => r !== counted[0])) {
      if (other.statusCode === 200) expect(other.json().cached).toBe(true);
      else expect(other.json().error).toBe('RATE_LIMITED');
    }
    // Criteria changed again within 10 s of that count: no cache, and too soon to count.
    await saveCriteria('high-equity');
    t.clock.freeze(later(205));
    const tooSoon = await count();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error).toBe('RATE_LIMITED');
    t.clock.freeze(later(211));
    expect((await count()).json()).toMatchObject({ totalAvailable: 9, cached: false });
  });

  it('answers CRITERIA_NOT_SET without criteria', async () => {
    const other = await createAgent(t.database.db);
    const res = await t.app.inject({
      url: `/api/leads/available-count/${other.id}`,
      headers: { cookie: await sessionCookie(t.database.db, other.id) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('CRITERIA_NOT_SET');
  });
});
