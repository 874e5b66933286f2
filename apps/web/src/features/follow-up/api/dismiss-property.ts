import type { DismissPropertyResponse } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { MutationConfig } from './mutation-config';
import { refreshFollowUp } from './refresh-follow-up';

interface UseDismissPropertyOptions {
  agentId: string;
  leadId: string;
  mutationConfig?: MutationConfig<DismissPropertyResponse, void>;
}

/** Takes the lead out of the follow-up; it stays saved (docs/leads.md "Swipes"). */
export function useDismissProperty({ agentId, leadId, mutationConfig }: UseDismissPropertyOptions) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: () => call(routes.dismissProperty, { body: { agentId, leadId } }),
    onSuccess: (...args) => {
      onSuccess?.(...args);
      return refreshFollowUp(queryClient, agentId);
    },
  });
}
