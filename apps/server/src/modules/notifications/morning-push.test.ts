import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { capturedLog } from '../../../test/captured-log';
import {
  createAgent,
  createProperties,
  createSavedLeads,
  sessionCookie,
  setCriteria,
} from '../../../test/factories';
import { type FakePushService, startFakePushService } from '../../../test/fakes/push-service';
import { pushEnv } from '../../../test/push-settings';
import { leads, pushSubscriptions } from '../../db/schema';
import { morningPushTick } from './index';

// Monday 2 November 2026: 08:00 in Denver (MST) is 15:00Z.
const MONDAY_8AM_DENVER = new Date('2026-11-02T15:00:00Z');
const SATURDAY_8AM_DENVER = new Date('2026-11-07T15:00:00Z');
const THANKSGIVING_8AM_DENVER = new Date('2026-11-26T15:00:00Z');
/** 65 bytes shaped like an uncompressed key (0x04, then X and Y) that lie on no P-256 curve. */
const NOT_A_POINT = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');

describe('the morning notification: the send', () => {
  let t: TestApp;
  let fake: FakePushService;
  let zip = 9400;
  const log = capturedLog();
  beforeAll(async () => {
    fake = await startFakePushService();
    t = await buildTestApp(pushEnv(fake.origin), log.logger);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.received.length = 0;
    fake.attempts.length = 0;
    t.clock.freeze(MONDAY_8AM_DENVER);
  });

  /** An agent who can get a batch, with one device subscribed at the fake at 08:00 in Denver. */
  const subscribedAgent = async (changes: object = {}) => {
    const agent = await createAgent(t.database.db);
    await setCriteria(t.database.db, agent.id, { targetAreas: [String(zip++).padStart(5, '0')] });
    const device = fake.subscribe();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/push-subscriptions',
      headers: { cookie: await sessionCookie(t.database.db, agent.id) },
      payload: { ...device, timeZone: 'America/Denver', ...changes },
    });
    expect(res.statusCode).toBe(200);
    return { id: agent.id, endpoint: device.endpoint, device: device.endpoint.split('/').pop() };
  };
  const tick = () => morningPushTick(t.app);
  const messagesTo = (device: string | undefined) =>
    fake.received.filter((m) => m.device === device);

  it('sends one message at the chosen time on a business day, decrypted, and none on the next tick', async () => {
    const agent = await subscribedAgent();
    t.clock.freeze(new Date('2026-11-02T14:59:00Z'));
    await tick();
    expect(messagesTo(agent.device)).toEqual([]);
    t.clock.freeze(MONDAY_8AM_DENVER);
    await tick();
    expect(messagesTo(agent.device)).toEqual([
      {
        device: agent.device,
        ttl: '10800',
        urgency: 'normal',
        topic: 'leads-ready',
        payload: {
          title: 'Your leads are ready',
          body: "Today's fresh leads are waiting.",
          url: '/dashboard?tab=today',
          tag: 'leads-ready',
        },
      },
    ]);
    expect(fake.refused).toEqual([]);
    t.clock.freeze(new Date('2026-11-02T15:01:00Z'));
    await tick();
    expect(messagesTo(agent.device)).toHaveLength(1);
    t.clock.freeze(new Date('2026-11-03T15:00:00Z'));
    await tick();
    expect(messagesTo(agent.device)).toHaveLength(2);
  });

  it('refuses a p256dh that is no P-256 point, naming keys.p256dh, and keeps nothing', async () => {
    const agent = await createAgent(t.database.db);
    const device = fake.subscribe();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/push-subscriptions',
      headers: { cookie: await sessionCookie(t.database.db, agent.id) },
      payload: {
        ...device,
        timeZone: 'America/Denver',
        keys: { ...device.keys, p256dh: NOT_A_POINT },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'keys.p256dh' });
    const kept = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.agentId, agent.id));
    expect(kept).toEqual([]);
  });

  it('reaches every other device when one stored key is no P-256 point', async () => {
    // A device saved before keys were checked, first in the table, then three good ones.
    const poisoned = await createAgent(t.database.db);
    await setCriteria(t.database.db, poisoned.id, {
      targetAreas: [String(zip++).padStart(5, '0')],
    });
    const { keys } = fake.subscribe();
    await t.database.db.insert(pushSubscriptions).values({
      agentId: poisoned.id,
      endpoint: `${fake.origin}/push/poisoned-${zip}`,
      p256dh: NOT_A_POINT,
      auth: keys.auth,
      sendTime: '08:00',
      timeZone: 'America/Denver',
      includeFollowUps: false,
      createdAt: new Date(0),
      updatedAt: new Date(0),
    });
    const others = [await subscribedAgent(), await subscribedAgent(), await subscribedAgent()];
    const report = await tick();
    for (const other of others) expect(messagesTo(other.device)).toHaveLength(1);
    expect(report?.failed).toBe(1);
  });

  it('counts the follow-ups due today when the agent asked for them', async () => {
    const agent = await subscribedAgent({ includeFollowUps: true });
    const properties = await createProperties(t.database.db, { zip: '09399', count: 2 });
    await createSavedLeads(
      t.database.db,
      agent.id,
      properties.map((p) => p.id),
      { at: new Date('2026-10-30T15:00:00Z') },
    );
    await tick();
    expect(messagesTo(agent.device).map((m) => m.payload)).toEqual([
      expect.objectContaining({
        body: "Today's fresh leads are waiting. 2 follow-ups due today.",
      }),
    ]);
  });

  it('sends nothing on a weekend or a holiday', async () => {
    const agent = await subscribedAgent();
    for (const day of [SATURDAY_8AM_DENVER, THANKSGIVING_8AM_DENVER]) {
      t.clock.freeze(day);
      await tick();
    }
    expect(messagesTo(agent.device)).toEqual([]);
  });

  it('sends nothing when there is no batch to get, and claims nothing', async () => {
    const agent = await subscribedAgent();
    const properties = await createProperties(t.database.db, { zip: '09398', count: 5 });
    const taken = await t.database.db
      .insert(leads)
      .values(
        properties.map((p, position) => ({
          agentId: agent.id,
          propertyId: p.id,
          source: 'daily' as const,
          leadDay: '2026-11-02',
          deliveredAt: new Date('2026-11-02T13:00:00Z'),
          position,
        })),
      )
      .returning({ id: leads.id });
    expect(taken).toHaveLength(5);
    await tick();
    expect(messagesTo(agent.device)).toEqual([]);
    const [row] = await t.database.db
      .select({ day: pushSubscriptions.lastSentDay })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, agent.endpoint));
    expect(row?.day).toBeNull();
  });

  // 403: the subscription was made with another VAPID key (RFC 8292 4.2), so it can never be sent
  // to again; the browser subscribes afresh with the new key when the app starts.
  it.each([410, 404, 403])(
    'drops a subscription its push service answers %i for',
    async (status) => {
      const agent = await subscribedAgent();
      fake.answerFor(agent.endpoint, status);
      expect(await tick()).toMatchObject({ dropped: 1 });
      const rows = await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, agent.endpoint));
      expect(rows).toEqual([]);
    },
  );

  const at = (iso: string) => t.clock.freeze(new Date(iso));
  const attemptsOn = (device: string | undefined) =>
    fake.attempts.filter((a) => a.device === device).map((a) => a.status);

  it('waits as long as a 429’s Retry-After says before trying again, then sends', async () => {
    const agent = await subscribedAgent();
    fake.answerFor(agent.endpoint, 429, { 'retry-after': '300' });
    expect(await tick()).toMatchObject({ failed: 1 });
    fake.answerFor(agent.endpoint, null);
    for (const minute of ['01', '02', '03', '04']) {
      at(`2026-11-02T15:${minute}:00Z`);
      expect(await tick()).toMatchObject({ retried: 0, sent: 0 });
    }
    expect(attemptsOn(agent.device)).toEqual([429]);
    at('2026-11-02T15:05:00Z');
    expect(await tick()).toMatchObject({ retried: 1, sent: 1 });
    expect(attemptsOn(agent.device)).toEqual([429, 201]);
    // Sent at 08:05 in Denver: the message lives until 11:00 there, no longer.
    expect(messagesTo(agent.device).map((m) => m.ttl)).toEqual(['10500']);
  });

  it('reads a Retry-After given as an HTTP date', async () => {
    const agent = await subscribedAgent();
    const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString();
    fake.answerFor(agent.endpoint, 503, { 'retry-after': inTwoMinutes });
    await tick();
    fake.answerFor(agent.endpoint, null);
    at('2026-11-02T15:01:00Z');
    expect(await tick()).toMatchObject({ retried: 0 });
    at('2026-11-02T15:03:00Z');
    expect(await tick()).toMatchObject({ retried: 1, sent: 1 });
  });

  it('backs off 1, 2, 4 minutes when a 503 says nothing, and never retries a refusal', async () => {
    const flaky = await subscribedAgent();
    const refusing = await subscribedAgent();
    fake.answerFor(flaky.endpoint, 503);
    fake.answerFor(refusing.endpoint, 400);
    const logged = log.text().length;
    expect(await tick()).toMatchObject({ failed: 2 });
    const failures = log
      .text()
      .slice(logged)
      .split('\n')
      .filter((line) => line.includes('morning push failed'));
    expect(failures).toHaveLength(2);
    expect(failures.join('')).toContain(`"host":"${new URL(fake.origin).host}"`);
    expect(failures.join('')).not.toContain('/push/');
    for (const minute of ['01', '02', '03', '04', '05', '06', '07']) {
      at(`2026-11-02T15:${minute}:00Z`);
      await tick();
    }
    // Tried at 15:00, then 15:01 (+1), 15:03 (+2) and 15:07 (+4).
    expect(attemptsOn(flaky.device)).toEqual([503, 503, 503, 503]);
    expect(attemptsOn(refusing.device)).toEqual([400]);
    fake.answerFor(flaky.endpoint, null);
    at('2026-11-02T15:14:00Z');
    await tick();
    expect(attemptsOn(flaky.device)).toEqual([503, 503, 503, 503]);
    at('2026-11-02T15:15:00Z');
    expect(await tick()).toMatchObject({ retried: 1, sent: 1 });
    expect(messagesTo(refusing.device)).toEqual([]);
  });

  it('gives up when the service asks to wait past the morning window', async () => {
    const agent = await subscribedAgent({ time: '10:30' });
    at('2026-11-02T17:30:00Z');
    fake.answerFor(agent.endpoint, 429, { 'retry-after': '1800' });
    expect(await tick()).toMatchObject({ failed: 1 });
    fake.answerFor(agent.endpoint, null);
    for (const time of ['17:45', '17:59', '18:00', '18:30']) {
      at(`2026-11-02T${time}:00Z`);
      expect(await tick()).toMatchObject({ sent: 0, retried: 0 });
    }
    expect(attemptsOn(agent.device)).toEqual([429]);
  });

  it('sends once per device when two ticks run at the same time', async () => {
    const agents = await Promise.all([1, 2, 3, 4, 5].map(() => subscribedAgent()));
    const [a, b] = await Promise.all([tick(), tick()]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(5);
    for (const agent of agents) expect(messagesTo(agent.device)).toHaveLength(1);
  });

  it('runs from the developer tools against the test clock', async () => {
    const agent = await subscribedAgent();
    const res = await t.app.inject({ method: 'POST', url: '/dev/push-tick' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sent: 1 });
    expect(messagesTo(agent.device)).toHaveLength(1);
  });

  it('ticks every minute on an unref’d timer only when asked, and stops on close', async () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const clearInterval = vi.spyOn(globalThis, 'clearInterval');
    // Other parts of the app keep minute timers of their own: the tick is the one more.
    const minuteTimers = () =>
      setInterval.mock.calls.flatMap(([, ms], n) =>
        ms === 60_000 ? [setInterval.mock.results[n]?.value as NodeJS.Timeout] : [],
      );
    const quiet = await buildTestApp(pushEnv(fake.origin));
    const others = minuteTimers().length;
    await quiet.close();
    const ticking = await buildTestApp({ ...pushEnv(fake.origin), PUSH_TICK: 'true' });
    const added = minuteTimers().slice(others);
    expect(added).toHaveLength(others + 1);
    const unrefd = added.filter((timer) => !timer.hasRef());
    expect(unrefd.length).toBeGreaterThan(0);
    await ticking.close();
    for (const timer of unrefd) expect(clearInterval).toHaveBeenCalledWith(timer);
  });
});
