import type { ListedLead } from '@porchlight/contracts';
import { X } from 'lucide-react';
import { ContactStatusMark } from './contact-status-mark';
import { LeadHeading } from './lead-heading';
import { LeadActionButton, LeadListCard } from './lead-list-card';
import { LeadTags } from './lead-tags';
import { RemoveLeadButton } from './remove-lead-button';

export interface SavedLeadActions {
  onOpenLead: (leadId: string) => void;
  onMoveToDismissed: (leadId: string) => void;
  onRemove: (leadId: string) => void;
}

interface SavedLeadCardProps {
  lead: ListedLead;
  actions: SavedLeadActions;
  /** Moves focus somewhere that stays once the card has left the list. */
  onLeft: () => void;
}

export function SavedLeadCard({ lead, actions, onLeft }: SavedLeadCardProps) {
  return (
    <LeadListCard
      actions={
        <>
          <LeadActionButton
            address={lead.address}
            onClick={() => {
              onLeft();
              actions.onMoveToDismissed(lead.id);
            }}
          >
            <X aria-hidden="true" />
            Move to Dismissed
          </LeadActionButton>
          <RemoveLeadButton
            address={lead.address}
            onRemove={() => actions.onRemove(lead.id)}
            onRemoved={onLeft}
          />
        </>
      }
    >
      <LeadHeading
        lead={lead}
        level="h3"
        onOpenLead={actions.onOpenLead}
        marks={<ContactStatusMark status={lead.contactStatus} />}
      />
      <LeadTags lead={lead} />
    </LeadListCard>
  );
}
