// The follow-up sequence's pure rules (workspace.md §4 "Follow-up sequence", §5 "Sending",
// "Script placeholders"; DOMAIN.md "Follow-up sequence"). No zod: screens import this module.
import { BUSINESS_TIME_ZONE } from './business-time';
import { ownerFirstName } from './lead-display';
import type { Lead } from './leads';

export const FOLLOW_UP_DAYS = 6;
/** A day's channel; `ActivityType` (follow-up.ts) is the one type made of these. */
export const ACTIVITY_TYPES = ['email', 'text'] as const;

/** Email on days 1, 3 and 5; text on days 2, 4 and 6. */
export function activityTypeOfDay(dayNumber: number): (typeof ACTIVITY_TYPES)[number] {
  return dayNumber % 2 === 1 ? 'email' : 'text';
}

/** The synthetic contacts of the agent's own custom email and phone: shown first, never recorded. */
export const CUSTOM_EMAIL_ID = 'custom-email';
export const CUSTOM_PHONE_ID = 'custom-phone';
export const isCustomContactId = (id: string) => id === CUSTOM_EMAIL_ID || id === CUSTOM_PHONE_ID;

/**
 * Each state's time zone (the one most of its people live in). A text is held back outside
 * 8:00–21:00 there (TCPA quiet hours, beyond the spec).
 */
const STATE_TIME_ZONES: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  PR: 'America/Puerto_Rico',
};
/** Without a known state, the business calendar's zone. */
const FALLBACK_TIME_ZONE = BUSINESS_TIME_ZONE;

/** The owner's time zone: the mailing address's state, else the property's. */
export function ownerTimeZone(lead: Pick<Lead, 'mailingState' | 'state'>): string {
  const state = (lead.mailingState?.trim() || lead.state).toUpperCase();
  return STATE_TIME_ZONES[state] ?? FALLBACK_TIME_ZONE;
}

export const TEXTING_OPENS_HOUR = 8;
export const TEXTING_CLOSES_HOUR = 21;

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in a time zone at an instant, to the second. */
function wallClock(instant: Date, timeZone: string) {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? Number.NaN);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour'),
    minute: value('minute'),
    second: value('second'),
  };
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClock(new Date(instant), timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the zone's clocks show `hour`:00 on a calendar day. The offset is read at a first
 * guess and again at the result, as a change of the clocks may fall between; an hour the zone
 * skips is an error, never a guess.
 */
function atLocalHour(
  day: { year: number; month: number; day: number },
  hour: number,
  timeZone: string,
) {
  const wall = Date.UTC(day.year, day.month - 1, day.day, hour);
  const first = wall - offsetAt(wall, timeZone);
  const instant = new Date(wall - offsetAt(first, timeZone));
  const shown = wallClock(instant, timeZone);
  if (shown.day !== day.day || shown.hour !== hour || shown.minute !== 0) {
    throw new Error(`${timeZone} has no ${hour}:00 on ${day.year}-${day.month}-${day.day}`);
  }
  return instant;
}

/** Texting is open, or closed until a known instant: a closed window always says when it opens. */
export type TextingWindow = { open: true } | { open: false; opensAt: Date };

/**
 * Whether a text may be sent now in the owner's zone, and if not, when it may: the next 8:00
 * there (today's before 8:00, tomorrow's from 21:00), DST days included.
 */
export function textingWindow(now: Date, timeZone: string): TextingWindow {
  const local = wallClock(now, timeZone);
  if (local.hour >= TEXTING_OPENS_HOUR && local.hour < TEXTING_CLOSES_HOUR) return { open: true };
  const daysAhead = local.hour < TEXTING_OPENS_HOUR ? 0 : 1;
  const day = new Date(Date.UTC(local.year, local.month - 1, local.day + daysAhead));
  const opensAt = atLocalHour(
    { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() },
    TEXTING_OPENS_HOUR,
    timeZone,
  );
  return { open: false, opensAt };
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

/** {firstname} is the owner's first name, else 'there'; {streetaddress} is the lead's address. */
export function fillPlaceholders(
  text: string,
  lead: Pick<Lead, 'owner1' | 'owner2' | 'ownerFullName' | 'ownerName' | 'address'>,
): string {
  const firstName = ownerFirstName(lead) ?? 'there';
  return text.replace(/\{firstname\}/gi, firstName).replace(/\{streetaddress\}/gi, lead.address);
}

/** A mailto: link with the day's subject and body filled in. */
export function mailtoLink(to: string, subject: string, body: string): string {
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?${query}`;
}

/** An sms: link; iOS joins the body with '&', everything else with '?' (workspace.md §5). */
export function smsLink(phone: string, body: string, isIos: boolean): string {
  return `sms:${phone.replace(/[^\d+]/g, '')}${isIos ? '&' : '?'}body=${encodeURIComponent(body)}`;
}
