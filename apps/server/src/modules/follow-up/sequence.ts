import { type DayStatus, FOLLOW_UP_DAYS, nextEasternMidnight } from '@porchlight/contracts';

export interface SequenceState {
  /** The day stored on the lead (1–6). */
  day: number;
  /** When that day was completed, or null. */
  dayCompletedAt: Date | null;
}

export interface SequencePosition {
  dayNumber: number;
  dayStatus: DayStatus;
  /** While a finished day waits: when the next one opens. */
  nextDayAt: Date | null;
  /** The stored day is behind: the lead has moved to the next day since it was completed. */
  rolledOver: boolean;
}

/** Day 6 is done: the sequence is complete (docs/follow-up.md "The six days"). */
export function isSequenceComplete({ day, dayCompletedAt }: SequenceState): boolean {
  return dayCompletedAt !== null && day >= FOLLOW_UP_DAYS;
}

/**
 * Where a lead stands in its six days (docs/follow-up.md "The six days"). A completed day shows as
 * done until the next ET midnight, then the next day opens; a day never completes on its own, so an
 * untouched day stays where it is; day 6 completed is the end.
 */
export function sequencePosition(state: SequenceState, now: Date): SequencePosition {
  const { day, dayCompletedAt } = state;
  if (dayCompletedAt === null) {
    return { dayNumber: day, dayStatus: 'normal', nextDayAt: null, rolledOver: false };
  }
  if (isSequenceComplete(state)) {
    return { dayNumber: day, dayStatus: 'sequenceComplete', nextDayAt: null, rolledOver: false };
  }
  const opens = nextEasternMidnight(dayCompletedAt);
  if (now < opens) {
    return {
      dayNumber: day,
      dayStatus: 'doneAwaitingRollover',
      nextDayAt: opens,
      rolledOver: false,
    };
  }
  return { dayNumber: day + 1, dayStatus: 'normal', nextDayAt: null, rolledOver: true };
}

/** A finished sequence stays on the dashboard for the rest of the ET day it finished on. */
export function stillShown(state: SequenceState, now: Date): boolean {
  const position = sequencePosition(state, now);
  if (position.dayStatus !== 'sequenceComplete' || state.dayCompletedAt === null) return true;
  return now < nextEasternMidnight(state.dayCompletedAt);
}
