import type { DismissPropertyResponse as DismissPropertyResponseSchema } from '@porchlight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { sendJson } from '@/lib/api-client';
import type { MutationConfig } from './mutation-config';
import { refreshFollowUp } from './refresh-follow-up';

type DismissPropertyResponse = z.infer<typeof DismissPropertyResponseSchema>;

/** Takes the lead out of the follow-up; it stays saved (docs/leads.md "Swipes"). */
export async function dismissProperty(
  agentId: string,
  leadId: string,
): Promise<DismissPropertyResponse> {
  return sendJson<DismissPropertyResponse>('POST', '/api/activities/dismiss-property', {
    agentId,
    leadId,
  });
}

interface UseDismissPropertyOptions {
  agentId: string;
  leadId: string;
  mutationConfig?: MutationConfig<DismissPropertyResponse, void>;
}

export function useDismissProperty({ agentId, leadId, mutationConfig }: UseDismissPropertyOptions) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: () => dismissProperty(agentId, leadId),
    onSuccess: (...args) => {
      onSuccess?.(...args);
      return refreshFollowUp(queryClient, agentId);
    },
  });
}
