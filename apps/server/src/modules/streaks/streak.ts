import { addDays, mondayOf, STREAK_DAYS_PER_WEEK, type Streak } from '@porchlight/contracts';

const weekBefore = (monday: string) => addDays(monday, -7);
const weekAfter = (monday: string) => addDays(monday, 7);

/**
 * The streak (docs/rewards.md "Streaks") from the agent's streak days (ET days on which it
 * swiped that day's whole fresh batch) and today (ET): a streak week is a Monday–Sunday week
 * with 5 of them; `currentStreak` counts the weeks in a row ending with the last finished week,
 * or with this week once it is complete; `longestStreak` is the best run ever.
 */
export function streakFrom(streakDays: readonly string[], today: string): Streak {
  const perWeek = new Map<string, number>();
  for (const day of new Set(streakDays)) {
    const monday = mondayOf(day);
    perWeek.set(monday, (perWeek.get(monday) ?? 0) + 1);
  }
  const complete = (monday: string) => (perWeek.get(monday) ?? 0) >= STREAK_DAYS_PER_WEEK;
  const thisWeek = mondayOf(today);
  const weekCompleted = complete(thisWeek);

  let currentStreak = 0;
  for (let week = weekCompleted ? thisWeek : weekBefore(thisWeek); complete(week); ) {
    currentStreak++;
    week = weekBefore(week);
  }

  let longestStreak = 0;
  for (const monday of perWeek.keys()) {
    // Count each run once, from its first week.
    if (!complete(monday) || complete(weekBefore(monday))) continue;
    let run = 0;
    for (let week = monday; complete(week); week = weekAfter(week)) run++;
    longestStreak = Math.max(longestStreak, run);
  }
  return { currentStreak, longestStreak, daysThisWeek: perWeek.get(thisWeek) ?? 0, weekCompleted };
}
