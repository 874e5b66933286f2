import type { Agent } from '@porchlight/contracts';
import type { ActiveTab } from '@/components/layout/tabs';
import { ProfilePanel } from '@/features/accounts/components/profile-panel';
import { CriteriaPanel } from '@/features/criteria/components/criteria-panel';
import { TodayPanel } from '@/features/daily-leads/components/today-panel';
import { DismissedPanel } from '@/features/saved-leads/components/dismissed-panel';
import { SavedPanel } from '@/features/saved-leads/components/saved-panel';

interface WorkspacePanelProps {
  view: ActiveTab;
  agent: Agent;
  onViewChange: (view: ActiveTab) => void;
}

export function WorkspacePanel({ view, agent, onViewChange }: WorkspacePanelProps) {
  switch (view) {
    case 'criteria':
      return <CriteriaPanel />;
    case 'today':
      return <TodayPanel plan={agent.subscriptionPlan} />;
    case 'saved':
      return <SavedPanel onViewDismissed={() => onViewChange('dismissed')} />;
    case 'dismissed':
      return <DismissedPanel onBackToSaved={() => onViewChange('saved')} />;
    case 'profile':
      return <ProfilePanel agent={agent} />;
  }
}
