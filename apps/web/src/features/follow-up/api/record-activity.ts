import type { RecordActivityRequest, RecordActivityResponse } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { MutationConfig } from './mutation-config';
import { refreshFollowUp } from './refresh-follow-up';

export type RecordOutcome = Pick<RecordActivityRequest, 'contactId' | 'status'>;

interface UseRecordActivityOptions {
  agentId: string;
  leadId: string;
  activityId: string;
  mutationConfig?: MutationConfig<RecordActivityResponse, RecordOutcome>;
}

/**
 * Records one of the day's owner contacts as sent or passed; never a custom contact. The server
 * refuses a do-not-contact (409 CONTACT_DNC), a text in quiet hours (409 QUIET_HOURS) and a
 * contact that is not the day's (404 CONTACT_NOT_FOUND).
 *
 * The variables are the contact and its outcome. The call stays pending until the follow-up has
 * been read again, so the contact never shows its buttons re-enabled in between.
 */
export function useRecordActivity({
  agentId,
  leadId,
  activityId,
  mutationConfig,
}: UseRecordActivityOptions) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: ({ contactId, status }: RecordOutcome) =>
      call(routes.recordActivity, { body: { agentId, leadId, activityId, contactId, status } }),
    onSuccess: (...args) => {
      onSuccess?.(...args);
      return refreshFollowUp(queryClient, agentId);
    },
  });
}
