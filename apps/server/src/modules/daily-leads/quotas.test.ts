import { describe, expect, it } from 'vitest';
import { canGenerate, type QuotaState } from './quotas';

const base: QuotaState = {
  plan: 'pro',
  subscriptionState: 'trialing',
  hasCriteria: true,
  deliveredToday: 0,
  leadDaysThisWeek: [],
  today: '2026-11-06',
  now: new Date('2026-11-06T15:00:00Z'), // Friday 10:00 EST
};

describe('canGenerate', () => {
  it('allows a trial or an active subscription with criteria and quota left', () => {
    expect(canGenerate(base)).toEqual({
      canGenerate: true,
      reason: 'ok',
      subscriptionStatus: 'trialing',
      nextAvailable: null,
    });
    expect(canGenerate({ ...base, subscriptionState: 'active' })).toMatchObject({
      canGenerate: true,
      subscriptionStatus: 'active',
    });
  });

  it.each([
    ['paused', 'paused', 'paused'],
    ['past_due', 'payment_failed', 'paused'],
    ['canceled', 'canceled', 'canceled'],
    ['incomplete', 'inactive', 'inactive'],
    [null, 'inactive', 'inactive'],
  ] as const)('refuses a %s subscription as %s', (state, reason, shown) => {
    expect(canGenerate({ ...base, subscriptionState: state })).toMatchObject({
      canGenerate: false,
      reason,
      subscriptionStatus: shown,
    });
  });

  it('asks for criteria first', () => {
    expect(canGenerate({ ...base, hasCriteria: false }).reason).toBe('criteria_not_set');
  });

  it('stops at the daily quota of 5 on pro and 10 on premium, until ET midnight', () => {
    const pro = canGenerate({ ...base, deliveredToday: 5, leadDaysThisWeek: [base.today] });
    expect(pro).toMatchObject({ reason: 'daily_limit', nextAvailable: '2026-11-07T05:00:00.000Z' });
    expect(canGenerate({ ...base, plan: 'premium', deliveredToday: 5 }).reason).toBe('ok');
    expect(canGenerate({ ...base, plan: 'premium', deliveredToday: 10 }).reason).toBe(
      'daily_limit',
    );
  });

  it('allows 5 lead days a week, any days, and a sixth only on a day already used', () => {
    const five = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06'];
    const saturday = { ...base, today: '2026-11-07', now: new Date('2026-11-07T15:00:00Z') };
    expect(canGenerate({ ...saturday, leadDaysThisWeek: five })).toMatchObject({
      reason: 'weekly_limit',
      nextAvailable: '2026-11-09T05:00:00.000Z',
    });
    // Friday is itself one of the five: topping it up is allowed.
    expect(canGenerate({ ...base, leadDaysThisWeek: five, deliveredToday: 2 }).reason).toBe('ok');
    expect(canGenerate({ ...saturday, leadDaysThisWeek: five.slice(0, 4) }).reason).toBe('ok');
  });
});
