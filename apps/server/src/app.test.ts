import { SITE_PAGES } from '@porchlight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';
import { createWebDist } from '../test/web-dist';
import { AppError } from './lib/app-error';

describe('the API shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('reports health after a database round trip, uncached', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the version 2.0 with no caching', async () => {
    const res = await t.app.inject('/api/version');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"version":"2.0"}');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'NOT_FOUND',
      message: 'No API route POST /api/no-such-thing.',
    });
  });

  it('answers malformed JSON with a 400, not a 5xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/dev/clock',
      headers: { 'content-type': 'application/json' },
      payload: '{"now": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'INVALID_JSON',
      message: 'The request body is not valid JSON.',
    });
  });

  const tooLarge = JSON.stringify({ email: 'big@example.test', password: 'x'.repeat(1024 * 1024) });
  it.each([
    [
      'over the 1 MB limit',
      {},
      tooLarge,
      413,
      'PAYLOAD_TOO_LARGE',
      'The request body is too large.',
    ],
    [
      'sent as text/plain',
      { 'content-type': 'text/plain' },
      'email=a@example.test',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the request body as application/json.',
    ],
    [
      'shorter than its Content-Length (no validation error)',
      { 'content-length': '5' },
      '{}',
      400,
      'BAD_REQUEST',
      'Request body size did not match Content-Length',
    ],
  ])(
    'keeps the status of a body %s, in the API words',
    async (_, headers, payload, status, error, message) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/authenticate',
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error, message });
    },
  );

  it('answers a field of the wrong type with a 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/dev/clock', payload: { now: 5 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'now' });
    expect(res.json().message).toMatch(/^now: /);
  });

  // The page's Content-Security-Policy: plugins/security.test.ts.
  it('sends security headers, and no HSTS over plain HTTP', async () => {
    const res = await t.app.inject('/api/version');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document generated from the route schemas, and its UI', async () => {
    const doc = await t.app.inject('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(spec.paths['/api/health'].get.responses['200']).toBeDefined();
    expect(spec.paths['/api/version'].get.responses['200']).toBeDefined();
    const ui = await t.app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('moves the test clock for requests from this machine only', async () => {
    const moved = await t.app.inject({
      method: 'POST',
      url: '/dev/clock',
      payload: { now: '2026-12-31T23:59:00-05:00' },
    });
    expect(moved.statusCode).toBe(200);
    expect(t.clock.now().getTime()).toBeGreaterThanOrEqual(Date.parse('2027-01-01T04:59:00Z'));
    await t.app.inject({ method: 'POST', url: '/dev/clock', payload: { now: null } });
    expect(t.clock.offsetMs()).toBe(0);

    // Elsewhere they are absent, exactly as in production.
    const remote = await t.app.inject({ url: '/dev/clock', remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(404);
    expect(remote.json().error).toBe('NOT_FOUND');
    const forged = await t.app.inject({
      url: '/dev/clock',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(404);
  });

  it('answers 503 with no internals when the database is gone', async () => {
    const broken = await buildTestApp();
    await broken.database.pool.end();
    const res = await broken.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: 'DATABASE_UNAVAILABLE',
      message: 'The database is not answering.',
    });
    await broken.app.close();
  });
});

describe('in production', () => {
  it('has no developer tools, and HSTS when the public URL is https', async () => {
    const t = await buildTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://app.example.com' });
    try {
      const dev = await t.app.inject('/dev/clock');
      expect(dev.statusCode).toBe(404);
      const res = await t.app.inject('/api/version');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await t.close();
    }
  });

  it('hides internals of unexpected errors behind a 500', async () => {
    const t = await buildTestApp({ NODE_ENV: 'production' });
    t.app.get('/api/explode', { config: { public: true } }, async () => {
      throw new Error('secret connection string postgres://x');
    });
    try {
      const res = await t.app.inject('/api/explode');
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('postgres://');
      expect(res.json()).toEqual({
        error: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again.',
      });
    } finally {
      await t.close();
    }
  });
});

describe('details of an AppError', () => {
  it('go beside the code and the message, never over them', async () => {
    const t = await buildTestApp();
    t.app.get('/api/conflict-with-details', { config: { public: true } }, async () => {
      throw new AppError('CONFLICT', 'The lead changed meanwhile.', {
        error: 'SOMETHING_ELSE',
        message: 'overwritten',
        leadId: 'lead-1',
      });
    });
    try {
      const res = await t.app.inject('/api/conflict-with-details');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'CONFLICT',
        message: 'The lead changed meanwhile.',
        leadId: 'lead-1',
      });
    } finally {
      await t.close();
    }
  });
});

describe('serving the web app', () => {
  it('serves built files, and index.html for client routes, but never for /api', async () => {
    const dist = await createWebDist();
    const t = await buildTestApp({ WEB_DIST_DIR: dist.dir });
    try {
      const page = await t.app.inject('/dashboard?tab=saved');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Dashboard · Porchlight</title>');
      expect(page.body).toContain('<meta name="robots" content="noindex" />');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');

      const asset = await t.app.inject('/assets/app-1a2b3c.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      // Its files are compressed at build time (served pre-compressed), never on the fly.
      const gzipped = await t.app.inject({
        url: '/assets/app-1a2b3c.js',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(gzipped.headers['content-encoding']).toBeUndefined();

      // The static files' own client errors keep their status.
      const range = await t.app.inject({
        url: '/assets/app-1a2b3c.js',
        headers: { range: 'bytes=50000-60000' },
      });
      expect(range.statusCode).toBe(416);
      expect(range.json()).toEqual({
        error: 'RANGE_NOT_SATISFIABLE',
        message: 'Range Not Satisfiable',
      });
      const stale = await t.app.inject({
        url: '/assets/app-1a2b3c.js',
        headers: { 'if-match': '"another-version"' },
      });
      expect(stale.statusCode).toBe(412);

      const api = await t.app.inject('/api/unknown');
      expect(api.statusCode).toBe(404);
      expect(api.json().error).toBe('NOT_FOUND');
    } finally {
      await t.close();
      await dist.remove();
    }
  });

  it("gives each page its own head, and the landing page's chunk a preload", async () => {
    const dist = await createWebDist();
    const t = await buildTestApp({ WEB_DIST_DIR: dist.dir, PUBLIC_URL: 'https://app.example' });
    try {
      const faq = await t.app.inject('/faq');
      expect(faq.statusCode).toBe(200);
      expect(faq.body).toContain('<title>Frequently Asked Questions · Porchlight</title>');
      expect(faq.body).toContain(`content="${SITE_PAGES['/faq'].description}"`);
      expect(faq.body).toContain('<link rel="canonical" href="https://app.example/faq" />');
      expect(faq.body).toContain('<meta property="og:url" content="https://app.example/faq" />');
      expect(faq.body).toContain('content="https://app.example/og-image.png"');
      expect(faq.body).not.toContain('noindex');
      expect(faq.body).not.toContain('The built default.');

      const landing = await t.app.inject('/?ref=ABCD2345');
      expect(landing.body).toContain('<title>Porchlight</title>');
      expect(landing.body).toContain('href="/assets/landing-9f8e7d.js"');
      expect(landing.body).toContain('href="/assets/hero-5a4b3c.js"');
      // What the entry imports, on every page, once; the entry itself has its script tag.
      expect(faq.body).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/react-0f1e2d.js" />',
      );
      expect(landing.body.match(/react-0f1e2d/g)).toHaveLength(1);
      expect(faq.body).not.toContain('modulepreload" crossorigin href="/assets/app-1a2b3c.js"');
    } finally {
      await t.close();
      await dist.remove();
    }
  });

  it("answers an unknown address with a 404 that still carries the app's not-found card", async () => {
    const dist = await createWebDist();
    const t = await buildTestApp({ WEB_DIST_DIR: dist.dir });
    try {
      for (const url of ['/no-such-page', '/faq/', '/dashboard/extra', '/index']) {
        const res = await t.app.inject(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.body).toContain('<title>Page Not Found · Porchlight</title>');
        expect(res.body).toContain('<meta name="robots" content="noindex" />');
        expect(res.body).toContain('<div id="root">');
      }
      const head = await t.app.inject({ method: 'HEAD', url: '/no-such-page' });
      expect(head.statusCode).toBe(404);
      for (const path of Object.keys(SITE_PAGES)) {
        expect((await t.app.inject(path)).statusCode, path).toBe(200);
      }
    } finally {
      await t.close();
      await dist.remove();
    }
  });
});
