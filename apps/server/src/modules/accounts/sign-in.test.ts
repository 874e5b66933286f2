import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createAgent, TEST_PASSWORD } from '../../../test/factories';
import { cookieFrom } from '../../../test/mail';
import { rateLimits, sessions } from '../../db/schema';

describe('signing in and out', () => {
  let t: TestApp;
  let agent: { id: string; email: string };
  beforeAll(async () => {
    t = await buildTestApp();
    agent = await createAgent(t.database.db, { email: 'Sign.In@Example.test' });
  });
  beforeEach(async () => {
    await t.database.db.delete(rateLimits);
  });
  afterAll(() => t.close());

  const authenticate = (email: string, password: string, ip = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('signs in ignoring the email case, with a fresh token each time', async () => {
    const first = await authenticate('sign.in@example.test', TEST_PASSWORD);
    const second = await authenticate('SIGN.IN@EXAMPLE.TEST', TEST_PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: agent.id, email: 'Sign.In@Example.test' });
    expect(first.body).not.toMatch(/scrypt|passwordHash|token/i);
    expect(cookieFrom(first.headers['set-cookie'])).not.toBe(
      cookieFrom(second.headers['set-cookie']),
    );
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const wrong = await authenticate('sign.in@example.test', 'Wrong-password1!');
    const unknown = await authenticate('nobody@example.test', 'Wrong-password1!');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password.',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('takes at most 10 failed attempts per email in 15 minutes, even in parallel', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        authenticate('sign.in@example.test', 'Wrong-password1!', `198.51.100.${i}`),
      ),
    );
    const statuses = attempts.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    const blocked = await authenticate('sign.in@example.test', TEST_PASSWORD, '198.51.100.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: 'RATE_LIMITED',
      message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    });
  });

  it('signs in 20 parallel right passwords for one account from one IP: none is refused', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () => authenticate('sign.in@example.test', TEST_PASSWORD)),
    );
    expect(attempts.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
  });

  it('lets right passwords wait for wrong ones in flight instead of refusing them', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        authenticate(
          'sign.in@example.test',
          i % 2 === 0 ? 'Wrong-password1!' : TEST_PASSWORD,
          `198.51.100.${i}`,
        ),
      ),
    );
    const rights = attempts.filter((_, i) => i % 2 === 1).map((r) => r.statusCode);
    const wrongs = attempts.filter((_, i) => i % 2 === 0).map((r) => r.statusCode);
    expect(rights).toEqual(Array(8).fill(200));
    expect(wrongs).toEqual(Array(8).fill(401));
  });

  it('takes at most 10 failed attempts per IP across emails', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await authenticate(`guess-${i}@example.test`, 'x', '192.0.2.1')).statusCode).toBe(
        401,
      );
    }
    expect(
      (await authenticate('sign.in@example.test', TEST_PASSWORD, '192.0.2.1')).statusCode,
    ).toBe(429);
    expect(
      (await authenticate('sign.in@example.test', TEST_PASSWORD, '192.0.2.2')).statusCode,
    ).toBe(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    for (let i = 0; i < 9; i++) await authenticate('sign.in@example.test', 'nope', `10.0.0.${i}`);
    expect((await authenticate('sign.in@example.test', TEST_PASSWORD, '10.0.1.1')).statusCode).toBe(
      200,
    );
    for (let i = 0; i < 9; i++) {
      expect((await authenticate('sign.in@example.test', 'nope', `10.0.2.${i}`)).statusCode).toBe(
        401,
      );
    }
  });

  it('logs out server-side: the old cookie no longer works', async () => {
    const cookie = cookieFrom(
      (await authenticate(agent.email, TEST_PASSWORD)).headers['set-cookie'],
    );
    const before = await t.app.inject({ url: `/api/agents/${agent.id}`, headers: { cookie } });
    expect(before.statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/porchlight_session=;/);
    const after = await t.app.inject({ url: `/api/agents/${agent.id}`, headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('keeps a session alive for 30 days from its last use, then ends it', async () => {
    const start = new Date('2026-11-02T12:00:00Z');
    t.clock.freeze(start);
    const cookie = cookieFrom(
      (await authenticate(agent.email, TEST_PASSWORD)).headers['set-cookie'],
    );
    const day = 24 * 60 * 60 * 1000;
    t.clock.freeze(new Date(start.getTime() + 25 * day));
    expect(
      (await t.app.inject({ url: `/api/agents/${agent.id}`, headers: { cookie } })).statusCode,
    ).toBe(200);
    t.clock.freeze(new Date(start.getTime() + 50 * day));
    expect(
      (await t.app.inject({ url: `/api/agents/${agent.id}`, headers: { cookie } })).statusCode,
    ).toBe(200);
    t.clock.freeze(new Date(start.getTime() + 81 * day));
    expect(
      (await t.app.inject({ url: `/api/agents/${agent.id}`, headers: { cookie } })).statusCode,
    ).toBe(401);
    t.clock.set(null);
  });

  it('stores only a hash of the token', async () => {
    const res = await authenticate(agent.email, TEST_PASSWORD);
    const token = cookieFrom(res.headers['set-cookie']).split('=')[1] ?? '';
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.agentId, agent.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it('marks the cookie Secure in production', async () => {
    const prod = await buildTestApp({ NODE_ENV: 'production' });
    try {
      const someone = await createAgent(prod.database.db);
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/authenticate',
        payload: { email: someone.email, password: TEST_PASSWORD },
      });
      expect(String(res.headers['set-cookie'])).toContain('Secure');
    } finally {
      await prod.close();
    }
  });

  it('answers the login event with no badges yet', async () => {
    const cookie = cookieFrom(
      (await authenticate(agent.email, TEST_PASSWORD)).headers['set-cookie'],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/login/${agent.id}`,
      headers: { cookie },
    });
    expect(res.json()).toEqual({ earnedBadges: [] });
  });
});
