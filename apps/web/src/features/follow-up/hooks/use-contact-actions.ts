import type { ActivityContact, ActivityDashboardItem } from '@porchlight/contracts';
import { toast } from '@/hooks/use-toast';
import { useOptOutContact } from '../api/opt-out-contact';
import { useRecordActivity } from '../api/record-activity';
import { recipientDisplay } from '../contact-rules';
import { FAILURES, toastDayComplete, toastFailure } from '../follow-up-toasts';
import { openExternal } from '../open-external';

interface UseContactActionsOptions {
  agentId: string;
  item: ActivityDashboardItem;
  contact: ActivityContact;
  /** After a send to a custom contact, which is never recorded. */
  onCustomSent: () => void;
}

/**
 * Send, Pass and Asked to Stop for one contact of the day. Each contact has its own calls, so
 * one contact waiting never holds back another.
 */
export function useContactActions({
  agentId,
  item,
  contact,
  onCustomSent,
}: UseContactActionsOptions) {
  const { dayNumber } = item;
  const ids = { agentId, leadId: item.lead.id };
  const record = useRecordActivity({
    ...ids,
    activityId: item.activity.id,
    mutationConfig: {
      onSuccess: ({ dayCompleted }) => {
        if (dayCompleted) toastDayComplete(dayNumber);
      },
      onError: (error, { status }) => {
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
    /** Opens the agent's mail or messages app on `link`, then records the send. */
    send: (link: string) => {
      openExternal(link);
      if (contact.custom) onCustomSent();
      else record.mutate({ contactId: contact.id, status: 'sent' });
    },
    pass: () => record.mutate({ contactId: contact.id, status: 'passed' }),
    optOut: () => optOut.mutate(contact.id),
  };
}
