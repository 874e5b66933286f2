import type { OptOut, OptOutRequest } from '@porchlight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { sendJson } from '@/lib/api-client';
import type { MutationConfig } from './mutation-config';
import { refreshFollowUp } from './refresh-follow-up';

/** The owner asked this agent to stop: from now on the contact is treated like DNC. */
export async function optOutContact(body: z.infer<typeof OptOutRequest>): Promise<OptOut> {
  return sendJson<OptOut>('POST', '/api/opt-outs', body);
}

interface UseOptOutContactOptions {
  agentId: string;
  leadId: string;
  mutationConfig?: MutationConfig<OptOut, string>;
}

/** The variables are the contact's id. */
export function useOptOutContact({ agentId, leadId, mutationConfig }: UseOptOutContactOptions) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (contactId: string) => optOutContact({ agentId, leadId, contactId }),
    onSuccess: (...args) => {
      onSuccess?.(...args);
      return refreshFollowUp(queryClient, agentId);
    },
  });
}
