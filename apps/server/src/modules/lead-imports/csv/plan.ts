import {
  IMPORT_LIMITS,
  type ImportCounts,
  type ImportMapping,
  type ImportPreviewRow,
  type ImportRowIssue,
} from '@porchlight/contracts';
import { columnsOf } from './columns';
import { blockingColumns } from './compliance';
import { cleanRow, type ImportedLead } from './row';

export interface ImportPlan {
  counts: ImportCounts;
  /** The rows to import, in the file's order. */
  leads: ImportedLead[];
  /** The first leads as the preview shows them. */
  preview: ImportPreviewRow[];
  /** Every row skipped or refused, and every row imported with a contact left out: file order. */
  issues: ImportRowIssue[];
  /** Phones to import with no do-not-call column for them: DNC until Enhance checks them. */
  phonesWithoutDncColumn: number;
}

function hasAny(keys: ReadonlySet<string>, wanted: readonly string[]): boolean {
  for (const key of wanted) if (keys.has(key)) return true;
  return false;
}

/** The row that first had one of these keys, if any. */
function firstOf(rows: ReadonlyMap<string, number>, keys: readonly string[]): number | undefined {
  for (const key of keys) {
    const row = rows.get(key);
    if (row !== undefined) return row;
  }
  return undefined;
}

function previewRow(lead: ImportedLead): ImportPreviewRow {
  return {
    row: lead.row,
    address: lead.address,
    city: lead.city,
    state: lead.state,
    zip: lead.zip,
    ownerName: lead.owner1,
    phones: lead.phones.map((phone) => phone.number),
    emails: lead.emails,
  };
}

/**
 * The whole rule of a file (docs/imports.md "Duplicates" and "Refusals"): every row cleaned; a
 * row that cannot be a lead refused; a row the agent already has skipped (any of its keys in
 * `existing`); a row repeating an earlier one of the file skipped, the first kept.
 */
export function planImport(
  parsed: { headers: string[]; rows: string[][]; rowNumbers?: number[] },
  mapping: ImportMapping,
  existing: ReadonlySet<string>,
): ImportPlan {
  const columns = columnsOf(mapping);
  const blocking = blockingColumns(parsed.headers);
  const firstRowOf = new Map<string, number>();
  const leads: ImportedLead[] = [];
  const issues: ImportRowIssue[] = [];
  const counts: ImportCounts = {
    rows: parsed.rows.length,
    ready: 0,
    duplicateInFile: 0,
    alreadyHave: 0,
    refused: 0,
  };
  parsed.rows.forEach((cells, index) => {
    const row = parsed.rowNumbers?.[index] ?? index + 2;
    const cleaned = cleanRow(cells, columns, row, blocking);
    if (!cleaned.ok) {
      counts.refused += 1;
      issues.push({ row, address: cleaned.address, outcome: 'refused', message: cleaned.message });
      return;
    }
    const { lead, leftOut } = cleaned;
    if (hasAny(existing, lead.keys)) {
      counts.alreadyHave += 1;
      issues.push({
        row,
        address: lead.address,
        outcome: 'already_have',
        message: 'You already have this lead',
      });
      return;
    }
    const first = firstOf(firstRowOf, lead.keys);
    if (first !== undefined) {
      counts.duplicateInFile += 1;
      issues.push({
        row,
        address: lead.address,
        outcome: 'duplicate_in_file',
        message: `Same address as row ${first}`,
      });
      return;
    }
    for (const key of lead.keys) firstRowOf.set(key, row);
    leads.push(lead);
    if (leftOut.length > 0) {
      issues.push({ row, address: lead.address, outcome: 'cleaned', message: leftOut.join('; ') });
    }
  });
  counts.ready = leads.length;
  return {
    counts,
    leads,
    preview: leads.slice(0, IMPORT_LIMITS.previewRows).map(previewRow),
    issues,
    phonesWithoutDncColumn: leads.reduce(
      (n, lead) => n + lead.phones.filter((phone) => phone.dncReason === 'unchecked').length,
      0,
    ),
  };
}
