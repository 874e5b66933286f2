import type { ActiveTab } from '@/components/layout/tabs';
import { WelcomeScreen } from '@/features/accounts/components/welcome-screen';
import { useStoredAgentId } from '@/features/accounts/session';
import { SignedInDashboard } from '../signed-in-dashboard';

/** /dashboard, and /profile with `initialTab="profile"`. */
export default function DashboardRoute({ initialTab }: { initialTab?: ActiveTab }) {
  const agentId = useStoredAgentId();
  if (!agentId) return <WelcomeScreen />;
  return <SignedInDashboard agentId={agentId} initialTab={initialTab} />;
}
