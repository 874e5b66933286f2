import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createAgent, sessionCookie } from '../../../test/factories';

describe('the agent and its mailer settings', () => {
  let t: TestApp;
  let agent: { id: string };
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp();
    agent = await createAgent(
      t.database.db,
      { name: 'Ana Ruiz' },
      { plan: 'premium', status: 'past_due' },
    );
    cookie = await sessionCookie(t.database.db, agent.id);
  });
  afterAll(() => t.close());

  const put = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/agents/${agent.id}/mailer-settings`,
      headers: { cookie },
      payload,
    });

  it('answers the agent in the client words, without secrets', async () => {
    const res = await t.app.inject({ url: `/api/agents/${agent.id}`, headers: { cookie } });
    expect(res.json()).toMatchObject({
      id: agent.id,
      name: 'Ana Ruiz',
      subscriptionPlan: 'premium',
      subscriptionStatus: 'paused',
    });
    expect(Object.keys(res.json())).not.toContain('passwordHash');
  });

  it('saves mailer settings, trimming and storing empty fields as not set', async () => {
    const res = await put({
      returnAddress: ' 100 Main St, Miami, FL 33131 ',
      brokerageName: 'Sunrise Realty',
      agentPhotoUrl: 'https://images.example.test/ana.jpg',
      brokeragePhotoUrl: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      returnAddress: '100 Main St, Miami, FL 33131',
      brokerageName: 'Sunrise Realty',
      agentPhotoUrl: 'https://images.example.test/ana.jpg',
      brokeragePhotoUrl: null,
    });
  });

  it('refuses a photo that is not an http(s) address, changing nothing', async () => {
    const res = await put({ agentPhotoUrl: 'javascript:alert(1)', brokerageName: 'Changed' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.agentPhotoUrl).toBe(
      'Agent photo URL must be an http or https address',
    );
    const me = await t.app.inject({ url: `/api/agents/${agent.id}`, headers: { cookie } });
    expect(me.json().brokerageName).toBe('Sunrise Realty');
  });
});
