import { readFileSync } from 'node:fs';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(
  readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
) as { dependencies: Record<string, string> };

describe('the Stripe library', () => {
  // Each minor release of `stripe` moves the API version it pins (docs/billing.md "API versions"): a
  // range would change the version every request and webhook speaks on the next install.
  it('is pinned to one exact release, whose API version the app speaks', () => {
    expect(manifest.dependencies.stripe).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Stripe.API_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}\.\w+$/);
  });
});
