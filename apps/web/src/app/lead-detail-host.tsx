import type { Agent } from '@porchlight/contracts';
import { lazy, Suspense } from 'react';
import { LeadDetailDialog } from '@/features/lead-detail/components/lazy-lead-detail-dialog';
import { useLeadDetail } from '@/features/lead-detail/hooks/use-lead-detail';

// Loaded with the first lead that shows it, not with the dashboard.
const LeadPostcard = lazy(() =>
  import('@/features/postcards/components/lead-postcard').then((m) => ({
    default: m.LeadPostcard,
  })),
);
const LeadFollowUpBoss = lazy(() =>
  import('@/features/connections/components/follow-up-boss-send').then((m) => ({
    default: m.LeadFollowUpBoss,
  })),
);

interface LeadDetailHostProps {
  agent: Agent;
  leadId: string | null;
  onClose: () => void;
}

/**
 * The Property Details dialog for the lead opened from the saved or dismissed list or the
 * follow-up. The lists carry only what their cards show, so the dialog reads the whole lead
 * itself: it opens at once on its loading state, and each change it makes reads the lead again.
 */
export function LeadDetailHost({ agent, leadId, onClose }: LeadDetailHostProps) {
  const { lead, loadError } = useLeadDetail(leadId);
  return (
    <LeadDetailDialog
      agentId={agent.id}
      lead={lead}
      loadError={loadError}
      open={leadId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      renderPostcard={(shown) => (
        <Suspense fallback={<p className="text-muted-foreground">Loading postcard...</p>}>
          <LeadPostcard agent={agent} lead={shown} />
        </Suspense>
      )}
      renderConnections={(shown) => (
        <Suspense fallback={null}>
          <LeadFollowUpBoss
            agentId={agent.id}
            leadId={shown.id}
            contactStatus={shown.contactStatus}
          />
        </Suspense>
      )}
    />
  );
}
