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
      trialEndsAt: null,
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

  it('saves the return address in its parts, and keeps their one line for display', async () => {
    const parts = {
      street: ' 1200 Brickell Ave, Suite 400 ',
      city: 'Miami',
      state: 'fl',
      zip: '33131-1234',
    };
    const res = await put({ returnAddressParts: parts, returnAddress: 'ignored when parts come' });
    expect(res.statusCode).toBe(200);
    const saved = {
      returnAddress: '1200 Brickell Ave, Suite 400, Miami, FL 33131-1234',
      returnAddressParts: {
        street: '1200 Brickell Ave, Suite 400',
        city: 'Miami',
        state: 'FL',
        zip: '33131-1234',
      },
    };
    expect(res.json()).toMatchObject(saved);
    const me = await t.app.inject({ url: `/api/agents/${agent.id}`, headers: { cookie } });
    expect(me.json()).toMatchObject(saved);
    const { rows } = await t.database.pool.query(
      'select return_street, return_city, return_state, return_zip from agents where id = $1',
      [agent.id],
    );
    expect(rows[0]).toEqual({
      return_street: '1200 Brickell Ave, Suite 400',
      return_city: 'Miami',
      return_state: 'FL',
      return_zip: '33131-1234',
    });
  });

  it.each([
    [
      { state: 'Florida' },
      'returnAddressParts.state',
      'State must be a two-letter US state code, like FL',
    ],
    [
      { state: 'XX' },
      'returnAddressParts.state',
      'State must be a two-letter US state code, like FL',
    ],
    [{ zip: '3313' }, 'returnAddressParts.zip', 'ZIP must be 5 digits, or ZIP+4 like 33131-1234'],
    [
      { zip: '33131-12' },
      'returnAddressParts.zip',
      'ZIP must be 5 digits, or ZIP+4 like 33131-1234',
    ],
    [{ city: '' }, 'returnAddressParts.city', 'City is required'],
    [{ street: '  ' }, 'returnAddressParts.street', 'Street is required'],
  ])('refuses the return address part %j with a 400 naming %s', async (change, field, message) => {
    const parts = { street: '1 Main St', city: 'Miami', state: 'FL', zip: '33131', ...change };
    const res = await put({ returnAddressParts: parts });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      field,
      fields: { [field]: message },
    });
  });

  it('stores an address sent as one free-text line without parts, and no parts for none', async () => {
    const line = await put({ returnAddress: '1 Main St, Miami, FL 33131' });
    expect(line.json()).toMatchObject({
      returnAddress: '1 Main St, Miami, FL 33131',
      returnAddressParts: null,
    });
    const none = await put({
      returnAddressParts: { street: '', city: '', state: '', zip: '' },
      brokerageName: 'Sunrise Realty',
    });
    expect(none.json()).toMatchObject({ returnAddress: null, returnAddressParts: null });
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

describe('the trial, as the agent answer shows it', () => {
  const signedUp = new Date('2026-11-02T15:00:00Z');
  const trialEndsAt = new Date('2026-11-09T15:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function agentOnTrial(plan: 'pro' | 'premium') {
    const agent = await createAgent(t.database.db, {}, { plan, status: 'trialing', trialEndsAt });
    const cookie = await sessionCookie(t.database.db, agent.id, signedUp);
    const get = async (url: string) =>
      (await t.app.inject({ url: url.replace(':id', agent.id), headers: { cookie } })).json();
    return {
      me: () => get('/api/agents/:id'),
      gate: async () => (await get('/api/leads/can-generate/:id')).subscriptionStatus,
    };
  }

  it('says trialing, with the end of the trial, until that end', async () => {
    const agent = await agentOnTrial('pro');
    t.clock.freeze(new Date('2026-11-09T14:59:00Z'));
    expect(await agent.me()).toMatchObject({
      subscriptionStatus: 'trialing',
      subscriptionPlan: 'pro',
      trialEndsAt: '2026-11-09T15:00:00.000Z',
    });
    expect(await agent.gate()).toBe('trialing');
    t.clock.set(null);
  });

  it('reads a trial past its end as active, with billing off, and no trial end', async () => {
    const agent = await agentOnTrial('pro');
    t.clock.freeze(new Date('2026-11-09T15:00:00Z'));
    expect(await agent.me()).toMatchObject({ subscriptionStatus: 'active', trialEndsAt: null });
    expect(await agent.gate()).toBe('active');
    t.clock.set(null);
  });

  it('names the premium plan during its trial', async () => {
    const agent = await agentOnTrial('premium');
    t.clock.freeze(signedUp);
    expect(await agent.me()).toMatchObject({
      subscriptionStatus: 'trialing',
      subscriptionPlan: 'premium',
      trialEndsAt: '2026-11-09T15:00:00.000Z',
    });
    t.clock.set(null);
  });
});
