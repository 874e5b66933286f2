import type { Agent } from '@porchlight/contracts';
import { BuyBulkLeads } from '@/features/bulk-leads/components/buy-bulk-leads';
import { FollowUpBossSend } from '@/features/connections/components/follow-up-boss-send';
import { FollowUpDashboard } from '@/features/follow-up/components/follow-up-dashboard';
import { FollowUpSummary } from '@/features/follow-up/components/follow-up-summary';
import { ContactStatusToggle } from '@/features/lead-detail/components/contact-status-toggle';
import { LeadImports } from '@/features/lead-imports/components/lead-imports';
import { FollowUpPostcardAction } from '@/features/postcards/components/follow-up-postcard-action';
import { SavedPanel } from '@/features/saved-leads/components/saved-panel';

interface SavedTabProps {
  agent: Agent;
  onViewDismissed: () => void;
  onGoToToday: () => void;
  onOpenLead: (leadId: string) => void;
}

/**
 * The Saved tab (docs/screens.md "Saved tab"): today's follow-up on top, then the
 * saved lists with Export Leads, Buy Bulk Leads, Import Leads and the Follow-up Summary.
 */
export function SavedTab({ agent, onOpenLead, ...panel }: SavedTabProps) {
  return (
    <SavedPanel
      agent={agent}
      onOpenLead={onOpenLead}
      {...panel}
      followUp={
        <FollowUpDashboard
          agentId={agent.id}
          sender={agent}
          onViewLead={onOpenLead}
          renderContactStatus={(lead) => <ContactStatusToggle agentId={agent.id} lead={lead} />}
          renderPostcardAction={(lead) => (
            <>
              <FollowUpPostcardAction agent={agent} lead={lead} className="px-3 text-sm" />
              <FollowUpBossSend
                agentId={agent.id}
                leadId={lead.id}
                contactStatus={lead.contactStatus}
                className="basis-full"
              />
            </>
          )}
        />
      }
      summary={<FollowUpSummary agentId={agent.id} />}
      bulkPurchase={<BuyBulkLeads agentId={agent.id} />}
      leadImport={<LeadImports agentId={agent.id} />}
    />
  );
}
