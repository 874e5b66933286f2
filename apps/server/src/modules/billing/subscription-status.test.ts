import { describe, expect, it } from 'vitest';
import { clientSubscriptionStatus } from './subscription-status';

describe('clientSubscriptionStatus', () => {
  it.each([
    ['trialing', 'active'],
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
