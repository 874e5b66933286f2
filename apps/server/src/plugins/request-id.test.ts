import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { capturedLog } from '../../test/captured-log';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the request id', () => {
  const log = capturedLog();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, log.logger);
  });
  afterAll(() => t.close());

  it.each([
    ['a read', { url: '/api/health' }, 200],
    ['a call without a session', { url: '/api/agents/00000000-0000-4000-8000-000000000000' }, 401],
    ['an unknown API path', { url: '/api/no-such-thing' }, 404],
    [
      'malformed JSON',
      {
        method: 'POST' as const,
        url: '/api/authenticate',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      },
      400,
    ],
    // 200 with index.html when the web app is built, else 503 "not built yet".
    ['a page of the web app', { url: '/faq' }, [200, 503]],
    ['an address that is no page', { url: '/leads' }, [404, 503]],
    ['the metrics', { url: '/metrics' }, 200],
  ])('is sent back on every answer: %s', async (_, request, status) => {
    const res = await t.app.inject(request);
    expect([status].flat()).toContain(res.statusCode);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('is a new one for each request', async () => {
    const first = await t.app.inject('/api/health');
    const second = await t.app.inject('/api/health');
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it("echoes a caller's safe X-Request-Id and writes it on the request's log lines", async () => {
    const id = 'lb-7f3a.9_c';
    const res = await t.app.inject({ url: '/api/version', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toBe(id);
    const lines = log.entries().filter((entry) => 'reqId' in entry && entry.reqId === id);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it.each([
    ['a log-forging one', 'abc\n{"level":60}'],
    ['one with spaces', 'abc def'],
    ['one too long', 'a'.repeat(65)],
    ['an empty one', ''],
  ])('replaces an unsafe X-Request-Id: %s', async (_, id) => {
    const res = await t.app.inject({ url: '/api/version', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(log.text()).not.toContain('{"level":60}');
  });
});
