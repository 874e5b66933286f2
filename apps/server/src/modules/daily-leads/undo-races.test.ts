import type { LeadCard } from '@porchlight/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createAgent, createProperties, sessionCookie, setCriteria } from '../../../test/factories';
import { leads, swipes } from '../../db/schema';
import { undoLastSwipe } from './swipe.service';

// Undo reads the batch's current swipes, then locks the lead of the newest: two undos at once (one
// process runs an agent's undos in turn; two processes need not) both read the same one. The second
// must undo the swipe before it, which may be of the same lead.
describe('two undos at the same moment', () => {
  let t: TestApp;
  let agent: { id: string; cookie: string };
  let a = '';
  let b = '';
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(new Date('2026-11-06T15:00:00Z'));
    await createProperties(t.database.db, { zip: '00901', count: 5 });
    const row = await createAgent(t.database.db);
    await setCriteria(t.database.db, row.id, { targetAreas: ['00901'] });
    agent = { id: row.id, cookie: await sessionCookie(t.database.db, row.id) };
    await call(`/api/leads/fresh/${agent.id}`, {});
    const batch = (
      await t.app.inject({
        url: `/api/leads/today/${agent.id}`,
        headers: { cookie: agent.cookie },
      })
    ).json() as { id: string }[];
    a = batch[0]?.id ?? '';
    b = batch[1]?.id ?? '';
  });
  afterAll(() => t.close());

  function call(url: string, payload: object) {
    return t.app.inject({ method: 'POST', url, payload, headers: { cookie: agent.cookie } });
  }
  const swipe = (leadId: string, action: 'save' | 'dismiss') =>
    call('/api/swipe', { agentId: agent.id, leadId, action });
  /** The undo as each of two processes runs it. */
  const undo = async () => {
    const now = t.clock.now();
    return JSON.parse(await undoLastSwipe({ pool: t.database.pool, agentId: agent.id, now }));
  };

  /** Resolves once `count` other backends wait for a row lock. */
  async function waitingForLocks(count: number) {
    for (;;) {
      const { rows } = await t.database.pool.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'`,
      );
      if ((rows[0]?.n ?? 0) >= count) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it("undoes the newest swipe and then the one before it, though that is the same lead's", async () => {
    // Oldest first: B dismissed, A saved, A dismissed.
    for (const [lead, action] of [
      [b, 'dismiss'],
      [a, 'save'],
      [a, 'dismiss'],
    ] as const) {
      expect((await swipe(lead, action)).statusCode).toBe(200);
    }
    // A swipe of A in progress holds its lead: both undos read A's dismiss as the newest, then wait.
    const holder = await t.database.pool.connect();
    let answers: LeadCard[];
    try {
      await holder.query('begin');
      await holder.query('select id from leads where id = $1 for update', [a]);
      const both = Promise.all([undo(), undo()]);
      await waitingForLocks(2);
      await holder.query('commit');
      answers = await both;
    } finally {
      holder.release();
    }

    // The first undo puts A back to saved, the second undoes that save: A is new, B untouched.
    expect(answers.map((lead) => [lead.id === a, lead.status]).sort()).toEqual([
      [true, 'new'],
      [true, 'saved'],
    ]);
    const states = await t.database.db
      .select({ id: leads.id, status: leads.status })
      .from(leads)
      .where(eq(leads.agentId, agent.id));
    expect(states.find((l) => l.id === a)?.status).toBe('new');
    expect(states.find((l) => l.id === b)?.status).toBe('dismissed');
    const history = await t.database.db
      .select({ leadId: swipes.leadId, action: swipes.action, undoneAt: swipes.undoneAt })
      .from(swipes)
      .where(eq(swipes.agentId, agent.id))
      .orderBy(swipes.seq);
    expect(history.map((s) => [s.leadId === a ? 'A' : 'B', s.action, s.undoneAt !== null])).toEqual(
      [
        ['B', 'dismiss', false],
        ['A', 'save', true],
        ['A', 'dismiss', true],
      ],
    );
  });
  it('undoes three swipes for three parallel undos through the API, whichever arrives first', async () => {
    // A is new and B dismissed (above). Then: A saved, B saved, A dismissed.
    for (const [lead, action] of [
      [a, 'save'],
      [b, 'save'],
      [a, 'dismiss'],
    ] as const) {
      expect((await swipe(lead, action)).statusCode).toBe(200);
    }
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('/api/swipe/undo', { agentId: agent.id })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    // In the order they ran (A's dismiss, B's save, A's save): A saved, B dismissed, A new.
    const outcomes = answers.map((r) => `${r.json().id === a ? 'A' : 'B'} ${r.json().status}`);
    expect(outcomes.sort()).toEqual(['A new', 'A saved', 'B dismissed']);
  });
});
