import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { ACTED_2350, offlineAgent, queued, SYNCED_AT } from '../../test/offline-agent';
import { statementsDuring } from '../../test/sql-log';
import { idempotentAnswers, swipes } from '../db/schema';

// A queued act is applied once, however often the phone sends it (docs/offline.md "Offline work").
describe('a queued act applied exactly once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(SYNCED_AT);
  });
  afterAll(() => t.close());

  const swipesOf = (leadId: string) =>
    t.database.db.select().from(swipes).where(eq(swipes.leadId, leadId));

  it('answers a retry with the first answer and swipes once', async () => {
    const agent = await offlineAgent(t, 1);
    const lead = agent.leadId(0);
    const act = queued(ACTED_2350);
    const first = await agent.swipe(lead, 'save', act);
    expect(first.statusCode).toBe(200);
    // Meanwhile the lead moved on: the retry still answers what the act did.
    t.clock.freeze(new Date(SYNCED_AT.getTime() + 60_000));
    await agent.swipe(lead, 'dismiss');
    const retry = await agent.swipe(lead, 'save', act);
    t.clock.freeze(SYNCED_AT);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await swipesOf(lead)).toHaveLength(2);
  });

  it('keeps both the time the phone claims and the time the act arrived', async () => {
    const agent = await offlineAgent(t, 1);
    const act = queued(ACTED_2350);
    expect((await agent.swipe(agent.leadId(0), 'save', act)).statusCode).toBe(200);
    const [kept] = await t.database.db
      .select({ createdAt: idempotentAnswers.createdAt, actedAt: idempotentAnswers.actedAt })
      .from(idempotentAnswers)
      .where(eq(idempotentAnswers.key, act.clientActionId));
    expect(kept).toEqual({ createdAt: SYNCED_AT, actedAt: new Date(ACTED_2350) });
  });

  it('swipes once when the same act arrives six times at the same moment', async () => {
    const agent = await offlineAgent(t, 1);
    const lead = agent.leadId(0);
    const act = queued(ACTED_2350);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => agent.swipe(lead, 'save', act)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const first = answers[0]?.json();
    for (const answer of answers) expect(answer.json()).toEqual(first);
    expect(await swipesOf(lead)).toHaveLength(1);
    const kept = await t.database.db
      .select()
      .from(idempotentAnswers)
      .where(eq(idempotentAnswers.agentId, agent.id));
    expect(kept).toHaveLength(1);
  });

  it('refuses the same id for another act, naming clientActionId, and changes nothing', async () => {
    const agent = await offlineAgent(t, 2);
    const act = queued(ACTED_2350);
    await agent.swipe(agent.leadId(0), 'save', act);
    const other = await agent.swipe(agent.leadId(1), 'save', act);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      error: 'IDEMPOTENCY_KEY_REUSED',
      field: 'clientActionId',
    });
    expect(await swipesOf(agent.leadId(1))).toHaveLength(0);
    const undo = await agent.undo({ clientActionId: act.clientActionId });
    expect(undo.json()).toMatchObject({ error: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('keeps nothing for a refusal: a retry is decided again', async () => {
    const agent = await offlineAgent(t, 1);
    const act = { clientActionId: randomUUID(), actedAt: ACTED_2350 };
    expect((await agent.undo(act)).json()).toMatchObject({ error: 'NOTHING_TO_UNDO' });
    await agent.swipe(agent.leadId(0), 'dismiss', queued('2026-11-02T23:40:00-05:00'));
    expect((await agent.undo(act)).statusCode).toBe(200);
  });

  it('sends a swipe made online as one statement, as before', async () => {
    const agent = await offlineAgent(t, 2);
    const online = await statementsDuring(() => agent.swipe(agent.leadId(0), 'save'));
    expect(online.filter((sql) => !/session/i.test(sql))).toHaveLength(1);
    const offline = await statementsDuring(() =>
      agent.swipe(agent.leadId(1), 'save', queued(ACTED_2350)),
    );
    // begin, the id's lock, its kept answer, the lead locked, the swipe, the answer kept, commit.
    expect(offline.filter((sql) => !/session/i.test(sql))).toHaveLength(7);
  });
});
