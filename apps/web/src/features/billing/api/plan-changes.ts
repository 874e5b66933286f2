import type { PortalSessionResponse, UpgradeResponse } from '@porchlight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsKeys, dailyLeadsKeys } from '@/api/query-keys';
import { sendJson } from '@/lib/api-client';

export async function upgradeToPremium(agentId: string): Promise<UpgradeResponse> {
  return sendJson('POST', '/api/stripe/upgrade-to-premium', { agentId });
}

export async function createPortalSession(agentId: string): Promise<PortalSessionResponse> {
  return sendJson('POST', '/api/stripe/create-portal-session', { agentId });
}

/** Premium at once: the agent, and today's quota and tab (Fresh 10), are read again. */
export function useUpgradeToPremium(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => upgradeToPremium(agentId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountsKeys.agent(agentId) }),
        queryClient.invalidateQueries({ queryKey: dailyLeadsKeys.canGenerate(agentId) }),
      ]),
  });
}

export function useCreatePortalSession(agentId: string) {
  return useMutation({ mutationFn: () => createPortalSession(agentId) });
}
