import { FileUp } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useCanReachServer } from '@/hooks/use-can-reach-server';
import { ImportsBanner } from './imports-banner';

// The dialog (its preview, the mapping's field names, zod through the contracts) loads on the
// first press, not with the Saved tab.
const ImportLeadsDialog = lazy(() =>
  import('./import-leads-dialog').then((m) => ({ default: m.ImportLeadsDialog })),
);

/**
 * The Saved tab's imports: any import under way or just finished, and the Import Leads entry.
 * Imports are never queued for later: offline, the entry is off and says why.
 */
export function LeadImports({ agentId }: { agentId: string }) {
  const online = useCanReachServer();
  const offlineId = useId();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  function openDialog() {
    setWanted(true);
    setOpen(true);
  }

  return (
    <>
      <Button
        variant="outline"
        className="w-full"
        aria-haspopup="dialog"
        aria-describedby={online ? undefined : offlineId}
        disabled={!online}
        onClick={openDialog}
      >
        <FileUp aria-hidden="true" />
        Import Leads
      </Button>
      {!online && (
        <p id={offlineId} className="-mt-1 text-sm text-muted-foreground">
          Importing needs a connection.
        </p>
      )}
      <ImportsBanner agentId={agentId} />
      {wanted && (
        <Suspense
          fallback={
            <span role="status" className="sr-only">
              Opening the import...
            </span>
          }
        >
          <ImportLeadsDialog agentId={agentId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
