import type { Lead } from '@porchlight/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { LeadDetailDialog } from '@/features/lead-detail/components/lazy-lead-detail-dialog';
import { getDismissedLeadsQueryOptions } from '@/features/saved-leads/api/get-dismissed-leads';
import { getSavedLeadsQueryOptions } from '@/features/saved-leads/api/get-saved-leads';

interface LeadDetailHostProps {
  agentId: string;
  leadId: string | null;
  onClose: () => void;
}

/**
 * The Property Details dialog for a lead of the saved or dismissed list. It reads the lead from
 * those lists (without fetching them again), so each change the dialog makes shows as soon as
 * the list is read back.
 */
export function LeadDetailHost({ agentId, leadId, onClose }: LeadDetailHostProps) {
  const saved = useQuery({ ...getSavedLeadsQueryOptions(agentId), enabled: false });
  const dismissed = useQuery({ ...getDismissedLeadsQueryOptions(agentId), enabled: false });
  const found = leadId
    ? (saved.data?.find((lead) => lead.id === leadId) ??
      dismissed.data?.find((lead) => lead.id === leadId))
    : undefined;
  // Keep showing the last known lead while a list is being read back.
  const last = useRef<Lead | null>(null);
  if (found) last.current = found;
  const lead = leadId ? (found ?? (last.current?.id === leadId ? last.current : null)) : null;
  return (
    <LeadDetailDialog
      agentId={agentId}
      lead={lead}
      open={lead !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    />
  );
}
