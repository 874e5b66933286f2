import { Mail, Phone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { OwnerContact } from '../owner-contacts';
import { DncMark } from './dnc-mark';

interface ContactRowProps {
  contact: OwnerContact;
  onPass: () => void;
}

/** One owner phone or email, with its Pass action ("Pass (305) 555-0123" to a screen reader). */
export function ContactRow({ contact, onPass }: ContactRowProps) {
  const Icon = contact.kind === 'phone' ? Phone : Mail;
  return (
    // Pass wraps below rather than squeeze a number the row cannot fit beside it: the contact's
    // block never shrinks below its longest unbreakable part (the number, kept on one line).
    <li className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      <div className="flex-1">
        {/* A number stays on one line (the badge wraps below it when the row is narrow); only an
            email address, which may be longer than the row, breaks anywhere. */}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
          <span className={contact.kind === 'phone' ? 'whitespace-nowrap' : 'min-w-0 break-all'}>
            {contact.display}
          </span>
          {contact.dnc && <DncMark reason={contact.dncReason} />}
        </p>
        {contact.personName && (
          <p className="text-sm text-muted-foreground">{contact.personName}</p>
        )}
      </div>
      <Button
        variant="outline"
        className="ml-auto"
        aria-label={`Pass ${contact.display}`}
        onClick={onPass}
      >
        Pass
      </Button>
    </li>
  );
}
