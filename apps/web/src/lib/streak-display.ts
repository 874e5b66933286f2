// How a streak reads on the profile: its Account Overview (accounts) and its Weekly Streak card
// (streaks) say it in the same words.
import { STREAK_DAYS_PER_WEEK, type Streak } from '@porchlight/contracts';

/**
 * docs/screens.md "Streak card": the week's bar never shrinks below 5 %, so an empty week still
 * shows one.
 */
export const WEEK_PROGRESS_MIN_PERCENT = 5;

/** "0 weeks", "1 week", "12 weeks". */
export function weeksText(weeks: number): string {
  return `${weeks.toLocaleString('en-US')} ${weeks === 1 ? 'week' : 'weeks'}`;
}

/** This week's streak days, counted up to the goal: a sixth day adds nothing to the week. */
export function weekDaysDone({ daysThisWeek }: Pick<Streak, 'daysThisWeek'>): number {
  return Math.min(daysThisWeek, STREAK_DAYS_PER_WEEK);
}

/** "3 of 5 days this week". */
export function weekProgressText(streak: Pick<Streak, 'daysThisWeek'>): string {
  return `${weekDaysDone(streak)} of ${STREAK_DAYS_PER_WEEK} days this week`;
}

/** The bar's width: the share of the goal done, and at least 5 %. */
export function weekProgressPercent(streak: Pick<Streak, 'daysThisWeek'>): number {
  const percent = (weekDaysDone(streak) / STREAK_DAYS_PER_WEEK) * 100;
  return Math.max(WEEK_PROGRESS_MIN_PERCENT, percent);
}
