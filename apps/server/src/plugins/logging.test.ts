import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { capturedLog } from '../../test/captured-log';
import { redactUrl, SECRET_PATH_PREFIXES } from './log-redaction';

const SECRETS = {
  reset: 'RESETtoken0123456789abcdef',
  intent: 'seti_1PintentSECRET',
  clientSecret: 'seti_1PintentSECRET_secret_CLIENTsecret',
  print: 'PRINTtoken0123456789abcdef',
  confirm: 'CONFIRMtoken0123456789abc',
  email: 'prefill.secret@example.test',
};

describe('request logs', () => {
  let t: TestApp;
  const log = capturedLog();
  beforeAll(async () => {
    t = await buildTestApp({}, log.logger);
    t.app.get('/api/test-log-url', { config: { public: true } }, async (request) => {
      request.log.warn({ url: request.url }, `looked at ${request.url}`);
      return { ok: true };
    });
    t.app.get('/api/test-fail', { config: { public: true } }, async (request) => {
      throw new Error(`could not answer ${request.url}`);
    });
  });
  afterAll(() => t.close());

  it('carry no reset, Stripe, print, confirmation token or prefilled email, in any line', async () => {
    const urls = [
      `/change-password?token=${SECRETS.reset}`,
      `/dashboard?setup_intent=${SECRETS.intent}&setup_intent_client_secret=${SECRETS.clientSecret}&redirect_status=succeeded`,
      `/api/postcards/print/${SECRETS.print}`,
      `/api/postcards/print/${SECRETS.print}/extra`,
      `/api//postcards/print/${SECRETS.print}`,
      `/confirm-email?token=${SECRETS.confirm}`,
      `/register?email=${SECRETS.email}`,
      `/api/test-log-url?token=${SECRETS.reset}`,
      `/api/test-fail?token=${SECRETS.reset}`,
    ];
    for (const url of urls) await t.app.inject({ url });
    await t.app.inject({ method: 'POST', url: `/api/postcards/print/${SECRETS.print}` });

    const text = log.text();
    expect(text).toContain('incoming request');
    expect(text).toContain('request failed');
    expect(text).toContain('looked at');
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
    // What an operator still needs: the path and which parameters came.
    expect(text).toContain('/change-password?token=[redacted]');
    expect(text).toContain('/api/postcards/print/[redacted]');
    expect(text).toContain('setup_intent=[redacted]&setup_intent_client_secret=[redacted]');
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/health', '/api/health'],
    ['/today?', '/today?'],
    ['/x?a=1&b=&c', '/x?a=[redacted]&b=[redacted]&[redacted]'],
    ['/x?0123456789abcdef0123456789', '/x?[redacted]'],
    ['/API/Postcards/Print/abc?x=1', '/API/Postcards/Print/[redacted]?x=[redacted]'],
    ['/calendar/abc_DEF-123.ics', '/calendar/[redacted]'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('covers every route whose path carries a token', async () => {
    const t = await buildTestApp();
    try {
      await t.app.ready();
      const tokenRoutes = t.app.routeTable
        .filter((route) => /:\w*token/i.test(route.url))
        .map((route) => route.url.slice(0, route.url.search(/:\w*token/i)));
      expect(tokenRoutes.length).toBeGreaterThan(0);
      for (const prefix of tokenRoutes) expect(SECRET_PATH_PREFIXES).toContain(prefix);
    } finally {
      await t.close();
    }
  });
});
