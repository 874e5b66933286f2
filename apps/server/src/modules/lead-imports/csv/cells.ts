import { isPlainText, isWellFormedText } from '@porchlight/contracts';

/** The longest cell a lead keeps: longer is a column mapped to the wrong field, or junk. */
export const MAX_CELL_LENGTH = 200;

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

export type CellText = { ok: true; value: string } | { ok: false; problem: string };

/**
 * Invisible format characters (Unicode's Cf: zero-width space and joiners, the bidi marks and
 * overrides such as U+202E, the soft hyphen, a stray byte order mark): read as nothing, so text
 * that looks the same compares the same.
 */
const FORMAT_CHARACTERS = /\p{Cf}/gu;
const WORD = /[\p{L}\p{M}]+/gu;
const LATIN = /\p{Script=Latin}/u;
/** The scripts whose letters pass for Latin ones: Cyrillic "а", "о", "с", Greek "Ο", "Α". */
const LOOK_ALIKE = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;
/** A letter of a script other than Latin (marks, which combine with a letter, aside). */
const NOT_LATIN_LETTER = /(?!\p{Script=Latin})\p{L}/u;

/** The first word that mixes Latin letters with look-alikes of another script ("Mаin"), if any. */
function mixedWord(text: string): string | undefined {
  for (const [word] of text.matchAll(WORD)) {
    if (LATIN.test(word) && LOOK_ALIKE.test(word)) return word;
  }
  return undefined;
}

/**
 * A single-line cell as the lead keeps it (docs/imports.md "Cleaning"): NFKC (full-width digits
 * and letters, ligatures and no-break spaces become their plain forms), format characters
 * dropped, a quoted line break read as a space (a spreadsheet's multi-line address), spaces
 * collapsed. A control character or a broken Unicode sequence refuses the row, as every other
 * input would be; so does a word mixing Latin letters with Cyrillic or Greek ones, a look-alike
 * that would pass one address for another, and in an address cell (`latinOnly`) any letter not
 * Latin, since a US address is written in Latin letters.
 */
export function cellText(raw: string, label: string, { latinOnly = false } = {}): CellText {
  // Most cells are printable ASCII: already normal and plain, so only spaces and length to check.
  if (PRINTABLE_ASCII.test(raw))
    return sized(raw.includes('  ') ? raw.replace(/ {2,}/g, ' ') : raw, label);
  if (!isWellFormedText(raw)) return { ok: false, problem: `${label} isn't valid Unicode text` };
  const value = raw
    .normalize('NFKC')
    .replace(FORMAT_CHARACTERS, '')
    .replace(/\r\n|[\r\n]/g, ' ');
  if (!isPlainText(value)) return { ok: false, problem: `${label} has control characters` };
  const mixed = mixedWord(value);
  if (mixed !== undefined) {
    return { ok: false, problem: `${label} mixes Latin letters with look-alikes in "${mixed}"` };
  }
  if (latinOnly && NOT_LATIN_LETTER.test(value)) {
    return { ok: false, problem: `${label} has letters that are not Latin` };
  }
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
