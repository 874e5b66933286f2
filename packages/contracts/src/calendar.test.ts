import { describe, expect, it } from 'vitest';
import {
  addDays,
  atLocalHour,
  dayIn,
  easternDay,
  easternDayRange,
  easternWeekDays,
  easternWeekStart,
  formatEasternDate,
  mondayOf,
  nextEasternMidnight,
  nextEasternWeekStart,
} from './calendar';

const at = (iso: string) => new Date(iso);

describe('the Eastern calendar', () => {
  it('puts an instant on its ET day, not its UTC day', () => {
    expect(easternDay(at('2026-11-03T03:30:00Z'))).toBe('2026-11-02'); // 22:30 EST
    expect(easternDay(at('2026-11-03T05:00:00Z'))).toBe('2026-11-03'); // 00:00 EST
    expect(easternDay(at('2026-07-01T03:59:00Z'))).toBe('2026-06-30'); // 23:59 EDT
  });

  it('finds the next midnight across the autumn DST change (a 25-hour day)', () => {
    // Sunday 1 November 2026: clocks go back at 2:00 EDT.
    expect(nextEasternMidnight(at('2026-11-01T12:00:00Z')).toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    );
    expect(nextEasternMidnight(at('2026-10-31T12:00:00Z')).toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
  });

  it('finds the next midnight across the spring DST change (a 23-hour day)', () => {
    // Sunday 8 March 2026: clocks go forward at 2:00 EST.
    expect(nextEasternMidnight(at('2026-03-08T10:00:00Z')).toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
    expect(easternDay(at('2026-03-08T06:59:00Z'))).toBe('2026-03-08'); // 01:59 EST
    expect(easternDay(at('2026-03-08T07:00:00Z'))).toBe('2026-03-08'); // 03:00 EDT
  });

  it('runs weeks Monday 00:00 to Sunday 24:00 ET', () => {
    // Sunday 8 March 23:30 EDT is still the week of Monday 2 March.
    expect(easternWeekDays(at('2026-03-09T03:30:00Z'))).toEqual({
      first: '2026-03-02',
      last: '2026-03-08',
    });
    expect(easternWeekStart(at('2026-03-09T03:30:00Z')).toISOString()).toBe(
      '2026-03-02T05:00:00.000Z',
    );
    // The next week starts Monday 9 March 00:00 EDT (04:00 UTC), after the change.
    expect(nextEasternWeekStart(at('2026-03-09T03:30:00Z')).toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
    // Monday 00:00 ET exactly belongs to the new week.
    expect(easternWeekDays(at('2026-03-09T04:00:00Z')).first).toBe('2026-03-09');
  });

  it('crosses the year boundary', () => {
    expect(easternWeekDays(at('2027-01-01T15:00:00Z'))).toEqual({
      first: '2026-12-28',
      last: '2027-01-03',
    });
  });

  it('gives the ET day as [midnight, next midnight), 25 hours when the clocks go back', () => {
    expect(easternDayRange(new Date('2026-11-01T15:00:00Z'))).toEqual({
      start: new Date('2026-11-01T04:00:00Z'),
      end: new Date('2026-11-02T05:00:00Z'),
    });
  });

  it('counts days and weeks on dates alone, across months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(mondayOf('2027-01-03')).toBe('2026-12-28'); // a Sunday
    expect(mondayOf('2026-11-02')).toBe('2026-11-02'); // a Monday
  });

  it('writes an instant as its ET date, as the CSVs and the lead card do', () => {
    expect(formatEasternDate(at('2026-11-06T03:30:00Z'))).toBe('11/5/2026');
    expect(easternDay(at('2026-11-06T03:30:00Z'))).toBe('2026-11-05');
  });

  it('finds a local hour in any zone, and refuses an hour the clocks skip', () => {
    expect(dayIn(at('2026-11-06T05:30:00Z'), 'America/Chicago')).toBe('2026-11-05');
    expect(atLocalHour('2026-11-01', 8, 'America/Chicago').toISOString()).toBe(
      '2026-11-01T14:00:00.000Z',
    );
    expect(() => atLocalHour('2026-03-08', 2, 'America/New_York')).toThrow(/has no 2:00/);
  });
});
