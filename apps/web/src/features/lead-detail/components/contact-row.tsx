import { Mail, Phone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { OwnerContact } from '../owner-contacts';
import { DncMark } from './dnc-mark';
import { EmailAddress } from './email-address';

interface ContactRowProps {
  contact: OwnerContact;
  onPass: () => void;
}

/** One owner phone or email, with its Pass action ("Pass (305) 555-0123" to a screen reader). */
export function ContactRow({ contact, onPass }: ContactRowProps) {
  const phone = contact.kind === 'phone';
  const Icon = phone ? Phone : Mail;
  const contents = (
    <>
      <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      <div className={phone ? 'flex-1' : 'min-w-0 flex-1'}>
        {/* A number stays on one line (the badge wraps below it when the row is narrow); an
            email address, which may be longer than the row, wraps before its @ and its dots. */}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
          {phone ? (
            <span className="whitespace-nowrap">{contact.display}</span>
          ) : (
            <EmailAddress email={contact.display} />
          )}
          {contact.dnc && <DncMark reason={contact.dncReason} />}
        </p>
        {contact.personName && (
          <p className="text-sm text-muted-foreground">{contact.personName}</p>
        )}
      </div>
    </>
  );
  return (
    // Pass wraps below rather than squeeze a number the row cannot fit beside it: the contact's
    // block never shrinks below its longest unbreakable part (the number, kept on one line).
    <li className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
      {phone ? (
        contents
      ) : (
        // An email asks for its whole length, beside its icon: one too long to sit beside Pass
        // sends Pass below and takes the row, rather than wrap in a narrow column.
        <div className="flex min-w-0 flex-auto items-center gap-3">{contents}</div>
      )}
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
