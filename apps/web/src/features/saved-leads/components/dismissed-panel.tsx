import type { Agent } from '@porchlight/contracts';
import { ArrowLeft } from 'lucide-react';
import { MessageCard } from '@/components/layout/message-card';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { useDismissedLeads } from '../api/get-dismissed-leads';
import { DismissedLeadCard } from './dismissed-lead-card';
import { LeadListFallback } from './lead-list-states';

interface DismissedPanelProps {
  agent: Agent;
  onBackToSaved: () => void;
  onOpenLead: (leadId: string) => void;
}

/** The dismissed leads, reached from the Saved tab (docs/screens.md "Dismissed leads"). */
export function DismissedPanel({ agent, onBackToSaved, onOpenLead }: DismissedPanelProps) {
  const dismissed = useDismissedLeads(agent.id);
  const leads = dismissed.data;

  const body = () => {
    if (!leads) return <LeadListFallback query={dismissed} what="dismissed leads" />;
    if (leads.length === 0) {
      return (
        <MessageCard
          title="No dismissed leads"
          text="The leads you pass on are kept here, and you can move any of them back to your saved leads."
        />
      );
    }
    return (
      <ul className="flex flex-col gap-3">
        {leads.map((lead) => (
          <li key={lead.id}>
            <DismissedLeadCard agentId={agent.id} lead={lead} onOpenLead={onOpenLead} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <>
      <Button variant="link" className="self-start px-0" onClick={onBackToSaved}>
        <ArrowLeft aria-hidden="true" />
        Back to Saved
      </Button>
      <PageTitle title="Dismissed Leads" />
      {body()}
    </>
  );
}
