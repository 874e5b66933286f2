import type { ActivityDashboardItem } from '@porchlight/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { ACTED_2350, offlineAgent, queued, SYNCED_AT } from '../../../test/offline-agent';
import { followUpContacts } from '../../db/schema';

type Agent = Awaited<ReturnType<typeof offlineAgent>>;

// Follow-up records the phone queued offline (docs/offline.md "Offline work"). The leads were
// saved on Monday 2 Nov, 10:00 ET: Monday is day 1, an email day, with one email (e1).
describe('queued follow-up records', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  beforeEach(() => t.clock.freeze(SYNCED_AT));
  afterAll(() => t.close());

  const dayOf = async (agent: Agent, leadId: string) => {
    const items: ActivityDashboardItem[] = (
      await agent.get(`/api/activities/dashboard/${agent.id}`)
    ).json();
    const item = items.find((i) => i.lead.id === leadId);
    if (!item) throw new Error('the lead is not in the follow-up');
    return item;
  };
  const record = (agent: Agent, n: number, activityId: string, offline: object) =>
    agent.call('POST', '/api/activities/record', {
      agentId: agent.id,
      leadId: agent.leadId(n),
      activityId,
      contactId: 'e1',
      status: 'sent',
      ...offline,
    });
  const recordsOf = (leadId: string) =>
    t.database.db.select().from(followUpContacts).where(eq(followUpContacts.leadId, leadId));
  const emailsSentAt = async (agent: Agent, at: string) => {
    t.clock.freeze(new Date(at));
    const summary = (await agent.get(`/api/activities/summary/${agent.id}`)).json();
    t.clock.freeze(SYNCED_AT);
    return summary.emailsSent;
  };

  it('counts an email recorded at 23:50 ET and sent at 00:10 for the day it was made', async () => {
    const agent = await offlineAgent(t, 1, 'saved');
    const day1 = await dayOf(agent, agent.leadId(0));
    expect(day1).toMatchObject({ dayNumber: 1, dayStatus: 'normal' });
    const res = await record(agent, 0, day1.activity.id, queued(ACTED_2350));
    expect(res.json()).toEqual({ dayCompleted: true });
    const [row] = await recordsOf(agent.leadId(0));
    expect(row?.recordedAt).toEqual(new Date('2026-11-03T04:50:00Z'));
    expect(await emailsSentAt(agent, '2026-11-03T04:59:00Z')).toBe(1);
    expect(await emailsSentAt(agent, '2026-11-03T05:10:00Z')).toBe(0);
    // Day 1 was done on Monday: at 00:10 on Tuesday, day 2 is open.
    expect(await dayOf(agent, agent.leadId(0))).toMatchObject({
      dayNumber: 2,
      dayStatus: 'normal',
    });
  });

  it('records once when the same record arrives six times at the same moment', async () => {
    const agent = await offlineAgent(t, 1, 'saved');
    const day1 = await dayOf(agent, agent.leadId(0));
    const act = queued(ACTED_2350);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => record(agent, 0, day1.activity.id, act)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(answers.map((a) => a.json())).toEqual(Array(6).fill({ dayCompleted: true }));
    expect(await recordsOf(agent.leadId(0))).toHaveLength(1);
  });

  it('refuses a queued Skip Day on a day completed meanwhile (DAY_COMPLETE)', async () => {
    const agent = await offlineAgent(t, 1, 'saved');
    const day1 = await dayOf(agent, agent.leadId(0));
    expect((await record(agent, 0, day1.activity.id, {})).json()).toEqual({ dayCompleted: true });
    const skip = await agent.call('POST', '/api/activities/complete-day', {
      agentId: agent.id,
      leadId: agent.leadId(0),
      activityId: day1.activity.id,
      ...queued(ACTED_2350),
    });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error).toBe('DAY_COMPLETE');
  });

  it("keeps an email sent before the owner's opt-out was logged; refuses one sent after", async () => {
    const agent = await offlineAgent(t, 2, 'saved');
    const days = [await dayOf(agent, agent.leadId(0)), await dayOf(agent, agent.leadId(1))];
    // 00:05 ET: the owner asks to stop (both leads have the same email).
    t.clock.freeze(new Date('2026-11-03T05:05:00Z'));
    const optOut = await agent.call('POST', '/api/opt-outs', {
      agentId: agent.id,
      leadId: agent.leadId(0),
      contactId: 'e1',
    });
    expect(optOut.statusCode).toBeLessThan(300);
    t.clock.freeze(SYNCED_AT);
    const before = await record(agent, 0, days[0]?.activity.id ?? '', queued(ACTED_2350));
    expect(before.json()).toEqual({ dayCompleted: true });
    expect((await recordsOf(agent.leadId(0)))[0]?.status).toBe('sent');
    const after = await record(
      agent,
      1,
      days[1]?.activity.id ?? '',
      queued('2026-11-03T00:07:00-05:00'),
    );
    expect(after.statusCode).toBe(409);
    expect(after.json().error).toBe('CONTACT_DNC');
    expect(await recordsOf(agent.leadId(1))).toHaveLength(0);
  });

  it('answers NOT_FOUND for a lead removed meanwhile', async () => {
    const agent = await offlineAgent(t, 1, 'saved');
    const day1 = await dayOf(agent, agent.leadId(0));
    const unsave = await t.app.inject({
      method: 'DELETE',
      url: `/api/leads/${agent.leadId(0)}/unsave`,
      payload: { agentId: agent.id },
      headers: { cookie: agent.cookie },
    });
    expect(unsave.statusCode).toBeLessThan(300);
    const res = await record(agent, 0, day1.activity.id, queued(ACTED_2350));
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('NOT_FOUND');
  });
});
