import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createAgent, sessionCookie, TEST_PASSWORD } from '../../../test/factories';
import { agents, subscriptions } from '../../db/schema';
import { removeUnusedUnconfirmedAccounts, UNCONFIRMED_SWEEP_CRON } from './unconfirmed-accounts';

const DAY = 24 * 60 * 60 * 1000;

/** Unconfirmed, never-paid accounts with no sign-in for 7 days are removed (docs/accounts.md). */
describe('the removal of unused unconfirmed accounts', () => {
  let t: TestApp;
  const start = new Date('2026-11-02T15:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const remaining = async (ids: string[]) =>
    (await t.database.db.select({ id: agents.id }).from(agents).where(inArray(agents.id, ids)))
      .map((row) => row.id)
      .sort();
  /** An account made and last signed in at `start`, unconfirmed unless told. */
  const account = async (confirmed = false) => {
    const agent = await createAgent(t.database.db, { emailConfirmedAt: null });
    await t.database.db
      .update(agents)
      .set({ lastSignedInAt: start, createdAt: start, emailConfirmedAt: confirmed ? start : null })
      .where(eq(agents.id, agent.id));
    return agent;
  };

  it('keeps one whose session is still in use, whenever it signed in', async () => {
    const using = await account();
    const cookie = await sessionCookie(t.database.db, using.id, start);
    const day6 = new Date(start.getTime() + 6 * DAY);
    t.clock.freeze(day6);
    const seen = await t.app.inject({ url: `/api/agents/${using.id}`, headers: { cookie } });
    expect(seen.statusCode).toBe(200);
    await removeUnusedUnconfirmedAccounts(t.database.db, new Date(start.getTime() + 12 * DAY));
    expect(await remaining([using.id])).toEqual([using.id]);
    await removeUnusedUnconfirmedAccounts(t.database.db, new Date(start.getTime() + 14 * DAY));
    expect(await remaining([using.id])).toEqual([]);
    t.clock.set(null);
  });

  it('removes one after 7 days without a sign-in; a sign-in, a confirmation or a payment keeps it', async () => {
    const idle = await account();
    const signedIn = await account();
    const confirmed = await account(true);
    const paying = await account();
    await t.database.db
      .insert(subscriptions)
      .values({ agentId: paying.id, plan: 'pro', status: 'trialing', stripeCustomerId: 'cus_x' })
      .onConflictDoUpdate({ target: subscriptions.agentId, set: { stripeCustomerId: 'cus_x' } });
    const all = [idle.id, signedIn.id, confirmed.id, paying.id];

    t.clock.freeze(new Date(start.getTime() + 3 * DAY));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { email: signedIn.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);

    expect(
      await removeUnusedUnconfirmedAccounts(t.database.db, new Date(start.getTime() + 6 * DAY)),
    ).toBe(0);
    expect(await remaining(all)).toEqual([...all].sort());

    expect(
      await removeUnusedUnconfirmedAccounts(
        t.database.db,
        new Date(start.getTime() + 7 * DAY + 60_000),
      ),
    ).toBe(1);
    expect(await remaining(all)).toEqual([signedIn.id, confirmed.id, paying.id].sort());

    expect(
      await removeUnusedUnconfirmedAccounts(
        t.database.db,
        new Date(start.getTime() + 10 * DAY + 60_000),
      ),
    ).toBe(1);
    expect(await remaining(all)).toEqual([confirmed.id, paying.id].sort());
    t.clock.set(null);
  });

  it("is run by the app's own hourly job, against the app's clock", async () => {
    const idle = await account();
    t.clock.freeze(new Date(start.getTime() + 8 * DAY));
    await t.app.jobs.send('unconfirmed-account-sweep', {});
    for (let tries = 0; tries < 200 && (await remaining([idle.id])).length > 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await remaining([idle.id])).toEqual([]);
    const { rows } = await t.database.db.execute<{ cron: string }>(
      sql`select cron from pgboss.schedule where name = 'unconfirmed-account-sweep'`,
    );
    expect(rows).toEqual([{ cron: UNCONFIRMED_SWEEP_CRON }]);
    t.clock.set(null);
  });
});
