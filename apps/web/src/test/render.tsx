import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import Toaster from '@/components/ui/toaster';
import { endExpiredSession } from '@/features/accounts/session';
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
    onUnauthorized: (client) => endExpiredSession(client, location.navigate),
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
      {toaster && <Toaster />}
    </QueryClientProvider>,
  );
  return { ...view, queryClient, location };
}
