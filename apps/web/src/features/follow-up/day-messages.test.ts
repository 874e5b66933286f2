import { describe, expect, it } from 'vitest';
import { awaitingRolloverText, dayCompleteText, noContactForDayText } from './day-messages';

describe('day messages', () => {
  it('names the missing channel and the day', () => {
    expect(noContactForDayText('email', 5)).toBe('This lead has no email addresses for Day 5');
    expect(noContactForDayText('text', 4)).toBe('This lead has no phone numbers for Day 4');
  });

  it('says which day opens next, and that day 6 is the last', () => {
    expect(dayCompleteText(2)).toBe('Day 2 is done. Day 3 opens tomorrow.');
    expect(dayCompleteText(6)).toBe('Day 6 is done. That was the last day of the sequence.');
  });

  it('says when the next day opens while today waits for midnight', () => {
    expect(awaitingRolloverText(2)).toBe('All done for today. Day 3 opens at midnight (ET).');
    expect(awaitingRolloverText(6)).toBe(
      'All done for Day 6. The sequence completes at midnight (ET).',
    );
  });
});
