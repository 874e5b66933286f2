import type { Agent } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { type QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { useRecordLogin } from '@/api/record-login';
import {
  endExpiredSession,
  onSessionHandOver,
  startedSessionAgent,
  workspaceCache,
} from '@/features/accounts/session';
import { createQueryClient } from '@/lib/query-client';
import { agentKey } from '@/lib/route-query';

// One cache for the tab's life, made when the workspace first opens: the public pages do without
// TanStack Query (docs/performance.md "JavaScript per page").
let queryClient: QueryClient | undefined;

function workspaceQueryClient(): QueryClient {
  if (!queryClient) {
    const client = createQueryClient({ onUnauthorized: () => endExpiredSession(navigate) });
    workspaceCache.clear = () => client.clear();
    queryClient = client;
  }
  return queryClient;
}

/**
 * The agent just signed in (features/accounts/session.ts `handOverSession`): kept in the cache
 * before the workspace reads it (no second read), and its login recorded once, the badges it
 * answers toasted (api/record-login.ts). Rendered before the workspace's page.
 */
export function StartedSession() {
  const queryClient = useQueryClient();
  const agent = useSyncExternalStore(onSessionHandOver, () => startedSessionAgent({ take: false }));
  if (agent) queryClient.setQueryData<Agent>(agentKey(routes.getAgent, agent.id), agent);
  const recordLogin = useRecordLogin();
  // Also after a hand-over to the workspace already open: a card registration finishes at
  // /dashboard?setup_intent=… without remounting it.
  useEffect(() => {
    if (!agent) return;
    const started = startedSessionAgent({ take: true });
    if (started) recordLogin(started.id);
  }, [agent, recordLogin]);
  return null;
}

/** The signed-in routes' query cache (app/router.tsx loads it with them). */
export function WorkspaceQueries({ children }: { children: ReactNode }) {
  const [client] = useState(workspaceQueryClient);
  return (
    <QueryClientProvider client={client}>
      <StartedSession />
      {children}
    </QueryClientProvider>
  );
}
