import type { ListedLead } from '@porchlight/contracts';
import { useMoveToDismissed } from '../api/move-lead';
import { useRemoveSavedLead } from '../api/unsave-lead';
import { LeadGroup } from './lead-group';
import type { SavedLeadActions } from './saved-lead-card';

interface SavedLeadsListProps {
  agentId: string;
  leads: ListedLead[];
  onOpenLead: (leadId: string) => void;
}

/** The saved leads in two groups by source: daily deliveries, and leads bought in bulk. */
export function SavedLeadsList({ agentId, leads, onOpenLead }: SavedLeadsListProps) {
  // Held here, not in the cards: a card unmounts as soon as its lead leaves the list.
  const moveToDismissed = useMoveToDismissed(agentId);
  const remove = useRemoveSavedLead(agentId);
  const actions: SavedLeadActions = {
    onOpenLead,
    onMoveToDismissed: (leadId) => moveToDismissed.mutate(leadId),
    onRemove: (leadId) => remove.mutate(leadId),
  };
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
    </>
  );
}
