import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { deliveryAgent } from '../../test/delivery-agent';
import { createProperties } from '../../test/factories';

const FOREIGN = 'https://evil.example';

describe('the origin check on state-changing API calls', () => {
  let t: TestApp;
  let agent: Awaited<ReturnType<typeof deliveryAgent>>;
  let own: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await createProperties(t.database.db, { zip: '00812', count: 3 });
    agent = await deliveryAgent(t, { targetAreas: ['00812'] });
    own = new URL(t.app.config.publicUrl).origin;
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: agent.cookie, ...headers } });
  const signedIn = async () =>
    (await t.app.inject({ url: `/api/agents/${agent.id}`, headers: { cookie: agent.cookie } }))
      .statusCode;

  it.each([
    ['a foreign Origin', { origin: FOREIGN }],
    ['a foreign Origin sending text/plain', { origin: FOREIGN, 'content-type': 'text/plain' }],
    ['Origin: null', { origin: 'null' }],
    ['a foreign Referer and no Origin', { referer: `${FOREIGN}/page` }],
  ])('refuses %s with 403 before any work', async (_, headers) => {
    const fresh = await post(`/api/leads/fresh/${agent.id}`, headers);
    expect(fresh.statusCode).toBe(403);
    expect(fresh.json()).toEqual({ error: 'FORBIDDEN', message: expect.any(String) });
    expect(await agent.today()).toEqual([]);

    expect((await post(`/api/login/${agent.id}`, headers)).statusCode).toBe(403);

    const logout = await post('/api/logout', headers);
    expect(logout.statusCode).toBe(403);
    expect(logout.headers['set-cookie']).toBeUndefined();
    expect(await signedIn()).toBe(200);
  });

  it('lets the app itself through: its Origin, or its Referer without one', async () => {
    expect((await post(`/api/login/${agent.id}`, { origin: own })).statusCode).toBe(200);
    expect((await post(`/api/login/${agent.id}`, { referer: `${own}/today` })).statusCode).toBe(
      200,
    );
    const fresh = await post(`/api/leads/fresh/${agent.id}`, { origin: own });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect((await agent.today()).length).toBeGreaterThan(0);
  });

  it('reads the public URL at request time (it is fixed up after listen)', async () => {
    const before = t.app.config.publicUrl;
    t.app.config.publicUrl = 'http://localhost:45678';
    try {
      const moved = await post(`/api/login/${agent.id}`, { origin: 'http://localhost:45678' });
      expect(moved.statusCode).toBe(200);
      const old = await post(`/api/login/${agent.id}`, { origin: own, host: 'elsewhere:1' });
      expect(old.statusCode).toBe(403);
    } finally {
      t.app.config.publicUrl = before;
    }
  });

  it('lets a client without Origin or Referer through with JSON only', async () => {
    const forgot = (payload: string, contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        headers: { 'content-type': contentType },
        payload,
      });
    const plain = await forgot('email=a@example.test', 'text/plain');
    expect(plain.statusCode).toBe(415);
    expect(plain.json().error).toBe('UNSUPPORTED_MEDIA_TYPE');
    const json = await forgot('{"email":"nobody@example.test"}', 'application/json; charset=utf-8');
    expect(json.statusCode).toBeLessThan(300);
    // A bodiless call (sign out from a script) needs no content type.
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(logout.statusCode).toBe(204);
  });

  it('leaves reads alone: GET with a foreign Origin is answered (CORS keeps it unread)', async () => {
    const res = await t.app.inject({ url: '/api/version', headers: { origin: FOREIGN } });
    expect(res.statusCode).toBe(200);
  });
});

describe('the origin check without PUBLIC_URL, and with it', () => {
  const logoutFrom = async (env: Record<string, string>, hosts: string[]) => {
    const t = await buildTestApp(env);
    try {
      const statuses: number[] = [];
      for (const host of hosts) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/logout',
          headers: { host, origin: `http://${host}` },
        });
        statuses.push(res.statusCode);
      }
      return statuses;
    } finally {
      await t.close();
    }
  };

  it("accepts this machine's names at any port without PUBLIC_URL (Vite's proxy keeps the Host)", async () => {
    const hosts = ['localhost:3000', 'LOCALHOST:5173', '127.0.0.1:3000', '[::1]:3000'];
    expect(await logoutFrom({}, hosts)).toEqual([204, 204, 204, 204]);
  });

  it('refuses another name sent as both Host and Origin without PUBLIC_URL (DNS rebinding)', async () => {
    const hosts = [
      'evil.example:3000',
      'evil.example',
      '192.168.1.20:3000',
      'localhost.evil.example',
    ];
    expect(await logoutFrom({}, hosts)).toEqual([403, 403, 403, 403]);
  });

  it('refuses a page of another local port: the Origin must be the address the request came to', async () => {
    const t = await buildTestApp();
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { host: 'localhost:3000', origin: 'http://localhost:5173' },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });

  it('accepts the configured HOST as well, and only that one', async () => {
    expect(await logoutFrom({ HOST: '192.168.1.20' }, ['192.168.1.20:3000'])).toEqual([204]);
    expect(await logoutFrom({ HOST: '0.0.0.0' }, ['192.168.1.20:3000'])).toEqual([403]);
    expect(await logoutFrom({ HOST: '::1' }, ['[::1]:3000'])).toEqual([204]);
  });

  it('accepts only PUBLIC_URL once it is set, whatever the Host says', async () => {
    const t = await buildTestApp({ PUBLIC_URL: 'https://app.example.com/' });
    try {
      const logout = (headers: Record<string, string>) =>
        t.app.inject({ method: 'POST', url: '/api/logout', headers });
      expect((await logout({ origin: 'https://app.example.com' })).statusCode).toBe(204);
      const spoofed = await logout({ host: 'evil.example', origin: 'http://evil.example' });
      expect(spoofed.statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });

  it('lets a route marked crossOrigin (a signed webhook) take foreign calls', async () => {
    const t = await buildTestApp();
    t.app.post('/api/test-webhook', { config: { public: true, crossOrigin: true } }, async () => ({
      received: true,
    }));
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/test-webhook',
        headers: { origin: FOREIGN },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
