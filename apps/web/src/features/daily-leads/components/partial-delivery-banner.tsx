import type { FreshLeadsResponse } from '@porchlight/contracts';
import { Button } from '@/components/ui/button';
import { quotaOf } from './fresh-lead-toasts';

interface PartialDeliveryBannerProps {
  partial: FreshLeadsResponse;
  busy: boolean;
  onGetRemaining: () => void;
  onUpdateCriteria: () => void;
}

/** After a partial delivery (workspace.md §2): stays until the agent picks one of its buttons. */
export function PartialDeliveryBanner({
  partial,
  busy,
  onGetRemaining,
  onUpdateCriteria,
}: PartialDeliveryBannerProps) {
  return (
    <section
      aria-labelledby="partial-delivery-title"
      className="flex flex-col gap-3 rounded-xl border border-primary bg-card p-4"
    >
      <h2 id="partial-delivery-title" className="font-semibold">
        {partial.totalDelivered} of {quotaOf(partial)} leads delivered today
      </h2>
      <p className="text-sm text-muted-foreground">
        {partial.canGetMore
          ? 'More leads may match your criteria. Get the rest, or widen your search.'
          : 'Fewer leads match your criteria right now. Widen your search to find more.'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button disabled={busy} onClick={onGetRemaining}>
          {busy ? 'Getting Leads...' : 'Get Remaining Leads'}
        </Button>
        <Button variant="outline" onClick={onUpdateCriteria}>
          Update Search Criteria
        </Button>
      </div>
    </section>
  );
}
