import { describe, expect, it } from 'vitest';
import { formatNextAvailable } from './format-next-available';

describe('formatNextAvailable', () => {
  it('names the Eastern-time day of the instant', () => {
    // Monday 00:00 ET is 05:00 UTC in November.
    expect(formatNextAvailable('2026-11-09T05:00:00.000Z')).toBe('Monday, November 9');
  });

  it('gives null for no date or an unreadable one', () => {
    expect(formatNextAvailable(null)).toBeNull();
    expect(formatNextAvailable('soon')).toBeNull();
  });
});
