import type { Credits } from '@porchlight/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';

/** The agent's credits beside the purchase: the balance, its loading, or its failure and a retry. */
export function WizardBalance({ credits }: { credits: UseQueryResult<Credits> }) {
  if (credits.data) {
    const { credits: balance } = credits.data;
    return (
      <p>
        Your balance:{' '}
        <span className="font-semibold">
          {balance.toLocaleString('en-US')} {balance === 1 ? 'credit' : 'credits'}
        </span>
      </p>
    );
  }
  if (credits.isError) {
    return (
      <div role="alert" className="flex items-center justify-between gap-3">
        <p>We could not load your credits.</p>
        <Button
          variant="outline"
          disabled={credits.isFetching}
          onClick={() => void credits.refetch()}
        >
          {credits.isFetching ? 'Trying again...' : 'Try Again'}
        </Button>
      </div>
    );
  }
  return <p role="status">Loading your credits...</p>;
}
