import { describe, expect, test } from 'vitest';
import { savedLeadsApp } from '../../../test/saved-leads-app';
import { statementsDuring } from '../../../test/sql-log';
import { swipes } from '../../db/schema';

// The reads every screen makes: each is one statement besides the session's (issue 13: round
// trips were a third of their time), so none may grow a second one unnoticed.
describe('hot reads: one statement each', () => {
  const s = savedLeadsApp('2026-03-10T15:00:00Z', { zip: '33101', count: 3 });
  const routes = [
    'leads/today',
    'saved',
    'dismissed',
    'leads/can-generate',
    'activities/summary',
    'activities/dashboard',
  ];

  test.each(routes)('GET /api/%s/:agentId', async (route) => {
    const get = () =>
      s.t.app.inject({
        url: `/api/${route}/${s.the.agent.id}`,
        headers: { cookie: s.the.agent.cookie },
      });
    // The dashboard's first read creates each lead's day row; the reads after it only read.
    expect((await get()).statusCode).toBe(200);
    let status = 0;
    const statements = await statementsDuring(async () => {
      status = (await get()).statusCode;
    });
    expect(status).toBe(200);
    const own = statements.filter((text) => !/"sessions"/.test(text));
    expect(own).toHaveLength(1);
  });
});

describe('activity summary: the ET day, to the millisecond', () => {
  // 10 March 2026 is EDT: the day runs [04:00Z, next day 04:00Z).
  const s = savedLeadsApp('2026-03-10T15:00:00Z', { zip: '33101', count: 4 });

  // The leads were saved today at 15:00; a later decision (a move to Dismissed) counts instead.
  const leadsPassed = async () =>
    (
      await s.t.app.inject({
        url: `/api/activities/summary/${s.the.agent.id}`,
        headers: { cookie: s.the.agent.cookie },
      })
    ).json().leadsPassed;

  test('counts what happened from midnight up to, not including, the next midnight', async () => {
    const before = await leadsPassed();
    const at = ['2026-03-10T03:59:59.999Z', '2026-03-10T04:00:00Z', '2026-03-11T03:59:59.999Z'];
    await s.t.database.db.insert(swipes).values(
      [...at, '2026-03-11T04:00:00Z'].map((iso, n) => ({
        agentId: s.the.agent.id,
        leadId: s.the.leadId(n),
        action: 'dismiss' as const,
        createdAt: new Date(iso),
      })),
    );
    expect((await leadsPassed()) - before).toBe(2);
  });
});
