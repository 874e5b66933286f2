import type {
  CompleteDayRequest as CompleteDayRequestSchema,
  RecordActivityResponse,
} from '@porchlight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { sendJson } from '@/lib/api-client';
import type { MutationConfig } from './mutation-config';
import { refreshFollowUp } from './refresh-follow-up';

type CompleteDayRequest = z.infer<typeof CompleteDayRequestSchema>;

/**
 * Completes a day with nothing recordable: Skip Day, or a send to a custom contact
 * (docs/follow-up.md "The six days"). Answers {dayCompleted: true}.
 */
export async function completeDay(body: CompleteDayRequest): Promise<RecordActivityResponse> {
  return sendJson<RecordActivityResponse>('POST', '/api/activities/complete-day', body);
}

interface UseCompleteDayOptions extends CompleteDayRequest {
  mutationConfig?: MutationConfig<RecordActivityResponse, void>;
}

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
    mutationFn: () => completeDay({ agentId, leadId, activityId }),
    onSuccess: (...args) => {
      onSuccess?.(...args);
      return refreshFollowUp(queryClient, agentId);
    },
  });
}
