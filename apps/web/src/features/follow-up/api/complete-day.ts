import type { CompleteDayRequest, RecordActivityResponse } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { MutationConfig } from './mutation-config';
import { refreshFollowUp } from './refresh-follow-up';

interface UseCompleteDayOptions extends CompleteDayRequest {
  mutationConfig?: MutationConfig<RecordActivityResponse, void>;
}

/**
 * Completes a day with nothing recordable: Skip Day, or a send to a custom contact
 * (docs/follow-up.md "The six days"). Answers {dayCompleted: true}.
 */
export function useCompleteDay({
  agentId,
  leadId,
  activityId,
  mutationConfig,
}: UseCompleteDayOptions) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: () => call(routes.completeDay, { body: { agentId, leadId, activityId } }),
    onSuccess: (...args) => {
      onSuccess?.(...args);
      return refreshFollowUp(queryClient, agentId);
    },
  });
}
