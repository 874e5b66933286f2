import { useEffect } from 'react';
import type { ActiveTab } from '@/components/layout/tabs';
import { useAgent } from '@/features/accounts/api/get-agent';
import { AccountLoadError } from '@/features/accounts/components/account-load-error';
import { AccountSetupSkeleton } from '@/features/accounts/components/account-setup-skeleton';
import { isUnauthorized, NetworkError } from '@/lib/api-error';
import { registerServiceWorker } from '@/lib/service-worker';
import { AgentWorkspace } from './agent-workspace';
import { useFieldMode } from './field-mode';

interface SignedInDashboardProps {
  agentId: string;
  initialTab?: ActiveTab;
}

/**
 * The agent's day kept on this phone comes back first (docs/offline.md "What the phone keeps"),
 * so that with no signal the workspace still shows it. The workspace, and no public page,
 * installs the service worker that keeps the app's files (docs/offline.md "The service worker").
 */
export function SignedInDashboard(props: SignedInDashboardProps) {
  useEffect(registerServiceWorker, []);
  const restored = useFieldMode(props.agentId);
  if (!restored) return <AccountSetupSkeleton />;
  return <ConfirmedAgent {...props} />;
}

/** The stored agent id is a hint: the server confirms the agent before the workspace shows. */
function ConfirmedAgent({ agentId, initialTab }: SignedInDashboardProps) {
  const agent = useAgent(agentId);
  if (agent.data) return <AgentWorkspace agent={agent.data} initialTab={initialTab} />;
  // No signal and nothing kept on this phone yet: still signed in, so no sign-in page.
  if (agent.fetchStatus === 'paused') return <AccountLoadError offline retrying={false} />;
  // A 401 has already sent the browser to sign-in (the query client's handler): no error flash.
  if (agent.isError && !isUnauthorized(agent.error)) {
    return (
      <AccountLoadError
        offline={agent.error instanceof NetworkError}
        error={agent.error}
        retrying={agent.isFetching}
        onRetry={() => agent.refetch()}
      />
    );
  }
  return <AccountSetupSkeleton />;
}
