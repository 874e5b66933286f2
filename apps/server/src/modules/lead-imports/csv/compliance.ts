import type { DncReason } from '@porchlight/contracts';
import { headerKey } from './mapping';

/*
 * The columns that say a number must not be called, or an owner must not be mailed, read whatever
 * the mapping says (docs/imports.md "Cleaning"): litigator, TCPA, opt-out and do-not-call flags,
 * per phone ("Phone 1 Litigator", "Contact 2 Phone 1 DNC", "Litigator 3") or for the whole row
 * ("Litigator", "Opt-Out"), and Do Not Mail. A set flag makes its phone, or every phone of the
 * row, DNC with the flag's reason.
 */

const FLAG = '(?:litigator|litigation|tcpa|optout|optedout|donotcall|donotcontact|donottext|dnc)';
/** "phone1litigator", "phone2dncstatus", "contact2phone3tcpa", "owner1phone1optout". */
const PHONE_FLAG = new RegExp(`^(?:(?:contact|owner)(\\d))?phone(\\d)[a-z]*${FLAG}[a-z]*$`);
/** "litigator1", "dnc2". */
const NUMBERED_FLAG = new RegExp(`^${FLAG}(\\d)$`);
/** "litigator", "optout", "islitigator", "ownerlitigator", "tcpaflag", "litigatorstatus". */
const ROW_FLAG = new RegExp(`^(?:is|owner|contact\\d?)?${FLAG}(?:flag|status)?$`);
/** PropStream's "Do Not Mail", and "DNM", "No Mail", "Mail Opt Out". */
const DO_NOT_MAIL = /^(?:is|owner)?(?:donotmail|dnm|nomail|mailoptout|optoutmail)(?:flag|status)?$/;

/** The reason a flag column gives, strongest first: a set litigator flag outranks a DNC listing. */
const REASONS: readonly (readonly [RegExp, DncReason])[] = [
  [/litigat/, 'litigator'],
  [/tcpa/, 'tcpa'],
  [/optout|optedout|donotcontact|donottext/, 'opt-out'],
  [/dnc|donotcall/, 'dnc'],
];
const STRENGTH: readonly DncReason[] = ['litigator', 'tcpa', 'opt-out', 'dnc', 'unchecked'];

/** The stronger of two reasons (null is no reason). */
export function strongerReason(a: DncReason | null, b: DncReason | null): DncReason | null {
  if (a === null || b === null) return a ?? b;
  return STRENGTH.indexOf(a) <= STRENGTH.indexOf(b) ? a : b;
}

/** What a flag column holds when nothing is flagged; anything else blocks (fails closed). */
const NOT_SET = new Set(['', 'no', 'n', 'false', 'f', '0', 'none', 'clean', 'notlisted']);

export interface FlagColumn {
  index: number;
  reason: DncReason;
}

export interface BlockingColumns {
  /** Columns that block every phone of the row. */
  row: FlagColumn[];
  /** Columns that block one phone, by its slot: "1:2" is the first contact's phone 2. */
  phone: ReadonlyMap<string, FlagColumn[]>;
  /** Columns that mark the owner Do Not Mail. */
  doNotMail: number[];
}

/** The slot of a contact's phone in `BlockingColumns.phone`. */
export const phoneSlot = (contact: number, n: number) => `${contact}:${n}`;

function reasonOf(key: string): DncReason {
  return REASONS.find(([pattern]) => pattern.test(key))?.[1] ?? 'dnc';
}

/** The blocking columns among a file's headers. */
export function blockingColumns(headers: readonly string[]): BlockingColumns {
  const row: FlagColumn[] = [];
  const phone = new Map<string, FlagColumn[]>();
  const doNotMail: number[] = [];
  headers.forEach((header, index) => {
    const key = headerKey(header);
    const column = { index, reason: reasonOf(key) };
    const perPhone = PHONE_FLAG.exec(key);
    const numbered = NUMBERED_FLAG.exec(key);
    const slot = perPhone
      ? phoneSlot(Number(perPhone[1] ?? 1), Number(perPhone[2]))
      : numbered && phoneSlot(1, Number(numbered[1]));
    if (slot) phone.set(slot, [...(phone.get(slot) ?? []), column]);
    else if (ROW_FLAG.test(key)) row.push(column);
    else if (DO_NOT_MAIL.test(key)) doNotMail.push(index);
  });
  return { row, phone, doNotMail };
}

export const NO_BLOCKING_COLUMNS: BlockingColumns = { row: [], phone: new Map(), doNotMail: [] };

/** Whether a flag cell says the number must not be called: blank, "No", "False", "0" do not. */
export function flagIsSet(raw: string | undefined): boolean {
  return !NOT_SET.has((raw ?? '').toLowerCase().replace(/[^a-z0-9]/g, ''));
}

/** Why this phone slot of the row is blocked by a flag column: the strongest set flag, or null. */
export function blockedByFlag(
  cells: readonly string[],
  blocking: BlockingColumns,
  slot: string,
): DncReason | null {
  let reason: DncReason | null = null;
  for (const column of [...blocking.row, ...(blocking.phone.get(slot) ?? [])]) {
    if (flagIsSet(cells[column.index])) reason = strongerReason(reason, column.reason);
  }
  return reason;
}

/** Whether a do-not-call column speaks for this phone slot (its own DNC flag column). */
export function hasDncColumn(blocking: BlockingColumns, slot: string): boolean {
  return blocking.phone.get(slot)?.some((column) => column.reason === 'dnc') ?? false;
}

/** Whether the row's owner must not be mailed. */
export function doNotMail(cells: readonly string[], blocking: BlockingColumns): boolean {
  return blocking.doNotMail.some((index) => flagIsSet(cells[index]));
}
