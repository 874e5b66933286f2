import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '127.0.0.1',
      TRUST_PROXY: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it.each([
    ['PORT', 'eighty', 'PORT: must be a port number'],
    ['PORT', '70000', 'PORT: must be between 0 and 65535'],
    ['DATABASE_URL', 'mysql://x@y/z', 'DATABASE_URL: must be a postgres://'],
    ['DATABASE_POOL_SIZE', 'many', 'DATABASE_POOL_SIZE: must be a number of connections'],
    ['DATABASE_POOL_SIZE', '1', 'DATABASE_POOL_SIZE: must be between 2 and 200'],
    ['DATABASE_POOL_SIZE', '2.5', 'DATABASE_POOL_SIZE: must be a whole number'],
    ['PUBLIC_URL', 'ftp://example.com', 'PUBLIC_URL: must be an http:// or https:// URL'],
    ['TRUST_PROXY', 'maybe', 'TRUST_PROXY: must be false, a number of proxies (1 to 10)'],
    ['TRUST_PROXY', '11', 'TRUST_PROXY: must be false, a number of proxies'],
    ['TRUST_PROXY', '-1', 'TRUST_PROXY: must be false, a number of proxies'],
    ['TRUST_PROXY', '10.0.0.0/33', 'TRUST_PROXY: must be false, a number of proxies'],
    ['TRUST_PROXY', '10.0.0.0/8/8', 'TRUST_PROXY: must be false, a number of proxies'],
    ['TRUST_PROXY', '10.0.0.1,', 'TRUST_PROXY: must be false, a number of proxies'],
    ['TRUST_PROXY', '300.1.1.1', 'TRUST_PROXY: must be false, a number of proxies'],
    ['NODE_ENV', 'staging', 'NODE_ENV:'],
    [
      'FOLLOW_UP_BOSS_URL',
      'http://api.followupboss.com',
      'FOLLOW_UP_BOSS_URL: must be an https://',
    ],
    ['CONNECTIONS_KEY', 'short', 'CONNECTIONS_KEY: must be at least 32 characters'],
  ])('names %s when its value %j is bad', (key, value, expected) => {
    expect(() => loadConfig({ [key]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [key]: value })).toThrow(expected);
  });

  it('never shows a bad CONNECTIONS_KEY, and trusts no test certificate in production', () => {
    expect(() => loadConfig({ CONNECTIONS_KEY: 'secret-but-short' })).not.toThrow(
      'secret-but-short',
    );
    const ca = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
    expect(() => loadConfig({ NODE_ENV: 'production', FOLLOW_UP_BOSS_TEST_CA: ca })).toThrow(
      'FOLLOW_UP_BOSS_TEST_CA: not in production.',
    );
  });

  it('shows a bad plain value, so the operator sees what was read', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      'PORT: must be a port number (got "eighty")',
    );
  });

  it.each([
    ['DATABASE_URL', 'mysql://app:hunter2-secret@db.internal/porchlight'],
    ['SMTP_URL', 'http://mailer:hunter2-secret@smtp.example.com'],
    ['REALESTATEAPI_KEY', 'hunter2'],
    ['BATCHDATA_KEY', 'hunter2'],
  ])('names %s when its value is bad, never showing the value', (key, value) => {
    const error = captureConfigError({ [key]: value });
    expect(error.message).toContain(`${key}: `);
    expect(error.message).not.toContain('hunter2');
    expect(error.message).not.toContain(value);
  });

  it('reads an external database', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgresql://app:secret@db.internal:5432/porchlight',
    });
    expect(config.DATABASE_URL).toBe('postgresql://app:secret@db.internal:5432/porchlight');
  });

  it.each([
    ['1', { hops: 1 }],
    ['2', { hops: 2 }],
    // The old flag: one balancer, never "trust every hop" (the client would choose its address).
    ['true', { hops: 1 }],
    ['yes', { hops: 1 }],
    ['false', false],
    ['no', false],
    ['0', false],
    ['10.0.0.0/8, 192.168.1.7', { addresses: ['10.0.0.0/8', '192.168.1.7'] }],
    ['::1,FD00::/8', { addresses: ['::1', 'fd00::/8'] }],
  ])('reads TRUST_PROXY=%j as the proxies it trusts', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });
  describe('PUBLIC_URL with a thanks.io token', () => {
    const TOKEN = { THANKSIO_TOKEN: 'tio_live_token' };

    it.each([
      [undefined],
      ['http://porchlight.example.com'],
      ['https://localhost:3000'],
      ['https://127.0.0.1'],
      ['https://127.9.0.1'],
      ['https://[::1]:3000'],
      ['https://10.0.0.5'],
      ['https://172.20.1.1'],
      ['https://192.168.1.20'],
      ['https://porchlight.local'],
      ['https://porchlight.test'],
      ['https://app.localhost'],
      ['https://intranet'],
    ])('refuses %s: thanks.io could not fetch the fronts', (publicUrl) => {
      const error = captureConfigError({ ...TOKEN, PUBLIC_URL: publicUrl });
      expect(error.message).toContain("PUBLIC_URL: must be this server's public https:// address");
      expect(error.message).not.toContain('tio_live_token');
    });

    it('takes a public https address, and anything without a token', () => {
      const publicUrl = 'https://app.porchlight.example.com';
      expect(loadConfig({ ...TOKEN, PUBLIC_URL: publicUrl }).publicUrl).toBe(publicUrl);
      expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe(
        'http://localhost:3000',
      );
    });

    it('exempts a thanks.io address that is a local fake, as the tests run it', () => {
      const local = { ...TOKEN, THANKSIO_URL: 'http://127.0.0.1:4010' };
      expect(loadConfig(local).THANKSIO_TOKEN).toBe('tio_live_token');
      const real = { ...TOKEN, THANKSIO_URL: 'https://api.thanks.io' };
      expect(() => loadConfig(real)).toThrow('PUBLIC_URL: must be');
    });
  });

  describe('billing', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_456',
    };

    it('is off with no Stripe key, on with all three', () => {
      expect(loadConfig({}).billing).toBeNull();
      expect(loadConfig({ ...keys, STRIPE_PRICE_PRO: 'price_pro' }).billing).toEqual({
        secretKey: 'sk_test_123',
        webhookSecret: 'whsec_abc',
        publishableKey: 'pk_test_456',
        prices: { pro: 'price_pro', premium: undefined },
        apiUrl: undefined,
      });
    });

    it('refuses a part of the three keys, naming what is missing', () => {
      const { STRIPE_WEBHOOK_SECRET: _, ...two } = keys;
      expect(() => loadConfig(two)).toThrow(ConfigError);
      expect(() => loadConfig(two)).toThrow(
        'STRIPE_WEBHOOK_SECRET: missing. STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY turn billing on together',
      );
    });

    it('names a key of the wrong kind without showing it', () => {
      const swapped = { ...keys, STRIPE_SECRET_KEY: 'pk_test_456' };
      expect(() => loadConfig(swapped)).toThrow('STRIPE_SECRET_KEY: must be a Stripe secret key');
      expect(() => loadConfig(swapped)).not.toThrow('pk_test_456');
    });
  });
});

function captureConfigError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
}
