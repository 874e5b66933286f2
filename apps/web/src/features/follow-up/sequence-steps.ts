import {
  type ActivityType,
  activityTypeOfDay,
  type DayStatus,
  FOLLOW_UP_DAYS,
} from '@porchlight/contracts';

export type StepState = 'done' | 'current' | 'upcoming';

export interface SequenceStep {
  dayNumber: number;
  channel: ActivityType;
  state: StepState;
}

/**
 * The six-step track: days before today are done; today is current until it is done (awaiting
 * the midnight rollover), and every day is done once the sequence is complete.
 */
export function sequenceSteps(dayNumber: number, dayStatus: DayStatus): SequenceStep[] {
  return Array.from({ length: FOLLOW_UP_DAYS }, (_, index) => {
    const day = index + 1;
    const done =
      day < dayNumber ||
      dayStatus === 'sequenceComplete' ||
      (day === dayNumber && dayStatus === 'doneAwaitingRollover');
    const state: StepState = done ? 'done' : day === dayNumber ? 'current' : 'upcoming';
    return { dayNumber: day, channel: activityTypeOfDay(day), state };
  });
}
