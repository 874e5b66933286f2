// The follow-up sequence's pure rules (workspace.md §4 "Follow-up sequence", §5 "Sending",
// "Script placeholders"; DOMAIN.md "Follow-up sequence"). No zod: screens import this module.
import { BUSINESS_TIME_ZONE } from './business-time';
import { ownerFirstName } from './lead-display';
import type { Lead } from './leads';

export const FOLLOW_UP_DAYS = 6;
export type FollowUpChannel = 'email' | 'text';

/** Email on days 1, 3 and 5; text on days 2, 4 and 6. */
export function activityTypeOfDay(dayNumber: number): FollowUpChannel {
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

function localHourMinute(instant: Date, timeZone: string): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: value('hour'), minute: value('minute') };
}

/**
 * Whether a text may be sent now in the owner's zone, and if not, when it may (the next 8:00
 * there, to the minute; DST days included, by stepping in quarter hours).
 */
export function textingWindow(
  now: Date,
  timeZone: string,
): { open: boolean; opensAt: Date | null } {
  const { hour } = localHourMinute(now, timeZone);
  if (hour >= TEXTING_OPENS_HOUR && hour < TEXTING_CLOSES_HOUR)
    return { open: true, opensAt: null };
  const start = new Date(Math.ceil(now.getTime() / 60_000) * 60_000);
  for (let step = 0; step <= 4 * 24 * 2; step++) {
    const candidate = new Date(start.getTime() + step * 15 * 60_000);
    const local = localHourMinute(candidate, timeZone);
    if (local.hour === TEXTING_OPENS_HOUR) {
      return { open: false, opensAt: new Date(candidate.getTime() - local.minute * 60_000) };
    }
  }
  return { open: false, opensAt: null };
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
