import { useId } from 'react';
import { useStreak } from '@/api/get-streak';
import { LoadError } from '@/components/layout/load-error';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { isUnauthorized } from '@/lib/api-error';
import { useBadges } from '../api/get-badges';
import { useEarnedBadges } from '../api/get-earned-badges';
import { BadgeList } from './badge-list';
import { WeekProgress } from './week-progress';

/** The profile's Weekly Streak and Earned Badges card (docs/screens.md "Streak card"). */
export function StreakCard({ agentId }: { agentId: string }) {
  const streak = useStreak(agentId);
  const badges = useBadges();
  const earned = useEarnedBadges(agentId);
  const titleId = useId();

  const queries = [streak, badges, earned];
  const failed = queries.find((query) => query.isError && !isUnauthorized(query.error));
  if (failed) {
    return (
      <LoadError
        what="your streak and badges"
        error={failed.error}
        retrying={queries.some((query) => query.isFetching)}
        onRetry={() => {
          for (const query of queries) if (query.isError) void query.refetch();
        }}
      />
    );
  }
  return (
    <section aria-labelledby={titleId}>
      <Card>
        <CardHeader>
          <CardTitle id={titleId}>Weekly Streak and Earned Badges</CardTitle>
        </CardHeader>
        <CardContent>
          {streak.data && badges.data && earned.data ? (
            <>
              <WeekProgress streak={streak.data} />
              <BadgeList badges={badges.data} earned={earned.data} />
            </>
          ) : (
            <SkeletonRows label="Loading your streak..." />
          )}
        </CardContent>
      </Card>
    </section>
  );
}
