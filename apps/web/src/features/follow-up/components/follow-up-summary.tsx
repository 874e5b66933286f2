import type { ActivityStats } from '@porchlight/contracts';
import { useId } from 'react';
import { LoadError } from '@/components/layout/load-error';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { isUnauthorized } from '@/lib/api-error';
import { useActivityStats } from '../api/get-activity-stats';
import { type Stat, StatGrid, StatGridSkeleton } from './stat-grid';

function followUpStats(stats: ActivityStats): Stat[] {
  return [
    { label: 'In Sequence', value: stats.totalLeadsInSequence },
    { label: 'In Progress', value: stats.leadsInProgress },
    { label: 'Contacts Sent', value: stats.totalContactsSent },
    { label: 'Contacts Passed', value: stats.totalContactsPassed },
    { label: 'Completed', value: stats.leadsCompleted },
  ];
}

/**
 * The Saved list's Follow-up Summary (docs/screens.md "Saved tab"): the whole follow-up, all time.
 */
export function FollowUpSummary({ agentId }: { agentId: string }) {
  const stats = useActivityStats(agentId);
  const titleId = useId();
  if (stats.isError && !stats.data && !isUnauthorized(stats.error)) {
    return (
      <LoadError
        what="your follow-up summary"
        error={stats.error}
        retrying={stats.isFetching}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  return (
    <section aria-labelledby={titleId}>
      <Card>
        <CardHeader className="p-4 pb-0">
          <CardTitle id={titleId} className="text-lg">
            Follow-up Summary
          </CardTitle>
        </CardHeader>
        <CardContent className="p-4">
          {stats.data ? (
            <StatGrid stats={followUpStats(stats.data)} />
          ) : (
            <StatGridSkeleton what="your follow-up summary" count={5} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}
