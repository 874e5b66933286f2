import { Download, Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SAVED_LEADS_CSV_URL, useExportSavedLeads } from '../api/export-saved-leads';
import { savedLeadCount } from '../saved-lead-count';

// Two side by side on a 360 px screen: tighter padding there so "Download CSV" keeps its margin.
const TOOLBAR_BUTTON = 'px-3 max-[380px]:gap-1.5 max-[380px]:px-2';

/** How many leads are saved, and the two ways to export them: by email, or as a download. */
export function SavedLeadsToolbar({ agentId, count }: { agentId: string; count: number }) {
  const exportLeads = useExportSavedLeads(agentId);
  const download = (
    <>
      <Download aria-hidden="true" />
      Download CSV
    </>
  );
  return (
    <div className="flex flex-col gap-3">
      <p aria-live="polite" className="font-semibold">
        {savedLeadCount(count)}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button
          className={TOOLBAR_BUTTON}
          disabled={count === 0 || exportLeads.isPending}
          onClick={() => exportLeads.mutate()}
        >
          <Mail aria-hidden="true" />
          {exportLeads.isPending ? 'Exporting...' : 'Export Leads'}
        </Button>
        {count === 0 ? (
          <Button variant="outline" className={TOOLBAR_BUTTON} disabled>
            {download}
          </Button>
        ) : (
          <Button variant="outline" className={TOOLBAR_BUTTON} asChild>
            <a href={SAVED_LEADS_CSV_URL} download>
              {download}
            </a>
          </Button>
        )}
      </div>
    </div>
  );
}
