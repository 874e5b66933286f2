import type { ActivityDashboardItem } from '@porchlight/contracts';
import { describe, expect, test } from 'vitest';
import { savedLeadsApp } from '../../../test/saved-leads-app';
import { statementsDuring } from '../../../test/sql-log';
import { swipes } from '../../db/schema';

// The reads every screen makes: each is one statement besides the session's (round
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

// The first dashboard of a day only reads, in one statement (a known session costs none): a day's
// row is made by the day's first write, under the id the dashboard answered for it.
describe('the first dashboard of a day: one statement, and no write', () => {
  const s = savedLeadsApp('2026-03-10T15:00:00Z', { zip: '33102', count: 3 });
  const get = (route: string) =>
    s.t.app.inject({
      url: `/api/${route}/${s.the.agent.id}`,
      headers: { cookie: s.the.agent.cookie },
    });
  const firstDashboard = async () => {
    let answer: ActivityDashboardItem[] = [];
    const statements = await statementsDuring(async () => {
      const res = await get('activities/dashboard');
      expect(res.statusCode).toBe(200);
      answer = res.json();
    });
    return { statements, activityIds: answer.map((item) => item.activity.id), answer };
  };

  const writes = (statements: string[]) =>
    statements.filter((text) => /\b(insert\s+into|update|delete\s+from)\b/i.test(text));

  test('answers each day under the id its row gets, writing nothing, on each new day', async () => {
    expect((await get('leads/today')).statusCode).toBe(200);
    const first = await firstDashboard();
    expect(writes(first.statements)).toEqual([]);
    expect(first.statements).toHaveLength(1);
    expect(first.answer.map((item) => item.dayNumber)).toEqual([1, 1, 1]);
    expect((await firstDashboard()).activityIds).toEqual(first.activityIds);

    // Each day 1 done today (its one email sent, which makes the day's row under the id
    // answered): on Wednesday each lead stands on day 2, whose rows do not exist yet.
    for (const item of first.answer) {
      const sent = await s.the.call('POST', '/api/activities/record', {
        agentId: s.the.agent.id,
        leadId: item.lead.id,
        activityId: item.activity.id,
        contactId: 'e1',
        status: 'sent',
      });
      expect(sent.json()).toEqual({ dayCompleted: true });
    }
    s.t.clock.freeze(new Date('2026-03-12T15:00:00Z'));
    const [one, two] = await Promise.all([firstDashboard(), firstDashboard()]);
    expect(writes([...one.statements, ...two.statements])).toEqual([]);
    expect(one?.answer.map((item) => item.dayNumber)).toEqual([2, 2, 2]);
    expect(two?.activityIds).toEqual(one?.activityIds);
    expect(new Set([...first.activityIds, ...(one?.activityIds ?? [])]).size).toBe(6);
    const next = await firstDashboard();
    expect(next.activityIds).toEqual(one?.activityIds);
    expect(next.statements).toHaveLength(1);
    const { rows } = await s.t.database.pool.query<{ id: string }>(
      'select id from follow_up_activities where agent_id = $1 order by day_number',
      [s.the.agent.id],
    );
    // Day 1's rows, made by the sends under the ids first answered; day 2 has none yet.
    expect(rows.map((r) => r.id).sort()).toEqual([...first.activityIds].sort());
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
