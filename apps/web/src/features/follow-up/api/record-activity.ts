import type { RecordActivityRequest, RecordActivityResponse } from '@porchlight/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrQueue } from '@/api/queued-call';
import { refreshIfReachable } from '@/lib/reachability';
import { serverNow } from '@/lib/server-clock';
import { getFollowUpDashboardQueryOptions } from './get-follow-up-dashboard';
import type { MutationConfig } from './mutation-config';
import { refreshFollowUp } from './refresh-follow-up';

export type RecordOutcome = Pick<RecordActivityRequest, 'contactId' | 'status'>;

/** The server's answer; or, waiting on the phone, `queued` (the day's completion is not known). */
export type RecordAnswer = RecordActivityResponse & { queued?: true };

/**
 * The contact as the kept follow-up has it, on this lead's card: a contact's id ('p1') is unique
 * within its lead only.
 */
function keptContact(
  queryClient: QueryClient,
  { agentId, leadId }: { agentId: string; leadId: string },
  contactId: string,
) {
  const items = queryClient.getQueryData(getFollowUpDashboardQueryOptions(agentId).queryKey);
  const card = items?.find((item) => item.lead.id === leadId);
  return card?.contacts.find((c) => c.id === contactId);
}

/**
 * A record waiting on the phone (docs/offline.md "Work done offline") shows on the kept
 * follow-up as it will be once sent: the contact marked, the read time left as the server's.
 */
function markKeptContact(
  queryClient: QueryClient,
  { agentId, leadId }: { agentId: string; leadId: string },
  outcome: RecordOutcome,
) {
  const { queryKey } = getFollowUpDashboardQueryOptions(agentId);
  const updatedAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt;
  const at = serverNow().toISOString();
  queryClient.setQueryData(
    queryKey,
    (items) =>
      items?.map((item) => ({
        ...item,
        contacts: item.contacts.map((contact) =>
          item.lead.id === leadId && contact.id === outcome.contactId
            ? {
                ...contact,
                status: outcome.status,
                sentAt: outcome.status === 'sent' ? at : contact.sentAt,
                passedAt: outcome.status === 'passed' ? at : contact.passedAt,
              }
            : contact,
        ),
      })),
    { updatedAt },
  );
}

interface UseRecordActivityOptions {
  agentId: string;
  leadId: string;
  activityId: string;
  mutationConfig?: MutationConfig<RecordAnswer, RecordOutcome>;
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
    mutationFn: async (recorded: RecordOutcome): Promise<RecordAnswer> => {
      const contact = keptContact(queryClient, { agentId, leadId }, recorded.contactId);
      // A send to anything but a known email waits for nothing: it needs the server's checks.
      const isEmail = contact?.recipientType === 'email';
      const outcome = await callOrQueue(
        'recordActivity',
        { body: { agentId, leadId, activityId, ...recorded } },
        {
          agentId,
          leadId,
          label: `${recorded.status === 'sent' ? 'Send to' : 'Pass'} ${contact?.recipientValue ?? 'a contact'}`,
          onlineOnly: recorded.status === 'sent' && !isEmail,
        },
      );
      if (!outcome.queued) return outcome.answer;
      markKeptContact(queryClient, { agentId, leadId }, recorded);
      return { dayCompleted: false, queued: true };
    },
    onSuccess: (...args) => {
      onSuccess?.(...args);
      return refreshIfReachable(() => refreshFollowUp(queryClient, agentId));
    },
  });
}
