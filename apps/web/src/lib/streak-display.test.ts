import { describe, expect, it } from 'vitest';
import { weekProgressPercent, weekProgressText, weeksText } from './streak-display';

describe('the streak on screen', () => {
  it('counts weeks in words', () => {
    expect(weeksText(0)).toBe('0 weeks');
    expect(weeksText(1)).toBe('1 week');
    expect(weeksText(8)).toBe('8 weeks');
  });

  it('measures the week against 5 days, never below 5 % and never past the goal', () => {
    expect(weekProgressPercent({ daysThisWeek: 0 })).toBe(5);
    expect(weekProgressPercent({ daysThisWeek: 2 })).toBe(40);
    expect(weekProgressPercent({ daysThisWeek: 5 })).toBe(100);
    expect(weekProgressPercent({ daysThisWeek: 7 })).toBe(100);
    expect(weekProgressText({ daysThisWeek: 3 })).toBe('3 of 5 days this week');
    expect(weekProgressText({ daysThisWeek: 6 })).toBe('5 of 5 days this week');
  });
});
