import { createECDH } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createAgent, sessionCookie } from '../../../test/factories';
import { type FakePushService, startFakePushService } from '../../../test/fakes/push-service';
import { pushEnv, TEST_VAPID } from '../../../test/push-settings';
import { statementsDuring } from '../../../test/sql-log';
import { pushSubscriptions } from '../../db/schema';

/** A device's keys: a real P-256 public key (the server checks it is one) and a 16-byte secret. */
const KEYS = {
  p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: 'AAAAAAAAAAAAAAAAAAAAAA',
};
const fcm = (n: number | string) => `https://fcm.googleapis.com/fcm/send/device-${n}`;

describe('the morning notification: this device', () => {
  let t: TestApp;
  let fake: FakePushService;
  beforeAll(async () => {
    fake = await startFakePushService();
    t = await buildTestApp(pushEnv(fake.origin));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const signedIn = async () => {
    const agent = await createAgent(t.database.db);
    const cookie = await sessionCookie(t.database.db, agent.id);
    const call = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: { cookie } });
    return {
      id: agent.id,
      save: (body: object) => call('PUT', '/api/push-subscriptions', body),
      read: (endpoint: string) => call('POST', '/api/push-subscriptions/current', { endpoint }),
      remove: (endpoint: string) => call('DELETE', '/api/push-subscriptions', { endpoint }),
    };
  };
  const device = (endpoint: string, changes: object = {}) => ({
    endpoint,
    keys: KEYS,
    timeZone: 'America/Denver',
    ...changes,
  });

  it('saves, reads and removes a device for the signed-in agent', async () => {
    const me = await signedIn();
    const saved = await me.save(device(fcm('a'), { time: '07:30', includeFollowUps: true }));
    expect(saved.statusCode).toBe(200);
    const settings = {
      subscribed: true,
      time: '07:30',
      timeZone: 'America/Denver',
      includeFollowUps: true,
    };
    expect(saved.json()).toEqual(settings);
    expect((await me.read(fcm('a'))).json()).toEqual(settings);
    expect((await me.save(device(fcm('a')))).json()).toMatchObject({ time: '08:00' });
    expect((await me.remove(fcm('a'))).statusCode).toBe(204);
    expect((await me.read(fcm('a'))).json()).toEqual({
      subscribed: false,
      time: '08:00',
      timeZone: null,
      includeFollowUps: false,
    });
  });

  it.each([
    ['plain http', 'http://fcm.googleapis.com/fcm/send/x'],
    ['an unknown host', 'https://evil.example/push'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/push'],
    ['a port', 'https://fcm.googleapis.com:8443/fcm/send/x'],
    ['a private address', 'https://127.0.0.1/push'],
    ['the fake on another port', 'http://127.0.0.1:1/push/x'],
  ])('refuses %s as the endpoint: 400 naming endpoint', async (_, endpoint) => {
    const me = await signedIn();
    const res = await me.save(device(endpoint));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'endpoint' });
    expect((await me.read(endpoint)).json().subscribed).toBe(false);
  });

  it.each(['04:59', '11:00', '21:30'])(
    'refuses %s, outside the morning window: 400 naming time',
    async (time) => {
      const me = await signedIn();
      const res = await me.save(device(fcm(`late-${time}`), { time }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'time' });
      expect(res.json().message).toContain('05:00 to 10:59');
    },
  );

  it('shows a time stored before the window as the one it is sent at', async () => {
    const me = await signedIn();
    await me.save(device(fcm('stored-late'), { time: '10:59' }));
    await me.save(device(fcm('stored-early')));
    await t.database.db
      .update(pushSubscriptions)
      .set({ sendTime: '21:30' })
      .where(eq(pushSubscriptions.endpoint, fcm('stored-late')));
    await t.database.db
      .update(pushSubscriptions)
      .set({ sendTime: '04:00' })
      .where(eq(pushSubscriptions.endpoint, fcm('stored-early')));
    expect((await me.read(fcm('stored-late'))).json()).toMatchObject({ time: '10:00' });
    expect((await me.read(fcm('stored-early'))).json()).toMatchObject({ time: '05:00' });
  });

  it.each([
    fcm('b'),
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://wns2-by3p.notify.windows.com/w/?token=abc',
    'https://web.push.apple.com/QGuQyavXutnMH',
  ])('takes the browsers’ push services: %s', async (endpoint) => {
    const me = await signedIn();
    expect((await me.save(device(endpoint))).statusCode).toBe(200);
  });

  it('takes the local fake push service only when the tests set it', async () => {
    const me = await signedIn();
    const { endpoint } = fake.subscribe();
    expect((await me.save(device(endpoint))).statusCode).toBe(200);
    const plain = await buildTestApp(TEST_VAPID);
    try {
      const agent = await createAgent(plain.database.db);
      const res = await plain.app.inject({
        method: 'PUT',
        url: '/api/push-subscriptions',
        payload: device(endpoint),
        headers: { cookie: await sessionCookie(plain.database.db, agent.id) },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('endpoint');
    } finally {
      await plain.close();
    }
  });

  it('moves a device another account held to this one, and no one removes another’s', async () => {
    const first = await signedIn();
    const second = await signedIn();
    await first.save(device(fcm('shared')));
    await second.save(device(fcm('shared'), { time: '09:00' }));
    expect((await first.read(fcm('shared'))).json().subscribed).toBe(false);
    expect((await first.remove(fcm('shared'))).statusCode).toBe(204);
    expect((await second.read(fcm('shared'))).json()).toMatchObject({
      subscribed: true,
      time: '09:00',
    });
  });

  it('keeps ten devices an agent: the eleventh drops the longest unchanged', async () => {
    const me = await signedIn();
    for (let n = 0; n < 11; n++) {
      t.clock.freeze(new Date(Date.UTC(2026, 10, 2, 12, n)));
      expect((await me.save(device(fcm(`many-${n}`)))).statusCode).toBe(200);
    }
    t.clock.set(null);
    expect((await me.read(fcm('many-0'))).json().subscribed).toBe(false);
    expect((await me.read(fcm('many-1'))).json().subscribed).toBe(true);
    expect((await me.read(fcm('many-10'))).json().subscribed).toBe(true);
  });

  it('names the agent in every statement on the subscriptions', async () => {
    const me = await signedIn();
    const sqls = await statementsDuring(async () => {
      await me.save(device(fcm('owned')));
      await me.read(fcm('owned'));
      await me.remove(fcm('owned'));
    });
    const mine = sqls.filter((s) => s.includes('"push_subscriptions"'));
    expect(mine.length).toBe(4);
    expect(mine.filter((s) => !/"agent_id"/.test(s))).toEqual([]);
  });

  it('tells the web the public key, and null when push is off', async () => {
    const on = await t.app.inject('/api/config');
    expect(on.json().push).toEqual({ publicKey: TEST_VAPID.VAPID_PUBLIC_KEY });
    const off = await buildTestApp();
    try {
      expect((await off.app.inject('/api/config')).json().push).toEqual({ publicKey: null });
    } finally {
      await off.close();
    }
  });
});
