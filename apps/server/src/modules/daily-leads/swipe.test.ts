import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createAgent, createProperties, sessionCookie, setCriteria } from '../../../test/factories';
import { leads, swipes } from '../../db/schema';

describe('swipes and undo', () => {
  let t: TestApp;
  let agent: { id: string; cookie: string };
  let batch: { id: string }[];
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(new Date('2026-11-06T15:00:00Z'));
    await createProperties(t.database.db, { zip: '00900', count: 5 });
    const row = await createAgent(t.database.db);
    await setCriteria(t.database.db, row.id, { targetAreas: ['00900'] });
    agent = { id: row.id, cookie: await sessionCookie(t.database.db, row.id) };
    await post(`/api/leads/fresh/${agent.id}`, {});
    batch = (await get(`/api/leads/today/${agent.id}`)).json();
  });
  afterAll(() => t.close());

  function post(url: string, payload: object) {
    return t.app.inject({ method: 'POST', url, payload, headers: { cookie: agent.cookie } });
  }
  function get(url: string) {
    return t.app.inject({ url, headers: { cookie: agent.cookie } });
  }
  const swipe = (leadId: string, action: 'save' | 'dismiss') =>
    post('/api/swipe', { agentId: agent.id, leadId, action });
  const undo = () => post('/api/swipe/undo', { agentId: agent.id });
  const sequenceStartedAt = async (leadId = '') =>
    (
      await t.database.db
        .select({ at: leads.sequenceStartedAt })
        .from(leads)
        .where(eq(leads.id, leadId))
    )[0]?.at;
  const ids = async (list: 'saved' | 'dismissed') =>
    (await get(`/api/${list}/${agent.id}`)).json().map((l: { id: string }) => l.id);

  it('saves and dismisses, starting the follow-up on a save', async () => {
    const [a, b] = batch;
    const saved = await swipe(a?.id ?? '', 'save');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().lead).toMatchObject({
      id: a?.id,
      status: 'saved',
      swipeActionId: saved.json().swipeActionId,
    });
    expect(await sequenceStartedAt(a?.id)).toEqual(new Date('2026-11-06T15:00:00.000Z'));
    await swipe(b?.id ?? '', 'dismiss');
    expect(await ids('saved')).toEqual([a?.id]);
    expect(await ids('dismissed')).toEqual([b?.id]);
  });

  it("undoes the latest swipe of today's batch, keeping the history", async () => {
    const [a, b] = batch;
    const undone = await undo();
    expect(undone.json()).toMatchObject({ id: b?.id, status: 'new', swipeActionId: null });
    expect(await ids('dismissed')).toEqual([]);
    const again = await undo();
    expect(again.json()).toMatchObject({ id: a?.id, status: 'new' });
    // Its only save is undone: the follow-up it started never ran.
    expect(await sequenceStartedAt(a?.id)).toBeNull();
    const nothing = await undo();
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error).toBe('NOTHING_TO_UNDO');
    const history = await t.database.db.select().from(swipes).where(eq(swipes.agentId, agent.id));
    expect(history).toHaveLength(2);
    expect(history.every((s) => s.undoneAt !== null)).toBe(true);
  });

  it('moves a lead from saved to dismissed and back', async () => {
    const lead = batch[2]?.id ?? '';
    await swipe(lead, 'save');
    await swipe(lead, 'dismiss');
    expect(await ids('dismissed')).toContain(lead);
    expect(await ids('saved')).not.toContain(lead);
    const back = await swipe(lead, 'save');
    expect(back.json().lead).toMatchObject({ status: 'saved' });
    expect(await ids('saved')).toContain(lead);
  });

  it("answers 404 for another agent's lead, and 400 for a bad action", async () => {
    const other = await createAgent(t.database.db);
    const otherCookie = await sessionCookie(t.database.db, other.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/swipe',
      headers: { cookie: otherCookie },
      payload: { agentId: other.id, leadId: batch[3]?.id, action: 'save' },
    });
    expect(res.statusCode).toBe(404);
    const bad = await swipe(batch[3]?.id ?? '', 'love' as 'save');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('action');
  });

  it("undoes a lead's swipes back through its kept history, past the swipes undone before", async () => {
    const lead = batch[3]?.id ?? '';
    const status = async () => (await undo()).json().status;
    await swipe(lead, 'save');
    await swipe(lead, 'dismiss');
    expect(await status()).toBe('saved');
    await swipe(lead, 'dismiss');
    await swipe(lead, 'save');
    expect(await status()).toBe('dismissed');
    // The dismiss undone first lies between: the lead goes back to its first save.
    expect(await status()).toBe('saved');
    expect(await sequenceStartedAt(lead)).not.toBeNull();
    expect(await status()).toBe('new');
    expect(await sequenceStartedAt(lead)).toBeNull();
    // Then the agent's swipe before those: the last of the lead moved back and forth above.
    expect((await undo()).json()).toMatchObject({ id: batch[2]?.id, status: 'dismissed' });
  });

  it('refuses to undo a save whose follow-up has reached the owner', async () => {
    const lead = batch[4]?.id ?? '';
    await swipe(lead, 'save');
    const items = (await get(`/api/activities/dashboard/${agent.id}`)).json();
    const item = items.find((i: { lead: { id: string } }) => i.lead.id === lead);
    const sent = await post('/api/activities/record', {
      agentId: agent.id,
      leadId: lead,
      activityId: item.activity.id,
      contactId: 'e1',
      status: 'sent',
    });
    expect(sent.statusCode).toBe(200);
    const refused = await undo();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('FOLLOW_UP_STARTED');
    expect(await ids('saved')).toContain(lead);
  });
});
