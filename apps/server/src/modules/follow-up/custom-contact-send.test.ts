import type { ActivityDashboardItem } from '@porchlight/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { savedLeadsApp } from '../../../test/saved-leads-app';
import { leads } from '../../db/schema';

/**
 * A send to the agent's own custom contact is never recorded, but it is checked by the server
 * before the phone opens anything: quiet hours, and an owner who asked to stop typed in again.
 */
describe("follow-up: a send to the agent's own contact", () => {
  const app = savedLeadsApp('2026-11-10T20:00:00Z', {
    zip: '00933',
    count: 1,
    overrides: {
      emails: [],
      mailingState: 'FL',
      phones: [{ id: 'p1', number: '3055550101', dnc: false, source: 'sample', personName: 'Pat' }],
    },
  });
  const at = (iso: string) => app.t.clock.freeze(new Date(iso));
  const setCustom = (values: { customEmail?: string; customPhone?: string }) =>
    app.t.database.db
      .update(leads)
      .set(values)
      .where(eq(leads.id, app.the.leadId(0)));
  const item = async (): Promise<ActivityDashboardItem> => {
    const res = await app.t.app.inject({
      url: `/api/activities/dashboard/${app.the.agent.id}`,
      headers: { cookie: app.the.agent.cookie },
    });
    return res.json()[0];
  };
  const record = async (contactId: string, status: 'sent' | 'passed' = 'sent') =>
    app.the.call('POST', '/api/activities/record', {
      agentId: app.the.agent.id,
      leadId: app.the.leadId(0),
      activityId: (await item()).activity.id,
      contactId,
      status,
    });

  it('is checked, never recorded, and completes a day with nothing else to send', async () => {
    await setCustom({ customEmail: 'pat.owner@example.net' });
    expect((await record('custom-email', 'passed')).statusCode).toBe(400);
    expect((await record('custom-email')).json()).toEqual({ dayCompleted: true });
    expect((await item()).dayStatus).toBe('doneAwaitingRollover');
    const stats = await app.t.app.inject({
      url: `/api/activities/stats?agentId=${app.the.agent.id}`,
      headers: { cookie: app.the.agent.cookie },
    });
    expect(stats.json().totalContactsSent).toBe(0);
  });

  it('refuses a text to it outside the owner’s hours', async () => {
    at('2026-11-11T12:30:00Z'); // 7:30 EST, day 2 is a text day
    await setCustom({ customPhone: '3055550199' });
    expect((await item()).contacts.map((c) => c.id)).toEqual(['custom-phone', 'p1']);
    expect((await record('custom-phone')).json()).toMatchObject({ error: 'QUIET_HOURS' });
  });

  it('leaves the day open while the owner’s own contacts wait', async () => {
    at('2026-11-11T15:00:00Z'); // 10:00 EST
    expect((await record('custom-phone')).json()).toEqual({ dayCompleted: false });
    expect((await item()).contacts).toMatchObject([
      { id: 'custom-phone', status: 'pending' },
      { id: 'p1', status: 'pending' },
    ]);
  });

  it('refuses an owner who asked to stop, typed in again as the agent’s own number', async () => {
    const stop = await app.the.call('POST', '/api/opt-outs', {
      agentId: app.the.agent.id,
      leadId: app.the.leadId(0),
      contactId: 'p1',
    });
    expect(stop.statusCode).toBe(200);
    await setCustom({ customPhone: '(305) 555-0101' });
    expect((await item()).contacts[0]).toMatchObject({ id: 'custom-phone', optedOut: true });
    expect((await record('custom-phone')).json()).toMatchObject({ error: 'CONTACT_DNC' });
    await setCustom({ customPhone: '3055550199' });
    expect((await record('custom-phone')).json()).toEqual({ dayCompleted: true });
  });
});
