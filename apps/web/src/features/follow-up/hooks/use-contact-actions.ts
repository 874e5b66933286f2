import type { ActivityContact, ActivityDashboardItem } from '@porchlight/contracts';
import { useRef } from 'react';
import { toast, toastFailure } from '@/hooks/use-toast';
import { useOptOutContact } from '../api/opt-out-contact';
import { useRecordActivity } from '../api/record-activity';
import { recipientDisplay } from '../contact-rules';
import { FAILURES, toastDayComplete } from '../follow-up-toasts';
import { openExternal } from '../open-external';

interface UseContactActionsOptions {
  agentId: string;
  item: ActivityDashboardItem;
  contact: ActivityContact;
}

/**
 * Send, Pass and Asked to Stop for one contact of the day. Each contact has its own calls, so
 * one contact waiting never holds back another.
 */
export function useContactActions({ agentId, item, contact }: UseContactActionsOptions) {
  const { dayNumber } = item;
  const ids = { agentId, leadId: item.lead.id };
  // The link of the Send on its way: it opens only once the server has recorded the send.
  const pendingLink = useRef<string | null>(null);
  const record = useRecordActivity({
    ...ids,
    activityId: item.activity.id,
    mutationConfig: {
      // Runs on the 2xx itself, before the follow-up is read again, so the link opens as close to
      // the tap as the server allows (see open-external.ts).
      onSuccess: ({ dayCompleted }, { status }) => {
        const link = pendingLink.current;
        pendingLink.current = null;
        if (status === 'sent' && link) openExternal(link);
        if (dayCompleted) toastDayComplete(dayNumber);
      },
      onError: (error, { status }) => {
        // Refused (do not contact, quiet hours) or failed: nothing reaches the phone.
        pendingLink.current = null;
        const failure = status === 'sent' ? FAILURES.send : FAILURES.pass;
        toastFailure(failure.title, error, failure.text);
      },
    },
  });
  const optOut = useOptOutContact({
    ...ids,
    mutationConfig: {
      onSuccess: () =>
        toast({
          title: 'Marked as Asked to Stop',
          description: `${recipientDisplay(contact)} will not be contacted again.`,
        }),
      onError: (error) => toastFailure(FAILURES.optOut.title, error, FAILURES.optOut.text),
    },
  });
  const recording = record.isPending ? record.variables?.status : undefined;

  return {
    busy: record.isPending || optOut.isPending,
    sending: recording === 'sent',
    passing: recording === 'passed',
    /**
     * Records the send, then opens the agent's mail or messages app on `link`. The server may
     * refuse it (do not contact, quiet hours), so nothing opens before it answers. A custom
     * contact is checked the same way; the server never records it, and it completes a day
     * with nothing else to send.
     */
    send: (link: string) => {
      pendingLink.current = link;
      record.mutate({ contactId: contact.id, status: 'sent' });
    },
    pass: () => record.mutate({ contactId: contact.id, status: 'passed' }),
    optOut: () => optOut.mutate(contact.id),
  };
}
