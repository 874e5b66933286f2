import { IMPORT_LIMITS, type ImportMapping } from '@porchlight/contracts';
import { AppError } from '../../../lib/app-error';
import { addressKeys } from './address';
import { decodeCsv } from './decode';
import { mappingProblem, suggestMapping } from './mapping';
import { type CsvDelimiter, parseCsv } from './parse';
import { type ImportPlan, planImport } from './plan';

/** A lead the agent already has, as its property row stores its address. */
export interface HeldAddress {
  address: string;
  city: string;
  state: string;
  zip: string;
}

/** What a preview shows of a file under a mapping (docs/imports.md "Matching columns"). */
export type FilePreview = { problem: string | null } & Omit<ImportPlan, 'leads'>;

/** An upload read: the decoded text to keep, how it was read, and its first preview. */
export interface ReadUpload {
  text: string;
  encoding: 'utf-8' | 'windows-1252';
  delimiter: CsvDelimiter;
  headers: string[];
  mapping: ImportMapping;
  preview: FilePreview;
}

/**
 * The work of the CSV thread (docs/imports.md "The file"): reading, cleaning and planning a whole
 * file is the CPU of an import, so it runs here and never on the event loop. Pure: what it needs
 * of the database (the agent's addresses) comes with the task.
 */
export type CsvTask =
  | { kind: 'upload'; content: string; held: HeldAddress[] }
  | { kind: 'preview'; text: string; mapping: ImportMapping; held: HeldAddress[] }
  | { kind: 'plan'; text: string; mapping: ImportMapping; held: HeldAddress[] };

/** The address keys of the leads the agent has, made by the same rule as the file's. */
function heldKeys(held: readonly HeldAddress[]): Set<string> {
  const keys = new Set<string>();
  for (const row of held) {
    // A whole address in the street cell keeps its street line and unit (docs/imports.md "Cleaning").
    const parts = { street: row.address, city: row.city, state: row.state, zip: row.zip };
    for (const key of addressKeys(parts)) keys.add(key);
  }
  return keys;
}

/** The preview of a parsed file under `mapping`: a mapping that cannot import previews no row. */
function previewOf(
  file: ReturnType<typeof parseCsv>,
  mapping: ImportMapping,
  held: readonly HeldAddress[],
): FilePreview {
  const problem = mappingProblem(mapping, file.headers);
  if (problem) {
    const counts = {
      rows: file.rows.length,
      ready: 0,
      duplicateInFile: 0,
      alreadyHave: 0,
      refused: 0,
    };
    return { problem, counts, preview: [], issues: [], phonesWithoutDncColumn: 0 };
  }
  const { counts, preview, issues, phonesWithoutDncColumn } = planImport(
    file,
    mapping,
    heldKeys(held),
  );
  return { problem, counts, preview, issues, phonesWithoutDncColumn };
}

/** An upload's base64 content → its text, read and previewed with the suggested mapping. */
function readUpload(content: string, held: readonly HeldAddress[]): ReadUpload {
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > IMPORT_LIMITS.maxBytes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      'This file is larger than 5 MB. Split it and import each part.',
    );
  }
  if (bytes.length === 0) throw new AppError('IMPORT_REFUSED', 'This file is empty.');
  const { text, encoding } = decodeCsv(bytes);
  const file = parseCsv(text);
  const mapping = suggestMapping(file.headers);
  const { delimiter, headers } = file;
  return { text, encoding, delimiter, headers, mapping, preview: previewOf(file, mapping, held) };
}

/** One task's answer. */
export function runCsvTask(
  task: CsvTask,
): ReadUpload | FilePreview | Pick<ImportPlan, 'counts' | 'leads'> {
  if (task.kind === 'upload') return readUpload(task.content, task.held);
  const file = parseCsv(task.text);
  if (task.kind === 'preview') return previewOf(file, task.mapping, task.held);
  const { counts, leads } = planImport(file, task.mapping, heldKeys(task.held));
  return { counts, leads };
}
