import type { LeadImportSummary } from '@porchlight/contracts';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useCanReachServer } from '@/hooks/use-can-reach-server';
import { isRunning, useLeadImport } from '../api/lead-imports';
import { useStartImportFollowUp } from '../api/start-import-follow-up';
import { importedLine, progressLine } from '../import-texts';

interface ImportProgressProps {
  agentId: string;
  /** The import as the caller last read it: polled from there while it runs. */
  known: LeadImportSummary;
}

/** One import: its bar while it runs, then what it brought, or why it failed. */
export function ImportProgress({ agentId, known }: ImportProgressProps) {
  const { data = known } = useLeadImport(agentId, known);
  if (isRunning(data)) {
    const line = progressLine(data);
    const rows = Math.max(data.counts.rows, 1);
    return (
      <div className="flex flex-col gap-2">
        <p className="font-semibold">{line}</p>
        <ProgressBar
          label="Import progress"
          value={data.processed}
          max={data.counts.rows}
          valueText={line}
          percent={Math.min(100, (data.processed / rows) * 100)}
        />
      </div>
    );
  }
  if (data.status === 'failed') {
    return (
      <div role="status" className="flex flex-col gap-1">
        <p className="font-semibold">The import of {data.fileName} did not finish.</p>
        {data.message && <p className="text-destructive">{data.message}</p>}
      </div>
    );
  }
  if (data.status !== 'done') return null;
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="font-semibold">
        {importedLine(data)}
      </p>
      {data.destination === 'review' ? (
        <p className="text-muted-foreground">
          They wait in Today: after the day's leads, review them a batch at a time.
        </p>
      ) : (
        data.awaitingFollowUp > 0 && <StartFollowUpForAll agentId={agentId} importId={data.id} />
      )}
    </div>
  );
}

function StartFollowUpForAll({ agentId, importId }: { agentId: string; importId: string }) {
  const start = useStartImportFollowUp(agentId, importId);
  // Starting needs the server: offline the button is off rather than failing on a tap.
  const online = useCanReachServer();
  return (
    <>
      <p className="text-muted-foreground">
        They wait in Saved: their follow-up starts when you choose.
      </p>
      <Button
        className="self-start"
        disabled={start.isPending || !online}
        onClick={() => start.mutate()}
      >
        {start.isPending ? 'Starting...' : 'Start Follow-Up for All'}
      </Button>
    </>
  );
}
