import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { agentKey } from '@/lib/route-query';

/** Premium at once: the agent, and today's quota and tab (Fresh 10), are read again. */
export function useUpgradeToPremium(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(routes.upgradeToPremium, { body: { agentId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agentKey(routes.getAgent, agentId) }),
        queryClient.invalidateQueries({ queryKey: agentKey(routes.getCanGenerate, agentId) }),
      ]),
  });
}

export function useCreatePortalSession(agentId: string) {
  return useMutation({
    mutationFn: () => call(routes.createPortalSession, { body: { agentId } }),
  });
}
