import { IMPORT_LIMITS } from '@porchlight/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '../../../lib/app-error';

export type CsvDelimiter = ',' | ';' | '\t';

export interface ParsedCsv {
  delimiter: CsvDelimiter;
  headers: string[];
  rows: string[][];
  /** Each row's number in a spreadsheet: the header is row 1, and blank rows count. */
  rowNumbers: number[];
}

const DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t'];

/** Control characters other than tab and line breaks: a few are a bad cell, many a binary file. */
const BINARY_CHAR = /(?![\t\n\r])\p{Cc}/gu;

const notCsv = (why: string) =>
  new AppError('IMPORT_REFUSED', `This file isn't a CSV we can read: ${why}.`);

/**
 * The header line's delimiter: the one found most often outside quotes, comma on a tie (Excel
 * saves semicolons where the decimal mark is a comma, and tabs as "Text").
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: CsvDelimiter = ',';
  for (const delimiter of DELIMITERS) {
    if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  }
  return best;
}

/**
 * The line on which a quoted field opens and never closes. csv-parse names the file's last line;
 * the agent needs the line where the quote starts.
 */
function unclosedQuoteLine(text: string, delimiter: CsvDelimiter): number {
  let line = 1;
  let openedOn = 1;
  let quoted = false;
  let fieldStart = true;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\n' || (char === '\r' && text[index + 1] !== '\n')) line += 1;
    if (quoted) {
      if (char !== '"') continue;
      if (text[index + 1] === '"') index += 1;
      else quoted = false;
    } else if (char === '"' && fieldStart) {
      quoted = true;
      openedOn = line;
    }
    fieldStart =
      char === delimiter || char === '\n' || char === '\r' || (fieldStart && char === ' ');
  }
  return openedOn;
}

function readRecords(text: string, delimiter: CsvDelimiter): string[][] {
  try {
    return parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      // Blank rows are kept here and dropped by `parseCsv`, which numbers rows as a spreadsheet does.
      skip_empty_lines: false,
      trim: true,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
      throw notCsv(`a quoted field on line ${unclosedQuoteLine(text, delimiter)} is never closed`);
    }
    const line = typeof error.lines === 'number' ? error.lines : null;
    if (error.code === 'CSV_INVALID_CLOSING_QUOTE') {
      throw notCsv(
        `a quoted field${line ? ` on line ${line}` : ''} has text after its closing quote`,
      );
    }
    throw notCsv(line ? `line ${line} cannot be read` : 'it cannot be read as rows and columns');
  }
}

/**
 * Text → header and rows (docs/imports.md "The file"). Cells are trimmed; a row shorter than the
 * header is padded with empty cells and a longer one's extra cells are dropped; blank rows are
 * skipped, keeping the others' spreadsheet numbers. Refused: text that is not CSV, no rows, more rows
 * or columns than an import takes.
 */
export function parseCsv(text: string): ParsedCsv {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (body.trim() === '') throw new AppError('IMPORT_REFUSED', 'This file is empty.');
  const binary = body.slice(0, 65_536).match(BINARY_CHAR)?.length ?? 0;
  if (binary > 8) throw notCsv('it holds binary data, not text');
  const delimiter = detectDelimiter(body);
  const [header, ...all] = readRecords(body, delimiter);
  const numbered = all.flatMap((record, index) =>
    record.some((cell) => cell.trim() !== '') ? [{ record, row: index + 2 }] : [],
  );
  const records = numbered.map(({ record }) => record);
  if (!header || records.length === 0) {
    throw new AppError('IMPORT_REFUSED', 'This file has no rows after its header.');
  }
  if (records.length > IMPORT_LIMITS.maxRows) {
    throw new AppError(
      'IMPORT_REFUSED',
      `This file has ${records.length.toLocaleString('en-US')} rows; an import takes up to ${IMPORT_LIMITS.maxRows.toLocaleString('en-US')}. Split it and import each part.`,
    );
  }
  if (header.length > IMPORT_LIMITS.maxColumns) {
    throw new AppError(
      'IMPORT_TOO_MANY_COLUMNS',
      `This file has ${header.length.toLocaleString('en-US')} columns; an import reads up to ${IMPORT_LIMITS.maxColumns}. Remove the columns you do not need and try again.`,
    );
  }
  const headers = header.map((name, index) => name.trim() || `Column ${index + 1}`);
  const rows = records.map((record) => headers.map((_, index) => (record[index] ?? '').trim()));
  return { delimiter, headers, rows, rowNumbers: numbered.map(({ row }) => row) };
}
