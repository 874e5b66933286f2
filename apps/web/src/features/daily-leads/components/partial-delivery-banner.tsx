import type { FreshLeadsResponse } from '@porchlight/contracts';
import { Button } from '@/components/ui/button';
import { quotaOf } from './fresh-lead-toasts';

interface PartialDeliveryBannerProps {
  partial: FreshLeadsResponse;
  busy: boolean;
  onGetRemaining: () => void;
  onUpdateCriteria: () => void;
}

/** Two buttons side by side; their labels may take two lines on a narrow phone. */
const action = 'h-auto px-2 py-1 text-sm leading-tight whitespace-normal';

/**
 * After a partial delivery (docs/today.md "Lead card"): stays until the agent picks one of its buttons.
 * Compact, as it sits above the card: on a short screen (under 740 px) it leaves out its sentence,
 * so that the card and its buttons still show above the tab bar.
 */
export function PartialDeliveryBanner({
  partial,
  busy,
  onGetRemaining,
  onUpdateCriteria,
}: PartialDeliveryBannerProps) {
  return (
    <section
      aria-labelledby="partial-delivery-title"
      className="flex flex-col gap-2 rounded-xl border border-primary bg-card p-3"
    >
      <h2 id="partial-delivery-title" className="font-semibold">
        {partial.totalDelivered} of {quotaOf(partial)} leads delivered today
      </h2>
      <p className="text-sm text-muted-foreground [@media(max-height:739px)]:hidden">
        {partial.canGetMore
          ? 'More leads may match your criteria. Get the rest, or widen your search.'
          : 'Fewer leads match your criteria right now. Widen your search to find more.'}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button disabled={busy} onClick={onGetRemaining} className={action}>
          {busy ? 'Getting Leads...' : 'Get Remaining Leads'}
        </Button>
        <Button variant="outline" onClick={onUpdateCriteria} className={action}>
          Update Search Criteria
        </Button>
      </div>
    </section>
  );
}
