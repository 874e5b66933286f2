import { addDays, type Day, dayParts, dayText } from './calendar';

// Business days, for the morning notification alone (docs/notifications.md "Business days"): its
// own module, so the pages that read the calendar do not load the holidays.

const weekdayOf = (day: Day) => {
  const { year, month, day: date } = dayParts(day);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
};

/** The `n`th (1-based; -1 the last) `weekday` (0 Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Day {
  if (n < 0) {
    const last = addDays(dayText(month === 12 ? year + 1 : year, (month % 12) + 1, 1), -1);
    return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
  }
  const first = dayText(year, month, 1);
  return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + 7 * (n - 1));
}

/** A fixed-date holiday on a weekend is kept on the Friday before or the Monday after. */
function observed(day: Day): Day {
  const weekday = weekdayOf(day);
  return weekday === 6 ? addDays(day, -1) : weekday === 0 ? addDays(day, 1) : day;
}

/** The US federal holidays of a year, as observed. */
function federalHolidays(year: number): Day[] {
  return [
    ...[
      [1, 1],
      [6, 19],
      [7, 4],
      [11, 11],
      [12, 25],
    ].map(([month = 1, date = 1]) => observed(dayText(year, month, date))),
    nthWeekday(year, 1, 1, 3),
    nthWeekday(year, 2, 1, 3),
    nthWeekday(year, 5, 1, -1),
    nthWeekday(year, 9, 1, 1),
    nthWeekday(year, 10, 1, 2),
    nthWeekday(year, 11, 4, 4),
  ];
}

/**
 * Monday to Friday, but not a US federal holiday as observed: the days the morning notification
 * goes out (docs/notifications.md "Business days"). Deliveries and limits ignore it: any day can be
 * a lead day (docs/calendar.md "Weekends and holidays").
 */
export function isBusinessDay(day: Day): boolean {
  const weekday = weekdayOf(day);
  if (weekday === 0 || weekday === 6) return false;
  const { year } = dayParts(day);
  // New Year's Day on a Saturday is observed on the 31st of December before it.
  return ![...federalHolidays(year), ...federalHolidays(year + 1)].includes(day);
}
