import { tz } from '@date-fns/tz';
import { BUSINESS_TIME_ZONE } from '@porchlight/contracts';
import { addDays, addWeeks, format, startOfDay, startOfWeek } from 'date-fns';

export { BUSINESS_TIME_ZONE };

const eastern = tz(BUSINESS_TIME_ZONE);

/** The ET calendar day of an instant, as 'YYYY-MM-DD' (a lead day, a streak day). */
export function easternDay(instant: Date): string {
  return format(instant, 'yyyy-MM-dd', { in: eastern });
}

/** The instant's ET day as a half-open range [start, end) of instants. */
export function easternDayRange(instant: Date): { start: Date; end: Date } {
  return {
    start: new Date(startOfDay(instant, { in: eastern }).getTime()),
    end: nextEasternMidnight(instant),
  };
}

/** The next ET midnight after an instant: when a daily limit lifts. */
export function nextEasternMidnight(instant: Date): Date {
  return new Date(addDays(startOfDay(instant, { in: eastern }), 1, { in: eastern }).getTime());
}

/** Monday 00:00 ET of the instant's week (weeks run Monday to Sunday). */
export function easternWeekStart(instant: Date): Date {
  return new Date(startOfWeek(instant, { weekStartsOn: 1, in: eastern }).getTime());
}

/** The next Monday 00:00 ET: when a weekly limit lifts. */
export function nextEasternWeekStart(instant: Date): Date {
  const monday = startOfWeek(instant, { weekStartsOn: 1, in: eastern });
  return new Date(addWeeks(monday, 1, { in: eastern }).getTime());
}

/** The ET days ('YYYY-MM-DD') from Monday to Sunday of the instant's week. */
export function easternWeekDays(instant: Date): { first: string; last: string } {
  const monday = startOfWeek(instant, { weekStartsOn: 1, in: eastern });
  return {
    first: format(monday, 'yyyy-MM-dd', { in: eastern }),
    last: format(addDays(monday, 6, { in: eastern }), 'yyyy-MM-dd', { in: eastern }),
  };
}
