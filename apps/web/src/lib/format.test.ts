import { describe, expect, it } from 'vitest';
import { formatEasternDay, formatInitials, formatWeeklyPrice } from './format';

describe('formatInitials', () => {
  it('takes the first letters of the first two words, upper-cased', () => {
    expect(formatInitials('maria de la cruz')).toBe('MD');
    expect(formatInitials('  jo   ann  ')).toBe('JA');
  });

  it('gives one letter for a one-word name and nothing for no name', () => {
    expect(formatInitials('Cher')).toBe('C');
    expect(formatInitials('   ')).toBe('');
  });
});

describe('formatWeeklyPrice', () => {
  it('shows dollars and cents per week', () => {
    expect(formatWeeklyPrice(999)).toBe('$9.99/week');
    expect(formatWeeklyPrice(1499)).toBe('$14.99/week');
    expect(formatWeeklyPrice(1000)).toBe('$10.00/week');
  });
});

describe('formatEasternDay', () => {
  it('dates an instant by its Eastern day', () => {
    // 02:30 UTC on Nov 10 is still Nov 9 in New York.
    expect(formatEasternDay('2026-11-10T02:30:00.000Z')).toBe('Nov 9, 2026');
  });
});
