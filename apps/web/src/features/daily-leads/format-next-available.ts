import { BUSINESS_TIME_ZONE } from '@porchlight/contracts';

const EASTERN_DAY = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

/** The day an ISO instant falls on in Eastern time: "Monday, November 9"; null when unreadable. */
export function formatNextAvailable(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : EASTERN_DAY.format(date);
}
