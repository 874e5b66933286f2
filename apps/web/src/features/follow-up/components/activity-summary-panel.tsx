import type { ActivitySummary } from '@porchlight/contracts';
import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useId } from 'react';
import { LoadError } from '@/components/layout/load-error';
import { useActivitySummary } from '../api/get-activity-summary';
import { type Stat, StatGrid, StatGridSkeleton } from './stat-grid';

function summaryStats(summary: ActivitySummary): Stat[] {
  return [
    { label: 'Leads Received', value: summary.leadsReceived },
    { label: 'Leads Saved', value: summary.leadsSaved },
    { label: 'Leads Passed', value: summary.leadsPassed },
    { label: 'Emails Sent', value: summary.emailsSent },
    { label: 'Texts Sent', value: summary.textsSent },
    { label: 'Postcards Sent', value: summary.postcardsSent },
    { label: 'Leads Enhanced', value: summary.leadsEnhanced },
  ];
}

function SummaryNumbers({ agentId }: { agentId: string }) {
  const summary = useActivitySummary(agentId);
  if (summary.data) return <StatGrid stats={summaryStats(summary.data)} />;
  if (summary.isError) {
    return (
      <LoadError
        what="today's numbers"
        error={summary.error}
        retrying={summary.isFetching}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  return <StatGridSkeleton what="today's numbers" count={7} />;
}

/**
 * Today's numbers, closed at first. The numbers mount only while it is open (Radix unmounts a
 * closed Content), so they are read when it first opens.
 */
export function ActivitySummaryPanel({ agentId }: { agentId: string }) {
  const titleId = useId();
  return (
    <Collapsible.Root asChild>
      <section aria-labelledby={titleId} className="rounded-xl border bg-card px-4 py-1 shadow-sm">
        <h3 className="text-base font-bold">
          <Collapsible.Trigger className="group flex min-h-11 w-full cursor-pointer items-center gap-2 text-left">
            <span id={titleId}>Activity Summary</span>
            <ChevronDown
              aria-hidden="true"
              className="ml-auto size-5 transition-transform duration-150 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
            />
          </Collapsible.Trigger>
        </h3>
        <Collapsible.Content className="pb-3">
          <SummaryNumbers agentId={agentId} />
        </Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}
