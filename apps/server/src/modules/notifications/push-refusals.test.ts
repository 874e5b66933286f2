import { createPrivateKey, sign } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { type FakePushService, startFakePushService } from '../../../test/fakes/push-service';
import { TEST_VAPID } from '../../../test/push-settings';
import { sendPush } from './push-sender';

const CONFIG = {
  publicKey: TEST_VAPID.VAPID_PUBLIC_KEY,
  privateKey: TEST_VAPID.VAPID_PRIVATE_KEY,
  subject: TEST_VAPID.VAPID_SUBJECT,
  tick: false,
  extraOrigin: null,
};
const MESSAGE = { title: 'Your leads are ready', body: 'Hi', url: '/', tag: 'leads-ready' };
const HOUR = 3600;

/** The tests' VAPID private key as node:crypto takes it (its public point gives x and y). */
function vapidKey() {
  const point = Buffer.from(TEST_VAPID.VAPID_PUBLIC_KEY, 'base64url');
  const [x, y] = [point.subarray(1, 33), point.subarray(33)].map((c) => c.toString('base64url'));
  const d = TEST_VAPID.VAPID_PRIVATE_KEY;
  return createPrivateKey({ key: { kty: 'EC', crv: 'P-256', d, x, y }, format: 'jwk' });
}

/** A VAPID header signed with the tests' key, with the claims given. */
function vapid(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ typ: 'JWT', alg: 'ES256' })}.${part(claims)}`;
  const signature = sign('sha256', Buffer.from(input), {
    key: vapidKey(),
    dsaEncoding: 'ieee-p1363',
  }).toString('base64url');
  return `vapid t=${input}.${signature}, k=${TEST_VAPID.VAPID_PUBLIC_KEY}`;
}

describe('the fake push service refuses what the real ones refuse', () => {
  let fake: FakePushService;
  let device: ReturnType<FakePushService['subscribe']>;
  beforeAll(async () => {
    fake = await startFakePushService();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.refused.length = 0;
    fake.received.length = 0;
    device = fake.subscribe();
  });

  /** Our sender's own request (web-push's), with some headers or the body changed. */
  const post = async (changes: Record<string, string> = {}, body?: Buffer) => {
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: device.keys },
      JSON.stringify(MESSAGE),
      {
        TTL: 60,
        contentEncoding: 'aes128gcm',
        vapidDetails: {
          subject: CONFIG.subject,
          publicKey: CONFIG.publicKey,
          privateKey: CONFIG.privateKey,
        },
      },
    );
    // web-push names its headers in capitals and counts the body it made: fetch counts ours.
    const headers = Object.fromEntries(
      Object.entries(request.headers).flatMap(([key, value]) =>
        key === 'Content-Length' ? [] : [[key.toLowerCase(), String(value)]],
      ),
    );
    const res = await fetch(device.endpoint, {
      method: 'POST',
      headers: { ...headers, ...changes },
      body: body ?? request.body,
    });
    return { status: res.status, body: await res.text() };
  };
  const now = () => Math.floor(Date.now() / 1000);
  const claims = (changes: object) => ({
    aud: fake.origin,
    exp: now() + 12 * HOUR,
    sub: 'mailto:ops@porchlight.example',
    ...changes,
  });

  it('takes our sender’s real request and reads the payload with its own RFC 8291 code', async () => {
    const outcome = await sendPush(
      CONFIG,
      { endpoint: device.endpoint, ...device.keys },
      MESSAGE,
      600,
    );
    expect(outcome).toEqual({ kind: 'sent' });
    expect(fake.refused).toEqual([]);
    expect(fake.received).toEqual([
      expect.objectContaining({
        ttl: '600',
        urgency: 'normal',
        topic: 'leads-ready',
        payload: MESSAGE,
      }),
    ]);
  });

  it('answers 401 without a token and 403 for a token that does not hold', async () => {
    expect((await post({ authorization: '' })).status).toBe(401);
    const forged = `vapid t=e30.e30.AAAA, k=${TEST_VAPID.VAPID_PUBLIC_KEY}`;
    expect((await post({ authorization: forged })).status).toBe(403);
    expect(fake.refused).toEqual(['no vapid Authorization', 'the JWT signature does not verify']);
  });

  it('refuses an exp more than 24 hours ahead, as autopush answers: 403, errno 109', async () => {
    expect((await post({ authorization: vapid(claims({ exp: now() + 23 * HOUR })) })).status).toBe(
      201,
    );
    const far = await post({ authorization: vapid(claims({ exp: now() + 25 * HOUR })) });
    expect(far.status).toBe(403);
    expect(JSON.parse(far.body)).toEqual({
      code: 403,
      errno: 109,
      error: 'Forbidden',
      message: 'exp is more than 24 hours ahead',
    });
  });

  it.each([
    ['ops@porchlight.example', 'sub is not a mailto: or https: contact'],
    ['mailto:ops@localhost', 'sub is a mailto: at localhost'],
    ['http://porchlight.example', 'sub is not a mailto: or https: contact'],
  ])('refuses the sub %s', async (sub, reason) => {
    expect((await post({ authorization: vapid(claims({ sub })) })).status).toBe(403);
    expect(fake.refused).toEqual([reason]);
  });

  it('refuses a token for another origin, and a key the subscription was not made with', async () => {
    expect(
      (await post({ authorization: vapid(claims({ aud: 'https://fcm.googleapis.com' })) })).status,
    ).toBe(403);
    const other = webpush.generateVAPIDKeys();
    device = fake.subscribe(undefined, { applicationServerKey: other.publicKey });
    expect((await post()).status).toBe(403);
    expect(fake.refused).toEqual([
      `aud https://fcm.googleapis.com is not ${fake.origin}`,
      'k is not the key the subscription was made with',
    ]);
  });

  it.each([
    [{ topic: 'a'.repeat(33) }, 400, 'Topic is not up to 32 URL-safe base64 characters'],
    [{ topic: 'leads ready!' }, 400, 'Topic is not up to 32 URL-safe base64 characters'],
    [{ urgency: 'urgent' }, 400, 'Urgency is not very-low, low, normal or high'],
    [{ ttl: 'soon' }, 400, 'TTL is not a number of seconds'],
    [{ 'content-encoding': 'aesgcm' }, 400, 'not aes128gcm'],
  ])('refuses the headers %o: %i', async (headers, status, reason) => {
    expect((await post(headers)).status).toBe(status);
    expect(fake.refused).toEqual([reason]);
  });

  it('refuses a payload over 4096 bytes with 413, and takes one of 4096', async () => {
    expect((await post({}, Buffer.alloc(4097))).status).toBe(413);
    expect(fake.refused).toEqual(['payload over 4096 bytes']);
    fake.refused.length = 0;
    expect((await post({}, Buffer.alloc(4096))).status).toBe(201);
    // A push service cannot read it: it takes it, and the browser is the one that drops it.
    expect(fake.refused).toEqual([
      'the browser could not decrypt it: keyid is not a P-256 public key',
    ]);
  });
});
