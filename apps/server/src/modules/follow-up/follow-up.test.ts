import type { ActivityDashboardItem } from '@porchlight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  createAgent,
  createProperties,
  createSavedLeads,
  sessionCookie,
} from '../../../test/factories';
import { firstFollowUp } from '../../../test/first-follow-up';
import { agentWithSavedLeads } from '../../../test/saved-lead-agent';
import { savedLeadsApp } from '../../../test/saved-leads-app';

const phones = [
  { id: 'p1', number: '3055550101', dnc: false, source: 'sample', personName: 'Pat Owner' },
  { id: 'p2', number: '3055550102', dnc: true, source: 'sample', personName: 'Pat Owner' },
];
const emails = [
  { id: 'e1', email: 'pat@example.net', source: 'sample', personName: 'Pat Owner' },
  { id: 'e2', email: 'owner@example.org', source: 'sample', personName: 'Pat Owner' },
];

describe('the follow-up sequence, walked with the clock', () => {
  let t: TestApp;
  let agent: { id: string; cookie: string };
  let leadId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    // Friday 30 Oct 2026, 14:00 EDT. Daylight saving time ends on Sunday 1 Nov.
    t.clock.freeze(new Date('2026-10-30T18:00:00Z'));
    const row = await createAgent(t.database.db);
    agent = { id: row.id, cookie: await sessionCookie(t.database.db, row.id) };
    const [property] = await createProperties(t.database.db, {
      zip: '00930',
      count: 1,
      // The owner gets mail in New York (00930 itself is a real ZIP, in Puerto Rico).
      overrides: { phones, emails, state: 'NY', mailingZip: '10001', owner1: 'Pat Owner' },
    });
    const [lead] = await createSavedLeads(t.database.db, agent.id, [property?.id ?? 0], {
      at: t.clock.now(),
    });
    leadId = lead?.id ?? '';
  });
  afterAll(() => t.close());

  const at = (iso: string) => t.clock.freeze(new Date(iso));
  const headers = () => ({ cookie: agent.cookie });
  const dashboard = async (): Promise<ActivityDashboardItem[]> =>
    (
      await t.app.inject({ url: `/api/activities/dashboard/${agent.id}`, headers: headers() })
    ).json();
  const item = async () => {
    const found = (await dashboard()).find((i) => i.lead.id === leadId);
    if (!found) throw new Error('the lead is not on the dashboard');
    return found;
  };
  const record = async (contactId: string, status: 'sent' | 'passed') => {
    const { activity } = await item();
    return t.app.inject({
      method: 'POST',
      url: '/api/activities/record',
      headers: headers(),
      payload: { agentId: agent.id, leadId, activityId: activity.id, contactId, status },
    });
  };

  it('day 1 (Friday) is an email day; the last pending contact completes it', async () => {
    const day1 = await item();
    expect(day1).toMatchObject({ dayNumber: 1, activityType: 'email', dayStatus: 'normal' });
    expect(day1.contacts.map((c) => [c.id, c.status])).toEqual([
      ['e1', 'pending'],
      ['e2', 'pending'],
    ]);
    expect((await record('p1', 'sent')).json().error).toBe('CONTACT_NOT_FOUND');
    expect((await record('custom-email', 'sent')).json().error).toBe('CONTACT_NOT_FOUND');
    expect((await record('e1', 'sent')).json()).toEqual({ dayCompleted: false });
    expect((await record('e2', 'passed')).json()).toEqual({ dayCompleted: true });
    const done = await item();
    expect(done).toMatchObject({
      dayNumber: 1,
      dayStatus: 'doneAwaitingRollover',
      isComplete: true,
      nextDayAt: '2026-10-31T04:00:00.000Z',
    });
    // Passing here is the same act as in the lead detail: e2 is gone everywhere.
    const lead = await t.app.inject({ url: `/api/leads/${leadId}`, headers: headers() });
    expect(lead.json().passedContacts).toEqual(['e2']);
    expect((await record('e1', 'sent')).json().error).toBe('DAY_COMPLETE');
  });

  it('day 2 (Saturday) texts: DNC refused, quiet hours refused, then sent', async () => {
    at('2026-10-31T14:00:00Z'); // Saturday 10:00 EDT
    expect(await item()).toMatchObject({ dayNumber: 2, activityType: 'text', dayStatus: 'normal' });
    const dnc = await record('p2', 'sent');
    expect(dnc.statusCode).toBe(409);
    expect(dnc.json().error).toBe('CONTACT_DNC');
    at('2026-11-01T02:30:00Z'); // Saturday 22:30 EDT
    const late = await record('p1', 'sent');
    expect(late.json()).toMatchObject({
      error: 'QUIET_HOURS',
      // The next 8:00 is Sunday's, after the clocks went back.
      message: 'Texts to this owner can be sent from 8:00 AM EST.',
    });
    at('2026-10-31T20:00:00Z');
    // p2 is DNC, so p1 is the last contact that can be recorded.
    expect((await record('p1', 'sent')).json()).toEqual({ dayCompleted: true });
  });

  it('day 3 opens at midnight across the change back to standard time', async () => {
    at('2026-11-01T03:59:00Z'); // Saturday 23:59 EDT
    expect((await item()).dayStatus).toBe('doneAwaitingRollover');
    at('2026-11-01T17:00:00Z'); // Sunday 12:00 EST
    const day3 = await item();
    expect(day3).toMatchObject({ dayNumber: 3, activityType: 'email' });
    expect(day3.contacts.map((c) => c.id)).toEqual(['e1']);
    expect((await record('e1', 'sent')).json()).toEqual({ dayCompleted: true });
  });

  it('an untouched day does not advance', async () => {
    at('2026-11-05T15:00:00Z'); // Thursday: Monday to Wednesday untouched
    expect(await item()).toMatchObject({ dayNumber: 4, dayStatus: 'normal' });
  });

  it('days 4 to 6, then Sequence Complete for the rest of that day only', async () => {
    expect((await record('p1', 'sent')).json().dayCompleted).toBe(true);
    at('2026-11-06T15:00:00Z');
    expect((await record('e1', 'sent')).json().dayCompleted).toBe(true);
    at('2026-11-07T15:00:00Z');
    expect((await record('p1', 'sent')).json().dayCompleted).toBe(true);
    expect(await item()).toMatchObject({ dayNumber: 6, dayStatus: 'sequenceComplete' });
    const stats = await t.app.inject({
      url: `/api/activities/stats?agentId=${agent.id}`,
      headers: headers(),
    });
    expect(stats.json()).toEqual({
      totalLeadsInSequence: 1,
      leadsInProgress: 0,
      totalContactsSent: 6,
      totalContactsPassed: 1,
      leadsCompleted: 1,
    });
    at('2026-11-08T15:00:00Z');
    expect(await dashboard()).toEqual([]);
  });
});

describe('follow-up: dismissing, moving, skipping, and the summary', () => {
  let t: TestApp;
  let agent: { id: string; cookie: string };
  let leadIds: string[];
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(new Date('2026-11-10T15:00:00Z'));
    const the = await agentWithSavedLeads(t, { zip: '00931', count: 2, overrides: { emails: [] } });
    agent = the.agent;
    leadIds = the.saved.map((l) => l.id);
  });
  afterAll(() => t.close());

  const headers = () => ({ cookie: agent.cookie });
  const post = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: headers(),
      payload: { agentId: agent.id, ...payload },
    });
  const dashboard = async (): Promise<ActivityDashboardItem[]> =>
    (
      await t.app.inject({ url: `/api/activities/dashboard/${agent.id}`, headers: headers() })
    ).json();

  it('a day with nothing recordable completes by Skip Day; a day with contacts cannot be skipped', async () => {
    const first = (await dashboard()).find((i) => i.lead.id === leadIds[0]);
    expect(first?.contacts).toEqual([]);
    const skip = await post('/api/activities/complete-day', {
      leadId: first?.lead.id,
      activityId: first?.activity.id,
    });
    expect(skip.json()).toEqual({ dayCompleted: true });
    t.clock.freeze(new Date('2026-11-11T15:00:00Z'));
    const day2 = (await dashboard()).find((i) => i.lead.id === first?.lead.id);
    expect(day2?.dayNumber).toBe(2);
    const refused = await post('/api/activities/complete-day', {
      leadId: day2?.lead.id,
      activityId: day2?.activity.id,
    });
    expect(refused.statusCode).toBe(409);
  });

  it('moving to dismissed stops the follow-up, moving back resumes it at the same day', async () => {
    const leadId = leadIds[0] ?? '';
    await post('/api/swipe', { leadId, action: 'dismiss' });
    expect((await dashboard()).map((i) => i.lead.id)).not.toContain(leadId);
    await post('/api/swipe', { leadId, action: 'save' });
    expect((await dashboard()).find((i) => i.lead.id === leadId)?.dayNumber).toBe(2);
  });

  it('dismiss-property takes a lead out of the follow-up; it stays saved', async () => {
    const leadId = leadIds[1] ?? '';
    expect((await post('/api/activities/dismiss-property', { leadId })).json()).toEqual({
      leadId,
      followUpDismissed: true,
    });
    expect((await dashboard()).map((i) => i.lead.id)).not.toContain(leadId);
    const saved = await t.app.inject({ url: `/api/saved/${agent.id}`, headers: headers() });
    expect(saved.json().map((l: { id: string }) => l.id)).toContain(leadId);
    expect((await post('/api/activities/dismiss-property', { leadId })).statusCode).toBe(404);
  });

  it("summarises today's activity from the rows", async () => {
    const res = await t.app.inject({
      url: `/api/activities/summary/${agent.id}`,
      headers: headers(),
    });
    // The lead moved to Dismissed and back to Saved counts once, by its latest decision.
    expect(res.json()).toEqual({
      leadsReceived: 0,
      leadsSaved: 1,
      leadsPassed: 0,
      emailsSent: 0,
      textsSent: 0,
      postcardsSent: 0,
      leadsEnhanced: 0,
    });
  });
});

describe("follow-up: quiet hours in the owner's zone", () => {
  // The property has no state the server knows; the owner gets mail in California.
  const app = savedLeadsApp('2026-11-10T20:00:00Z', {
    zip: '00932',
    count: 1,
    overrides: { emails: [], mailingState: 'CA' },
  });

  const { item, sendText } = firstFollowUp(app);

  it('refuses a text before 8:00 there, records nothing, and takes it from 8:00', async () => {
    const day1 = await item();
    await app.the.call('POST', '/api/activities/complete-day', {
      agentId: app.the.agent.id,
      leadId: app.the.leadId(0),
      activityId: day1.activity.id,
    });
    app.t.clock.freeze(new Date('2026-11-11T15:59:00Z')); // 7:59 in Los Angeles, 10:59 in New York
    expect((await item()).ownerTimeZone).toBe('America/Los_Angeles');
    const early = await sendText();
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      error: 'QUIET_HOURS',
      message: 'Texts to this owner can be sent from 8:00 AM PST.',
      opensAt: '2026-11-11T16:00:00.000Z',
    });
    expect((await item()).contacts).toMatchObject([{ id: 'p1', status: 'pending' }]);
    app.t.clock.freeze(new Date('2026-11-12T05:00:00Z')); // 21:00 there: closed again
    expect((await sendText()).json()).toMatchObject({
      error: 'QUIET_HOURS',
      opensAt: '2026-11-12T16:00:00.000Z',
    });
    app.t.clock.freeze(new Date('2026-11-11T16:00:00Z'));
    expect((await sendText()).json()).toEqual({ dayCompleted: true });
  });
});
