// Texting hours (docs/compliance.md "Quiet hours"): a text is held back outside 8:00–21:00 in the
// owner's time zone (TCPA quiet hours, beyond the spec). Pure maths on an IANA zone: the server
// works out the owner's zone from the ZIP code and sends it with the follow-up day.

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
