import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';

describe('developer tools behind a proxy on this machine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const mailbox = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ url: '/dev/mailbox.json', headers, remoteAddress });

  it('answer a request made on this machine', async () => {
    expect((await mailbox()).statusCode).toBe(200);
    expect((await mailbox({}, '::1')).statusCode).toBe(200);
  });

  it.each([
    ['X-Forwarded-For', { 'x-forwarded-for': '203.0.113.9' }],
    ['Forwarded', { forwarded: 'for=203.0.113.9;proto=https' }],
    ['X-Real-IP', { 'x-real-ip': '203.0.113.9' }],
    ['X-Forwarded-For naming loopback', { 'x-forwarded-for': '127.0.0.1' }],
    ['X-Forwarded-Host', { 'x-forwarded-host': 'localhost' }],
    ['X-Forwarded-Proto', { 'x-forwarded-proto': 'https' }],
    ['X-Forwarded-Port', { 'x-forwarded-port': '443' }],
    ['X-Forwarded-Prefix', { 'x-forwarded-prefix': '/app' }],
    ['Via', { via: '1.1 proxy.example' }],
  ])('are absent (404) for a client forwarded by a proxy (%s)', async (_, headers) => {
    const res = await mailbox(headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'NOT_FOUND',
      message: 'No API route GET /dev/mailbox.json.',
    });
  });

  it('are absent (404) for another machine', async () => {
    expect((await mailbox({}, '10.1.2.3')).statusCode).toBe(404);
  });

  it('never take a foreign Host for this machine because X-Forwarded-Host names it', async () => {
    const res = await mailbox({ host: 'evil.example', 'x-forwarded-host': 'localhost' });
    expect(res.statusCode).toBe(404);
  });
});

describe("developer tools answer only this machine's names (DNS rebinding)", () => {
  const mailbox = async (env: Record<string, string>, hosts: string[]) => {
    const t = await buildTestApp(env);
    try {
      const statuses: number[] = [];
      for (const host of hosts) {
        const res = await t.app.inject({ url: '/dev/mailbox.json', headers: { host } });
        statuses.push(res.statusCode);
      }
      return statuses;
    } finally {
      await t.close();
    }
  };

  it('without PUBLIC_URL: loopback names and HOST answer, another name is a 404', async () => {
    const own = ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'lan-box:3000'];
    expect(await mailbox({ HOST: 'lan-box' }, own)).toEqual([200, 200, 200, 200]);
    const foreign = ['evil.example:3000', 'evil.example', '192.168.1.20:3000'];
    expect(await mailbox({}, foreign)).toEqual([404, 404, 404]);
  });

  it('with PUBLIC_URL: its name answers too, another name is still a 404', async () => {
    const env = { PUBLIC_URL: 'http://porchlight.test:3000' };
    const hosts = ['porchlight.test:3000', 'localhost:3000', 'evil.example:3000'];
    expect(await mailbox(env, hosts)).toEqual([200, 200, 404]);
  });
});

describe('the API docs', () => {
  const docs = async (env: Record<string, string>) => {
    const t = await buildTestApp(env);
    try {
      const ui = await t.app.inject('/api/docs');
      const json = await t.app.inject('/api/docs/json');
      return [ui.statusCode === 302 ? 200 : ui.statusCode, json.statusCode];
    } finally {
      await t.close();
    }
  };

  it('are off in production', async () => {
    expect(await docs({ NODE_ENV: 'production' })).toEqual([404, 404]);
  });

  it('are on in production with API_DOCS=true', async () => {
    expect(await docs({ NODE_ENV: 'production', API_DOCS: 'true' })).toEqual([200, 200]);
  });

  it('are on outside production unless API_DOCS=false', async () => {
    expect(await docs({})).toEqual([200, 200]);
    expect(await docs({ API_DOCS: 'false' })).toEqual([404, 404]);
  });

  it("answer only this machine named by its own name, as /dev (production's too)", async () => {
    const t = await buildTestApp({ NODE_ENV: 'production', API_DOCS: 'true', TRUST_PROXY: '1' });
    try {
      const status = async (headers: Record<string, string>, remoteAddress = '127.0.0.1') => {
        const ui = await t.app.inject({ url: '/api/docs/', headers, remoteAddress });
        const json = await t.app.inject({ url: '/api/docs/json', headers, remoteAddress });
        return [ui.statusCode, json.statusCode];
      };
      expect(await status({ host: 'localhost:3000' })).toEqual([200, 200]);
      expect(await status({ host: 'localhost:3000' }, '10.1.2.3')).toEqual([404, 404]);
      expect(await status({ host: 'evil.example:3000' })).toEqual([404, 404]);
      const forwarded = { host: 'localhost:3000', 'x-forwarded-proto': 'https' };
      expect(await status(forwarded)).toEqual([404, 404]);
      const refused = await t.app.inject({ url: '/api/docs/json', remoteAddress: '10.1.2.3' });
      expect(refused.json()).toEqual({
        error: 'NOT_FOUND',
        message: 'No API route GET /api/docs/json.',
      });
    } finally {
      await t.close();
    }
  });
});
