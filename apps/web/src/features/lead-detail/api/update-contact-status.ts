import type { ContactStatusRequest, Lead } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { requireAgentId } from './agent-id';
import type { MutationConfig } from './mutation-config';
import { refreshLead, refreshSavedLeads } from './refresh-lead-lists';

export type ContactStatus = ContactStatusRequest['contactStatus'];

interface UseUpdateContactStatusOptions {
  agentId: string;
  leadId: string;
  mutationConfig?: MutationConfig<Lead, ContactStatus>;
}

/**
 * Marks the lead contacted, blocked or none; answers the lead. The variables are the new status. On success the saved list (docs/screens.md "Saved tab") and the
 * lead are read again, and the call stays pending until they are, so the toggle never shows the old
 * status re-enabled.
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
    mutationFn: (contactStatus: ContactStatus) =>
      call(routes.updateContactStatus, {
        params: { leadId },
        body: { agentId: requireAgentId(agentId), contactStatus },
      }),
    onSuccess: (...args) => {
      onSuccess?.(...args);
      return Promise.all([
        refreshSavedLeads(queryClient, agentId),
        refreshLead(queryClient, leadId),
      ]);
    },
  });
}
