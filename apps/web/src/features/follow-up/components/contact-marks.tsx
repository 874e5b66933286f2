import { type ActivityContact, DNC_REASON_LABELS, dncMarkText } from '@porchlight/contracts';
import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/**
 * Why a contact cannot be sent to: the owner asked to stop, or a do-not-call listing with the
 * reason its list gave ("DNC · Litigator"). `id` lets the Send button point at it as its reason.
 */
export function DoNotContactMark({ contact, id }: { contact: ActivityContact; id: string }) {
  if (contact.optedOut) {
    return (
      <span
        id={id}
        className="rounded bg-destructive px-1.5 py-0.5 text-xs font-bold text-destructive-foreground"
      >
        Asked to stop
      </span>
    );
  }
  if (!contact.dncStatus) return null;
  const { dncReason } = contact;
  return (
    <span
      id={id}
      className="rounded bg-destructive px-1.5 py-0.5 text-xs font-bold text-destructive-foreground"
    >
      <span aria-hidden="true">{dncMarkText(dncReason)}</span>
      <span className="sr-only">
        {dncReason ? `Do not contact: ${DNC_REASON_LABELS[dncReason]}` : 'Do not contact'}
      </span>
    </span>
  );
}

/** A sent or passed contact's outcome, in place of its buttons. */
export function OutcomeMark({ status }: { status: ActivityContact['status'] }) {
  if (status === 'sent') {
    return (
      <Badge className="border-save text-save">
        <Check aria-hidden="true" className="size-4" />
        Sent
      </Badge>
    );
  }
  if (status === 'passed') return <Badge variant="secondary">Passed</Badge>;
  return null;
}
