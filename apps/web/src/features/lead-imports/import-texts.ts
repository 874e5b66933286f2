import type {
  ImportRowIssue,
  ImportRowOutcome,
  LeadImportPreview,
  LeadImportSummary,
} from '@porchlight/contracts';

// The import's sentences, kept apart from the screens that show them.

const ENCODINGS: Record<LeadImportPreview['encoding'], string> = {
  'utf-8': 'UTF-8',
  'windows-1252': 'Windows-1252',
};

const DELIMITERS: Record<LeadImportPreview['delimiter'], string> = {
  ',': 'Comma-separated',
  ';': 'Semicolon-separated',
  '\t': 'Tab-separated',
};

export const count = (n: number) => n.toLocaleString('en-US');

const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** "12 rows · Read as Windows-1252 · Semicolon-separated". */
export function fileLine({
  counts,
  encoding,
  delimiter,
}: {
  counts: Pick<LeadImportPreview['counts'], 'rows'>;
  encoding: LeadImportPreview['encoding'];
  delimiter: LeadImportPreview['delimiter'];
}): string {
  return [
    plural(counts.rows, 'row', 'rows'),
    `Read as ${ENCODINGS[encoding]}`,
    DELIMITERS[delimiter],
  ].join(' · ');
}

/** "Row 7 · 12 Oak St · Same address as row 3"; a row with no address says why alone. */
export function issueLine({
  row,
  address,
  message,
}: Pick<ImportRowIssue, 'row' | 'address' | 'message'>): string {
  return [`Row ${row}`, address.trim(), message].filter(Boolean).join(' · ');
}

/** The issues' groups, in the order the preview lists them, each named by what becomes of its rows. */
export const ISSUE_GROUPS: { title: string; outcomes: ImportRowOutcome[] }[] = [
  { title: 'Skipped', outcomes: ['duplicate_in_file', 'already_have'] },
  { title: "Can't be imported", outcomes: ['refused'] },
  { title: 'Imported without a contact', outcomes: ['cleaned'] },
];

/**
 * The phones no do-not-call column speaks for, imported as DNC (docs/imports.md "Cleaning"):
 * "No do-not-call column: these 6 phones stay blocked until you Enhance"; null for none.
 */
export function uncheckedPhonesLine(phones: number): string | null {
  if (phones === 0) return null;
  const which = phones === 1 ? 'this phone stays' : `these ${count(phones)} phones stay`;
  return `No do-not-call column: ${which} blocked until you Enhance`;
}

export function importButtonLabel(ready: number): string {
  return `Import ${plural(ready, 'Lead', 'Leads')}`;
}

/** "Importing… 4,200 of 10,000". */
export function progressLine({
  processed,
  counts,
}: {
  processed: number;
  counts: Pick<LeadImportSummary['counts'], 'rows'>;
}): string {
  return `Importing… ${count(processed)} of ${count(counts.rows)}`;
}

export function importedLine({ imported, fileName }: LeadImportSummary): string {
  return `Imported ${plural(imported, 'lead', 'leads')} from ${fileName}`;
}

export function followUpStartedLine(started: number): string {
  return `Follow-up started for ${plural(started, 'lead', 'leads')}.`;
}
