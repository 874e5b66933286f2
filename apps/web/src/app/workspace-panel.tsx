import type { Agent } from '@porchlight/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { PageSkeleton } from '@/components/layout/page-skeleton';
import type { ActiveTab } from '@/components/layout/tabs';
import { LeadCountCheck } from '@/features/daily-leads/components/lead-count-check';
import { refreshAfterCriteriaChange } from '@/features/daily-leads/criteria-changed';
import { LeadDetailHost } from './lead-detail-host';
import { forgetLeadInAddress, leadInAddress } from './lead-in-address';

// Each tab is its own chunk: the first screen loads only the tab it shows.
const CriteriaPanel = lazy(() =>
  import('@/features/criteria/components/criteria-panel').then((m) => ({
    default: m.CriteriaPanel,
  })),
);
const TodayTab = lazy(() => import('./today-tab').then((m) => ({ default: m.TodayTab })));
const SavedTab = lazy(() => import('./saved-tab').then((m) => ({ default: m.SavedTab })));
const DismissedPanel = lazy(() =>
  import('@/features/saved-leads/components/dismissed-panel').then((m) => ({
    default: m.DismissedPanel,
  })),
);
const FollowUpSettings = lazy(() =>
  import('./follow-up-settings').then((m) => ({ default: m.FollowUpSettings })),
);
const SubscriptionCard = lazy(() =>
  import('@/features/billing/components/subscription-card').then((m) => ({
    default: m.SubscriptionCard,
  })),
);
const LeadWalletCard = lazy(() =>
  import('@/features/credits/components/lead-wallet-card').then((m) => ({
    default: m.LeadWalletCard,
  })),
);
const RecentActivity = lazy(() =>
  import('@/features/credits/components/recent-activity').then((m) => ({
    default: m.RecentActivity,
  })),
);
const ReferralLinkCard = lazy(() =>
  import('@/features/referrals/components/referral-link-card').then((m) => ({
    default: m.ReferralLinkCard,
  })),
);
const InviteByEmailCard = lazy(() =>
  import('@/features/referrals/components/invite-by-email-card').then((m) => ({
    default: m.InviteByEmailCard,
  })),
);
const YourReferrals = lazy(() =>
  import('@/features/referrals/components/your-referrals').then((m) => ({
    default: m.YourReferrals,
  })),
);
const StreakCard = lazy(() =>
  import('@/features/streaks/components/streak-card').then((m) => ({
    default: m.StreakCard,
  })),
);
const ProfileConnections = lazy(() =>
  import('./profile-connections').then((m) => ({ default: m.ProfileConnections })),
);
const ProfilePanel = lazy(() =>
  import('@/features/accounts/components/profile-panel').then((m) => ({
    default: m.ProfilePanel,
  })),
);

interface WorkspacePanelProps {
  view: ActiveTab;
  agent: Agent;
  onViewChange: (view: ActiveTab) => void;
}

export function WorkspacePanel(props: WorkspacePanelProps) {
  const [openLeadId, setOpenLeadId] = useState<string | null>(leadInAddress);
  const closeLead = () => {
    setOpenLeadId(null);
    forgetLeadInAddress();
  };
  return (
    <>
      <Suspense fallback={<PageSkeleton />}>
        <ActivePanel {...props} onOpenLead={setOpenLeadId} />
      </Suspense>
      <LeadDetailHost agent={props.agent} leadId={openLeadId} onClose={closeLead} />
    </>
  );
}

function ActivePanel({
  view,
  agent,
  onViewChange,
  onOpenLead,
}: WorkspacePanelProps & { onOpenLead: (leadId: string) => void }) {
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
      return <TodayTab agent={agent} onViewChange={onViewChange} />;
    case 'saved':
      return (
        <SavedTab
          agent={agent}
          onViewDismissed={() => onViewChange('dismissed')}
          onGoToToday={() => onViewChange('today')}
          onOpenLead={onOpenLead}
        />
      );
    case 'dismissed':
      return (
        <DismissedPanel
          agent={agent}
          onBackToSaved={() => onViewChange('saved')}
          onOpenLead={onOpenLead}
        />
      );
    case 'profile':
      return (
        <ProfilePanel
          agent={agent}
          referralLink={<ReferralLinkCard agentId={agent.id} />}
          inviteByEmail={<InviteByEmailCard agent={agent} />}
          referrals={<YourReferrals agentId={agent.id} />}
          subscription={<SubscriptionCard agent={agent} />}
          streak={<StreakCard agentId={agent.id} />}
          leadWallet={<LeadWalletCard agentId={agent.id} />}
          recentActivity={<RecentActivity agentId={agent.id} />}
          followUpSettings={<FollowUpSettings agent={agent} />}
          connections={<ProfileConnections agent={agent} />}
        />
      );
  }
}
