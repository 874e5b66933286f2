import type { Agent } from '@porchlight/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ActiveTab } from '@/components/layout/tabs';
import { ProfilePanel } from '@/features/accounts/components/profile-panel';
import { CriteriaPanel } from '@/features/criteria/components/criteria-panel';
import { LeadCountCheck } from '@/features/daily-leads/components/lead-count-check';
import { TodayPanel } from '@/features/daily-leads/components/today-panel';
import { refreshAfterCriteriaChange } from '@/features/daily-leads/criteria-changed';
import { DismissedPanel } from '@/features/saved-leads/components/dismissed-panel';
import { SavedPanel } from '@/features/saved-leads/components/saved-panel';

interface WorkspacePanelProps {
  view: ActiveTab;
  agent: Agent;
  onViewChange: (view: ActiveTab) => void;
}

export function WorkspacePanel({ view, agent, onViewChange }: WorkspacePanelProps) {
  const queryClient = useQueryClient();
  switch (view) {
    case 'criteria':
      return (
        <CriteriaPanel
          agentId={agent.id}
          countTool={<LeadCountCheck agentId={agent.id} />}
          onSaved={() => refreshAfterCriteriaChange(queryClient, agent.id)}
        />
      );
    case 'today':
      return <TodayPanel agent={agent} onViewChange={onViewChange} />;
    case 'saved':
      return <SavedPanel onViewDismissed={() => onViewChange('dismissed')} />;
    case 'dismissed':
      return <DismissedPanel onBackToSaved={() => onViewChange('saved')} />;
    case 'profile':
      return <ProfilePanel agent={agent} />;
  }
}
