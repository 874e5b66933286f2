import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { creditsAndLedger, grantCredits } from '../../../test/credits';
import { createAgent, sessionCookie, signupForm } from '../../../test/factories';
import { withTransaction } from '../../db/transaction';
import { spendCredits } from './ledger';

describe('credits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const signedIn = async () => {
    const agent = await createAgent(t.database.db);
    const cookie = await sessionCookie(t.database.db, agent.id);
    const get = (path: string) =>
      t.app.inject({ url: path.replace(':id', agent.id), headers: { cookie } });
    return { ...agent, cookie, get };
  };

  it('starts a new agent with the 25 signup credits, one earned ledger row', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/complete-signup',
      payload: signupForm(),
    });
    expect(signup.statusCode).toBe(201);
    const { id } = signup.json();
    const cookie = signup.headers['set-cookie'] as string;
    const get = (url: string) => t.app.inject({ url, headers: { cookie } });
    expect((await get(`/api/credits/${id}`)).json()).toEqual({ credits: 25 });
    expect((await get(`/api/credits/${id}/transactions`)).json()).toEqual([
      {
        id: expect.any(String),
        type: 'earned',
        amount: 25,
        description: 'Welcome bonus: 25 lead credits',
        source: 'signup',
        createdAt: expect.any(String),
      },
    ]);
  });

  it('answers 0 and no transactions for an agent that never had credits', async () => {
    const agent = await signedIn();
    expect((await agent.get('/api/credits/:id')).json()).toEqual({ credits: 0 });
    expect((await agent.get('/api/credits/:id/transactions')).json()).toEqual([]);
  });

  it('lists the 10 newest transactions, newest first', async () => {
    const agent = await signedIn();
    for (let n = 1; n <= 12; n++) await grantCredits(t, agent.id, n);
    const listed = (await agent.get('/api/credits/:id/transactions')).json();
    expect(listed.map((row: { amount: number }) => row.amount)).toEqual([
      12, 11, 10, 9, 8, 7, 6, 5, 4, 3,
    ]);
    expect((await agent.get('/api/credits/:id')).json()).toEqual({ credits: 78 });
  });

  it('lets exactly 2 of 20 parallel spends of 25 through against 50 credits', async () => {
    const agent = await signedIn();
    await grantCredits(t, agent.id, 50);
    const spends = await Promise.all(
      Array.from({ length: 20 }, () =>
        withTransaction(t.database.pool, ({ db }) =>
          spendCredits(db, { agentId: agent.id, amount: 25, description: 'Test', now: new Date() }),
        ),
      ),
    );
    expect(spends.filter((left) => left !== null).sort()).toEqual([0, 25]);
    expect(await creditsAndLedger(t, agent.id)).toEqual({ credits: 0, ledger: 0 });
  });

  it('grants credits through /dev/credits from this machine', async () => {
    const agent = await signedIn();
    const grant = (email: string) =>
      t.app.inject({ method: 'POST', url: '/dev/credits', payload: { email, amount: 40 } });
    expect((await grant(agent.email.toUpperCase())).json()).toEqual({ credits: 40 });
    const [row] = (await agent.get('/api/credits/:id/transactions')).json();
    expect(row).toMatchObject({ type: 'earned', source: 'other', amount: 40 });
    expect((await grant('nobody@example.test')).statusCode).toBe(404);
  });
});
