import { mondayOf } from '@porchlight/contracts';
import { describe, expect, it } from 'vitest';
import { streakFrom } from './streak';

/** The five weekdays of the week starting on this Monday. */
const weekdays = (monday: string) =>
  [0, 1, 2, 3, 4].map((n) => {
    const day = new Date(`${monday}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + n);
    return day.toISOString().slice(0, 10);
  });

describe('streakFrom', () => {
  it('counts a week once it has 5 streak days, any 5 of its 7', () => {
    expect(
      streakFrom(['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05'], '2026-11-05'),
    ).toEqual({
      currentStreak: 0,
      longestStreak: 0,
      daysThisWeek: 4,
      weekCompleted: false,
    });
    const weekend = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-07', '2026-11-08'];
    expect(streakFrom(weekend, '2026-11-08')).toEqual({
      currentStreak: 1,
      longestStreak: 1,
      daysThisWeek: 5,
      weekCompleted: true,
    });
  });

  it('keeps the last finished week in the current streak while this week is under way', () => {
    const days = [...weekdays('2026-10-26'), ...weekdays('2026-11-02'), '2026-11-09'];
    expect(streakFrom(days, '2026-11-10')).toMatchObject({
      currentStreak: 2,
      longestStreak: 2,
      daysThisWeek: 1,
    });
  });

  it('resets the current streak after a missed week, never the longest', () => {
    const days = [...weekdays('2026-10-12'), ...weekdays('2026-10-19'), ...weekdays('2026-10-26')];
    // The week of 2 November was missed.
    expect(streakFrom(days, '2026-11-10')).toMatchObject({ currentStreak: 0, longestStreak: 3 });
    expect(streakFrom([...days, ...weekdays('2026-11-09')], '2026-11-13')).toMatchObject({
      currentStreak: 1,
      longestStreak: 3,
    });
  });

  it('runs across a year boundary and the DST change (weeks are ET calendar weeks)', () => {
    // The week of Monday 28 December 2026 ends on Sunday 3 January 2027.
    expect(mondayOf('2027-01-03')).toBe('2026-12-28');
    const days = [
      ...['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01'],
      ...weekdays('2027-01-04'),
    ];
    expect(streakFrom(days, '2027-01-08')).toMatchObject({ currentStreak: 2, weekCompleted: true });
    // 1 November 2026 (a Sunday) is the day clocks go back; its week is 26 October – 1 November.
    expect(mondayOf('2026-11-01')).toBe('2026-10-26');
    expect(mondayOf('2026-11-02')).toBe('2026-11-02');
    const fallBack = ['2026-10-27', '2026-10-28', '2026-10-29', '2026-10-31', '2026-11-01'];
    expect(streakFrom(fallBack, '2026-11-01')).toMatchObject({ currentStreak: 1, daysThisWeek: 5 });
  });

  it('counts 8 weeks in a row', () => {
    const mondays = [
      '2026-09-14',
      '2026-09-21',
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
    ];
    expect(streakFrom(mondays.flatMap(weekdays), '2026-11-09')).toMatchObject({
      currentStreak: 8,
      longestStreak: 8,
    });
  });
});
