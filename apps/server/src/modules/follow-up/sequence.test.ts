import { describe, expect, it } from 'vitest';
import { isSequenceComplete, sequencePosition, stillShown } from './sequence';

const at = (iso: string) => new Date(iso);

describe('follow-up sequence position', () => {
  it('stays on an untouched day, however long', () => {
    const state = { day: 3, dayCompletedAt: null };
    expect(sequencePosition(state, at('2026-12-25T12:00:00Z'))).toMatchObject({
      dayNumber: 3,
      dayStatus: 'normal',
    });
  });

  it('waits as done until the next ET midnight, then opens the next day', () => {
    // Friday 13 Nov 2026, 16:00 ET.
    const state = { day: 2, dayCompletedAt: at('2026-11-13T21:00:00Z') };
    expect(sequencePosition(state, at('2026-11-14T04:59:00Z'))).toEqual({
      dayNumber: 2,
      dayStatus: 'doneAwaitingRollover',
      nextDayAt: at('2026-11-14T05:00:00Z'),
      rolledOver: false,
    });
    // Saturday counts like any day: the follow-up does not wait for Monday.
    expect(sequencePosition(state, at('2026-11-14T05:00:00Z'))).toMatchObject({
      dayNumber: 3,
      dayStatus: 'normal',
      rolledOver: true,
    });
  });

  it('rolls over at ET midnight across the end of daylight saving time', () => {
    // Saturday 31 Oct 2026 22:00 EDT; midnight is 04:00Z (EDT); clocks go back on 1 Nov.
    const state = { day: 4, dayCompletedAt: at('2026-11-01T02:00:00Z') };
    expect(sequencePosition(state, at('2026-11-01T03:59:00Z')).dayStatus).toBe(
      'doneAwaitingRollover',
    );
    expect(sequencePosition(state, at('2026-11-01T04:00:00Z')).dayNumber).toBe(5);
    // Sunday 1 Nov 23:30 EST (05:30Z next day) completed: Monday's midnight is 05:00Z.
    const sunday = { day: 5, dayCompletedAt: at('2026-11-02T04:30:00Z') };
    expect(sequencePosition(sunday, at('2026-11-02T04:59:00Z')).nextDayAt).toEqual(
      at('2026-11-02T05:00:00Z'),
    );
  });

  it('ends after day 6, and shows the end only for the rest of that day', () => {
    const state = { day: 6, dayCompletedAt: at('2026-11-20T15:00:00Z') };
    expect(sequencePosition(state, at('2026-11-20T16:00:00Z')).dayStatus).toBe('sequenceComplete');
    expect(stillShown(state, at('2026-11-20T23:00:00Z'))).toBe(true);
    expect(stillShown(state, at('2026-11-21T05:00:00Z'))).toBe(false);
    expect(stillShown({ day: 2, dayCompletedAt: null }, at('2026-11-21T05:00:00Z'))).toBe(true);
  });

  it('is complete once day 6 is done, and only then', () => {
    const done = at('2026-11-13T21:00:00Z');
    expect(isSequenceComplete({ day: 6, dayCompletedAt: done })).toBe(true);
    expect(isSequenceComplete({ day: 6, dayCompletedAt: null })).toBe(false);
    expect(isSequenceComplete({ day: 5, dayCompletedAt: done })).toBe(false);
  });
});
