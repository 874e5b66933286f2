import { STREAK_DAYS_PER_WEEK, type Streak } from '@porchlight/contracts';
import { ProgressBar } from '@/components/ui/progress-bar';
import { StatGrid } from '@/components/ui/stat-grid';
import {
  weekDaysDone,
  weekProgressPercent,
  weekProgressText,
  weeksText,
} from '@/lib/streak-display';

/** What this week still asks: a streak day is a day whose whole batch was gone through. */
function weekHint(streak: Streak): string {
  if (streak.weekCompleted) return 'This week is complete: it counts toward your streak.';
  const left = STREAK_DAYS_PER_WEEK - weekDaysDone(streak);
  return `Go through all of a day's leads on ${left} more ${left === 1 ? 'day' : 'days'} this week to complete it.`;
}

/**
 * The streak in weeks, and this week's days as a bar (docs/screens.md "Streak card": goal 5, at
 * least 5 %).
 */
export function WeekProgress({ streak }: { streak: Streak }) {
  const progress = weekProgressText(streak);
  return (
    <div className="flex flex-col gap-4">
      <StatGrid
        stats={[
          { label: 'Current streak', value: weeksText(streak.currentStreak) },
          { label: 'Longest streak', value: weeksText(streak.longestStreak) },
        ]}
      />
      <div className="flex flex-col gap-2">
        <p className="font-semibold">{progress}</p>
        <ProgressBar
          label="This week's streak"
          value={weekDaysDone(streak)}
          max={STREAK_DAYS_PER_WEEK}
          valueText={progress}
          percent={weekProgressPercent(streak)}
        />
        <p className="text-sm text-muted-foreground">{weekHint(streak)}</p>
      </div>
    </div>
  );
}
