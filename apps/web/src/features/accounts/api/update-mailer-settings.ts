import type { MailerSettingsRequest } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { storeCurrentAgent } from '../session';
import { getAgentQueryOptions } from './get-agent';

export function useUpdateMailerSettings(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MailerSettingsRequest) =>
      call(routes.updateMailerSettings, { params: { agentId }, body: settings }),
    onSuccess: (agent) => {
      queryClient.setQueryData(getAgentQueryOptions(agentId).queryKey, agent);
      storeCurrentAgent(agent);
    },
  });
}
