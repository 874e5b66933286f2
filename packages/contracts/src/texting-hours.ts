// Texting hours (docs/compliance.md "Quiet hours"): a text is held back outside 8:00–21:00 in the
// owner's time zone (TCPA quiet hours). Pure maths on an IANA zone: the server works out the
// owner's zone from the ZIP code and sends it with the follow-up day.

import { addDays, atLocalHour, dayIn, wallClock } from './calendar';

export const TEXTING_OPENS_HOUR = 8;
export const TEXTING_CLOSES_HOUR = 21;

/** Texting is open, or closed until a known instant: a closed window always says when it opens. */
export type TextingWindow = { open: true } | { open: false; opensAt: Date };

/**
 * Whether a text may be sent now in the owner's zone, and if not, when it may: the next 8:00
 * there (today's before 8:00, tomorrow's from 21:00), DST days included.
 */
export function textingWindow(now: Date, timeZone: string): TextingWindow {
  const local = wallClock(now, timeZone);
  if (local.hour >= TEXTING_OPENS_HOUR && local.hour < TEXTING_CLOSES_HOUR) return { open: true };
  const today = dayIn(now, timeZone);
  const day = local.hour < TEXTING_OPENS_HOUR ? today : addDays(today, 1);
  return { open: false, opensAt: atLocalHour(day, TEXTING_OPENS_HOUR, timeZone) };
}

/** "8:00 AM CST": when texting opens, in the owner's zone. */
export function formatOpensAt(opensAt: Date, timeZone: string): string {
  return opensAt.toLocaleTimeString('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/**
 * Why a text waits, as the server refuses it (QUIET_HOURS) and the screen shows it beside Send:
 * "Texts to this owner can be sent from 8:00 AM EST." (`opensAt` as `formatOpensAt` writes it).
 */
export function quietHoursMessage(opensAt: string): string {
  return `Texts to this owner can be sent from ${opensAt}.`;
}
