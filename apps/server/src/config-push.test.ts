import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

// A key pair made for this test with `npx web-push generate-vapid-keys` (never used elsewhere).
const KEYS = {
  VAPID_PUBLIC_KEY:
    'BDRNI1xT4tczvPtmQYbKtNhnlD7FLF7E2ba5RmwLS_pV67rG1ilb8FTHWjU6Xhc975LSpoLOx80wsegpBXpD0_0',
  VAPID_PRIVATE_KEY: 'vKwKImrl56RgaAfAJFMjzN6nXSrmStaSgi9yP91tFaE',
  VAPID_SUBJECT: 'mailto:ops@porchlight.example',
};

describe('the push settings', () => {
  it('leave push off when none is set', () => {
    expect(loadConfig({}).push).toBeNull();
  });

  it('turn push on with all three, the tick on outside tests', () => {
    expect(loadConfig(KEYS).push).toEqual({
      publicKey: KEYS.VAPID_PUBLIC_KEY,
      privateKey: KEYS.VAPID_PRIVATE_KEY,
      subject: KEYS.VAPID_SUBJECT,
      tick: true,
      extraOrigin: null,
    });
    expect(loadConfig({ ...KEYS, NODE_ENV: 'test' }).push?.tick).toBe(false);
    expect(loadConfig({ ...KEYS, NODE_ENV: 'test', PUSH_TICK: 'true' }).push?.tick).toBe(true);
  });

  it('refuse a part of the three, naming what is missing', () => {
    const { VAPID_SUBJECT: _, ...two } = KEYS;
    expect(() => loadConfig(two)).toThrow(ConfigError);
    expect(() => loadConfig(two)).toThrow('VAPID_SUBJECT: missing.');
  });

  it.each([
    ['VAPID_SUBJECT', 'ops@porchlight.example', 'must be a mailto: or https: URL'],
    ['VAPID_SUBJECT', 'mailto:ops@localhost', 'must be a mailto: address at a real domain'],
    ['VAPID_PUBLIC_KEY', 'not-a-key', 'must be a VAPID public key'],
    ['VAPID_PRIVATE_KEY', 'short', 'must be a VAPID private key'],
  ])('names %s when it is bad', (key, value, message) => {
    expect(() => loadConfig({ ...KEYS, [key]: value })).toThrow(`${key}: ${message}`);
  });

  it('never shows the private key', () => {
    expect(() => loadConfig({ ...KEYS, VAPID_PRIVATE_KEY: 'hunter2-secret' })).toThrow(
      /^(?![\s\S]*hunter2)/,
    );
  });

  it('take the local fake push service only outside production', () => {
    const fake = { ...KEYS, PUSH_TEST_ORIGIN: 'http://127.0.0.1:4999' };
    expect(loadConfig(fake).push?.extraOrigin).toBe('http://127.0.0.1:4999');
    expect(() => loadConfig({ ...fake, NODE_ENV: 'production' })).toThrow(
      'PUSH_TEST_ORIGIN: not in production',
    );
  });
});
