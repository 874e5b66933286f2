import { ListChecks } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCanReachServer } from '@/hooks/use-can-reach-server';
import { apiErrorMessage } from '@/lib/api-error';
import { useImportReview, useOfferImportReview } from '../api/import-review';

/**
 * Review in Today: once the day's cards are done, the imported leads waiting for review are
 * offered a batch at a time; the server adds them to today's cards. Never queued for later:
 * offline, the button is off and says why.
 */
// Not the import's texts module: this one loads with the Today tab, that one with the dialog.
const count = (n: number) => n.toLocaleString('en-US');

export function ImportReviewOffer({ agentId }: { agentId: string }) {
  const review = useImportReview(agentId);
  const offer = useOfferImportReview(agentId);
  const online = useCanReachServer();
  const offlineId = useId();
  const waiting = review.data?.waiting ?? 0;
  if (!review.data || waiting <= 0) return null;
  const batch = Math.min(review.data.batchSize, waiting);
  return (
    <Card className="flex flex-col gap-3 p-5">
      <p className="font-semibold">
        {count(waiting)} imported {waiting === 1 ? 'lead' : 'leads'} waiting for review
      </p>
      <Button
        aria-describedby={online ? undefined : offlineId}
        disabled={!online || offer.isPending}
        onClick={() => offer.mutate()}
      >
        <ListChecks aria-hidden="true" />
        {offer.isPending
          ? 'Adding the leads...'
          : `Review ${count(batch)} Imported ${batch === 1 ? 'Lead' : 'Leads'}`}
      </Button>
      {!online && (
        <p id={offlineId} className="text-sm text-muted-foreground">
          Reviewing imported leads needs a connection.
        </p>
      )}
      {offer.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {apiErrorMessage(offer.error, 'The leads could not be added. Please try again.')}
        </p>
      )}
    </Card>
  );
}
