import type { ContactStatusRequest, Lead } from '@porchlight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrQueue } from '@/api/queued-call';
import { refreshIfReachable } from '@/lib/reachability';
import { requireAgentId } from './agent-id';
import type { MutationConfig } from './mutation-config';
import { keepContactStatus, leadLabel } from './offline-lead';
import { refreshLead, refreshSavedLeads } from './refresh-lead-lists';

export type ContactStatus = ContactStatusRequest['contactStatus'];

interface UseUpdateContactStatusOptions {
  agentId: string;
  leadId: string;
  mutationConfig?: MutationConfig<Lead | null, ContactStatus>;
}

/**
 * Marks the lead contacted, blocked or none; answers the lead, or null when the change waits on the
 * phone (kept on every copy of the lead, shown as done). The variables are the new status. On
 * success the saved list (docs/screens.md "Saved tab") and the lead are read again, and the call
 * stays pending until they are, so the toggle never shows the old status re-enabled.
 */
export function useUpdateContactStatus({
  agentId,
  leadId,
  mutationConfig,
}: UseUpdateContactStatusOptions) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: async (contactStatus: ContactStatus): Promise<Lead | null> => {
      const outcome = await callOrQueue(
        'updateContactStatus',
        { params: { leadId }, body: { agentId: requireAgentId(agentId), contactStatus } },
        { agentId, leadId, label: `Mark ${leadLabel(queryClient, leadId)} ${contactStatus}` },
      );
      if (!outcome.queued) return outcome.answer;
      // Queued: done as far as the agent can tell, and sent once the phone is back online.
      keepContactStatus(queryClient, { agentId, leadId, contactStatus });
      return null;
    },
    onSuccess: (...args) => {
      onSuccess?.(...args);
      return refreshIfReachable(() =>
        Promise.all([refreshSavedLeads(queryClient, agentId), refreshLead(queryClient, leadId)]),
      );
    },
  });
}
