import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createAgent, sessionCookie, TEST_PASSWORD } from '../../../test/factories';
import { cookieFrom, waitForMail } from '../../../test/mail';
import { passwordResetTokens } from '../../db/schema';

const NEW_PASSWORD = 'Brighter2025$';

describe('forgot, verify and reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://app.porchlight.test' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const tokenFrom = (text: string) => {
    const link = text.match(/https:\/\/app\.porchlight\.test\/change-password\?token=([\w-]+)/);
    if (!link?.[1]) throw new Error(`no reset link in: ${text}`);
    return link[1];
  };

  it('answers every address the same, and mails a link built from PUBLIC_URL', async () => {
    const agent = await createAgent(t.database.db, { email: 'forgot@example.test' });
    const known = await post(
      '/api/forgot-password',
      { email: 'Forgot@Example.test' },
      { host: 'evil.example' },
    );
    const unknown = await post('/api/forgot-password', { email: 'nobody@example.test' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);

    const mail = await waitForMail(t.app, 'forgot@example.test');
    expect(mail.subject).toBe('Reset your Porchlight password');
    expect(mail.text).not.toContain('evil.example');
    const token = tokenFrom(mail.text);
    expect((await post('/api/verify-reset-token', { token })).json()).toEqual({ valid: true });

    // Another browser signed in before the reset is signed out by it.
    const elsewhere = await sessionCookie(t.database.db, agent.id);
    const reset = await post('/api/reset-password', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ id: agent.id, email: 'forgot@example.test' });
    const fresh = cookieFrom(reset.headers['set-cookie']);
    const me = (cookie: string) =>
      t.app.inject({ url: `/api/agents/${agent.id}`, headers: { cookie } });
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);

    const signIn = (password: string) =>
      post('/api/authenticate', { email: 'forgot@example.test', password });
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(NEW_PASSWORD)).statusCode).toBe(200);

    // Single use.
    const again = await post('/api/reset-password', { token, password: 'Another1!pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'INVALID_RESET_TOKEN',
      message: 'This password reset link is invalid or has expired. Please request a new one.',
    });
    expect((await post('/api/verify-reset-token', { token })).statusCode).toBe(400);
  });

  it('mails an address at most 5 links an hour, answering every request the same', async () => {
    const agent = await createAgent(t.database.db, { email: 'flooded@example.test' });
    const answers = await Promise.all(
      Array.from({ length: 7 }, () =>
        post('/api/forgot-password', { email: 'flooded@example.test' }),
      ),
    );
    expect(new Set(answers.map((r) => `${r.statusCode} ${r.body}`)).size).toBe(1);
    // Every queued request has been worked (no reset job left waiting), then count the links.
    await expect
      .poll(
        async () => {
          const { rows } = await t.database.pool.query<{ n: number }>(
            "select count(*)::int as n from pgboss.job where name = 'password-reset' and state in ('created', 'retry', 'active')",
          );
          return rows[0]?.n;
        },
        { timeout: 10_000 },
      )
      .toBe(0);
    const links = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.agentId, agent.id));
    expect(links).toHaveLength(5);
  });

  /** A request from one address, as the rate limits count it. */
  const postFrom = (ip: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  /** Asks for a link by mail, then uses it from `ip`. */
  const resetByMail = async (email: string, ip: string) => {
    await post('/api/forgot-password', { email });
    const token = tokenFrom((await waitForMail(t.app, email)).text);
    return postFrom(ip, '/api/reset-password', { token, password: NEW_PASSWORD });
  };

  it('lifts the sign-in lockout of the email: the new password works at once', async () => {
    await createAgent(t.database.db, { email: 'Locked.Out@example.test' });
    const ip = '198.51.100.20';
    const signIn = (password: string) =>
      postFrom(ip, '/api/authenticate', { email: 'locked.out@example.test', password });
    for (let i = 0; i < 10; i++) expect((await signIn('Wrong-password1!')).statusCode).toBe(401);
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(429);

    expect((await resetByMail('locked.out@example.test', ip)).statusCode).toBe(200);
    expect((await signIn(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("gives an IP back no guesses its reset's email did not cost it", async () => {
    await createAgent(t.database.db, { email: 'sprayer@example.test' });
    const ip = '198.51.100.21';
    const guess = (n: number) =>
      postFrom(ip, '/api/authenticate', { email: `victim-${n}@example.test`, password: 'Guess1!' });
    for (let n = 0; n < 10; n++) expect((await guess(n)).statusCode).toBe(401);

    expect((await resetByMail('sprayer@example.test', ip)).statusCode).toBe(200);
    expect((await guess(10)).statusCode).toBe(429);
  });

  it('lets a link work for 60 minutes only', async () => {
    await createAgent(t.database.db, { email: 'late@example.test' });
    const start = new Date('2026-11-02T12:00:00Z');
    t.clock.freeze(start);
    await post('/api/forgot-password', { email: 'late@example.test' });
    const token = tokenFrom((await waitForMail(t.app, 'late@example.test')).text);
    t.clock.freeze(new Date(start.getTime() + 59 * 60_000));
    expect((await post('/api/verify-reset-token', { token })).statusCode).toBe(200);
    t.clock.freeze(new Date(start.getTime() + 61 * 60_000));
    expect((await post('/api/verify-reset-token', { token })).statusCode).toBe(400);
    expect((await post('/api/reset-password', { token, password: NEW_PASSWORD })).statusCode).toBe(
      400,
    );
    t.clock.set(null);
  });

  it("holds the reset form's password rule and refuses unknown tokens", async () => {
    const weak = await post('/api/reset-password', { token: 'x', password: 'alllower1!' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    );
    const madeUp = await post('/api/reset-password', { token: 'made-up', password: NEW_PASSWORD });
    expect(madeUp.json().error).toBe('INVALID_RESET_TOKEN');
  });
});
