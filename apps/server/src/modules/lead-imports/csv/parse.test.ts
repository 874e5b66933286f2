import { IMPORT_LIMITS } from '@porchlight/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error';
import { detectDelimiter, parseCsv } from './parse';

function refusal(text: string): string {
  try {
    parseCsv(text);
  } catch (error) {
    if (error instanceof AppError && error.code === 'IMPORT_REFUSED') return error.message;
    throw error;
  }
  throw new Error('parseCsv did not refuse');
}

describe('parseCsv', () => {
  it('detects comma, semicolon and tab from the header line, comma on a tie', () => {
    expect(parseCsv('Address,City\n1 A St,Miami\n').delimiter).toBe(',');
    expect(parseCsv('Address;City;Zip\n1 A St;Miami;33139\n').delimiter).toBe(';');
    expect(parseCsv('Address\tCity\n1 A St, Apt 2\tMiami\n')).toEqual({
      delimiter: '\t',
      headers: ['Address', 'City'],
      rows: [['1 A St, Apt 2', 'Miami']],
      rowNumbers: [2],
    });
    expect(detectDelimiter('"a;b;c",d\n')).toBe(',');
    expect(detectDelimiter('a,b;c\n')).toBe(',');
    expect(detectDelimiter('Address\n')).toBe(',');
  });

  it('reads quoted line breaks and "" escapes, CRLF, LF and CR line ends', () => {
    const text = 'Address,Owner\r\n"12 Bay Rd\r\nUnit 3","The ""Big"" LLC"\r\n4 Elm St,Ann\r\n';
    expect(parseCsv(text).rows).toEqual([
      ['12 Bay Rd\r\nUnit 3', 'The "Big" LLC'],
      ['4 Elm St', 'Ann'],
    ]);
    expect(parseCsv('Address,Owner\r1 A St,Bo\r2 B St,Cy').rows).toEqual([
      ['1 A St', 'Bo'],
      ['2 B St', 'Cy'],
    ]);
  });

  it('trims cells, skips blank lines, pads short rows and drops extra cells', () => {
    const text = ' Address , City ,\n\n  1 A St ,  Miami \n,,\n2 B St\n3 C St,Doral,x,y,z\n';
    expect(parseCsv(text)).toEqual({
      delimiter: ',',
      headers: ['Address', 'City', 'Column 3'],
      rows: [
        ['1 A St', 'Miami', ''],
        ['2 B St', '', ''],
        ['3 C St', 'Doral', 'x'],
      ],
      rowNumbers: [3, 5, 6],
    });
  });

  it("numbers each row as the spreadsheet does: blank rows count, a cell's line break does not", () => {
    const text = 'Address,City\r\n"1 A St\r\nRear",Miami\r\n\r\n2 B St,Doral\r\n';
    expect(parseCsv(text).rowNumbers).toEqual([2, 4]);
  });

  it('keeps duplicate headers as given, and reads a single column with no delimiter', () => {
    expect(parseCsv('Phone,Phone\n1,2\n').headers).toEqual(['Phone', 'Phone']);
    expect(parseCsv('Notes\nhello\n')).toEqual({
      delimiter: ',',
      headers: ['Notes'],
      rows: [['hello']],
      rowNumbers: [2],
    });
  });

  it('refuses a quoted field never closed, naming the line it opens on', () => {
    const text = ['Address,Owner', '1 A St,Ann', '2 B St,"Bo', '3 C St,Cy', '4 D St,Di'].join('\n');
    expect(refusal(text)).toBe(
      "This file isn't a CSV we can read: a quoted field on line 3 is never closed.",
    );
  });

  it('refuses a file with no rows after its header, an empty file and binary data', () => {
    expect(refusal('Address,City\n')).toBe('This file has no rows after its header.');
    expect(refusal('Address,City\n\n,,\n')).toBe('This file has no rows after its header.');
    expect(refusal('  \n')).toBe('This file is empty.');
    expect(refusal(`Address\n${'\u0001\u0002\u0003'.repeat(10)}\n`)).toMatch(/binary data/);
  });

  it('refuses more rows than an import takes, saying how many there are', () => {
    const rows = Array.from({ length: IMPORT_LIMITS.maxRows + 412 }, (_, i) => `${i} A St`);
    expect(refusal(`Address\n${rows.join('\n')}\n`)).toBe(
      'This file has 10,412 rows; an import takes up to 10,000. Split it and import each part.',
    );
    const exactly = Array.from({ length: IMPORT_LIMITS.maxRows }, (_, i) => `${i} A St`);
    expect(parseCsv(`Address\n${exactly.join('\n')}`).rows).toHaveLength(IMPORT_LIMITS.maxRows);
  });
});
