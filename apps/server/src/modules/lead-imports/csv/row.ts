import { IMPORT_FIELD_LABELS, type ImportField } from '@porchlight/contracts';
import { cityDisplay, normaliseZip, parseStreet, streetKeys, zipRepairRefusal } from './address';
import { cellText, readBaths, readWhole } from './cells';
import { type Columns, cellOf } from './columns';
import { type BlockingColumns, doNotMail, NO_BLOCKING_COLUMNS } from './compliance';
import type { ImportedPhone } from './contacts';
import { ownerKind } from './owner';
import { readContacts } from './row-contacts';
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
  /** The list marked the owner Do Not Mail: no postcard goes to them. */
  doNotMail: boolean;
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
  'companyName',
  'owner2Name',
  'mailingAddress',
  'mailingCity',
  'mailingState',
  'mailingZip',
  'contact2Name',
  'propertyType',
] as const satisfies readonly ImportField[];
type RowText = Record<(typeof TEXT_FIELDS)[number], string>;

/** "Owner First Name" → "Owner first name" for a sentence; ZIP stays in capitals. */
const sentenceLabel = (field: ImportField) => {
  const label = IMPORT_FIELD_LABELS[field];
  return (label.charAt(0) + label.slice(1).toLowerCase()).replace(/\bzip\b/, 'ZIP');
};

const LABELS = new Map(TEXT_FIELDS.map((field) => [field, sentenceLabel(field)]));

/** The cells two addresses are compared by: Latin letters only (docs/imports.md "Cleaning"). */
const COMPARED: ReadonlySet<ImportField> = new Set(['address', 'unit', 'city', 'state', 'zip']);

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
    companyName: '',
    owner2Name: '',
    mailingAddress: '',
    mailingCity: '',
    mailingState: '',
    mailingZip: '',
    contact2Name: '',
    propertyType: '',
  };
  for (const field of TEXT_FIELDS) {
    const index = columns.get(field);
    if (index === undefined) continue;
    const checked = cellText(cells[index] ?? '', LABELS.get(field) ?? field, {
      latinOnly: COMPARED.has(field),
    });
    if (!checked.ok)
      return { problem: checked.problem, address: field === 'address' ? '' : text.address };
    text[field] = checked.value;
  }
  return text;
}

/**
 * One row → the lead it imports as, or why it cannot be one (docs/imports.md "Cleaning" and
 * "Refusals"). A phone or an email that is not one is left out and said in `leftOut`. A phone is
 * DNC by its DNC column, or by a litigator, TCPA or opt-out flag (`blocking`), with its reason.
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

  // A person named first; a company (PropStream's "Company Name") when no person is.
  const person =
    text.ownerName || [text.ownerFirstName, text.ownerLastName].filter(Boolean).join(' ');
  const owner1 = person || text.companyName;
  const mailingAddress = text.mailingAddress;
  const mailingState = stateCode(text.mailingState);
  const contact2 = text.contact2Name || null;
  const { phones, emails, leftOut } = readContacts(cells, columns, blocking, contact2);
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
    ownerType: ownerKind(person, text.companyName, text.owner2Name),
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
    doNotMail: doNotMail(cells, blocking),
    keys: streetKeys(street.compare, city, state, zip),
  };
  return { ok: true, lead, leftOut };
}
