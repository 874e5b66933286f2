// docs/screens.md "Edit/Add Contact dialog": what the Edit/Add Contact dialog checks before it
// saves.
import { CUSTOM_CONTACT_MESSAGES, phoneDigits } from '@porchlight/contracts';

export interface CustomContactValues {
  customEmail: string | null;
  customPhone: string | null;
}

export type CustomContactCheck =
  | { ok: true; values: CustomContactValues }
  | {
      ok: false;
      field: 'customEmail' | 'customPhone';
      message: { title: string; text: string };
    };

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed; empty is null. At least one; an email must look like one, a phone have 10 digits. */
export function checkCustomContact(email: string, phone: string): CustomContactCheck {
  const customEmail = email.trim() || null;
  const customPhone = phone.trim() || null;
  if (!customEmail && !customPhone) {
    return { ok: false, field: 'customEmail', message: CUSTOM_CONTACT_MESSAGES.noContact };
  }
  if (customEmail && !LOOKS_LIKE_EMAIL.test(customEmail)) {
    return { ok: false, field: 'customEmail', message: CUSTOM_CONTACT_MESSAGES.invalidEmail };
  }
  // The server keeps only 10-digit US numbers, so say so before sending.
  if (customPhone && phoneDigits(customPhone) === null) {
    return { ok: false, field: 'customPhone', message: CUSTOM_CONTACT_MESSAGES.invalidPhone };
  }
  return { ok: true, values: { customEmail, customPhone } };
}

/** "Add Contact" until the lead has a custom contact, then "Edit Contact". */
export function customContactTitle(lead: {
  customEmail: string | null;
  customPhone: string | null;
}): 'Add Contact' | 'Edit Contact' {
  return lead.customEmail || lead.customPhone ? 'Edit Contact' : 'Add Contact';
}
