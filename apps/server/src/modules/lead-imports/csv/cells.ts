import { isPlainText, isWellFormedText } from '@porchlight/contracts';

/** The longest cell a lead keeps: longer is a column mapped to the wrong field, or junk. */
export const MAX_CELL_LENGTH = 200;

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

export type CellText = { ok: true; value: string } | { ok: false; problem: string };

/**
 * A single-line cell as the lead keeps it (docs/imports.md "Cleaning"): NFC, a quoted line break
 * read as a space (a spreadsheet's multi-line address), spaces collapsed. Any other control
 * character or a broken Unicode sequence refuses the row, as every other input would be.
 */
export function cellText(raw: string, label: string): CellText {
  // Most cells are printable ASCII: already NFC and plain, so only spaces and length to check.
  if (PRINTABLE_ASCII.test(raw))
    return sized(raw.includes('  ') ? raw.replace(/ {2,}/g, ' ') : raw, label);
  const value = raw.normalize('NFC').replace(/\r\n|[\r\n]/g, ' ');
  if (!isWellFormedText(value)) return { ok: false, problem: `${label} isn't valid Unicode text` };
  if (!isPlainText(value)) return { ok: false, problem: `${label} has control characters` };
  return sized(value.replace(/\s+/g, ' ').trim(), label);
}

function sized(text: string, label: string): CellText {
  if (text.length > MAX_CELL_LENGTH) {
    return { ok: false, problem: `${label} is longer than ${MAX_CELL_LENGTH} characters` };
  }
  return { ok: true, value: text };
}

/** "$350,000" → 350000, "2.5" → 2.5; blank or not a number → null. */
export function readNumber(raw: string): number | null {
  const text = raw.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** A whole number within the column's bounds, else null: a wrong value is left out, never kept. */
export function readWhole(raw: string, min: number, max: number): number | null {
  const number = readNumber(raw);
  if (number === null) return null;
  const whole = Math.round(number);
  return whole >= min && whole <= max ? whole : null;
}

/** Bathrooms: halves count ("2.5"). */
export function readBaths(raw: string): number | null {
  const number = readNumber(raw);
  return number !== null && number <= 99 ? Math.round(number * 4) / 4 : null;
}
