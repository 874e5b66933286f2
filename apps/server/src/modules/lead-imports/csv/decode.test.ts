import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error';
import { decodeCsv } from './decode';

const bytes = (...values: number[]) => Uint8Array.from(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

function refusal(input: Uint8Array): AppError {
  try {
    decodeCsv(input);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('decodeCsv did not refuse');
}

describe('decodeCsv', () => {
  it('reads UTF-8, with or without a byte order mark, and drops the mark', () => {
    expect(decodeCsv(utf8('Owner\nPeña'))).toEqual({ text: 'Owner\nPeña', encoding: 'utf-8' });
    const withBom = Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8('Owner\nPeña')]);
    expect(decodeCsv(withBom)).toEqual({ text: 'Owner\nPeña', encoding: 'utf-8' });
  });

  it('reads bytes that are not UTF-8 as Windows-1252, its 0x80–0x9F punctuation included', () => {
    // "Peña" with ñ as 0xF1; “quoted” with 0x93/0x94; € as 0x80.
    const decoded = decodeCsv(bytes(0x50, 0x65, 0xf1, 0x61, 0x2c, 0x93, 0x71, 0x94, 0x2c, 0x80));
    expect(decoded).toEqual({ text: 'Peña,“q”,€', encoding: 'windows-1252' });
  });

  it('refuses bytes Windows-1252 leaves undefined, UTF-16 and UTF-32 marks, and NUL bytes', () => {
    for (const input of [
      bytes(0x50, 0x65, 0xf1, 0x81),
      bytes(0xff, 0xfe, 0x41, 0x00),
      bytes(0xfe, 0xff, 0x00, 0x41),
      bytes(0x00, 0x00, 0xfe, 0xff),
      bytes(0x41, 0x00, 0x42),
    ]) {
      const error = refusal(input);
      expect(error.code).toBe('IMPORT_REFUSED');
      expect(error.message).toBe(
        "This file isn't in a text encoding we can read. Save it as CSV UTF-8 and try again.",
      );
    }
  });

  it('names a spreadsheet workbook uploaded in place of its CSV', () => {
    const error = refusal(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00));
    expect(error.code).toBe('IMPORT_REFUSED');
    expect(error.message).toMatch(/spreadsheet workbook, not a CSV/);
  });
});
