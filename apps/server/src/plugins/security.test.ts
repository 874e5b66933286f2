import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app';
import { STRIPE_TEST_KEYS } from '../../test/fakes/stripe';
import { createWebDist } from '../../test/web-dist';

type WebDist = Awaited<ReturnType<typeof createWebDist>>;

describe('the Content-Security-Policy', () => {
  let dist: WebDist;
  beforeAll(async () => {
    dist = await createWebDist();
  });
  afterAll(() => dist.remove());

  it('comes with the app page, written for this app, and not with JSON answers', async () => {
    const t = await buildTestApp({ WEB_DIST_DIR: dist.dir });
    try {
      const page = await t.app.inject('/dashboard');
      expect(page.headers['content-type']).toContain('text/html');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('https://*.tile.openstreetmap.org');
      expect(csp).not.toContain('upgrade-insecure-requests');

      for (const url of ['/api/version', '/api/health', '/api/no-such-route']) {
        const api = await t.app.inject(url);
        expect(api.headers['content-type']).toContain('application/json');
        expect(api.headers['content-security-policy']).toBeUndefined();
        // The other headers stay on every answer.
        expect(api.headers['x-content-type-options']).toBe('nosniff');
        expect(api.headers['x-frame-options']).toBe('SAMEORIGIN');
      }
    } finally {
      await t.close();
    }
  });

  it('upgrades insecure requests when the public URL is https', async () => {
    const t = await buildTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://app.example.com',
      WEB_DIST_DIR: dist.dir,
    });
    try {
      const page = await t.app.inject('/');
      expect(String(page.headers['content-security-policy'])).toContain(
        'upgrade-insecure-requests',
      );
    } finally {
      await t.close();
    }
  });

  it('leaves the API docs page its own policy', async () => {
    const t = await buildTestApp();
    try {
      const ui = await t.app.inject('/api/docs/');
      expect(ui.headers['content-type']).toContain('text/html');
      expect(String(ui.headers['content-security-policy'])).not.toContain('openstreetmap');
    } finally {
      await t.close();
    }
  });
  it("lets the page reach Stripe's hosts only when billing is on", async () => {
    for (const [env, stripe] of [
      [{}, false],
      [STRIPE_TEST_KEYS, true],
    ] as const) {
      const t = await buildTestApp({ ...env, WEB_DIST_DIR: dist.dir });
      try {
        const csp = String((await t.app.inject('/register')).headers['content-security-policy']);
        expect(csp.includes('https://js.stripe.com')).toBe(stripe);
        expect(csp.includes('https://api.stripe.com')).toBe(stripe);
      } finally {
        await t.close();
      }
    }
  });
});
