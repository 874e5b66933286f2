import { addDays } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { creditsAndLedger } from '../../../test/credits';
import { deliveryAgent } from '../../../test/delivery-agent';
import { createAgent, createProperties, sessionCookie } from '../../../test/factories';
import { leads, swipes } from '../../db/schema';

// Monday 2 November 2026, 10:00 EST.
const MONDAY = new Date('2026-11-02T15:00:00Z');
let zipSeq = 700;
const newZip = () => String(zipSeq++).padStart(5, '0');

describe('streaks and badges', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /**
   * An agent whose daily batches were all swiped on these ET days (a lead each, saved), each swipe
   * made `swipedAfterMs` after the lead came (10:00 ET): within its day unless told otherwise.
   */
  const agentWithStreakDays = async (days: string[], swipedAfterMs = 60 * 60_000) => {
    const agent = await createAgent(t.database.db);
    const properties = await createProperties(t.database.db, { zip: newZip(), count: days.length });
    const made = await t.database.db
      .insert(leads)
      .values(
        days.map((leadDay, n) => ({
          agentId: agent.id,
          propertyId: properties[n]?.id ?? 0,
          source: 'daily' as const,
          leadDay,
          deliveredAt: new Date(`${leadDay}T15:00:00Z`),
          status: 'saved' as const,
        })),
      )
      .returning({ id: leads.id, deliveredAt: leads.deliveredAt });
    await t.database.db.insert(swipes).values(
      made.map((lead) => ({
        agentId: agent.id,
        leadId: lead.id,
        action: 'save' as const,
        createdAt: new Date(lead.deliveredAt.getTime() + swipedAfterMs),
      })),
    );
    const cookie = await sessionCookie(t.database.db, agent.id);
    const call = (method: 'GET' | 'POST', url: string) =>
      t.app.inject({ method, url: url.replace(':id', agent.id), headers: { cookie } });
    return { ...agent, call };
  };
  const weekdaysFrom = (monday: string, weeks: number) =>
    Array.from({ length: weeks }, (_, w) =>
      [0, 1, 2, 3, 4].map((d) =>
        addDays(new Date(`${monday}T12:00:00Z`), w * 7 + d)
          .toISOString()
          .slice(0, 10),
      ),
    ).flat();

  it('completes a week by swiping every batch Monday to Friday: Week Warrior and 10 credits, once', async () => {
    const zip = newZip();
    await createProperties(t.database.db, { zip, count: 40 });
    const agent = await deliveryAgent(t, { targetAreas: [zip] });
    const swipeAll = async () => {
      expect((await agent.fresh()).statusCode).toBe(200);
      for (const lead of await agent.today()) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/swipe',
          headers: { cookie: agent.cookie },
          payload: { agentId: agent.id, leadId: lead.id, action: 'dismiss' },
        });
        expect(res.statusCode).toBe(200);
      }
    };
    for (let day = 0; day < 4; day++) {
      t.clock.freeze(addDays(MONDAY, day));
      await swipeAll();
    }
    t.clock.freeze(addDays(MONDAY, 4));
    // Friday's batch arrives but one card is left: not yet a streak day.
    expect((await agent.fresh()).statusCode).toBe(200);
    const streak = async () => (await agent.call('GET', '/api/streak/:id')).json();
    expect(await streak()).toEqual({
      currentStreak: 0,
      longestStreak: 0,
      daysThisWeek: 4,
      weekCompleted: false,
    });
    for (const lead of await agent.today()) {
      await t.app.inject({
        method: 'POST',
        url: '/api/swipe',
        headers: { cookie: agent.cookie },
        payload: { agentId: agent.id, leadId: lead.id, action: 'save' },
      });
    }
    const logins = await Promise.all(
      Array.from({ length: 5 }, () => agent.call('POST', '/api/login/:id')),
    );
    const handed = logins.flatMap((res) =>
      res.json().earnedBadges.map((b: { id: string }) => b.id),
    );
    expect(handed).toEqual(['week-warrior']);
    expect(await streak()).toEqual({
      currentStreak: 1,
      longestStreak: 1,
      daysThisWeek: 5,
      weekCompleted: true,
    });
    expect(await creditsAndLedger(t, agent.id)).toEqual({ credits: 10, ledger: 10 });
    const earned = (await agent.call('GET', '/api/badges/:id')).json();
    expect(earned).toEqual([
      { id: expect.any(String), badgeId: 'week-warrior', earnedAt: expect.any(String) },
    ]);
    expect((await agent.call('POST', '/api/login/:id')).json()).toEqual({ earnedBadges: [] });
  });

  it('counts a day only when its batch was swiped by that ET day’s end', async () => {
    t.clock.freeze(new Date('2026-11-09T15:00:00Z'));
    const week = weekdaysFrom('2026-10-26', 1);
    // Each day's batch finished three days later: a week of swipes, and no streak day.
    const late = await agentWithStreakDays(week, 3 * 24 * 60 * 60_000);
    expect((await late.call('GET', '/api/streak/:id')).json()).toMatchObject({ longestStreak: 0 });
    // Finished at 23:59 the same day (daylight time: 15:00Z is 11:00, 03:59Z next is 23:59), it counts.
    const onTime = await agentWithStreakDays(week, 12 * 60 * 60_000 + 59 * 60_000);
    expect((await onTime.call('GET', '/api/streak/:id')).json()).toMatchObject({
      longestStreak: 1,
    });
  });

  it('pays each badge once when reads race', async () => {
    t.clock.freeze(new Date('2026-11-09T15:00:00Z'));
    const agent = await agentWithStreakDays(weekdaysFrom('2026-10-26', 2));
    await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        agent.call('GET', n % 2 ? '/api/streak/:id' : '/api/badges/:id'),
      ),
    );
    // Week Warrior 10 + Dedication Champion 25.
    expect(await creditsAndLedger(t, agent.id)).toEqual({ credits: 35, ledger: 35 });
  });

  it('reaches Commitment Legend after 8 weeks, and keeps the longest after a missed week', async () => {
    t.clock.freeze(new Date('2026-11-11T15:00:00Z'));
    const agent = await agentWithStreakDays(weekdaysFrom('2026-09-07', 8));
    // The week of 2 November was missed; this week has begun.
    expect((await agent.call('GET', '/api/streak/:id')).json()).toEqual({
      currentStreak: 0,
      longestStreak: 8,
      daysThisWeek: 0,
      weekCompleted: false,
    });
    const { earnedBadges } = (await agent.call('POST', '/api/login/:id')).json();
    expect(earnedBadges.map((b: { name: string }) => b.name)).toEqual([
      'Week Warrior',
      'Dedication Champion',
      'Monthly Master',
      'Commitment Legend',
    ]);
    expect(await creditsAndLedger(t, agent.id)).toEqual({ credits: 185, ledger: 185 });
    const badges = (await agent.call('GET', '/api/badges')).json();
    expect(badges.map((b: { icon: string }) => b.icon)).toEqual([
      'Trophy',
      'Medal',
      'Crown',
      'Star',
    ]);
  });
});
