import {
  easternDay,
  formatPhone,
  type Lead,
  leadValue,
  mailingLine,
  NOT_AVAILABLE,
  ownerLines,
} from '@porchlight/contracts';
import { stringify } from 'csv-stringify/sync';

export interface ExportedLead {
  lead: Lead;
  savedAt: Date | null;
}

const CONTACT_STATUS_LABELS: Record<Lead['contactStatus'], string> = {
  none: '',
  contacted: 'Contacted',
  blocked: 'Blocked',
};

/** " (asked to stop)" for an opted-out contact, " (DNC)" for a DNC phone. */
function contactMark(lead: Lead, id: string, dnc: boolean): string {
  if (lead.optedOutContacts.includes(id)) return ' (asked to stop)';
  return dnc ? ' (DNC)' : '';
}

/** The saved-leads spreadsheet: one row per lead, the columns an agent works from. */
/** How the lead came, as the Saved tab's groups name it (docs/imports.md "Importing"). */
const SOURCE_LABELS: Record<Lead['source'], string> = {
  daily: 'Daily',
  bulk: 'Purchased',
  import: 'Imported',
};

const COLUMNS: Array<[header: string, cell: (row: ExportedLead) => string | number | null]> = [
  ['Address', ({ lead }) => lead.address],
  ['City', ({ lead }) => lead.city],
  ['State', ({ lead }) => lead.state],
  ['Zip', ({ lead }) => lead.zip],
  ['Owner names', ({ lead }) => ownerLines(lead).join('; ')],
  [
    'Mailing address',
    ({ lead }) => {
      const line = mailingLine(lead);
      return line === NOT_AVAILABLE ? '' : line;
    },
  ],
  ['Estimated value', ({ lead }) => leadValue(lead)],
  ['Equity', ({ lead }) => lead.equityBalance],
  ['Equity %', ({ lead }) => lead.equityPercent],
  ['Lead types', ({ lead }) => lead.leadTypes.join('; ')],
  // Passed contacts are already left out of the lead (docs/export.md "What it holds").
  [
    'Phones',
    ({ lead }) =>
      lead.phoneNumbers
        .map((p) => `${formatPhone(p.number)}${contactMark(lead, p.id, p.dnc)}`)
        .join('; '),
  ],
  [
    'Emails',
    ({ lead }) => lead.emails.map((e) => `${e.email}${contactMark(lead, e.id, false)}`).join('; '),
  ],
  ['Custom email', ({ lead }) => lead.customEmail],
  ['Custom phone', ({ lead }) => (lead.customPhone ? formatPhone(lead.customPhone) : null)],
  ['Contact status', ({ lead }) => CONTACT_STATUS_LABELS[lead.contactStatus]],
  ['Source', ({ lead }) => SOURCE_LABELS[lead.source]],
  ['Sample data', ({ lead }) => (lead.dataSource === 'sample' ? 'Yes' : 'No')],
  ['Saved date', ({ savedAt }) => (savedAt ? easternDay(savedAt) : null)],
];

/**
 * RFC 4180 CSV (quotes, commas and line breaks inside names survive) with a BOM so spreadsheet
 * apps read it as UTF-8. Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR) is
 * prefixed with ' so it stays text.
 */
export function savedLeadsCsv(rows: readonly ExportedLead[]): string {
  // Numbers stay numbers, so a negative equity is not mistaken for a formula.
  const records = rows.map((row) => COLUMNS.map(([, cell]) => cell(row)));
  return stringify([COLUMNS.map(([header]) => header), ...records], {
    bom: true,
    escape_formulas: true,
    record_delimiter: 'windows',
  });
}

/** porchlight-saved-leads-2026-11-22.csv */
export function exportFileName(now: Date): string {
  return `porchlight-saved-leads-${easternDay(now)}.csv`;
}
