import { IMPORT_LIMITS, type LeadImportPreview } from '@porchlight/contracts';
import { type ChangeEvent, useId, useState } from 'react';
import { apiErrorMessage } from '@/lib/api-error';
import { useUploadLeadImport } from '../api/import-mutations';
import { toBase64 } from '../base64';

const TOO_BIG = 'The file is larger than 5 MB.';

interface ImportFilePickerProps {
  agentId: string;
  onPreview: (preview: LeadImportPreview) => void;
}

/**
 * The CSV file: one too big is refused here, before it is sent; any other goes up in base64 and
 * comes back as its preview, or as the server's sentence for a file it cannot read.
 */
export function ImportFilePicker({ agentId, onPreview }: ImportFilePickerProps) {
  const id = useId();
  const upload = useUploadLeadImport(agentId);
  const [reading, setReading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setProblem(null);
    if (file.size > IMPORT_LIMITS.maxBytes) {
      setProblem(TOO_BIG);
      return;
    }
    setReading(file.name);
    try {
      const content = toBase64(await file.arrayBuffer());
      onPreview(await upload.mutateAsync({ fileName: file.name, content }));
    } catch (error) {
      setProblem(apiErrorMessage(error, 'The file could not be sent. Please try again.'));
    } finally {
      setReading(null);
    }
  }

  const busy = reading !== null;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        CSV file
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv,text/plain"
        disabled={busy}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        // Cleared on each press, so that choosing the same file again (once fixed) is a change.
        onClick={(event) => {
          event.currentTarget.value = '';
        }}
        onChange={(event) => void choose(event)}
        className="w-full min-w-0 cursor-pointer rounded-lg text-base file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-input file:bg-card file:px-4 file:font-semibold file:text-foreground disabled:cursor-not-allowed disabled:opacity-60"
      />
      {busy && (
        <p role="status" className="text-sm text-muted-foreground">
          Reading {reading}...
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
