import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { StartedSession } from '@/app/workspace-queries';
import Toaster from '@/components/ui/toaster';
import { endExpiredSession, workspaceCache } from '@/features/accounts/session';
import { createQueryClient } from '@/lib/query-client';

interface RenderOptions {
  path?: string;
  /** Render the toasts too, to assert what they say. */
  toaster?: boolean;
}

/**
 * Renders with the app's query client (401 handling included) and an in-memory address bar at
 * `path`; `location.history` records every navigation.
 */
export function renderWithProviders(ui: ReactNode, { path = '/', toaster }: RenderOptions = {}) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient({
    onUnauthorized: () => endExpiredSession(location.navigate),
  });
  workspaceCache.clear = () => queryClient.clear();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
        {/* As in the app, the workspace takes over a sign-in as it opens (app/router.tsx). */}
        <Route path="/dashboard">
          <StartedSession />
        </Route>
      </Router>
      {toaster && <Toaster />}
    </QueryClientProvider>,
  );
  return { ...view, queryClient, location };
}
