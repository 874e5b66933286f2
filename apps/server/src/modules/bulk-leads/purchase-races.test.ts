import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { creditsAndLedger, grantCredits, spendHeaders } from '../../../test/credits';
import { type DeliveryAgent, deliveryAgent } from '../../../test/delivery-agent';
import { createProperties } from '../../../test/factories';
import { requestHash } from '../../lib/idempotency';
import type { LeadSource } from '../../providers/lead-source';
import { createSampleLeadSource } from '../../providers/lead-source/sample';
import { bulkSearches } from './bulk-search';
import { purchaseLeads } from './purchase.service';

// Friday 6 November 2026, 10:00 EST.
const FRIDAY = new Date('2026-11-06T15:00:00Z');
let zipSeq = 900;
const newZip = () => String(zipSeq++).padStart(5, '0');

/**
 * A purchase and a daily delivery after the same properties: the purchase's source runs the
 * delivery between the purchase's plan and its commit (a lead package, which no minimum of
 * available leads holds back), or a bulk purchase and a delivery go through the API at once.
 */
describe('purchases that meet deliveries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(FRIDAY);
  });
  afterAll(() => t.close());

  const sample = createSampleLeadSource();
  /** The sample source, running `meanwhile` once it has read its first page. */
  const sourceWith = (meanwhile: () => Promise<unknown>): LeadSource => {
    let left = 1;
    return {
      ...sample,
      async page(...args) {
        const page = await sample.page(...args);
        if (left-- > 0) await meanwhile();
        return page;
      },
    };
  };
  const search = (zip: string) =>
    bulkSearches({
      quicklist: 'high-equity',
      location: { type: 'zip', zip },
      filters: {},
    });
  const buy = (agent: DeliveryAgent, zip: string, source: LeadSource) =>
    purchaseLeads(
      {
        pool: t.database.pool,
        db: t.database.db,
        source,
        agentId: agent.id,
        now: t.clock.now(),
        exclusivityDays: t.app.config.LEAD_EXCLUSIVITY_DAYS,
        idempotency: {
          key: randomUUID(),
          route: 'POST /api/leads/bulk-purchase',
          requestHash: requestHash(zip),
        },
        continueSession: false,
      },
      { kind: 'package', searches: search(zip), leads: 25, credits: 25, describe: () => 'Test' },
    );
  const propertiesOf = async (agentId: string) =>
    (
      await t.database.pool.query<{ property_id: string }>(
        'select property_id from leads where agent_id = $1',
        [agentId],
      )
    ).rows.map((row) => row.property_id);

  it('skips what the same agent’s daily delivery took meanwhile, and charges only the rest', async () => {
    const zip = newZip();
    await createProperties(t.database.db, { zip, count: 12 });
    const agent = await deliveryAgent(t, { targetAreas: [zip] });
    await grantCredits(t, agent.id, 25);
    const answer = await buy(
      agent,
      zip,
      sourceWith(() => agent.deliverFrom(sample)),
    );
    expect(answer).toMatchObject({ leadsCount: 7, duplicatesSkipped: 5, creditsSpent: 7 });
    const mine = await propertiesOf(agent.id);
    expect(mine).toHaveLength(12);
    expect(new Set(mine).size).toBe(12);
    expect(await creditsAndLedger(t, agent.id)).toEqual({ credits: 18, ledger: 18 });
  });

  it('never buys a property another agent’s delivery took meanwhile', async () => {
    const zip = newZip();
    await createProperties(t.database.db, { zip, count: 8 });
    const [buyer, other] = [
      await deliveryAgent(t, { targetAreas: [zip] }),
      await deliveryAgent(t, { targetAreas: [zip] }),
    ];
    await grantCredits(t, buyer.id, 25);
    const answer = await buy(
      buyer,
      zip,
      sourceWith(() => other.deliverFrom(sample)),
    );
    expect(answer).toMatchObject({ leadsCount: 3, creditsSpent: 3 });
    const theirs = new Set(await propertiesOf(other.id));
    expect(theirs.size).toBe(5);
    expect((await propertiesOf(buyer.id)).filter((id) => theirs.has(id))).toEqual([]);
  });

  it('delivers no property twice when purchases and deliveries arrive at once', async () => {
    for (let round = 0; round < 5; round++) {
      const zip = newZip();
      // Enough for both bulk purchases to go ahead (each needs 25 available) and both deliveries.
      await createProperties(t.database.db, { zip, count: 60 });
      const agents = await Promise.all(
        [0, 1, 2].map(() => deliveryAgent(t, { targetAreas: [zip] })),
      );
      for (const agent of agents) await grantCredits(t, agent.id, 25);
      const purchase = (agent: DeliveryAgent) =>
        t.app.inject({
          method: 'POST',
          url: '/api/leads/bulk-purchase',
          headers: spendHeaders(agent.cookie),
          payload: {
            agentId: agent.id,
            quicklist: 'high-equity',
            location: { type: 'zip', zip },
          },
        });
      const [a, b, c] = agents as [DeliveryAgent, DeliveryAgent, DeliveryAgent];
      const answers = await Promise.all([purchase(a), a.fresh(), purchase(b), c.fresh()]);
      for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
      const delivered = (await Promise.all(agents.map((agent) => propertiesOf(agent.id)))).flat();
      expect(new Set(delivered).size).toBe(delivered.length);
      expect(delivered.length).toBeLessThanOrEqual(60);
      for (const agent of agents) {
        const { credits, ledger } = await creditsAndLedger(t, agent.id);
        expect(credits).toBe(ledger);
      }
    }
  });
});
