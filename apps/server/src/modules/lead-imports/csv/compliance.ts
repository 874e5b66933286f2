import { headerKey } from './mapping';

/*
 * The columns that say a number must not be called, read whatever the mapping says
 * (docs/imports.md "Cleaning"): litigator, TCPA, opt-out and do-not-call flags, per phone
 * ("Phone 1 Litigator", "Phone 2 DNC", "Litigator 3") or for the whole row ("Litigator",
 * "Opt-Out"). A set flag makes its phone, or every phone of the row, DNC.
 */

const FLAG = '(?:litigator|litigation|tcpa|optout|optedout|donotcall|donotcontact|donottext|dnc)';
/** "phone1litigator", "phone2dncstatus", "contact1phone3tcpa", "owner1phone1optout". */
const PHONE_FLAG = new RegExp(`^(?:(?:contact|owner)\\d)?phone(\\d)[a-z]*${FLAG}[a-z]*$`);
/** "litigator1", "dnc2". */
const NUMBERED_FLAG = new RegExp(`^${FLAG}(\\d)$`);
/** "litigator", "optout", "islitigator", "ownerlitigator", "tcpaflag", "litigatorstatus". */
const ROW_FLAG = new RegExp(`^(?:is|owner|contact\\d?)?${FLAG}(?:flag|status)?$`);

/** What a flag column holds when nothing is flagged; anything else blocks (fails closed). */
const NOT_SET = new Set(['', 'no', 'n', 'false', 'f', '0', 'none', 'clean', 'notlisted']);

export interface BlockingColumns {
  /** Columns that block every phone of the row. */
  row: number[];
  /** Columns that block one phone, by its number (1–3). */
  phone: ReadonlyMap<number, number[]>;
}

/** The blocking columns among a file's headers. */
export function blockingColumns(headers: readonly string[]): BlockingColumns {
  const row: number[] = [];
  const phone = new Map<number, number[]>();
  headers.forEach((header, index) => {
    const key = headerKey(header);
    const numbered = PHONE_FLAG.exec(key) ?? NUMBERED_FLAG.exec(key);
    if (numbered) {
      const n = Number(numbered[1]);
      phone.set(n, [...(phone.get(n) ?? []), index]);
    } else if (ROW_FLAG.test(key)) {
      row.push(index);
    }
  });
  return { row, phone };
}

export const NO_BLOCKING_COLUMNS: BlockingColumns = { row: [], phone: new Map() };

/** Whether a flag cell says the number must not be called: blank, "No", "False", "0" do not. */
export function flagIsSet(raw: string | undefined): boolean {
  return !NOT_SET.has((raw ?? '').toLowerCase().replace(/[^a-z0-9]/g, ''));
}

/** Whether phone `n` of this row is blocked by a flag column. */
export function blockedByFlag(cells: readonly string[], blocking: BlockingColumns, n: number) {
  const set = (index: number) => flagIsSet(cells[index]);
  return blocking.row.some(set) || (blocking.phone.get(n)?.some(set) ?? false);
}
