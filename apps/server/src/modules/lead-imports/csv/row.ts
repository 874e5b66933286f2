import { IMPORT_FIELD_LABELS, type ImportField, type ImportMapping } from '@porchlight/contracts';
import { cityDisplay, normaliseZip, parseStreet, streetKeys, zipRepairRefusal } from './address';
import { cellText, readBaths, readWhole } from './cells';
import { type BlockingColumns, blockedByFlag, NO_BLOCKING_COLUMNS } from './compliance';
import { type ImportedPhone, readDnc, readEmail, readPhone } from './contacts';
import { ownerType } from './owner';
import { stateCode } from './us-states';

export interface ImportedLead {
  /** The row in a spreadsheet: the header is row 1, the first data row 2. */
  row: number;
  address: string;
  houseNumber: string | null;
  street: string | null;
  city: string;
  state: string;
  zip: string;
  owner1: string | null;
  owner2: string | null;
  ownerType: 'person' | 'company';
  mailingStreet: string | null;
  mailingCity: string | null;
  mailingState: string | null;
  mailingZip: string | null;
  phones: ImportedPhone[];
  emails: string[];
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  yearBuilt: number | null;
  estimatedValue: number | null;
  propertyType: string;
  keys: string[];
}

export type CleanedRow =
  | { ok: true; lead: ImportedLead; leftOut: string[] }
  | { ok: false; address: string; message: string };

/** The cells kept as text: each must meet the plain-text rule, or the row is refused. */
const TEXT_FIELDS = [
  'address',
  'unit',
  'city',
  'state',
  'zip',
  'ownerName',
  'ownerFirstName',
  'ownerLastName',
  'owner2Name',
  'mailingAddress',
  'mailingCity',
  'mailingState',
  'mailingZip',
  'propertyType',
] as const satisfies readonly ImportField[];
type RowText = Record<(typeof TEXT_FIELDS)[number], string>;

const PHONES = [
  { n: 1, field: 'phone1', dnc: 'phone1Dnc' },
  { n: 2, field: 'phone2', dnc: 'phone2Dnc' },
  { n: 3, field: 'phone3', dnc: 'phone3Dnc' },
] as const;
const EMAILS = [
  { n: 1, field: 'email1' },
  { n: 2, field: 'email2' },
  { n: 3, field: 'email3' },
] as const;

/** "Owner First Name" → "Owner first name" for a sentence; ZIP stays in capitals. */
const sentenceLabel = (field: ImportField) => {
  const label = IMPORT_FIELD_LABELS[field];
  return (label.charAt(0) + label.slice(1).toLowerCase()).replace(/\bzip\b/, 'ZIP');
};

const LABELS = new Map(TEXT_FIELDS.map((field) => [field, sentenceLabel(field)]));

/** Which column fills each field. */
export function columnsOf(mapping: ImportMapping): ReadonlyMap<ImportField, number> {
  const columns = new Map<ImportField, number>();
  mapping.forEach((field, index) => {
    if (field !== null && !columns.has(field)) columns.set(field, index);
  });
  return columns;
}

type Columns = ReadonlyMap<ImportField, number>;

/** The raw cell of a field; null when no column fills it. */
function cellOf(cells: readonly string[], columns: Columns, field: ImportField): string | null {
  const index = columns.get(field);
  return index === undefined ? null : (cells[index] ?? '');
}

function readContacts(cells: readonly string[], columns: Columns, blocking: BlockingColumns) {
  const leftOut: string[] = [];
  const phones: ImportedPhone[] = [];
  for (const { n, field, dnc } of PHONES) {
    const raw = cellOf(cells, columns, field);
    if (!raw) continue;
    const number = readPhone(raw);
    if (number === null) {
      leftOut.push(`Phone ${n} left out: not a 10-digit number`);
      continue;
    }
    const flagged = readDnc(cellOf(cells, columns, dnc)) || blockedByFlag(cells, blocking, n);
    const same = phones.find((phone) => phone.number === number);
    // The same number twice: one entry, DNC when either column says so.
    if (same) same.dnc ||= flagged;
    else phones.push({ number, dnc: flagged });
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

/** The row's text cells, '' for a field no column fills; or the first that breaks the rule. */
function readText(
  cells: readonly string[],
  columns: Columns,
): RowText | { problem: string; address: string } {
  const text: RowText = {
    address: '',
    unit: '',
    city: '',
    state: '',
    zip: '',
    ownerName: '',
    ownerFirstName: '',
    ownerLastName: '',
    owner2Name: '',
    mailingAddress: '',
    mailingCity: '',
    mailingState: '',
    mailingZip: '',
    propertyType: '',
  };
  for (const field of TEXT_FIELDS) {
    const index = columns.get(field);
    if (index === undefined) continue;
    const checked = cellText(cells[index] ?? '', LABELS.get(field) ?? field);
    if (!checked.ok)
      return { problem: checked.problem, address: field === 'address' ? '' : text.address };
    text[field] = checked.value;
  }
  return text;
}

/**
 * One row → the lead it imports as, or why it cannot be one (docs/imports.md "Cleaning" and
 * "Refusals"). A phone or an email that is not one is left out and said in `leftOut`. A phone is
 * DNC by its DNC column, or by a litigator, TCPA or opt-out flag (`blocking`).
 */
export function cleanRow(
  cells: readonly string[],
  columns: Columns,
  row: number,
  blocking: BlockingColumns = NO_BLOCKING_COLUMNS,
): CleanedRow {
  const text = readText(cells, columns);
  if ('problem' in text) return { ok: false, address: text.address, message: text.problem };

  const street = parseStreet(text.address, text.unit || null);
  if (street.compare === '') return { ok: false, address: '', message: 'No street address' };
  const zip = normaliseZip(text.zip);
  const city = cityDisplay(text.city);
  const state = stateCode(text.state);
  const zipRefusal = zipRepairRefusal(text.zip, state);
  if (zipRefusal) return { ok: false, address: street.display, message: zipRefusal };
  if (!zip && !(city && state)) {
    return { ok: false, address: street.display, message: 'No ZIP, and no city and state' };
  }

  const owner1 =
    text.ownerName || [text.ownerFirstName, text.ownerLastName].filter(Boolean).join(' ');
  const mailingAddress = text.mailingAddress;
  const mailingState = stateCode(text.mailingState);
  const { phones, emails, leftOut } = readContacts(cells, columns, blocking);
  const lead: ImportedLead = {
    row,
    address: street.display,
    houseNumber: street.houseNumber,
    street: street.street,
    city,
    state,
    zip,
    owner1: owner1 || null,
    owner2: text.owner2Name || null,
    ownerType: ownerType(owner1) ?? ownerType(text.owner2Name) ?? 'person',
    mailingStreet: mailingAddress ? parseStreet(mailingAddress).display : null,
    mailingCity: cityDisplay(text.mailingCity) || null,
    mailingState: mailingState || null,
    mailingZip: zipRepairRefusal(text.mailingZip, mailingState)
      ? null
      : normaliseZip(text.mailingZip) || null,
    phones,
    emails,
    beds: readWhole(cellOf(cells, columns, 'beds') ?? '', 0, 99),
    baths: readBaths(cellOf(cells, columns, 'baths') ?? ''),
    sqft: readWhole(cellOf(cells, columns, 'sqft') ?? '', 1, 10_000_000),
    yearBuilt: readWhole(cellOf(cells, columns, 'yearBuilt') ?? '', 1600, 2100),
    estimatedValue: readWhole(cellOf(cells, columns, 'estimatedValue') ?? '', 0, 2_000_000_000),
    propertyType: text.propertyType || 'Residential',
    keys: streetKeys(street.compare, city, state, zip),
  };
  return { ok: true, lead, leftOut };
}
