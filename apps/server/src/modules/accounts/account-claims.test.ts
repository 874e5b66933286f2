import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createProperties, createSavedLeads, signupForm } from '../../../test/factories';
import { cookieFrom, type OutboxMail } from '../../../test/mail';
import { agents, leads, subscriptions } from '../../db/schema';

const CLAIM_SUBJECT = 'Confirm your Porchlight signup';
const OWNER_PASSWORD = 'Owner-Pass1!';

/**
 * An unconfirmed account never locks the address's owner out (docs/accounts.md "Unconfirmed
 * accounts"): a signup for its address mails a link there, and following it replaces the account.
 */
describe('a signup for an address an unconfirmed account holds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://app.porchlight.test' });
  });
  afterAll(() => t.close());

  // Each call from its own IP: the EMAIL_TAKEN allowance per IP is not what these tests are about.
  const anyIp = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  const post = (url: string, payload: object, ip = anyIp()) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const address = () => `owner-${randomBytes(4).toString('hex')}@example.test`;
  const agentsOf = (email: string) =>
    t.database.db
      .select({ id: agents.id, name: agents.name, confirmedAt: agents.emailConfirmedAt })
      .from(agents)
      .where(eq(sql`lower(${agents.email})`, email.toLowerCase()));
  const claimLink = async (email: string) => {
    for (let tries = 0; tries < 200; tries++) {
      const mails = (await t.app.inject('/dev/mailbox.json')).json() as OutboxMail[];
      const mail = mails.find((m) => m.to === email && m.subject === CLAIM_SUBJECT);
      const token = mail?.text.match(/confirm-email\?token=([\w-]+)/)?.[1];
      if (token) return token;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no claim link mailed to ${email}`);
  };
  const claimsMailedTo = async (email: string) =>
    ((await t.app.inject('/dev/mailbox.json')).json() as OutboxMail[]).filter(
      (m) => m.to === email && m.subject === CLAIM_SUBJECT,
    ).length;
  /** A stranger's signup with the address: unconfirmed, with a lead of its own. */
  const strangerAccount = async (email: string) => {
    const res = await post('/api/complete-signup', signupForm({ email, name: 'Sly Stranger' }));
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { id: string }).id;
    const [home] = await createProperties(t.database.db, { zip: '00001', count: 1 });
    await createSavedLeads(t.database.db, id, [home?.id ?? 0]);
    return { id, cookie: cookieFrom(res.headers['set-cookie']) };
  };
  const ownerSignup = (email: string) =>
    post(
      '/api/complete-signup',
      signupForm({
        email,
        name: 'Olive Owner',
        password: OWNER_PASSWORD,
        confirmPassword: OWNER_PASSWORD,
      }),
    );
  const signIn = (email: string, password: string) =>
    post('/api/authenticate', { email, password });

  it("mails the owner a link that replaces the stranger's account, its data going with it", async () => {
    const email = address();
    const stranger = await strangerAccount(email);

    const refused = await ownerSignup(email.toUpperCase());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'ACCOUNT_CLAIM_MAILED', field: 'email' });
    expect(await agentsOf(email)).toEqual([expect.objectContaining({ id: stranger.id })]);

    const token = await claimLink(email);
    const followed = await post('/api/confirm-email', { token });
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ confirmed: true });

    const [owner] = await agentsOf(email);
    expect(owner).toMatchObject({ name: 'Olive Owner', confirmedAt: expect.any(Date) });
    expect(owner?.id).not.toBe(stranger.id);
    expect(await t.database.db.select().from(leads).where(eq(leads.agentId, stranger.id))).toEqual(
      [],
    );
    const strangerSession = await t.app.inject({
      url: `/api/agents/${stranger.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(strangerSession.statusCode).toBe(401);
    expect((await signIn(email, OWNER_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(email, 'Porchlight1!')).statusCode).toBe(401);

    // The link works once.
    const again = await post('/api/confirm-email', { token });
    expect(again.json()).toMatchObject({ error: 'INVALID_CONFIRMATION_TOKEN' });
  });

  it('never replaces a confirmed account: its address answers EMAIL_TAKEN and mails nothing', async () => {
    const email = address();
    const taken = await strangerAccount(email);
    await t.database.db
      .update(agents)
      .set({ emailConfirmedAt: new Date() })
      .where(eq(agents.id, taken.id));
    const refused = await ownerSignup(email);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'EMAIL_TAKEN', field: 'email' });
    expect(await claimsMailedTo(email)).toBe(0);
  });

  it('never replaces an account with a payment set up, confirmed or not', async () => {
    const email = address();
    const paying = await strangerAccount(email);
    await t.database.db
      .update(subscriptions)
      .set({ stripeCustomerId: 'cus_paying' })
      .where(eq(subscriptions.agentId, paying.id));
    expect((await ownerSignup(email)).json()).toMatchObject({ error: 'EMAIL_TAKEN' });
  });

  it('refuses a link whose account was confirmed after it was mailed', async () => {
    const email = address();
    const stranger = await strangerAccount(email);
    expect((await ownerSignup(email)).statusCode).toBe(409);
    const token = await claimLink(email);
    await t.database.db
      .update(agents)
      .set({ emailConfirmedAt: new Date() })
      .where(eq(agents.id, stranger.id));
    const followed = await post('/api/confirm-email', { token });
    expect(followed.statusCode).toBe(409);
    expect(followed.json()).toMatchObject({ error: 'EMAIL_TAKEN' });
    expect(await agentsOf(email)).toEqual([expect.objectContaining({ id: stranger.id })]);
  });

  it('lets one of two links followed at once replace the account, and refuses the other', async () => {
    const email = address();
    await strangerAccount(email);
    expect((await ownerSignup(email)).statusCode).toBe(409);
    const first = await claimLink(email);
    expect((await ownerSignup(email)).statusCode).toBe(409);
    let second = first;
    for (let tries = 0; tries < 200 && second === first; tries++) {
      const mails = ((await t.app.inject('/dev/mailbox.json')).json() as OutboxMail[]).filter(
        (m) => m.to === email && m.subject === CLAIM_SUBJECT,
      );
      const tokens = mails.map((m) => m.text.match(/confirm-email\?token=([\w-]+)/)?.[1]);
      second = tokens.find((token) => token && token !== first) ?? first;
      if (second === first) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const answers = await Promise.all(
      [first, second].map((token) => post('/api/confirm-email', { token })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await agentsOf(email)).toHaveLength(1);
  });

  it('mails at most 3 links an hour to one address', async () => {
    const email = address();
    await strangerAccount(email);
    for (let n = 0; n < 5; n++) {
      expect((await ownerSignup(email)).json()).toMatchObject({ error: 'ACCOUNT_CLAIM_MAILED' });
    }
    await claimLink(email);
    expect(await claimsMailedTo(email)).toBe(3);
  });
});

/**
 * A claim's mail is counted before the signup's transaction (account-claims.service.ts): counted
 * inside, the signup held one connection while it waited for a second from the same pool, and
 * as many signups at once as the pool has connections waited for ever.
 */
describe('a signup for a held address while the pool is nearly all in use', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://app.porchlight.test', DATABASE_POOL_SIZE: '2' });
  });
  afterAll(() => t.close());

  it('gets its answer with one connection free: it never holds one while waiting for another', async () => {
    const email = `held-${randomBytes(4).toString('hex')}@example.test`;
    const post = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/complete-signup',
        payload: signupForm({ email }),
        remoteAddress: ip,
      });
    expect((await post('198.18.7.1')).statusCode).toBe(201);

    // The other signups of a busy morning, holding all but one of the pool's connections.
    const busy = await t.database.pool.connect();
    try {
      const answer = await post('198.18.7.2');
      expect(answer.json()).toMatchObject({ error: 'ACCOUNT_CLAIM_MAILED' });
    } finally {
      busy.release();
    }
  });
});
