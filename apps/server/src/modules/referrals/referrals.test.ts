import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { creditsAndLedger } from '../../../test/credits';
import { createAgent, sessionCookie, signupForm } from '../../../test/factories';
import { waitForMail } from '../../../test/mail';

describe('referrals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const referrer = async (email?: string) => {
    const agent = await createAgent(t.database.db, {
      name: 'dana Whitfield',
      ...(email && { email }),
    });
    const cookie = await sessionCookie(t.database.db, agent.id);
    const get = (url: string) => t.app.inject({ url, headers: { cookie } });
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
    const refer = (referredEmail: string) =>
      post('/api/referrals', { referrerId: agent.id, referredEmail });
    const listed = async () => (await get(`/api/referrals/${agent.id}`)).json();
    return { ...agent, cookie, get, post, refer, listed };
  };
  const signUp = (overrides: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/complete-signup', payload: signupForm(overrides) });

  it('gives each agent a code and a registration link that carries it', async () => {
    const agent = await referrer();
    const res = await agent.get(`/api/referrals/link/${agent.id}`);
    expect(res.json()).toEqual({
      referralCode: agent.referralCode,
      referralLink: `${t.app.config.publicUrl}/register?ref=${agent.referralCode}`,
    });
    expect(agent.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });

  it('completes the referral when a person signs up through the link, crediting no one yet', async () => {
    const agent = await referrer();
    const res = await signUp({ referralCode: agent.referralCode.toLowerCase() });
    expect(res.statusCode).toBe(201);
    const joined = res.json();
    // Credits wait for the newcomer's confirmed email (or first paid invoice with billing on).
    expect(await creditsAndLedger(t, agent.id)).toEqual({ credits: 0, ledger: 0 });
    expect(await creditsAndLedger(t, joined.id)).toEqual({ credits: 25, ledger: 25 });
    expect(await agent.listed()).toEqual({
      successful: 1,
      pending: 0,
      referrals: [
        {
          id: expect.any(String),
          referredEmail: joined.email,
          status: 'completed',
          creditsAwarded: 0,
          createdAt: expect.any(String),
        },
      ],
    });
  });

  it('completes the referral of an email when that person signs up with it', async () => {
    const agent = await referrer();
    const form = signupForm();
    const added = await agent.refer(form.email.toUpperCase());
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ status: 'pending', creditsAwarded: 0 });
    // Referred already: the same referral, answered 200 instead of 201.
    const again = await agent.refer(form.email);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(added.json());
    expect(await agent.listed()).toMatchObject({ successful: 0, pending: 1 });
    expect((await signUp({ email: form.email })).statusCode).toBe(201);
    expect(await agent.listed()).toMatchObject({
      successful: 1,
      pending: 0,
      referrals: [{ status: 'completed', creditsAwarded: 0 }],
    });
    expect(await creditsAndLedger(t, agent.id)).toEqual({ credits: 0, ledger: 0 });
  });

  it('signs up with an unknown code, and no one is credited', async () => {
    const res = await signUp({ referralCode: 'NOSUCH22' });
    expect(res.statusCode).toBe(201);
    expect(await creditsAndLedger(t, res.json().id)).toEqual({ credits: 25, ledger: 25 });
  });

  it('refuses the agent’s own email and an email that has an account, in words', async () => {
    const agent = await referrer();
    const own = await agent.refer(agent.email);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({
      field: 'referredEmail',
      message: 'That is your own email address. Invite someone else.',
    });
    const someone = await createAgent(t.database.db);
    const taken = await agent.refer(someone.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: 'EMAIL_TAKEN',
      message: 'This person already has a Porchlight account.',
    });
    expect(await agent.listed()).toMatchObject({ successful: 0, pending: 0, referrals: [] });
  });

  it('refuses the agent’s own address under another spelling: case, +tag, Gmail’s dots', async () => {
    const s = Math.random().toString(36).slice(2, 8);
    const agent = await referrer(`m.e.${s}@gmail.com`);
    const spellings = [`Me.${s}+x@Gmail.com`, `me${s}@gmail.com`, `M.E${s}+leads@googlemail.com`];
    for (const referredEmail of spellings) {
      const res = await agent.refer(referredEmail);
      expect(res.statusCode, referredEmail).toBe(400);
      expect(res.json()).toEqual({
        error: 'VALIDATION_ERROR',
        message: 'That is your own email address. Invite someone else.',
        field: 'referredEmail',
        fields: { referredEmail: 'That is your own email address. Invite someone else.' },
      });
      const invite = await agent.post('/api/send-referral-invite', {
        referrerId: agent.id,
        referredEmail,
        referrerName: 'Dana Whitfield',
      });
      expect(invite.statusCode, referredEmail).toBe(400);
      expect(invite.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'referredEmail' });
    }
    // Dots tell mailboxes apart outside Gmail: a colleague at m.e@ is not me@.
    const other = await referrer(`me.${s}@example.test`);
    expect((await other.refer(`m.e.${s}@example.test`)).statusCode).toBe(201);
    expect(await agent.listed()).toMatchObject({ successful: 0, pending: 0, referrals: [] });
  });

  it('mails the invitation with the link, and limits invitations to 20 a day', async () => {
    const agent = await referrer();
    const to = `friend-${agent.id.slice(0, 8)}@example.test`;
    const res = await agent.post('/api/send-referral-invite', {
      referrerId: agent.id,
      referredEmail: to,
      referrerName: 'Dana Whitfield',
    });
    expect(res.statusCode).toBe(201);
    const mail = await waitForMail(t.app, to);
    expect(mail.subject).toBe('Dana Whitfield invites you to Porchlight');
    expect(mail.text).toContain(`/register?ref=${agent.referralCode}`);
    for (let n = 1; n < 20; n++) {
      expect((await agent.refer(`friend${n}-${to}`)).statusCode).toBe(201);
    }
    const over = await agent.refer(`one-more-${to}`);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe('RATE_LIMITED');
  });

  it('completes a referral once when two signups of its email race', async () => {
    const agent = await referrer();
    const form = signupForm();
    await agent.refer(form.email);
    const answers = await Promise.all([
      signUp({ email: form.email }),
      signUp({ email: form.email }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await agent.listed()).toMatchObject({ successful: 1, pending: 0 });
  });

  it('tells a visitor whose link they came with, without a session', async () => {
    const agent = await referrer();
    const known = await t.app.inject({ url: `/api/referral-codes/${agent.referralCode}` });
    expect(known.json()).toEqual({ valid: true, referrerName: 'Dana' });
    for (const code of ['NOSUCH22', 'FRIEND-42']) {
      const unknown = await t.app.inject({ url: `/api/referral-codes/${code}` });
      expect(unknown.json()).toEqual({ valid: false, referrerName: null });
    }
  });
});
