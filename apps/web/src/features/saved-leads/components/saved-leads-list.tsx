import type { ListedLead } from '@porchlight/contracts';
import { useMoveToDismissed } from '../api/move-lead';
import { useStartLeadFollowUp } from '../api/start-lead-follow-up';
import { useRemoveSavedLead } from '../api/unsave-lead';
import { LeadGroup } from './lead-group';
import type { SavedLeadActions } from './saved-lead-card';

interface SavedLeadsListProps {
  agentId: string;
  leads: ListedLead[];
  onOpenLead: (leadId: string) => void;
}

/**
 * The saved leads in groups by source: daily deliveries, leads bought in bulk, and leads imported
 * from the agent's own list (only once there are some).
 */
export function SavedLeadsList({ agentId, leads, onOpenLead }: SavedLeadsListProps) {
  // Held here, not in the cards: a card unmounts as soon as its lead leaves the list.
  const moveToDismissed = useMoveToDismissed(agentId);
  const remove = useRemoveSavedLead(agentId);
  const startFollowUp = useStartLeadFollowUp(agentId);
  const actions: SavedLeadActions = {
    onOpenLead,
    onMoveToDismissed: (leadId) => moveToDismissed.mutate(leadId),
    onRemove: (leadId) => remove.mutate(leadId),
    onStartFollowUp: (leadId) => startFollowUp.mutate(leadId),
    startingFollowUp: startFollowUp.isPending ? startFollowUp.variables : undefined,
  };
  const imported = leads.filter((lead) => lead.source === 'import');
  return (
    <>
      <LeadGroup
        title="Daily Leads"
        emptyText="No daily leads saved yet."
        leads={leads.filter((lead) => lead.source === 'daily')}
        actions={actions}
      />
      <LeadGroup
        title="Purchased Leads"
        emptyText="No purchased leads yet."
        leads={leads.filter((lead) => lead.source === 'bulk')}
        actions={actions}
      />
      {imported.length > 0 && (
        <LeadGroup
          title="Imported Leads"
          emptyText="No imported leads yet."
          leads={imported}
          actions={actions}
        />
      )}
    </>
  );
}
