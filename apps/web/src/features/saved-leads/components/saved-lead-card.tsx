import type { ListedLead } from '@porchlight/contracts';
import { Play, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCanReachServer } from '@/hooks/use-can-reach-server';
import { ContactStatusMark } from './contact-status-mark';
import { LeadHeading } from './lead-heading';
import { LeadActionButton, LeadListCard } from './lead-list-card';
import { LeadTags } from './lead-tags';
import { RemoveLeadButton } from './remove-lead-button';

export interface SavedLeadActions {
  onOpenLead: (leadId: string) => void;
  onMoveToDismissed: (leadId: string) => void;
  onRemove: (leadId: string) => void;
  /** An imported lead's follow-up waits for the agent: this starts it. */
  onStartFollowUp: (leadId: string) => void;
  /** The lead whose follow-up is being started, if any. */
  startingFollowUp?: string;
}

interface SavedLeadCardProps {
  lead: ListedLead;
  actions: SavedLeadActions;
  /** Moves focus somewhere that stays once the card has left the list. */
  onLeft: () => void;
}

export function SavedLeadCard({ lead, actions, onLeft }: SavedLeadCardProps) {
  const waitsForFollowUp = lead.source === 'import' && lead.sequenceStartedAt === null;
  const starting = actions.startingFollowUp === lead.id;
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
      {waitsForFollowUp && (
        <StartFollowUpButton
          address={lead.address}
          starting={starting}
          onStart={() => actions.onStartFollowUp(lead.id)}
        />
      )}
    </LeadListCard>
  );
}

/** An imported lead's follow-up start; it needs the server, so offline it is off. */
function StartFollowUpButton({
  address,
  starting,
  onStart,
}: {
  address: string;
  starting: boolean;
  onStart: () => void;
}) {
  const online = useCanReachServer();
  return (
    // Positioned, so that it sits above the address button's stretched tap area.
    <Button
      variant="outline"
      className="relative self-start"
      disabled={starting || !online}
      onClick={onStart}
    >
      <Play aria-hidden="true" />
      {starting ? 'Starting...' : 'Start Follow-Up'} <span className="sr-only">{address}</span>
    </Button>
  );
}
