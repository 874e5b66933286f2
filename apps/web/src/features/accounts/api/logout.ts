import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { apiRequest } from '@/lib/api-client';
import { endSession } from '../session';

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}

/** Ends the session on the server, then in the browser even if the server could not be reached. */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: logout,
    onSettled: () => endSession(queryClient, navigate),
  });
}
