import { describe, expect, it } from 'vitest';
import {
  clientSubscriptionStatus,
  subscriptionStateAt,
  subscriptionSummary,
} from './subscription-status';

const TRIAL_END = new Date('2026-11-09T15:00:00Z');
const DURING = new Date('2026-11-05T12:00:00Z');
const AFTER = new Date('2026-11-09T15:00:01Z');

describe('clientSubscriptionStatus', () => {
  it.each([
    ['trialing', 'trialing'],
    ['active', 'active'],
    ['past_due', 'paused'],
    ['paused', 'paused'],
    ['canceled', 'canceled'],
    ['incomplete', 'inactive'],
    [null, 'inactive'],
  ] as const)('shows %s as %s', (state, shown) => {
    expect(clientSubscriptionStatus(state)).toBe(shown);
  });
});

describe('subscriptionStateAt (billing off)', () => {
  it('keeps a trial until its end, then reads it as active', () => {
    const trial = {
      state: 'trialing',
      trialEndsAt: TRIAL_END,
      stripeSubscriptionId: null,
    } as const;
    expect(subscriptionStateAt(trial, DURING)).toBe('trialing');
    expect(subscriptionStateAt(trial, TRIAL_END)).toBe('active');
    expect(subscriptionStateAt(trial, AFTER)).toBe('active');
  });

  it('never turns any other state, or a trial with no end, into active', () => {
    expect(
      subscriptionStateAt(
        { state: 'canceled', trialEndsAt: TRIAL_END, stripeSubscriptionId: null },
        AFTER,
      ),
    ).toBe('canceled');
    expect(
      subscriptionStateAt(
        { state: 'trialing', trialEndsAt: null, stripeSubscriptionId: null },
        AFTER,
      ),
    ).toBe('trialing');
  });
});

describe('subscriptionStateAt (billed by Stripe)', () => {
  it("keeps Stripe's word past the trial's end: the webhook moves it, not the calendar", () => {
    const trial = {
      state: 'trialing',
      trialEndsAt: TRIAL_END,
      stripeSubscriptionId: 'sub_1',
    } as const;
    expect(subscriptionStateAt(trial, AFTER)).toBe('trialing');
  });
});

describe('subscriptionSummary', () => {
  it('carries the trial end only while the trial runs', () => {
    const trial = {
      state: 'trialing',
      trialEndsAt: TRIAL_END,
      stripeSubscriptionId: null,
    } as const;
    expect(subscriptionSummary(trial, DURING)).toEqual({
      subscriptionStatus: 'trialing',
      trialEndsAt: '2026-11-09T15:00:00.000Z',
      nextBillingAt: null,
    });
    expect(subscriptionSummary(trial, AFTER)).toEqual({
      subscriptionStatus: 'active',
      trialEndsAt: null,
      nextBillingAt: null,
    });
    expect(subscriptionSummary(null, DURING)).toEqual({
      subscriptionStatus: 'inactive',
      trialEndsAt: null,
      nextBillingAt: null,
    });
  });

  it("gives Stripe's next bill while the subscription is billed, and none once it stops", () => {
    const billed = {
      state: 'active',
      trialEndsAt: null,
      stripeSubscriptionId: 'sub_1',
      currentPeriodEnd: AFTER,
    } as const;
    expect(subscriptionSummary(billed, DURING).nextBillingAt).toBe(AFTER.toISOString());
    expect(subscriptionSummary({ ...billed, state: 'canceled' }, DURING).nextBillingAt).toBeNull();
  });
});
