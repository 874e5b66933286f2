import { LEAD_COUNT_CACHE_SECONDS } from '@porchlight/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-error';
import { useAvailableCount } from '../api/get-available-count';

/** docs/screens.md "Lead-count check": the three count errors, by the code the server answers. */
function toastCountError(error: unknown): void {
  const answer = error instanceof ApiError ? error : undefined;
  if (answer?.code === 'CRITERIA_NOT_SET') {
    toast({
      title: 'Set Criteria First',
      description: 'Please save your lead criteria before checking count',
    });
    return;
  }
  if (answer?.code === 'RATE_LIMITED') {
    toast({
      title: 'Please Wait',
      description: 'Wait a moment before checking again to conserve API credits',
    });
    return;
  }
  toast({
    title: 'Unable to Check Count',
    // The server answered without a sentence: "Failed to fetch count"; no answer at all (offline,
    // an unreadable body): "Please try again later".
    description: answer
      ? (answer.code && answer.message) || 'Failed to fetch count'
      : 'Please try again later',
    variant: 'destructive',
  });
}

function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/**
 * The lead-count check (docs/screens.md "Lead-count check"): on demand, the matching leads
 * in total, how far the agent's cursor has come, and what remains.
 */
export function LeadCountCheck({ agentId }: { agentId: string }) {
  const count = useAvailableCount(agentId);
  const checking = count.isFetching;

  const check = async () => {
    const result = await count.refetch();
    if (result.isError) toastCountError(result.error);
  };

  const rows = count.data && [
    { term: 'Total Available', value: count.data.totalAvailable },
    { term: 'Current Offset', value: count.data.currentOffset },
    { term: 'Remaining Leads', value: count.data.remaining },
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Available Leads</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-muted-foreground">See how many leads match your saved criteria.</p>
        <div aria-live="polite" className="empty:hidden">
          {rows && (
            <div className="flex flex-col gap-2">
              <dl className="flex flex-col gap-2">
                {rows.map(({ term, value }) => (
                  <div
                    key={term}
                    className="flex items-baseline justify-between gap-3 rounded-lg bg-muted px-3 py-2"
                  >
                    <dt className="text-muted-foreground">{term}</dt>
                    <dd className="text-xl font-bold tabular-nums">{formatCount(value)}</dd>
                  </div>
                ))}
              </dl>
              <p className="text-sm text-muted-foreground">
                {count.data?.cached && 'Showing a cached result. '}
                Results are cached and update every {LEAD_COUNT_CACHE_SECONDS} seconds.
              </p>
            </div>
          )}
        </div>
        <Button variant="outline" disabled={checking} onClick={() => void check()}>
          {checking ? 'Checking...' : 'Check Lead Count'}
        </Button>
      </CardContent>
    </Card>
  );
}
