import { creditsPerLead, LEAD_PACKAGES, type LeadPackageSize } from '@porchlight/contracts';
import { useId, useState } from 'react';
import { newPurchaseAttempt } from '@/api/lead-purchases';
import { PurchaseConfirm } from '@/components/credits/purchase-confirm';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import {
  creditsNeededText,
  purchaseFailureToast,
  purchaseOutcome,
} from '@/lib/lead-purchase-messages';
import { usePurchaseLeadPackage } from '../api/purchase-lead-package';

interface PackagePurchaseProps {
  agentId: string;
  credits: number;
  packageSize: LeadPackageSize;
  /** The button's words: "Buy Lead Package" on the profile, "Purchase 50 Leads" on the wallet. */
  label: string;
}

/**
 * A lead package bought with credits, from the agent's saved criteria
 * (docs/screens.md "Lead Wallet card"): the price, the button (disabled below it, saying how many
 * credits are missing), and after a partial purchase that can go on, Get Remaining for the rest at
 * the same price per lead. Either asks to confirm the spend first.
 */
export function PackagePurchase({ agentId, credits, packageSize, label }: PackagePurchaseProps) {
  const pack = LEAD_PACKAGES[packageSize];
  const purchase = usePurchaseLeadPackage(agentId);
  // Leads of a partial purchase still to come; null when no purchase is under way.
  const [remaining, setRemaining] = useState<number | null>(null);
  const required = remaining === null ? pack.credits : remaining * creditsPerLead(pack);
  const needed = creditsNeededText(credits, required);
  const noteId = useId();

  function buy() {
    const attempt = newPurchaseAttempt({
      packageSize,
      creditsRequired: required,
      ...(remaining !== null && { continueSession: true }),
    });
    purchase.mutate(attempt, {
      onSuccess: (answer) => {
        const outcome = purchaseOutcome(answer);
        toast(outcome.toast);
        setRemaining(outcome.canGetRemaining ? answer.remainingNeeded : null);
      },
      onError: (error) => toast(purchaseFailureToast(error)),
    });
  }

  return (
    <div className="flex flex-col gap-2">
      <p>
        {remaining === null
          ? `${pack.leads} leads for ${pack.credits} credits, from your saved search criteria.`
          : `${remaining} more ${remaining === 1 ? 'lead' : 'leads'} of your package can still arrive, for ${required} credits.`}
      </p>
      <PurchaseConfirm
        title={
          remaining === null
            ? `Purchase ${pack.leads} leads for ${required} credits?`
            : `Get ${remaining} more ${remaining === 1 ? 'lead' : 'leads'} for ${required} credits?`
        }
        credits={required}
        balance={credits}
        busy={purchase.isPending}
        onConfirm={buy}
        trigger={
          // Still focusable while purchasing (aria-disabled), so focus comes back to it from the
          // confirmation; the confirmation does not open meanwhile.
          <Button
            size="lg"
            disabled={needed !== null}
            aria-disabled={purchase.isPending || undefined}
            aria-describedby={needed ? noteId : undefined}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          >
            {purchase.isPending ? 'Purchasing...' : remaining === null ? label : 'Get Remaining'}
          </Button>
        }
      />
      {needed && (
        <p id={noteId} className="text-sm font-medium text-muted-foreground">
          {needed}
        </p>
      )}
    </div>
  );
}
