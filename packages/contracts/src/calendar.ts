// The one calendar (docs/calendar.md): every day, week and local hour the app reasons about, on
// US Eastern time for the business rules and on the owner's zone for quiet hours. Plain Intl and
// Date.UTC arithmetic, no zod and no library, so screens and the server share it. Nothing outside
// this module names a zone, reads an offset or calls toLocaleDateString (a test in the server's
// test folder, calendar-home, holds every app to it).

/** Every business rule runs on US Eastern time: lead days, weeks, limits, streaks, exports. */
export const BUSINESS_TIME_ZONE = 'America/New_York';

/** A calendar day, 'YYYY-MM-DD'. */
export type Day = string;
interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in a time zone at an instant, to the second. */
export function wallClock(instant: Date, timeZone: string): Wall {
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

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
export const dayText = (year: number, month: number, day: number): Day =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
export function dayParts(day: Day) {
  const [year = Number.NaN, month = Number.NaN, date = Number.NaN] = day.split('-').map(Number);
  return { year, month, day: date };
}

/** A day `n` days after (or before) another: date arithmetic, no clock and no zone. */
export function addDays(day: Day, n: number): Day {
  const { year, month, day: date } = dayParts(day);
  const moved = new Date(Date.UTC(year, month - 1, date + n));
  return dayText(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** The Monday of a day's week (weeks run Monday to Sunday). */
export function mondayOf(day: Day): Day {
  const { year, month, day: date } = dayParts(day);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The instant a zone's clocks show `hour`:00 on a day. The offset is read at a first guess and
 * again at the result, as a change of the clocks may fall between; an hour the zone skips is an
 * error, never a guess.
 */
export function atLocalHour(day: Day, hour: number, timeZone: string): Date {
  const { year, month, day: date } = dayParts(day);
  const wall = Date.UTC(year, month - 1, date, hour);
  const first = wall - offsetAt(wall, timeZone);
  const instant = new Date(wall - offsetAt(first, timeZone));
  const shown = wallClock(instant, timeZone);
  if (shown.day !== date || shown.hour !== hour || shown.minute !== 0) {
    throw new Error(`${timeZone} has no ${hour}:00 on ${day}`);
  }
  return instant;
}

/** An instant's calendar day in a zone (Eastern unless told). */
export function dayIn(instant: Date, timeZone: string): Day {
  const wall = wallClock(instant, timeZone);
  return dayText(wall.year, wall.month, wall.day);
}

/** The ET calendar day of an instant, as 'YYYY-MM-DD' (a lead day, a streak day, a file's date). */
export function easternDay(instant: Date): Day {
  return dayIn(instant, BUSINESS_TIME_ZONE);
}

/** An ET day's midnight (every Eastern midnight exists: the clocks change at 2:00). */
export function easternMidnight(day: Day): Date {
  return atLocalHour(day, 0, BUSINESS_TIME_ZONE);
}

/** The instant's ET day as a half-open range [start, end) of instants, for SQL filters. */
export function easternDayRange(instant: Date): { start: Date; end: Date } {
  const day = easternDay(instant);
  return { start: easternMidnight(day), end: easternMidnight(addDays(day, 1)) };
}

/** The next ET midnight after an instant: when a daily limit lifts. */
export function nextEasternMidnight(instant: Date): Date {
  return easternMidnight(addDays(easternDay(instant), 1));
}

/** Monday 00:00 ET of the instant's week. */
export function easternWeekStart(instant: Date): Date {
  return easternMidnight(mondayOf(easternDay(instant)));
}

/** The next Monday 00:00 ET: when a weekly limit lifts. */
export function nextEasternWeekStart(instant: Date): Date {
  return easternMidnight(addDays(mondayOf(easternDay(instant)), 7));
}

/** The ET days from Monday to Sunday of the instant's week. */
export function easternWeekDays(instant: Date): { first: Day; last: Day } {
  const first = mondayOf(easternDay(instant));
  return { first, last: addDays(first, 6) };
}

/** "11/5/2026": an instant's ET date as people in the US write it. */
export function formatEasternDate(instant: Date): string {
  const { year, month, day } = wallClock(instant, BUSINESS_TIME_ZONE);
  return `${month}/${day}/${year}`;
}
