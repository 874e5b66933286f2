import type { Agent, MailerSettingsRequest } from '@porchlight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/api-client';
import { storeCurrentAgent } from '../session';
import { getAgentQueryOptions } from './get-agent';

export async function updateMailerSettings(
  agentId: string,
  settings: MailerSettingsRequest,
): Promise<Agent> {
  const url = `/api/agents/${encodeURIComponent(agentId)}/mailer-settings`;
  return sendJson<Agent>('PUT', url, settings);
}

export function useUpdateMailerSettings(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MailerSettingsRequest) => updateMailerSettings(agentId, settings),
    onSuccess: (agent) => {
      queryClient.setQueryData(getAgentQueryOptions(agentId).queryKey, agent);
      storeCurrentAgent(agent);
    },
  });
}
