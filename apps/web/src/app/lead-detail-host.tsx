import { LeadDetailDialog } from '@/features/lead-detail/components/lazy-lead-detail-dialog';
import { useLeadDetail } from '@/features/lead-detail/hooks/use-lead-detail';

interface LeadDetailHostProps {
  agentId: string;
  leadId: string | null;
  onClose: () => void;
}

/**
 * The Property Details dialog for the lead opened from the saved or dismissed list or the
 * follow-up. The lists carry only what their cards show, so the dialog reads the whole lead
 * itself: it opens at once on its loading state, and each change it makes reads the lead again.
 */
export function LeadDetailHost({ agentId, leadId, onClose }: LeadDetailHostProps) {
  const { lead, loadError } = useLeadDetail(leadId);
  return (
    <LeadDetailDialog
      agentId={agentId}
      lead={lead}
      loadError={loadError}
      open={leadId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    />
  );
}
