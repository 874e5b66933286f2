import { ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

// The wizard (its dialog, its checks and zod) loads on the first press, not with the Saved tab.
const BulkWizardDialog = lazy(() =>
  import('./bulk-wizard-dialog').then((m) => ({ default: m.BulkWizardDialog })),
);

/**
 * The Saved tab's Buy Bulk Leads entry (docs/screens.md "Saved tab"). Once
 * loaded, the wizard stays mounted while closed, so reopening it finds the agent's progress.
 */
export function BuyBulkLeads({ agentId }: { agentId: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  function openWizard() {
    setWanted(true);
    setOpen(true);
  }

  return (
    <>
      <Button variant="outline" className="w-full" aria-haspopup="dialog" onClick={openWizard}>
        <ShoppingCart aria-hidden="true" />
        Buy Bulk Leads
      </Button>
      {wanted && (
        <Suspense
          fallback={
            <span role="status" className="sr-only">
              Opening the bulk purchase...
            </span>
          }
        >
          <BulkWizardDialog agentId={agentId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
