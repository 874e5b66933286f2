import type { ActivityDashboardItem } from '@porchlight/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAgent,
  createProperties,
  createSavedLeads,
  sessionCookie,
  TEST_PASSWORD,
} from '../../test/factories';
import { statementsDuring } from '../../test/sql-log';
import { buildTwoApps } from '../../test/two-apps';
import { agents, passwordResetTokens, sessions } from '../db/schema';
import { SessionCache } from './session-cache';
import { hashToken, randomToken } from './tokens';

type TwoApps = Awaited<ReturnType<typeof buildTwoApps>>;
type OneApp = TwoApps['a'];

/** Monday 2 Nov 2026, 10:00 EST: the fixtures' lead day, day 1 of their follow-up. */
const MORNING = new Date('2026-11-02T15:00:00Z');
const SESSION_TEXT = /"sessions"/;

// A signed-in read pays no session round trip once its process knows the session, and
// a session ended on any process is refused by every process at its very next request.
describe('sessions known in memory, ended everywhere at once (two apps, one database)', () => {
  let two: TwoApps;
  beforeAll(async () => {
    two = await buildTwoApps();
    for (const one of [two.a, two.b]) one.clock.freeze(MORNING);
  });
  afterAll(() => two.close());

  const db = () => two.a.database.db;
  const get = (one: OneApp, url: string, cookie: string) =>
    one.app.inject({ url, headers: { cookie } });
  const me = async (one: OneApp, agentId: string, cookie: string) =>
    (await get(one, `/api/agents/${agentId}`, cookie)).statusCode;

  /** An agent with two browsers signed in, each known to both apps. */
  const signedInTwice = async () => {
    const agent = await createAgent(db());
    const cookies = [await sessionCookie(db(), agent.id), await sessionCookie(db(), agent.id)];
    for (const one of [two.a, two.b]) {
      for (const cookie of cookies) expect(await me(one, agent.id, cookie)).toBe(200);
    }
    return { agent, here: cookies[0] ?? '', there: cookies[1] ?? '' };
  };

  it('reads today, saved and the dashboard, swipes and records with no session statement', async () => {
    const agent = await createAgent(db());
    const cookie = await sessionCookie(db(), agent.id);
    const properties = await createProperties(db(), { zip: '00981', count: 4 });
    const ids = properties.map((p) => p.id);
    await createSavedLeads(db(), agent.id, ids.slice(0, 2), { at: MORNING });
    const [fresh] = await createSavedLeads(db(), agent.id, ids.slice(2), { status: 'new' });
    const a = two.a;
    const dashboard = await get(a, `/api/activities/dashboard/${agent.id}`, cookie);
    const [item] = dashboard.json() as ActivityDashboardItem[];
    const post = (url: string, payload: object) =>
      a.app.inject({ method: 'POST', url, payload, headers: { cookie } });

    const calls = {
      today: () => get(a, `/api/leads/today/${agent.id}`, cookie),
      saved: () => get(a, `/api/saved/${agent.id}`, cookie),
      dashboard: () => get(a, `/api/activities/dashboard/${agent.id}`, cookie),
      swipe: () => post('/api/swipe', { agentId: agent.id, leadId: fresh?.id, action: 'save' }),
      record: () =>
        post('/api/activities/record', {
          agentId: agent.id,
          leadId: item?.lead.id,
          activityId: item?.activity.id,
          contactId: 'e1',
          status: 'sent',
        }),
    };
    for (const [name, call] of Object.entries(calls)) {
      let status = 0;
      const statements = await statementsDuring(async () => {
        status = (await call()).statusCode;
      });
      expect({ name, status }).toEqual({ name, status: 200 });
      expect({ name, session: statements.filter((s) => SESSION_TEXT.test(s)) }).toEqual({
        name,
        session: [],
      });
    }
  });

  it('refuses on the other app, at the very next request, a session signed out on one', async () => {
    const { agent, here, there } = await signedInTwice();
    const out = await two.b.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: here },
    });
    expect(out.statusCode).toBe(204);
    expect(await me(two.a, agent.id, here)).toBe(401);
    expect(await me(two.b, agent.id, here)).toBe(401);
    expect(await me(two.a, agent.id, there)).toBe(200);
  });

  it('signs the other browsers out on both apps at once on a password change, not this one', async () => {
    const { agent, here, there } = await signedInTwice();
    const changed = await two.b.app.inject({
      method: 'POST',
      url: '/api/change-password',
      headers: { cookie: here },
      payload: { agentId: agent.id, currentPassword: TEST_PASSWORD, newPassword: 'Brighter2025$' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await me(two.a, agent.id, there)).toBe(401);
    expect(await me(two.b, agent.id, there)).toBe(401);
    expect(await me(two.a, agent.id, here)).toBe(200);
  });

  it('signs every browser out on both apps at once on a password reset', async () => {
    const { agent, here, there } = await signedInTwice();
    const token = randomToken();
    await db()
      .insert(passwordResetTokens)
      .values({
        tokenHash: hashToken(token),
        agentId: agent.id,
        createdAt: MORNING,
        expiresAt: new Date(MORNING.getTime() + 60 * 60 * 1000),
      });
    const reset = await two.b.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'Brighter2025$' },
    });
    expect(reset.statusCode).toBe(200);
    for (const one of [two.a, two.b]) {
      expect(await me(one, agent.id, here)).toBe(401);
      expect(await me(one, agent.id, there)).toBe(401);
    }
  });

  it('forgets the sessions of a deleted account and of a session cut short in the table', async () => {
    const gone = await signedInTwice();
    await db().delete(agents).where(eq(agents.id, gone.agent.id));
    const shortened = await signedInTwice();
    await db()
      .update(sessions)
      .set({ expiresAt: new Date('2026-11-01T00:00:00Z') })
      .where(eq(sessions.agentId, shortened.agent.id));
    // No code path of the app told the apps: the table's own trigger did, within moments.
    await expect
      .poll(() => me(two.a, gone.agent.id, gone.here), { timeout: 10_000, interval: 20 })
      .toBe(401);
    await expect
      .poll(() => me(two.a, shortened.agent.id, shortened.there), { timeout: 10_000, interval: 20 })
      .toBe(401);
  });

  it('refuses an expired session although the app knows it', async () => {
    const { agent, here } = await signedInTwice();
    const [row] = await db()
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(here.split('=')[1] ?? '')));
    if (!row) throw new Error('no session row');
    try {
      two.a.clock.freeze(new Date(row.expiresAt.getTime() + 1));
      const statements = await statementsDuring(async () => {
        expect(await me(two.a, agent.id, here)).toBe(401);
      });
      // Refused from memory: the expiry was known, the database was not asked.
      expect(statements.filter((s) => SESSION_TEXT.test(s))).toEqual([]);
    } finally {
      two.a.clock.freeze(MORNING);
    }
  });

  it('still slides a known session at most once an hour', async () => {
    const { agent, here } = await signedInTwice();
    const sessionStatements = async () =>
      (
        await statementsDuring(async () => {
          expect(await me(two.a, agent.id, here)).toBe(200);
        })
      ).filter((s) => SESSION_TEXT.test(s));
    try {
      // The session was made at the real time, for 30 days; 20 days on, it slides once.
      two.a.clock.freeze(new Date(Date.now() + 20 * 24 * 60 * 60 * 1000));
      expect(await sessionStatements()).toEqual([expect.stringMatching(/^update "sessions"/)]);
      expect(await sessionStatements()).toEqual([]);
      two.a.clock.freeze(new Date(Date.now() + (20 * 24 + 2) * 60 * 60 * 1000));
      expect(await sessionStatements()).toHaveLength(1);
      // Slid: alive 49 days after it was made, 30 days from its last use.
      two.a.clock.freeze(new Date(Date.now() + 49 * 24 * 60 * 60 * 1000));
      expect(await me(two.a, agent.id, here)).toBe(200);
    } finally {
      two.a.clock.freeze(MORNING);
    }
  });

  it('reads sessions from the database while its LISTEN connection is lost, and listens again', async () => {
    const { agent, here, there } = await signedInTwice();
    const sessionStatements = async () =>
      (
        await statementsDuring(async () => {
          expect(await me(two.a, agent.id, here)).toBe(200);
        })
      ).filter((s) => SESSION_TEXT.test(s)).length;
    expect(await sessionStatements()).toBe(0);
    await two.a.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = 'porchlight session ends'`,
    );
    // Lost: the cache is dropped, so the next read asks the database again.
    await expect.poll(sessionStatements, { timeout: 10_000, interval: 20 }).toBe(1);
    // Back: known again from memory, and a sign-out elsewhere still reaches it.
    await expect.poll(sessionStatements, { timeout: 10_000, interval: 50 }).toBe(0);
    await two.b.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: here } });
    expect(await me(two.a, agent.id, here)).toBe(401);
    expect(await me(two.a, agent.id, there)).toBe(200);
  });
});

describe('the session cache alone', () => {
  const session = { agentId: 'a1', expiresAt: new Date('2026-12-01T00:00:00Z') };

  it('does not keep a session read before an end it heard meanwhile', () => {
    const cache = new SessionCache();
    cache.listening = true;
    const read = cache.readStarted();
    cache.ended(['h1']);
    cache.remember('h1', session, read);
    expect(cache.known('h1')).toBeUndefined();
    cache.remember('h1', session, cache.readStarted());
    expect(cache.known('h1')).toEqual(session);
  });

  it('keeps nothing while it is not listening, and forgets everything when it stops', () => {
    const cache = new SessionCache();
    cache.remember('h1', session, cache.readStarted());
    expect(cache.known('h1')).toBeUndefined();
    cache.listening = true;
    cache.remember('h1', session, cache.readStarted());
    expect(cache.known('h1')).toEqual(session);
    cache.stopListening();
    cache.listening = true;
    expect(cache.known('h1')).toBeUndefined();
  });

  it('holds at most its limit, dropping the longest unused first', () => {
    const cache = new SessionCache(2);
    cache.listening = true;
    for (const hash of ['h1', 'h2']) cache.remember(hash, session, cache.readStarted());
    cache.known('h1');
    cache.remember('h3', session, cache.readStarted());
    expect(['h1', 'h2', 'h3'].map((h) => cache.known(h) !== undefined)).toEqual([
      true,
      false,
      true,
    ]);
  });
});
