import { BULK_PURCHASE } from '@porchlight/contracts';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { StepIndicator } from '@/components/ui/step-indicator';
import { useStepHeading } from '@/hooks/use-step-heading';
import { useBulkWizard } from '../hooks/use-bulk-wizard';
import { FiltersStep } from './filters-step';
import { LeadTypeStep } from './lead-type-step';
import { LocationStep } from './location-step';
import { ReviewStep } from './review-step';

const STEP_TITLES = ['Lead Type', 'Location', 'Filters', 'Review'] as const;
const STEP_HEADINGS = ['Choose a Lead Type', 'Choose a Location', 'Filters', 'Review and Purchase'];

export interface BulkWizardDialogProps {
  agentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Purchase Bulk Leads wizard (docs/screens.md "Bulk leads wizard") in a dialog. Closing it
 * keeps where the agent was, a partial purchase too; a completed purchase closes it and starts it
 * afresh.
 */
export function BulkWizardDialog({ agentId, open, onOpenChange }: BulkWizardDialogProps) {
  const wizard = useBulkWizard(agentId, { onPurchased: () => onOpenChange(false) });
  const { step, search, edit } = wizard;

  const heading = useStepHeading(step);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Purchase Bulk Leads</DialogTitle>
          <DialogDescription>
            {BULK_PURCHASE.leads} leads for {BULK_PURCHASE.credits} credits, from the lead type and
            area you choose. They arrive in your Purchased Leads.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-5">
          <StepIndicator label="Purchase steps" titles={STEP_TITLES} step={step} />
          <h3 ref={heading} tabIndex={-1} className="text-lg font-bold">
            {STEP_HEADINGS[step - 1]}
          </h3>
          {step === 1 && (
            <LeadTypeStep
              quicklist={search.quicklist}
              onChange={(quicklist) => edit({ quicklist })}
              onNext={wizard.next}
            />
          )}
          {step === 2 && (
            <LocationStep
              location={search.location}
              onChange={(location) => edit({ location })}
              onBack={wizard.back}
              onNext={wizard.next}
            />
          )}
          {step === 3 && (
            <FiltersStep
              filters={search.filters}
              onChange={(filters) => edit({ filters })}
              onBack={wizard.back}
              onNext={wizard.next}
            />
          )}
          {step === 4 && <ReviewStep agentId={agentId} wizard={wizard} />}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
