import { addDays, type Day } from '@porchlight/contracts';

/**
 * An iCalendar writer for a published feed of all-day events (RFC 5545), small on purpose: what
 * docs/connections.md "Calendar feed" needs and no more. Lines end in CRLF and are folded at 75
 * octets (RFC 5545 3.1); TEXT values escape backslash, semicolon, comma and newline (3.3.11).
 */

export interface IcsEvent {
  /** Stable across refreshes, so a calendar app updates the event instead of adding another. */
  uid: string;
  /** The ET day of the all-day event. */
  date: Day;
  summary: string;
  description: string;
  url: string;
}

export interface IcsCalendar {
  prodId: string;
  name: string;
  /** How often a calendar app should fetch the feed again, in minutes. */
  refreshMinutes: number;
  /** When this copy was made (every event's DTSTAMP). */
  stamp: Date;
  events: readonly IcsEvent[];
}

const MAX_LINE_OCTETS = 75;

/** A TEXT value escaped (RFC 5545 3.3.11): `\` `;` `,` and any line break as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * One content line folded at 75 octets (RFC 5545 3.1): each further line starts with a space, and
 * a UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** A DATE value: `20261128` for the ET day 2026-11-28. */
export function icsDate(day: Day): string {
  return day.replace(/-/g, '');
}

/** A UTC DATE-TIME value: `20261128T190000Z`. */
export function icsUtcTime(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

function eventLines(event: IcsEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${icsDate(event.date)}`,
    `DTEND;VALUE=DATE:${icsDate(addDays(event.date, 1))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    // An all-day reminder, not a meeting: it leaves the agent's time free.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The whole feed, CRLF after every line, the last one included. */
export function icsCalendar(calendar: IcsCalendar): string {
  const stamp = icsUtcTime(calendar.stamp);
  const minutes = calendar.refreshMinutes;
  const refresh = minutes % 60 === 0 ? `PT${minutes / 60}H` : `PT${minutes}M`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(calendar.prodId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    // RFC 7986's refresh interval, and the older name Apple's and Microsoft's apps read.
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
