import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast, toastFailure } from '@/hooks/use-toast';
import { useDismissProperty } from '../api/dismiss-property';
import { FAILURES } from '../follow-up-toasts';

interface DismissFollowUpButtonProps {
  agentId: string;
  leadId: string;
  address: string;
  /** Called once the dialog has closed on a dismissal: the card is leaving, focus goes there. */
  onDismissed: () => void;
}

/** Takes the lead out of the follow-up (it stays saved); asks first. */
export function DismissFollowUpButton({
  agentId,
  leadId,
  address,
  onDismissed,
}: DismissFollowUpButtonProps) {
  const dismiss = useDismissProperty({
    agentId,
    leadId,
    mutationConfig: {
      onSuccess: () =>
        toast({
          title: 'Removed from Follow-up',
          description: `${address} is still in your saved leads.`,
        }),
      onError: (error) => toastFailure(FAILURES.dismiss.title, error, FAILURES.dismiss.text),
    },
  });
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          className="px-3 text-sm text-destructive"
          disabled={dismiss.isPending}
        >
          <X aria-hidden="true" />
          Dismiss <span className="sr-only">{address}</span>
        </Button>
      }
      title="Dismiss from follow-up?"
      description={`${address} will leave today's follow-up activities and get no more follow-up messages. It stays in your saved leads.`}
      cancelLabel="Keep Following Up"
      confirmLabel="Dismiss from Follow-up"
      onConfirm={() => dismiss.mutate()}
      onConfirmedClose={onDismissed}
    />
  );
}
