import { cashOfferRange, formatDollars, type Lead } from '@porchlight/contracts';
import { HandCoins } from 'lucide-react';
import { DetailSection } from './detail-section';

/**
 * The cash-buyer offers teaser (docs/screens.md "Property Details dialog"); without a value there
 * is nothing to tease.
 */
export function CashOffersTeaser({ lead }: { lead: Lead }) {
  const range = cashOfferRange(lead);
  if (range === null) return null;
  return (
    <DetailSection title="Cash Buyer Offers" className="gap-1 rounded-xl bg-secondary p-4">
      <p className="flex items-start gap-2 text-base">
        <HandCoins aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          <strong>{range.offers} cash offers</strong> between{' '}
          <strong className="tabular-nums">{formatDollars(range.low)}</strong> and{' '}
          <strong className="tabular-nums">{formatDollars(range.high)}</strong>
        </span>
      </p>
      <p className="text-sm text-muted-foreground">Estimated from the property's value.</p>
    </DetailSection>
  );
}
