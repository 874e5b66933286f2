import type { ActiveTab } from '@/components/layout/tabs';
import { WelcomeScreen } from '@/features/accounts/components/welcome-screen';
import { useStoredAgent } from '@/features/accounts/stored-agent';
import { AgentWorkspace } from '../agent-workspace';

/** /dashboard, and /profile with `initialTab="profile"`. */
export default function DashboardRoute({ initialTab }: { initialTab?: ActiveTab }) {
  const agent = useStoredAgent();
  if (!agent) return <WelcomeScreen />;
  return <AgentWorkspace agent={agent} initialTab={initialTab} />;
}
