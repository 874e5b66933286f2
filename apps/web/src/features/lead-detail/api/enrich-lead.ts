import type { EnrichResponse } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { requireAgentId } from './agent-id';
import type { MutationConfig } from './mutation-config';
import { refreshAfterContactChange } from './refresh-lead-lists';

interface UseEnrichLeadOptions {
  agentId: string;
  leadId: string;
  mutationConfig?: MutationConfig<EnrichResponse, void>;
}

/**
 * Skip-traces the lead for more owner contacts (once per lead); a 404 means none were found.
 * Whatever the outcome, the lead, the saved list and the follow-up are read again: a 404 also
 * uses up the lead's one enrichment, and new contacts join the lead and the follow-up's days.
 */
export function useEnrichLead({ agentId, leadId, mutationConfig }: UseEnrichLeadOptions) {
  const queryClient = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: () =>
      call(routes.enrichLead, { params: { leadId }, body: { agentId: requireAgentId(agentId) } }),
    onSettled: (...args) => {
      onSettled?.(...args);
      return refreshAfterContactChange(queryClient, { agentId, leadId });
    },
  });
}
