import { describe, expect, it } from 'vitest';
import { swipeOutcome } from './swipe-outcome';

describe('swipeOutcome', () => {
  it('saves beyond 100 px or 500 px/s to the right', () => {
    expect(swipeOutcome(101, 0)).toBe('save');
    expect(swipeOutcome(20, 501)).toBe('save');
  });
  it('passes beyond 100 px or 500 px/s to the left', () => {
    expect(swipeOutcome(-101, 0)).toBe('pass');
    expect(swipeOutcome(-20, -501)).toBe('pass');
  });
  it('springs back at or under the thresholds', () => {
    expect(swipeOutcome(100, 500)).toBeNull();
    expect(swipeOutcome(-100, -500)).toBeNull();
    expect(swipeOutcome(0, 0)).toBeNull();
  });
});
