import { AppError } from '../../../lib/app-error';

/** The bytes Windows-1252 leaves undefined: text holding them was written in another encoding. */
const UNDEFINED_IN_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

/**
 * What Windows-1252 puts at 0x80–0x9F (the rest of its upper half is Latin-1). Node 20's
 * TextDecoder reads these bytes as Latin-1's control characters, so they are mapped here.
 */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/** Files people upload thinking they are CSV: named, so the answer can say what to do. */
const WORKBOOK_SIGNATURES: readonly (readonly number[])[] = [
  [0x50, 0x4b, 0x03, 0x04], // .xlsx, .numbers, .ods: a ZIP archive
  [0xd0, 0xcf, 0x11, 0xe0], // .xls
];

const UNKNOWN_ENCODING =
  "This file isn't in a text encoding we can read. Save it as CSV UTF-8 and try again.";

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

function isUtf16Or32(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0xff, 0xfe]) ||
    startsWith(bytes, [0xfe, 0xff]) ||
    startsWith(bytes, [0, 0, 0xfe, 0xff])
  );
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin = new TextDecoder('windows-1252');

/**
 * Bytes → text (docs/imports.md "The file"): UTF-8, its byte order mark dropped, when the bytes
 * are valid UTF-8; else Windows-1252, what Excel on Windows saves as "CSV". Anything else is
 * refused rather than guessed: a wrong guess would store misspelled owners.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'windows-1252' } {
  if (WORKBOOK_SIGNATURES.some((signature) => startsWith(bytes, signature))) {
    throw new AppError(
      'IMPORT_REFUSED',
      'This file is a spreadsheet workbook, not a CSV. Save it as CSV UTF-8 and try again.',
    );
  }
  if (isUtf16Or32(bytes) || bytes.includes(0))
    throw new AppError('IMPORT_REFUSED', UNKNOWN_ENCODING);
  try {
    return { text: utf8.decode(bytes), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: Windows-1252 below.
  }
  if (bytes.some((byte) => UNDEFINED_IN_1252.has(byte))) {
    throw new AppError('IMPORT_REFUSED', UNKNOWN_ENCODING);
  }
  const text = latin
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (char) => CP1252_HIGH[char.charCodeAt(0) - 0x80] ?? char);
  return { text, encoding: 'windows-1252' };
}
