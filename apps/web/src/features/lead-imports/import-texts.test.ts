import { describe, expect, it } from 'vitest';
import {
  fileLine,
  importButtonLabel,
  issueLine,
  progressLine,
  uncheckedPhonesLine,
} from './import-texts';

describe('the import texts', () => {
  it('says how the file was read', () => {
    expect(fileLine({ counts: { rows: 10000 }, encoding: 'utf-8', delimiter: '\t' })).toBe(
      '10,000 rows · Read as UTF-8 · Tab-separated',
    );
    expect(fileLine({ counts: { rows: 1 }, encoding: 'windows-1252', delimiter: ',' })).toBe(
      '1 row · Read as Windows-1252 · Comma-separated',
    );
  });

  it('names the row, its address and why, leaving out an address it does not have', () => {
    expect(issueLine({ row: 7, address: '12 Oak St', message: 'Same address as row 3' })).toBe(
      'Row 7 · 12 Oak St · Same address as row 3',
    );
    expect(issueLine({ row: 9, address: ' ', message: 'No street address' })).toBe(
      'Row 9 · No street address',
    );
  });

  it('counts the import in words', () => {
    expect(importButtonLabel(4200)).toBe('Import 4,200 Leads');
    expect(importButtonLabel(1)).toBe('Import 1 Lead');
    expect(progressLine({ processed: 4200, counts: { rows: 10000 } })).toBe(
      'Importing… 4,200 of 10,000',
    );
  });

  it('says how many phones no do-not-call column speaks for, one in the singular, none not at all', () => {
    expect(uncheckedPhonesLine(6)).toBe(
      'No do-not-call column: these 6 phones stay blocked until you Enhance',
    );
    expect(uncheckedPhonesLine(1)).toBe(
      'No do-not-call column: this phone stays blocked until you Enhance',
    );
    expect(uncheckedPhonesLine(0)).toBeNull();
  });
});
