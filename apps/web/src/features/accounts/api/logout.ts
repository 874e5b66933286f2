import * as routes from '@porchlight/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { call } from '@/lib/api-client';
import { endSession } from '../session';

/** Ends the session on the server, then in the browser even if the server could not be reached. */
export function useLogout() {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => call(routes.logout),
    onSettled: () => endSession(navigate),
  });
}
