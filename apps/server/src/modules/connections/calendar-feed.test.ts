// The calendar feed on the real database, parsed by ical.js 2.2 as a calendar app would read it.
import { eq, inArray } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  createAgent,
  createProperties,
  createSavedLeads,
  sessionCookie,
} from '../../../test/factories';
import { leads } from '../../db/schema';

/** The owner's two phones: one that may be texted, one on the Do Not Call list. */
const ownerPhones = (dncNumber: string) => [
  { id: 'p1', number: '3055550101', dnc: false, source: 'sample', personName: 'Pat Owner' },
  { id: 'p2', number: dncNumber, dnc: true, source: 'sample', personName: 'Pat Owner' },
];

interface Agent {
  id: string;
  cookie: string;
  leadIds: string[];
}

function parseFeed(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  return root.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      url: String(v.getFirstPropertyValue('url')),
    };
  });
}

describe('the calendar feed', () => {
  let t: TestApp;
  let me: Agent;
  let other: Agent;

  async function agentWithLeads(addresses: string[], day: number): Promise<Agent> {
    const row = await createAgent(t.database.db);
    const properties = await Promise.all(
      addresses.map(async (address, n) => {
        const [property] = await createProperties(t.database.db, {
          zip: `0091${n}`,
          count: 1,
          overrides: { address, phones: ownerPhones('3055550102'), city: 'Miami', state: 'FL' },
        });
        return property?.id ?? 0;
      }),
    );
    const saved = await createSavedLeads(t.database.db, row.id, properties);
    const leadIds = saved.map((lead) => lead.id);
    await t.database.db.update(leads).set({ followUpDay: day }).where(inArray(leads.id, leadIds));
    return { id: row.id, cookie: await sessionCookie(t.database.db, row.id), leadIds };
  }

  const newLink = async (agent: Agent) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/connections/calendar-feed/${agent.id}`,
      headers: { cookie: agent.cookie },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { webcalUrl: string; httpsUrl: string; createdAt: string };
  };
  const feedPath = (link: { httpsUrl: string }) => new URL(link.httpsUrl).pathname;
  const fetchFeed = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: path, headers });

  beforeAll(async () => {
    t = await buildTestApp();
    // Monday 30 November 2026, 10:00 ET.
    t.clock.freeze(new Date('2026-11-30T15:00:00Z'));
    me = await agentWithLeads(['12 Palm Ave', '14 Palm Ave', '16 Palm Ave, Apt 2; rear'], 2);
    other = await agentWithLeads(['99 Other Rd'], 1);
  });
  afterAll(() => t.close());

  it('gives an agent with three follow-ups due three all-day events for today', async () => {
    const link = await newLink(me);
    expect(link.webcalUrl).toMatch(/^webcal:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(link.httpsUrl.replace(/^https?:/, 'webcal:')).toBe(link.webcalUrl);
    const res = await fetchFeed(feedPath(link));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    const events = parseFeed(res.body);
    expect(events.map((e) => e.summary).sort()).toEqual([
      'Day 2 of 6: text 12 Palm Ave',
      'Day 2 of 6: text 14 Palm Ave',
      'Day 2 of 6: text 16 Palm Ave, Apt 2; rear',
    ]);
    for (const event of events) {
      expect(event.start).toBe('2026-11-30');
      expect(event.description).toContain('Pat Owner: (305) 555-0101');
      // The DNC number is not in the feed at all.
      expect(event.description).not.toContain('555-0102');
      expect(event.url).toMatch(/\/dashboard\?lead=[0-9a-f-]{36}$/);
      expect(me.leadIds.some((id) => event.url.endsWith(id))).toBe(true);
    }
    expect(new Set(events.map((e) => e.uid)).size).toBe(3);
  });

  it("shows another agent's link only their own follow-ups", async () => {
    const events = parseFeed((await fetchFeed(feedPath(await newLink(other)))).body);
    expect(events.map((e) => e.summary)).toEqual(['Day 1 of 6: email 99 Other Rd']);
  });

  it('moves a lead to its next day, tomorrow, once today is done', async () => {
    const path = feedPath(await newLink(me));
    const before = await fetchFeed(path);
    const [done] = me.leadIds;
    await t.database.db
      .update(leads)
      .set({ followUpDayCompletedAt: t.clock.now() })
      .where(eq(leads.id, done ?? ''));
    const after = await fetchFeed(path, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    const moved = parseFeed(after.body).find((e) => e.url.endsWith(done ?? ''));
    expect(moved).toMatchObject({ start: '2026-12-01' });
    expect(moved?.summary).toMatch(/^Day 3 of 6: email /);
    expect(moved?.uid).not.toBe(
      parseFeed(before.body).find((e) => e.url.endsWith(done ?? ''))?.uid,
    );
  });

  it('answers 304 to a copy that is still current', async () => {
    const path = feedPath(await newLink(me));
    const first = await fetchFeed(path);
    const again = await fetchFeed(path, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404, with no hint, to a revoked, replaced, unknown or malformed token', async () => {
    const revoked = feedPath(await newLink(me));
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/connections/calendar-feed/${me.id}`,
      headers: { cookie: me.cookie },
    });
    expect(del.statusCode).toBe(204);
    const status = await t.app.inject({
      url: `/api/connections/calendar-feed/${me.id}`,
      headers: { cookie: me.cookie },
    });
    expect(status.json()).toEqual({ active: false, createdAt: null });
    const replaced = feedPath(await newLink(me));
    const current = feedPath(await newLink(me));
    const unknown = `/calendar/${'A'.repeat(43)}.ics`;
    const answers = await Promise.all(
      [revoked, replaced, unknown, '/calendar/short.ics'].map((p) => fetchFeed(p)),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'No such calendar.' });
    }
    expect((await fetchFeed(current)).statusCode).toBe(200);
  });

  it('opens no other route with the token', async () => {
    const token = /calendar\/([^.]+)\.ics/.exec((await newLink(me)).httpsUrl)?.[1] ?? '';
    const asCookie = await t.app.inject({
      url: `/api/agents/${me.id}`,
      headers: { cookie: `porchlight_session=${token}` },
    });
    expect(asCookie.statusCode).toBe(401);
    const asBearer = await t.app.inject({
      url: `/api/connections/calendar-feed/${me.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asBearer.statusCode).toBe(401);
    const asPrintKey = await t.app.inject({ url: `/api/postcards/print/${token}` });
    expect(asPrintKey.statusCode).not.toBe(200);
  });

  it('refuses, with 429, an address that keeps asking for links that do not exist', async () => {
    const guess = (n: number) => fetchFeed(`/calendar/${String(n).padStart(43, 'G')}.ics`);
    const answers = [];
    for (let n = 0; n < 61; n += 1) answers.push((await guess(n)).statusCode);
    // 60 misses a minute per address, some of them taken by the tests above.
    const limited = answers.indexOf(429);
    expect(limited).toBeGreaterThan(0);
    expect(answers.slice(0, limited).every((status) => status === 404)).toBe(true);
    expect(answers.slice(limited).every((status) => status === 429)).toBe(true);
    // A live link is not counted with the guesses.
    expect((await fetchFeed(feedPath(await newLink(other)))).statusCode).toBe(200);
  });

  it('refuses, with 429, a link fetched more than 60 times in an hour', async () => {
    const busy = await agentWithLeads(['1 Busy St'], 1);
    const path = feedPath(await newLink(busy));
    const answers = [];
    for (let n = 0; n < 61; n += 1) answers.push((await fetchFeed(path)).statusCode);
    expect(answers.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(answers[60]).toBe(429);
    // Another agent's link is counted on its own.
    expect((await fetchFeed(feedPath(await newLink(other)))).statusCode).toBe(200);
  });
});
