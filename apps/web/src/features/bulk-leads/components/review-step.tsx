import { BULK_PURCHASE, creditsPerLead } from '@porchlight/contracts';
import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import { useCredits } from '@/api/get-credits';
import { PurchaseConfirm } from '@/components/credits/purchase-confirm';
import { Button } from '@/components/ui/button';
import { creditsNeededText } from '@/lib/lead-purchase-messages';
import {
  availableText,
  enoughAvailable,
  limitedAvailabilityText,
  searchSummary,
} from '../bulk-search';
import type { BulkWizard } from '../hooks/use-bulk-wizard';
import { WizardBalance } from './wizard-balance';

const PURCHASE_LABEL = `Purchase ${BULK_PURCHASE.leads} Leads (${BULK_PURCHASE.credits} credits)`;
const CREDITS_PER_LEAD = creditsPerLead(BULK_PURCHASE);

/**
 * Why the purchase button is disabled, or null when it may be pressed
 * (docs/screens.md "Bulk leads wizard").
 */
function purchaseBlocker(wizard: BulkWizard, balance: number | undefined): string | null {
  const { available, remaining } = wizard;
  if (remaining === null) {
    if (available === null) return 'Check availability before you purchase.';
    if (!enoughAvailable(available)) return limitedAvailabilityText(available);
  }
  if (balance === undefined) return null;
  const required = remaining === null ? BULK_PURCHASE.credits : remaining * CREDITS_PER_LEAD;
  return creditsNeededText(balance, required);
}

/**
 * Step 4: the search as chosen, Check Availability, and the purchase, enabled once a count shows
 * at least 25 and the agent has the credits. After a partial purchase that can go on, Get
 * Remaining fetches the rest of it (docs/screens.md "Bulk leads wizard").
 */
export function ReviewStep({ agentId, wizard }: { agentId: string; wizard: BulkWizard }) {
  const credits = useCredits(agentId);
  const noteId = useId();
  const { available, remaining } = wizard;
  const blocker = purchaseBlocker(wizard, credits.data?.credits);
  const canBuy = blocker === null && credits.data !== undefined && !wizard.purchasing;
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid gap-3 rounded-lg bg-muted p-3">
        {searchSummary(wizard.search).map(({ term, value }) => (
          <div key={term}>
            <dt className="text-sm text-muted-foreground">{term}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <WizardBalance credits={credits} />
      {remaining === null ? (
        <div className="flex flex-col gap-3">
          <p aria-live="polite" className="text-lg font-semibold empty:hidden">
            {available !== null && `${availableText(available)} leads available`}
          </p>
          <Button
            variant="outline"
            size="lg"
            disabled={wizard.checking}
            onClick={wizard.checkAvailability}
          >
            {wizard.checking ? 'Checking...' : 'Check Availability'}
          </Button>
        </div>
      ) : (
        <p aria-live="polite" className="font-medium">
          {remaining} more {remaining === 1 ? 'lead' : 'leads'} of this purchase can still arrive,
          at {CREDITS_PER_LEAD} credit each.
        </p>
      )}
      <div className="flex flex-col gap-2">
        <PurchaseConfirm
          title={
            remaining === null
              ? `Purchase ${BULK_PURCHASE.leads} leads for ${BULK_PURCHASE.credits} credits?`
              : `Get ${remaining} more leads for ${remaining * CREDITS_PER_LEAD} credits?`
          }
          credits={remaining === null ? BULK_PURCHASE.credits : remaining * CREDITS_PER_LEAD}
          balance={credits.data?.credits ?? 0}
          busy={wizard.purchasing}
          from="this search"
          onConfirm={wizard.buy}
          trigger={
            <Button size="lg" disabled={!canBuy} aria-describedby={blocker ? noteId : undefined}>
              {wizard.purchasing
                ? 'Purchasing...'
                : remaining === null
                  ? PURCHASE_LABEL
                  : 'Get Remaining'}
            </Button>
          }
        />
        {blocker && (
          <p id={noteId} className="text-sm font-medium text-muted-foreground">
            {blocker}
          </p>
        )}
      </div>
      <Button variant="outline" size="lg" className="self-start" onClick={wizard.back}>
        <ArrowLeft aria-hidden />
        Back
      </Button>
    </div>
  );
}
