import { BUSINESS_TIME_ZONE } from '@porchlight/contracts';

/** Up to two upper-cased initials: "maria de la cruz" → "MD", "Cher" → "C". */
export function formatInitials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** A plan price: 999 → "$9.99/week" (the one place prices keep their cents). */
export function formatWeeklyPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}/week`;
}

/**
 * "Nov 9, 2026": an instant's day on the app's calendar, Eastern time (docs/calendar.md), for
 * credit transactions and referrals alike.
 */
export function formatEasternDay(instant: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(instant));
}

/** A phone as a tel: link wants it: only its digits, and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
