import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { endExpiredSession } from '@/features/accounts/session';
import { createQueryClient } from '@/lib/query-client';

function createAppQueryClient() {
  return createQueryClient({ onUnauthorized: (client) => endExpiredSession(client, navigate) });
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createAppQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
