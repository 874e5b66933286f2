import type { ListedLead } from '@porchlight/contracts';
import { Heart } from 'lucide-react';
import { useMoveToSaved } from '../api/move-lead';
import { LeadHeading } from './lead-heading';
import { LeadActionButton, LeadListCard } from './lead-list-card';

interface DismissedLeadCardProps {
  agentId: string;
  lead: ListedLead;
  onOpenLead: (leadId: string) => void;
}

/** A dismissed lead; it leaves this list once the save is recorded and the list read again. */
export function DismissedLeadCard({ agentId, lead, onOpenLead }: DismissedLeadCardProps) {
  const moveToSaved = useMoveToSaved(agentId);
  return (
    <LeadListCard
      actions={
        <LeadActionButton
          address={lead.address}
          disabled={moveToSaved.isPending}
          onClick={() => moveToSaved.mutate(lead.id)}
        >
          <Heart aria-hidden="true" />
          {moveToSaved.isPending ? 'Moving...' : 'Move to Saved'}
        </LeadActionButton>
      }
    >
      <LeadHeading lead={lead} level="h2" onOpenLead={onOpenLead} />
    </LeadListCard>
  );
}
