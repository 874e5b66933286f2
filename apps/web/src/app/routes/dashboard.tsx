import { lazy, Suspense } from 'react';
import { useSearchParams } from 'wouter';
import type { ActiveTab } from '@/components/layout/tabs';
import { WelcomeScreen } from '@/features/accounts/components/welcome-screen';
import { useStoredAgentId } from '@/features/accounts/session';
import { SignedInDashboard } from '../signed-in-dashboard';

// Only a browser coming back from a card check needs it (and the form parsing it brings).
const CardRegistrationReturn = lazy(() =>
  import('@/features/accounts/components/card-registration-return').then((module) => ({
    default: module.CardRegistrationReturn,
  })),
);

/** /dashboard, and /profile with `initialTab="profile"`. */
export default function DashboardRoute({ initialTab }: { initialTab?: ActiveTab }) {
  const agentId = useStoredAgentId();
  const [search] = useSearchParams();
  const setupIntentId = search.get('setup_intent');
  if (!agentId && setupIntentId) {
    return (
      <Suspense fallback={null}>
        <CardRegistrationReturn
          setupIntentId={setupIntentId}
          redirectStatus={search.get('redirect_status') ?? ''}
        />
      </Suspense>
    );
  }
  if (!agentId) return <WelcomeScreen />;
  return <SignedInDashboard agentId={agentId} initialTab={initialTab} />;
}
