import type { ActivityDashboardItem } from '@porchlight/contracts';
import { describe, expect, it } from 'vitest';
import { savedLeadsApp } from '../../../test/saved-leads-app';

const emails = [
  { id: 'e1', email: 'pat@example.net', source: 'sample', personName: 'Pat Owner' },
  { id: 'e2', email: 'owner@example.org', source: 'sample', personName: 'Pat Owner' },
];

// A record reads the day after it holds the lead's lock (issue 13 made that read one statement):
// parallel records of one day must each see what the others committed.
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
