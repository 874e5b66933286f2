import type { LeadImportSummary } from '@porchlight/contracts';
import { Card } from '@/components/ui/card';
import { serverNowMs } from '@/lib/server-clock';
import { isRunning, useLeadImports } from '../api/lead-imports';
import { ImportProgress } from './import-progress';

/** How long a finished import stays on the Saved tab. */
const SHOWN_AFTER_END_MS = 24 * 60 * 60 * 1000;

/**
 * What the Saved tab says of an import: while it runs, its progress; for a day after it ends, its
 * failure, or the saved leads still waiting for their follow-up. Leads sent to Review in Today
 * are offered on the Today tab instead.
 */
function isShown(summary: LeadImportSummary, now: number): boolean {
  if (isRunning(summary)) return true;
  const endedAt = Date.parse(summary.finishedAt ?? summary.createdAt);
  if (now - endedAt > SHOWN_AFTER_END_MS) return false;
  if (summary.status === 'failed') return true;
  return (
    summary.status === 'done' && summary.destination === 'saved' && summary.awaitingFollowUp > 0
  );
}

/** The agent's imports still worth a line, above the saved lists: kept across a reload. */
export function ImportsBanner({ agentId }: { agentId: string }) {
  const imports = useLeadImports(agentId);
  const now = serverNowMs();
  const shown = imports.data?.imports.filter((summary) => isShown(summary, now)) ?? [];
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Your imports" className="flex flex-col gap-2">
      {shown.map((summary) => (
        <li key={summary.id}>
          <Card className="p-4">
            <ImportProgress agentId={agentId} known={summary} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
