import type { Agent } from '@porchlight/contracts';
import { useEffect } from 'react';
import { Header } from '@/components/layout/header';
import { TabBar } from '@/components/layout/tab-bar';
import { TabPanel } from '@/components/layout/tab-panel';
import type { ActiveTab } from '@/components/layout/tabs';
import { usePushKeyRenewal } from '@/features/notifications/use-push-key-renewal';
import { useActiveTab } from '@/hooks/use-active-tab';
import { NAVIGATE_TO_PROFILE_EVENT } from '@/lib/navigate-to-profile';
import { useSendQueue } from './use-send-queue';
import { WorkspacePanel } from './workspace-panel';

interface AgentWorkspaceProps {
  agent: Agent;
  initialTab?: ActiveTab;
}

/** The signed-in dashboard: header, the active tab's panel, and the tab bar. */
export function AgentWorkspace({ agent, initialTab }: AgentWorkspaceProps) {
  const [activeTab, setActiveTab] = useActiveTab(initialTab);
  useSendQueue(agent.id);
  usePushKeyRenewal();

  useEffect(() => {
    const showProfile = () => setActiveTab('profile');
    window.addEventListener(NAVIGATE_TO_PROFILE_EVENT, showProfile);
    return () => window.removeEventListener(NAVIGATE_TO_PROFILE_EVENT, showProfile);
  }, [setActiveTab]);

  return (
    <>
      <Header agentName={agent.name} />
      <main className="flex flex-1 flex-col px-4 py-6">
        <TabPanel activeTab={activeTab}>
          <WorkspacePanel view={activeTab} agent={agent} onViewChange={setActiveTab} />
        </TabPanel>
      </main>
      <TabBar plan={agent.subscriptionPlan} activeTab={activeTab} onChange={setActiveTab} />
    </>
  );
}
