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
    <li className="flex items-center gap-3 rounded-lg border p-3">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 font-semibold">
          <span className="break-all">{contact.display}</span>
          {contact.dnc && <DncMark />}
        </p>
        {contact.personName && (
          <p className="text-sm text-muted-foreground">{contact.personName}</p>
        )}
      </div>
      <Button variant="outline" aria-label={`Pass ${contact.display}`} onClick={onPass}>
        Pass
      </Button>
    </li>
  );
}
