import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { creditsAndLedger, grantCredits, spendHeaders } from '../../../test/credits';
import { deliveryAgent } from '../../../test/delivery-agent';
import { createProperties } from '../../../test/factories';
import { idempotentAnswers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { requestHash } from '../../lib/idempotency';
import { bulkSearches } from '../bulk-leads/bulk-search';
import { purchaseLeads } from '../bulk-leads/purchase.service';

// Friday 6 November 2026, 10:00 EST.
const FRIDAY = new Date('2026-11-06T15:00:00Z');
let zipSeq = 700;
const newZip = () => String(zipSeq++).padStart(5, '0');
const BULK = '/api/leads/bulk-purchase';

/** An Idempotency-Key is one request: the same route and body, or a 422 that changes nothing. */
describe('an Idempotency-Key used again', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(FRIDAY);
  });
  afterAll(() => t.close());

  /** An agent with 50 credits, criteria on a zip of 60 properties, and a second such zip. */
  const buyer = async () => {
    const [zip, other] = [newZip(), newZip()];
    const agent = await deliveryAgent(t, { targetAreas: [zip] });
    await grantCredits(t, agent.id, 50);
    await createProperties(t.database.db, { zip, count: 60 });
    await createProperties(t.database.db, { zip: other, count: 60 });
    const search = (where = zip) => ({
      agentId: agent.id,
      quicklist: 'high-equity' as const,
      location: { type: 'zip' as const, zip: where },
    });
    const post = (url: string, payload: object | string, key: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...spendHeaders(agent.cookie, key), 'content-type': 'application/json' },
      });
    const leadCount = async () =>
      (
        await t.database.pool.query<{ n: number }>(
          'select count(*)::int as n from leads where agent_id = $1',
          [agent.id],
        )
      ).rows[0]?.n;
    return { ...agent, zip, other, search, post, leadCount };
  };
  const reused = {
    error: 'IDEMPOTENCY_KEY_REUSED',
    message: expect.stringContaining('Idempotency-Key'),
  };

  it('answers 422 for another body, buying nothing, and the first answer for the first body', async () => {
    const agent = await buyer();
    const key = randomUUID();
    const first = await agent.post(BULK, agent.search(), key);
    expect(first.statusCode, first.body).toBe(200);
    const other = await agent.post(BULK, agent.search(agent.other), key);
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json()).toEqual(reused);
    expect(await agent.leadCount()).toBe(25);
    expect(await creditsAndLedger(t, agent.id)).toEqual({ credits: 25, ledger: 25 });
    const again = await agent.post(BULK, agent.search(), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('answers 422 for the same key on another route', async () => {
    const agent = await buyer();
    const key = randomUUID();
    expect((await agent.post(BULK, agent.search(), key)).statusCode).toBe(200);
    const pack = await agent.post(`/api/leads/purchase/${agent.id}`, { packageSize: 25 }, key);
    expect(pack.statusCode, pack.body).toBe(422);
    expect(pack.json()).toEqual(reused);
    expect(await agent.leadCount()).toBe(25);
    expect(await creditsAndLedger(t, agent.id)).toEqual({ credits: 25, ledger: 25 });
  });

  it('takes the same body with its fields in another order as the same request', async () => {
    const agent = await buyer();
    const key = randomUUID();
    const first = await agent.post(BULK, agent.search(), key);
    const reordered = `{"location":{"zip":"${agent.zip}","type":"zip"},"quicklist":"high-equity","agentId":"${agent.id}"}`;
    const again = await agent.post(BULK, reordered, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await agent.leadCount()).toBe(25);
  });

  it('lets one of parallel requests with one key and two bodies buy; the other body gets 422', async () => {
    const agent = await buyer();
    const key = randomUUID();
    const bodies = Array.from({ length: 10 }, (_, n) =>
      agent.search(n % 2 === 0 ? agent.zip : agent.other),
    );
    const answers = await Promise.all(bodies.map((body) => agent.post(BULK, body, key)));
    const byZip = (zip: string) =>
      answers.filter((_, n) => bodies[n]?.location.zip === zip).map((res) => res.statusCode);
    const [mine, theirs] = [byZip(agent.zip), byZip(agent.other)];
    const winner = mine.includes(200) ? mine : theirs;
    const loser = winner === mine ? theirs : mine;
    expect(winner).toEqual([200, 200, 200, 200, 200]);
    expect(loser).toEqual([422, 422, 422, 422, 422]);
    const ok = answers.filter((res) => res.statusCode === 200).map((res) => res.body);
    expect(new Set(ok).size).toBe(1);
    expect(await agent.leadCount()).toBe(25);
    expect(await creditsAndLedger(t, agent.id)).toEqual({ credits: 25, ledger: 25 });
  });

  it('spends once when two bodies race under one key past the per-process queue', async () => {
    for (let round = 0; round < 3; round++) {
      const agent = await buyer();
      const key = randomUUID();
      const buy = (zip: string) => {
        const body = agent.search(zip);
        return purchaseLeads(
          {
            pool: t.database.pool,
            db: t.database.db,
            source: t.app.leadSource,
            agentId: agent.id,
            now: t.clock.now(),
            exclusivityDays: t.app.config.LEAD_EXCLUSIVITY_DAYS,
            idempotency: { key, route: `POST ${BULK}`, requestHash: requestHash(body) },
            continueSession: false,
          },
          {
            kind: 'bulk',
            searches: bulkSearches({ ...body, filters: {} }),
            leads: 25,
            credits: 25,
            describe: () => 'Test',
          },
        ).then(
          (answer) => ({ answer }),
          (error: unknown) => ({ error }),
        );
      };
      const results = await Promise.all([buy(agent.zip), buy(agent.other)]);
      const refused = results.flatMap((result) => ('error' in result ? [result.error] : []));
      expect(refused).toHaveLength(1);
      expect(refused[0]).toBeInstanceOf(AppError);
      expect(refused[0]).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
      expect(await agent.leadCount()).toBe(25);
      expect(await creditsAndLedger(t, agent.id)).toEqual({ credits: 25, ledger: 25 });
    }
  });

  it('answers an older stored answer, kept with no route or body, as before', async () => {
    const agent = await buyer();
    const key = randomUUID();
    const answer = {
      available: 25,
      status: 'complete',
      leadsCount: 25,
      duplicatesSkipped: 0,
      totalDelivered: 25,
      remainingNeeded: 0,
      remainingAvailable: 0,
      canGetMore: false,
      creditsSpent: 25,
      credits: 25,
    };
    await t.database.db
      .insert(idempotentAnswers)
      .values({ agentId: agent.id, key, answer, createdAt: FRIDAY });
    const res = await agent.post(BULK, agent.search(agent.other), key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(answer);
    expect(await agent.leadCount()).toBe(0);
  });
});

describe('requestHash', () => {
  it('is the same for the same JSON in any key order, and differs for another value', () => {
    const a = requestHash({ b: [1, { y: 2, x: 'é' }], a: null, '10': 1, '2': 2 });
    expect(a).toBe(requestHash({ '2': 2, a: null, '10': 1, b: [1, { x: 'é', y: 2 }] }));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(requestHash({ b: [{ y: 2, x: 'é' }, 1], a: null, '10': 1, '2': 2 }));
    expect(requestHash({ a: '1' })).not.toBe(requestHash({ a: 1 }));
  });
});
