import { like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app';
import { createAgent, TEST_PASSWORD } from '../../test/factories';
import { rateLimits } from '../db/schema';

/** A load balancer inside the private network, and a client who reaches the port directly. */
const BALANCER = '10.0.0.5';
const OUTSIDER = '198.51.100.20';
const FORGED_AND_REAL = '6.6.6.6, 203.0.113.9';

async function startApp(trustProxy: string) {
  const t = await buildTestApp({ TRUST_PROXY: trustProxy });
  const agent = await createAgent(t.database.db);
  /** A failed sign-in by default (on an unknown email, so only the per-IP limit matters). */
  const signIn = (remoteAddress: string, forwardedFor: string, asAgent = false) =>
    t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: asAgent
        ? { email: agent.email, password: TEST_PASSWORD }
        : { email: 'nobody@example.test', password: 'Wrong-password1!' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
  /** The addresses the sign-in limit has counted failures against. */
  const counted = async () => {
    const rows = await t.database.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, 'sign-in-ip:%'));
    return rows.map((row) => row.key.slice('sign-in-ip:'.length));
  };
  return { t, signIn, counted };
}

describe.each([
  ['1', 'one balancer in front'],
  ['true', 'the old flag, read as one balancer'],
  ['10.0.0.0/8, fd00::/8', "the balancers' network"],
])('TRUST_PROXY=%s (%s)', (setting) => {
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    app = await startApp(setting);
  });
  beforeEach(async () => {
    await app.t.database.db.delete(rateLimits);
  });
  afterAll(() => app.t.close());

  it('counts sign-in failures against the address the balancer saw, not one the client wrote', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await app.signIn(BALANCER, FORGED_AND_REAL)).statusCode).toBe(401);
    }
    expect(await app.counted()).toEqual(['203.0.113.9']);
    // Another forged entry does not escape the limit, and the forged address is nobody's.
    const escaped = await app.signIn(BALANCER, '7.7.7.7, 203.0.113.9', true);
    expect(escaped.statusCode).toBe(429);
    const other = await app.signIn(BALANCER, '6.6.6.6, 192.0.2.44', true);
    expect(other.statusCode).toBe(200);
  });

  it('takes the address of a client that reaches the port directly from its socket', async () => {
    await app.signIn(OUTSIDER, '6.6.6.6');
    await app.signIn(`::ffff:${OUTSIDER}`, FORGED_AND_REAL);
    expect(await app.counted()).toEqual([OUTSIDER, `::ffff:${OUTSIDER}`]);
  });

  it('reads an IPv6 balancer and an IPv4-mapped socket like any other', async () => {
    await app.signIn(`::ffff:${BALANCER}`, FORGED_AND_REAL);
    await app.signIn('fd00::5', '6.6.6.6, 2001:db8::9');
    expect((await app.counted()).sort()).toEqual(['2001:db8::9', '203.0.113.9']);
  });

  it.each([
    ['the balancer', BALANCER, { 'x-forwarded-for': '127.0.0.1' }],
    ['the balancer', BALANCER, { 'x-forwarded-for': '6.6.6.6, 127.0.0.1' }],
    ['another machine', OUTSIDER, { 'x-forwarded-for': '127.0.0.1' }],
    ['a proxy on this machine', '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }],
    ['a proxy on this machine', '::1', { 'x-forwarded-for': '::1' }],
    ['a proxy on this machine', '127.0.0.1', { forwarded: 'for=127.0.0.1' }],
    ['a proxy on this machine', '127.0.0.1', { 'x-real-ip': '127.0.0.1' }],
  ])(
    'never takes a request from %s (%s, %j) for this machine: /dev and /metrics are 404',
    async (_, remoteAddress, headers) => {
      for (const url of ['/dev/mailbox.json', '/metrics']) {
        const res = await app.t.app.inject({ url, remoteAddress, headers });
        expect(res.statusCode, url).toBe(404);
      }
    },
  );

  it('still answers /dev and /metrics to this machine itself', async () => {
    for (const url of ['/dev/mailbox.json', '/metrics']) {
      const res = await app.t.app.inject({ url, remoteAddress: '127.0.0.1' });
      expect(res.statusCode, url).toBe(200);
    }
  });
});

describe('TRUST_PROXY=2 (a CDN in front of the balancer)', () => {
  it('counts the address the CDN saw', async () => {
    const app = await startApp('2');
    try {
      await app.signIn(BALANCER, '6.6.6.6, 203.0.113.9, 192.0.2.50');
      expect(await app.counted()).toEqual(['203.0.113.9']);
    } finally {
      await app.t.close();
    }
  });
});
