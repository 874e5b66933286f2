import type { ActivityDashboardItem } from '@porchlight/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { savedLeadsApp } from '../../../test/saved-leads-app';
import { followUpActivities, followUpContacts, leads } from '../../db/schema';
import { type ContactRecord, dayRows, storeContactRecord } from './activity-rows';

const emails = [
  { id: 'e1', email: 'pat@example.net', source: 'sample', personName: 'Pat Owner' },
  { id: 'e2', email: 'owner@example.org', source: 'sample', personName: 'Pat Owner' },
];

// A record reads the day, then stores the contact in one statement led by the day's own row (no
// lock held between the two): parallel records of one day must each see what the others committed.
describe('records of one day at the same moment', () => {
  // Monday 2 Nov 2026, 10:00 EST: day 1, an email day.
  const s = savedLeadsApp('2026-11-02T15:00:00Z', {
    zip: '00970',
    count: 8,
    overrides: { emails },
  });

  const day = async (): Promise<ActivityDashboardItem[]> =>
    (
      await s.t.app.inject({
        url: `/api/activities/dashboard/${s.the.agent.id}`,
        headers: { cookie: s.the.agent.cookie },
      })
    ).json();

  it('completes each day exactly once when its last two contacts are recorded together', async () => {
    const items = await day();
    expect(items).toHaveLength(8);
    const answers = await Promise.all(
      items.flatMap((item) =>
        ['e1', 'e2', 'e2'].map((contactId) =>
          s.the.call('POST', '/api/activities/record', {
            agentId: s.the.agent.id,
            leadId: item.lead.id,
            activityId: item.activity.id,
            contactId,
            status: 'sent',
          }),
        ),
      ),
    );
    // The repeated e2 finds it pending, already sent, or its day already complete: never a 5xx.
    const outcomes = answers.map((a) => (a.statusCode === 200 ? 200 : a.json().error));
    expect(outcomes.filter((o) => o !== 200 && o !== 'DAY_COMPLETE')).toEqual([]);
    for (let n = 0; n < items.length; n++) {
      const completed = answers.slice(n * 3, n * 3 + 3).filter((a) => a.json().dayCompleted);
      expect(completed).toHaveLength(1);
    }
    const after = await day();
    expect(after.every((item) => item.dayStatus === 'doneAwaitingRollover')).toBe(true);
    expect(after.flatMap((item) => item.contacts.map((c) => c.status))).toEqual(
      Array(16).fill('sent'),
    );
  });
});

describe('the record statement, on the day as it stands rather than as it was read', () => {
  const s = savedLeadsApp('2026-11-02T15:00:00Z', {
    zip: '00971',
    count: 1,
    overrides: { emails },
  });

  it('stores a contact once, and completes the day when its last contact arrives, read late or not', async () => {
    const [item] = (
      await s.t.app.inject({
        url: `/api/activities/dashboard/${s.the.agent.id}`,
        headers: { cookie: s.the.agent.cookie },
      })
    ).json() as ActivityDashboardItem[];
    const activityId = item?.activity.id ?? '';
    const leadId = item?.lead.id ?? '';
    const now = s.t.clock.now();
    const record = (contactId: string, status: ContactRecord['status']): ContactRecord => ({
      agentId: s.the.agent.id,
      leadId,
      activityId,
      contactId,
      recipientType: 'email',
      recipientValue: `${contactId}@example.net`,
      recipientName: null,
      status,
      now,
      // Both pending, as every one of these calls read the day before any of them stored.
      recordable: ['e1', 'e2'],
    });
    const { pool, db } = s.t.database;
    // The day's row, as the day's first write makes it (the dashboard only reads).
    await dayRows(pool, s.the.agent.id, [{ leadId, dayNumber: 1 }], now);

    expect(await storeContactRecord(pool, record('e1', 'sent'))).toBe(false);
    // The same contact again: nothing is written.
    expect(await storeContactRecord(pool, record('e1', 'sent'))).toBeNull();
    // e2 read e1 as pending; the day's row says e1 is there: e2 completes the day.
    expect(await storeContactRecord(pool, record('e2', 'passed'))).toBe(true);
    // The day is done: a late record writes nothing.
    expect(await storeContactRecord(pool, record('e1', 'passed'))).toBeNull();

    const contacts = await db
      .select({ contactId: followUpContacts.contactId, status: followUpContacts.status })
      .from(followUpContacts)
      .where(eq(followUpContacts.activityId, activityId));
    expect(contacts.sort((a, b) => a.contactId.localeCompare(b.contactId))).toEqual([
      { contactId: 'e1', status: 'sent' },
      { contactId: 'e2', status: 'passed' },
    ]);
    const [day] = await db
      .select({
        completedAt: followUpActivities.completedAt,
        ids: followUpActivities.recordedContactIds,
      })
      .from(followUpActivities)
      .where(eq(followUpActivities.id, activityId));
    expect(day).toEqual({ completedAt: now, ids: ['e1', 'e2'] });
    const [lead] = await db
      .select({ completedAt: leads.followUpDayCompletedAt, passed: leads.passedContacts })
      .from(leads)
      .where(eq(leads.id, leadId));
    expect(lead).toEqual({ completedAt: now, passed: ['e2'] });
  });
});
