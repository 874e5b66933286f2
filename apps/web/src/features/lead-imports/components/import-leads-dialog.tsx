import type { LeadImportSummary, LeadImportPreview as Preview } from '@porchlight/contracts';
import { useState } from 'react';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ImportFilePicker } from './import-file-picker';
import { ImportProgress } from './import-progress';
import { LeadImportPreview } from './lead-import-preview';

export interface ImportLeadsDialogProps {
  agentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Import Leads: the file, its preview and mapping, then the import's progress. Closed before the
 * import starts, it keeps the preview; closed after, it opens afresh next time (the Saved tab
 * shows the progress meanwhile).
 */
export function ImportLeadsDialog({ agentId, open, onOpenChange }: ImportLeadsDialogProps) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [started, setStarted] = useState<LeadImportSummary | null>(null);

  function changeOpen(next: boolean) {
    if (!next && started) {
      setPreview(null);
      setStarted(null);
    }
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Import Leads</DialogTitle>
          <DialogDescription>A CSV file of up to 10,000 rows and 5 MB.</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-5">
          {started ? (
            <ImportProgress agentId={agentId} known={started} />
          ) : (
            <>
              <p className="text-muted-foreground">
                Rows you already have, or that repeat, are skipped. Nothing is imported until you
                choose.
              </p>
              <ImportFilePicker agentId={agentId} onPreview={setPreview} />
              {preview && (
                <LeadImportPreview
                  key={preview.id}
                  agentId={agentId}
                  preview={preview}
                  onPreview={setPreview}
                  onStarted={setStarted}
                />
              )}
            </>
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
