import { type DncReason, formatPhone, type Lead } from '@porchlight/contracts';

/** One phone or email of the owner, as the Owner Contact Information section lists it. */
export interface OwnerContact {
  /** The id that passedContacts and pass-contact use (docs/enrichment.md). */
  id: string;
  kind: 'phone' | 'email';
  /** The number as (###) ###-#### when it has 10 digits, or the email address. */
  display: string;
  personName: string | null;
  /** Do not call: the phone is listed on a do-not-call register. */
  dnc: boolean;
  /** Why, when its list said: a litigator, a TCPA flag, an opt-out... (docs/imports.md). */
  dncReason?: DncReason | undefined;
}

type ContactFields = Pick<Lead, 'phoneNumbers' | 'emails' | 'passedContacts'>;

/** Phones, then emails, without the passed ones: those the lead records and those `hidden` here. */
export function ownerContacts(lead: ContactFields, hidden: ReadonlySet<string>): OwnerContact[] {
  const passed = new Set([...lead.passedContacts, ...hidden]);
  const phones = lead.phoneNumbers.map(
    ({ id, number, personName, dnc, dncReason }): OwnerContact => ({
      id,
      kind: 'phone',
      display: formatPhone(number),
      personName,
      dnc,
      dncReason,
    }),
  );
  const emails = lead.emails.map(
    ({ id, email, personName }): OwnerContact => ({
      id,
      kind: 'email',
      display: email,
      personName,
      dnc: false,
    }),
  );
  return [...phones, ...emails].filter(({ id }) => !passed.has(id));
}
