import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app';
import { creditsAndLedger, grantCredits, spendHeaders } from './credits';
import { deliveryAgent } from './delivery-agent';
import { createProperties } from './factories';

// Friday 6 November 2026, 10:00 EST.
const FRIDAY = new Date('2026-11-06T15:00:00Z');

/**
 * A failover or a PgBouncer restart ends the app's connections in the middle of transactions
 * (docs/database.md "When the database goes away"): each request on one answers 503, the process
 * stays up, nothing half-done is kept, and the next requests work.
 */
describe('connections ended by the database during purchases', () => {
  let t: TestApp;
  let admin: pg.Client;
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(FRIDAY);
    admin = new pg.Client({ connectionString: t.databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await t.close();
  });

  const buyers = async (count: number) =>
    Promise.all(
      Array.from({ length: count }, async (_, n) => {
        const zip = String(700 + n).padStart(5, '0');
        await createProperties(t.database.db, { zip, count: 25 });
        const agent = await deliveryAgent(t, { targetAreas: [zip] });
        await grantCredits(t, agent.id, 25);
        const key = randomUUID();
        const buy = () =>
          t.app.inject({
            method: 'POST',
            url: '/api/leads/bulk-purchase',
            payload: {
              agentId: agent.id,
              quicklist: 'high-equity',
              location: { type: 'zip', zip },
              filters: { bedrooms: null, minPrice: null, maxPrice: 0 },
              continueSession: false,
            },
            headers: spendHeaders(agent.cookie, key),
          });
        return { id: agent.id, buy };
      }),
    );

  /** Ends every backend of the app's pool that is inside a transaction, until `done` settles. */
  async function terminateTransactions(done: Promise<unknown>) {
    let settled = false;
    done.finally(() => {
      settled = true;
    });
    let ended = 0;
    while (!settled) {
      const { rows } = await admin.query<{ ended: boolean }>(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()
            AND application_name = '' AND xact_start IS NOT NULL`,
      );
      ended += rows.filter((row) => row.ended).length;
      await new Promise((resolve) => setImmediate(resolve));
    }
    return ended;
  }

  it('answers 503 to a purchase whose transaction was ended, keeps nothing of it, and sells again', async () => {
    const agents = await buyers(20);
    const answers = Promise.all(agents.map((agent) => agent.buy()));
    const ended = await terminateTransactions(answers);
    const statuses = (await answers).map((res) => res.statusCode);
    expect(ended).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    for (const [n, res] of (await answers).entries()) {
      const bought = res.statusCode === 200;
      if (!bought) {
        expect(res.json()).toEqual({
          error: 'DATABASE_UNAVAILABLE',
          message: 'The service is briefly unavailable. Please try again in a moment.',
        });
      }
      const left = bought ? 0 : 25;
      expect(await creditsAndLedger(t, agents[n]?.id ?? '')).toEqual({
        credits: left,
        ledger: left,
      });
    }

    // The same requests again (same Idempotency-Keys): each purchase made exactly once.
    const again = await Promise.all(agents.map((agent) => agent.buy()));
    expect(again.map((res) => res.statusCode)).toEqual(agents.map(() => 200));
    for (const agent of agents) {
      expect(await creditsAndLedger(t, agent.id)).toEqual({ credits: 0, ledger: 0 });
    }
  });
});
