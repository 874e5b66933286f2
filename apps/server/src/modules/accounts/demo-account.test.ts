import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { DEMO_ACCOUNT, ensureDemoAccount } from './demo-account';
import { removeUnusedUnconfirmedAccounts } from './unconfirmed-accounts';

describe('the demo account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is created once, even by starts at the same moment, and signs in with the README password', async () => {
    const logs: string[] = [];
    const ensure = () =>
      ensureDemoAccount({ pool: t.database.pool, now: new Date(), log: (m) => logs.push(m) });
    await Promise.all([ensure(), ensure(), ensure()]);
    expect(logs.filter((m) => m.includes('created'))).toHaveLength(1);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: DEMO_ACCOUNT,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Demo Agent', subscriptionPlan: 'premium' });
  });

  it('is confirmed, so the sweep of unconfirmed accounts never removes it', async () => {
    const later = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    await removeUnusedUnconfirmedAccounts(t.database.db, later);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: DEMO_ACCOUNT,
    });
    expect(res.statusCode).toBe(200);
  });
});
