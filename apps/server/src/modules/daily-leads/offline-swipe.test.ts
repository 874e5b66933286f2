import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { ACTED_2350, offlineAgent, queued, SYNCED_AT } from '../../../test/offline-agent';
import { leads, swipes } from '../../db/schema';

// Swipes and undos the phone queued offline and sends later (docs/offline.md "Offline work").
describe('queued swipes and undos', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  beforeEach(() => t.clock.freeze(SYNCED_AT));
  afterAll(() => t.close());

  const swipesOf = (leadId: string) =>
    t.database.db.select().from(swipes).where(eq(swipes.leadId, leadId));
  const leadRow = async (leadId: string) =>
    (await t.database.db.select().from(leads).where(eq(leads.id, leadId)))[0];
  const summaryAt = async (agent: Awaited<ReturnType<typeof offlineAgent>>, at: string) => {
    t.clock.freeze(new Date(at));
    const summary = (await agent.get(`/api/activities/summary/${agent.id}`)).json();
    t.clock.freeze(SYNCED_AT);
    return summary;
  };

  it('counts a swipe made at 23:50 ET and sent at 00:10 for the day it was made', async () => {
    const agent = await offlineAgent(t, 2);
    const lead = agent.leadId(0);
    const res = await agent.swipe(lead, 'save', queued(ACTED_2350));
    expect(res.statusCode).toBe(200);
    expect(res.json().lead).toMatchObject({ id: lead, status: 'saved' });
    const [row] = await swipesOf(lead);
    expect(row?.createdAt).toEqual(new Date('2026-11-03T04:50:00Z'));
    // The follow-up starts the day it was saved: day 1 was Monday.
    expect((await leadRow(lead))?.sequenceStartedAt).toEqual(new Date('2026-11-03T04:50:00Z'));
    expect(await summaryAt(agent, '2026-11-03T04:59:00Z')).toMatchObject({ leadsSaved: 1 });
    expect(await summaryAt(agent, '2026-11-03T05:10:00Z')).toMatchObject({ leadsSaved: 0 });
  });

  it("does not apply a queued swipe older than the lead's swipe on another device", async () => {
    const agent = await offlineAgent(t, 1);
    const lead = agent.leadId(0);
    expect((await agent.swipe(lead, 'dismiss')).statusCode).toBe(200);
    const res = await agent.swipe(lead, 'save', queued(ACTED_2350));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'SWIPED_ELSEWHERE' });
    expect(res.json().message).toMatch(/another device/);
    expect((await leadRow(lead))?.status).toBe('dismissed');
    expect(await swipesOf(lead)).toHaveLength(1);
  });

  it('applies a queued swipe newer than the last one elsewhere', async () => {
    const agent = await offlineAgent(t, 1);
    const lead = agent.leadId(0);
    t.clock.freeze(new Date('2026-11-03T04:00:00Z'));
    await agent.swipe(lead, 'dismiss');
    t.clock.freeze(SYNCED_AT);
    const res = await agent.swipe(lead, 'save', queued(ACTED_2350));
    expect(res.statusCode).toBe(200);
    expect((await leadRow(lead))?.status).toBe('saved');
  });

  it('undoes in the batch of the day the undo was made, at the time it was made', async () => {
    const agent = await offlineAgent(t, 2);
    const lead = agent.leadId(1);
    await agent.swipe(lead, 'dismiss', queued('2026-11-02T23:49:00-05:00'));
    const res = await agent.undo(queued(ACTED_2350));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: lead, status: 'new' });
    const [row] = await swipesOf(lead);
    expect(row?.undoneAt).toEqual(new Date('2026-11-03T04:50:00Z'));
  });

  it('does not apply a queued undo when the batch was swiped again elsewhere after it', async () => {
    const agent = await offlineAgent(t, 2);
    await agent.swipe(agent.leadId(0), 'save', queued('2026-11-02T23:40:00-05:00'));
    await agent.swipe(agent.leadId(1), 'dismiss');
    const res = await agent.undo(queued('2026-11-02T23:45:00-05:00'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'SWIPED_ELSEWHERE' });
    expect((await leadRow(agent.leadId(1)))?.status).toBe('dismissed');
    expect((await leadRow(agent.leadId(0)))?.status).toBe('saved');
  });

  it('refuses a time acted more than 24 hours ago or ahead of the clock, naming actedAt', async () => {
    const agent = await offlineAgent(t, 1);
    const lead = agent.leadId(0);
    for (const actedAt of ['2026-11-02T05:09:00Z', '2026-11-03T05:16:00Z']) {
      const res = await agent.swipe(lead, 'save', queued(actedAt));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'actedAt' });
    }
    expect(await swipesOf(lead)).toHaveLength(0);
  });

  it("counts a time before the lead's delivery as its delivery", async () => {
    const agent = await offlineAgent(t, 1);
    const lead = agent.leadId(0);
    await agent.swipe(lead, 'save', queued('2026-11-02T09:00:00-05:00'));
    const [row] = await swipesOf(lead);
    expect(row?.createdAt).toEqual(new Date('2026-11-02T15:00:00Z'));
  });
});
