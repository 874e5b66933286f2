import type { EnrichResponse } from '@porchlight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/api-client';
import { requireAgentId } from './agent-id';
import type { MutationConfig } from './mutation-config';
import { refreshAfterContactChange } from './refresh-lead-lists';

/** Skip-traces the lead for more owner contacts (once per lead); a 404 means none were found. */
export async function enrichLead(leadId: string, agentId: string): Promise<EnrichResponse> {
  return sendJson<EnrichResponse>('POST', `/api/leads/${encodeURIComponent(leadId)}/enrich`, {
    agentId: requireAgentId(agentId),
  });
}

interface UseEnrichLeadOptions {
  agentId: string;
  leadId: string;
  mutationConfig?: MutationConfig<EnrichResponse, void>;
}

/**
 * Whatever the outcome, the lead, the saved list and the follow-up are read again: a 404 also
 * uses up the lead's one enrichment, and new contacts join the lead and the follow-up's days.
 */
export function useEnrichLead({ agentId, leadId, mutationConfig }: UseEnrichLeadOptions) {
  const queryClient = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: () => enrichLead(leadId, agentId),
    onSettled: (...args) => {
      onSettled?.(...args);
      return refreshAfterContactChange(queryClient, { agentId, leadId });
    },
  });
}
