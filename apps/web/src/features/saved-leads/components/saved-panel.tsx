import type { Agent } from '@porchlight/contracts';
import type { ReactNode } from 'react';
import { MessageCard } from '@/components/layout/message-card';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { useSavedLeads } from '../api/get-saved-leads';
import { LeadListFallback } from './lead-list-states';
import { SavedLeadsList } from './saved-leads-list';
import { SavedLeadsToolbar } from './saved-leads-toolbar';

interface SavedPanelProps {
  agent: Agent;
  onViewDismissed: () => void;
  onGoToToday: () => void;
  onOpenLead: (leadId: string) => void;
  /** The follow-up dashboard, shown first (docs/screens.md "Saved tab"). */
  followUp?: ReactNode;
  /**
   * The Follow-up Summary, under the groups once the list has loaded: the count, Export Leads and
   * Buy Bulk Leads come first, on a phone's first screen.
   */
  summary?: ReactNode;
  /** The Buy Bulk Leads entry, under Export Leads (docs/screens.md "Saved tab"). */
  bulkPurchase?: ReactNode;
  /** Import Leads, under Buy Bulk Leads, with any import under way or just finished. */
  leadImport?: ReactNode;
}

/** The Saved tab (docs/screens.md "Saved tab"). */
export function SavedPanel({
  agent,
  onViewDismissed,
  onGoToToday,
  onOpenLead,
  followUp,
  summary,
  bulkPurchase,
  leadImport,
}: SavedPanelProps) {
  const saved = useSavedLeads(agent.id);
  const leads = saved.data;
  return (
    <>
      <PageTitle title="Your Saved Leads" />
      {followUp}
      {leads ? (
        <>
          <SavedLeadsToolbar agentId={agent.id} count={leads.length} />
          {bulkPurchase}
          {leadImport}
          {leads.length > 0 ? (
            <SavedLeadsList agentId={agent.id} leads={leads} onOpenLead={onOpenLead} />
          ) : (
            <MessageCard
              title="No saved leads yet"
              text="Swipe right on Today's leads to save the ones worth a follow-up. They will wait for you here."
            >
              <Button onClick={onGoToToday}>Go to Today's Leads</Button>
            </MessageCard>
          )}
          {summary}
        </>
      ) : (
        <LeadListFallback query={saved} what="saved leads" />
      )}
      <Button variant="link" className="self-start px-0" onClick={onViewDismissed}>
        View Dismissed Leads
      </Button>
    </>
  );
}
