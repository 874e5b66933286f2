import type { ActivityDashboardItem } from '@porchlight/contracts';
import { dayLabel } from './day-messages';

/** How many of the day's leads to work show before "Show All": a phone's first screen. */
export const NEXT_FEW = 3;

/** A lead with something left to do today (not Congratulations, not Sequence Complete). */
export function isDueToday(item: ActivityDashboardItem): boolean {
  return item.dayStatus === 'normal';
}

/**
 * The dashboard's leads as the compact list shows them, in the server's order: all of them once
 * opened up, else the next few still due, plus the lead open in front of the agent (which stays
 * until it is closed, so that its Congratulations is seen where the work was done).
 */
export function shownToday(
  items: ActivityDashboardItem[],
  view: { showAll: boolean; openLeadId: string | null },
): ActivityDashboardItem[] {
  if (view.showAll) return items;
  const next = new Set(
    items
      .filter(isDueToday)
      .slice(0, NEXT_FEW)
      .map((item) => item.lead.id),
  );
  return items.filter((item) => next.has(item.lead.id) || item.lead.id === view.openLeadId);
}

/** The row's one line on where the lead stands today: "Day 1 of 6: email", "Day 1 done". */
export function todayLine(item: ActivityDashboardItem): string {
  if (item.dayStatus === 'sequenceComplete') return 'Sequence complete';
  if (item.dayStatus === 'doneAwaitingRollover') return `Day ${item.dayNumber} done`;
  return dayLabel(item.dayNumber, item.activityType);
}
