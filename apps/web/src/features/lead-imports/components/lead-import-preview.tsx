import type {
  ImportDestination,
  LeadImportSummary,
  ImportMapping as Mapping,
  LeadImportPreview as Preview,
} from '@porchlight/contracts';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-error';
import { useMapLeadImport, useStartLeadImport } from '../api/import-mutations';
import { count, fileLine, importButtonLabel, uncheckedPhonesLine } from '../import-texts';
import { ImportDestinationChoice } from './import-destination';
import { ImportIssues } from './import-issues';
import { ImportMapping } from './import-mapping';
import { PreviewRows } from './preview-rows';

interface LeadImportPreviewProps {
  agentId: string;
  preview: Preview;
  onPreview: (preview: Preview) => void;
  onStarted: (summary: LeadImportSummary) => void;
}

/**
 * What the file holds and what would be imported: the counts, the columns' fields (each change
 * reads the preview again), the first rows as they will be, every row left out, and where the
 * leads go.
 */
export function LeadImportPreview({
  agentId,
  preview,
  onPreview,
  onStarted,
}: LeadImportPreviewProps) {
  const map = useMapLeadImport(agentId, preview.id);
  const start = useStartLeadImport(agentId, preview.id);
  const [pending, setPending] = useState<Mapping | null>(null);
  const [refusal, setRefusal] = useState<{ column: number; message: string } | null>(null);
  const [destination, setDestination] = useState<ImportDestination>('saved');
  // Only the latest change's answer is shown: an earlier one may arrive after it.
  const latest = useRef(0);

  function changeMapping(mapping: Mapping, column: number) {
    const call = ++latest.current;
    setPending(mapping);
    setRefusal(null);
    map.mutate(mapping, {
      onSuccess: (next) => call === latest.current && onPreview(next),
      onError: (error) =>
        call === latest.current &&
        setRefusal({
          column,
          message: apiErrorMessage(error, 'The preview could not be read again. Please try again.'),
        }),
      onSettled: () => call === latest.current && setPending(null),
    });
  }

  const { counts } = preview;
  // The server says why this mapping cannot import; a mapping with no address never can.
  const problem =
    preview.problem ??
    (preview.mapping.includes('address')
      ? null
      : 'Choose the column that holds the street address.');
  const busy = map.isPending || start.isPending;
  const unchecked = uncheckedPhonesLine(preview.phonesWithoutDncColumn);
  return (
    <div className="flex flex-col gap-5">
      <section className="flex flex-col gap-2">
        <h3 className="text-lg font-bold">{preview.fileName}</h3>
        <p className="text-sm text-muted-foreground">{fileLine(preview)}</p>
        <ul aria-label="What the file holds" className="flex flex-col gap-0.5">
          <li className="font-semibold">{count(counts.ready)} ready to import</li>
          <li>{count(counts.duplicateInFile)} repeated in this file</li>
          <li>{count(counts.alreadyHave)} you already have</li>
          <li>{count(counts.refused)} can't be imported</li>
        </ul>
        {unchecked && <p className="text-sm font-medium">{unchecked}</p>}
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="text-lg font-bold">Columns</h3>
        <p className="text-sm text-muted-foreground">
          Choose the field each column fills, or Leave Out.
        </p>
        <ImportMapping
          headers={preview.headers}
          mapping={pending ?? preview.mapping}
          onChange={changeMapping}
          problem={refusal}
        />
        {map.isPending && (
          <p role="status" className="text-sm text-muted-foreground">
            Updating the preview...
          </p>
        )}
      </section>
      {preview.preview.length > 0 && <PreviewRows rows={preview.preview} />}
      {preview.issues.length > 0 && (
        <section className="flex flex-col gap-3">
          <h3 className="text-lg font-bold">Rows Left Out or Changed</h3>
          <ImportIssues issues={preview.issues} />
        </section>
      )}
      <ImportDestinationChoice value={destination} onChange={setDestination} />
      <div className="flex flex-col gap-2">
        {problem && <p className="text-sm font-medium text-destructive">{problem}</p>}
        <Button
          disabled={busy || counts.ready === 0 || problem !== null}
          onClick={() =>
            start.mutate({ mapping: preview.mapping, destination }, { onSuccess: onStarted })
          }
        >
          {start.isPending ? 'Starting the import...' : importButtonLabel(counts.ready)}
        </Button>
        {start.isError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {apiErrorMessage(start.error, 'The import could not start. Please try again.')}
          </p>
        )}
      </div>
    </div>
  );
}
