import type { ImportField } from '@porchlight/contracts';
import { type Columns, cellOf } from './columns';
import {
  type BlockingColumns,
  blockedByFlag,
  hasDncColumn,
  phoneSlot,
  strongerReason,
} from './compliance';
import { type ImportedPhone, readDnc, readEmail, readPhone } from './contacts';

interface PhoneColumn {
  contact: 1 | 2;
  n: number;
  field: ImportField;
  /** The field of its own DNC column, where the mapping has one. */
  dnc: ImportField | null;
  label: string;
}

/** The owner's three phones, then the second contact's (docs/imports.md "Cleaning"). */
const PHONES: readonly PhoneColumn[] = [
  { contact: 1, n: 1, field: 'phone1', dnc: 'phone1Dnc', label: 'Phone 1' },
  { contact: 1, n: 2, field: 'phone2', dnc: 'phone2Dnc', label: 'Phone 2' },
  { contact: 1, n: 3, field: 'phone3', dnc: 'phone3Dnc', label: 'Phone 3' },
  { contact: 2, n: 1, field: 'contact2Phone1', dnc: null, label: 'Contact 2 Phone 1' },
  { contact: 2, n: 2, field: 'contact2Phone2', dnc: null, label: 'Contact 2 Phone 2' },
  { contact: 2, n: 3, field: 'contact2Phone3', dnc: null, label: 'Contact 2 Phone 3' },
];
const EMAILS = [
  { n: 1, field: 'email1' },
  { n: 2, field: 'email2' },
  { n: 3, field: 'email3' },
] as const;

/**
 * Why one phone is DNC, or null: its DNC column (none at all is `unchecked`), then any litigator,
 * TCPA or opt-out flag for it or for the row, the strongest reason kept.
 */
function dncReason(
  cells: readonly string[],
  columns: Columns,
  blocking: BlockingColumns,
  phone: PhoneColumn,
) {
  const slot = phoneSlot(phone.contact, phone.n);
  const own = phone.dnc ? cellOf(cells, columns, phone.dnc) : null;
  // A DNC flag column the mapping leaves out still speaks for its phone: read with the flags.
  const listed = own === null && hasDncColumn(blocking, slot) ? null : readDnc(own);
  return strongerReason(listed, blockedByFlag(cells, blocking, slot));
}

/**
 * A row's phones and emails, cleaned; each one that is not a phone or an email is left out and
 * said in `leftOut`. A number repeated is kept once, DNC when either said so.
 */
export function readContacts(
  cells: readonly string[],
  columns: Columns,
  blocking: BlockingColumns,
  contact2Name: string | null,
) {
  const leftOut: string[] = [];
  const phones: ImportedPhone[] = [];
  for (const phone of PHONES) {
    const raw = cellOf(cells, columns, phone.field);
    if (!raw) continue;
    const number = readPhone(raw);
    if (number === null) {
      leftOut.push(`${phone.label} left out: not a 10-digit number`);
      continue;
    }
    const reason = dncReason(cells, columns, blocking, phone);
    const same = phones.find((entry) => entry.number === number);
    if (same) {
      same.dncReason = strongerReason(same.dncReason, reason);
      same.dnc = same.dncReason !== null;
      continue;
    }
    const personName = phone.contact === 2 ? contact2Name : null;
    phones.push({ number, dnc: reason !== null, dncReason: reason, personName });
  }
  const emails: string[] = [];
  for (const { n, field } of EMAILS) {
    const raw = cellOf(cells, columns, field);
    if (!raw) continue;
    const email = readEmail(raw);
    if (email === null) leftOut.push(`Email ${n} left out: not an email address`);
    else if (!emails.includes(email)) emails.push(email);
  }
  return { phones, emails, leftOut };
}
