import { IMPORT_LIMITS } from '@porchlight/contracts';
import { describe, expect, it } from 'vitest';
import {
  PROPSTREAM_ALREADY_HAVE,
  PROPSTREAM_EXPECTED,
  PROPSTREAM_HEADERS,
  propstreamExportBytes,
} from '../../../../test/fixtures/propstream-export';
import { REISKIP_HEADERS, REISKIP_ROW } from '../../../../test/fixtures/reiskip-skip-trace';
import { addressKeys, decodeCsv, parseCsv, planImport, suggestMapping } from './index';

const HEADERS = ['Address', 'Unit', 'City', 'State', 'Zip', 'Owner Name', 'Phone 1'];

function plan(rows: string[][], existing: ReadonlySet<string> = new Set()) {
  return planImport({ headers: HEADERS, rows }, suggestMapping(HEADERS), existing);
}

const row = (address: string, zip = '33139', unit = '', city = 'Miami Beach') => [
  address,
  unit,
  city,
  'FL',
  zip,
  'Ann Lee',
  '3055550134',
];

describe('planImport: a PropStream export', () => {
  it('finds the counts, the preview and every issue', () => {
    const { text, encoding } = decodeCsv(propstreamExportBytes());
    expect(encoding).toBe('windows-1252');
    const parsed = parseCsv(text);
    const existing = new Set(
      addressKeys({ street: PROPSTREAM_ALREADY_HAVE.address, ...PROPSTREAM_ALREADY_HAVE }),
    );
    const result = planImport(parsed, suggestMapping(parsed.headers), existing);

    expect(result.counts).toEqual(PROPSTREAM_EXPECTED.counts);
    // The export has no DNC column: every phone it imports stays DNC, and the preview counts them.
    expect(result.phonesWithoutDncColumn).toBe(PROPSTREAM_EXPECTED.uncheckedPhones);
    const { rows } = PROPSTREAM_EXPECTED;
    expect(result.issues).toEqual([
      { row: rows.noAddress, address: '', outcome: 'refused', message: 'No street address' },
      {
        row: rows.duplicate,
        address: '123 Main St Apt 4B',
        outcome: 'duplicate_in_file',
        message: `Same address as row ${rows.duplicateOf}`,
      },
      {
        row: rows.alreadyHave,
        address: '500 Alton Rd',
        outcome: 'already_have',
        message: 'You already have this lead',
      },
      {
        row: 9,
        address: '22 Palm Ave',
        outcome: 'cleaned',
        message: 'Phone 1 left out: not a 10-digit number; Email 1 left out: not an email address',
      },
    ]);
    expect(result.preview).toHaveLength(IMPORT_LIMITS.previewRows);
    expect(result.preview[0]).toEqual({
      row: 2,
      address: '123 Main St Apt 4B',
      city: 'Miami Beach',
      state: 'FL',
      zip: '33140',
      ownerName: 'John Smith',
      phones: ['3055550134'],
      emails: ['john.smith@example.com'],
    });
    const byRow = new Map(result.leads.map((lead) => [lead.row, lead]));
    expect(byRow.get(rows.accented)?.owner1).toBe(PROPSTREAM_EXPECTED.accentedOwner);
    expect(byRow.get(rows.lineBreak)?.address).toBe(PROPSTREAM_EXPECTED.lineBreakAddress);
    expect(byRow.get(8)).toMatchObject({
      ownerType: 'company',
      mailingStreet: '1 SE 3rd Ave Ste 1200',
      estimatedValue: 2150000,
    });
    expect(result.leads.map((lead) => lead.row)).toEqual([2, 3, 4, 8, 9]);
  });
});

describe('planImport: duplicates', () => {
  it('keeps the first of a repeated address and names it in the later rows', () => {
    const result = plan([
      row('123 Main Street', '33140', 'Apt 4'),
      row('1 Bay Rd'),
      row('123 MAIN ST #4', '33140-9999'),
      row('123 Main St', '33140', '4'),
    ]);
    expect(result.counts).toMatchObject({ rows: 4, ready: 2, duplicateInFile: 2 });
    expect(result.issues.map((issue) => [issue.row, issue.message])).toEqual([
      [4, 'Same address as row 2'],
      [5, 'Same address as row 2'],
    ]);
  });

  it('matches by city and state when one row has no ZIP', () => {
    const result = plan([row('9 Bay Rd'), row('9 Bay Road', '')]);
    expect(result.counts.duplicateInFile).toBe(1);
  });

  it('imports neighbours, other units and the same street in another ZIP', () => {
    const result = plan([
      row('123 Main St'),
      row('124 Main St'),
      row('123 Main St', '33139', 'Apt 5'),
      row('123 Main St', '33141', '', 'Miami'),
    ]);
    expect(result.counts).toMatchObject({ ready: 4, duplicateInFile: 0 });
  });

  it('skips a row the agent already has by any of its keys, before looking for repeats', () => {
    const existing = new Set(
      addressKeys({
        street: '9 Bay Rd, Miami Beach, FL 33139',
        city: 'Miami Beach',
        state: 'FL',
        zip: null,
      }),
    );
    const result = plan([row('9 Bay Road'), row('9 BAY RD', '33139'), row('10 Bay Rd')], existing);
    expect(result.counts).toEqual({
      rows: 3,
      ready: 1,
      duplicateInFile: 0,
      alreadyHave: 2,
      refused: 0,
    });
    expect(result.leads.map((lead) => lead.row)).toEqual([4]);
  });
});

describe('planImport: speed', () => {
  it('reads and plans 10,000 PropStream-shaped rows (the times are printed, not asserted)', () => {
    const headers = [...PROPSTREAM_HEADERS];
    const rows = Array.from({ length: IMPORT_LIMITS.maxRows }, (_, i) => [
      `${i + 1} North Ocean Boulevard`,
      i % 3 === 0 ? `#${i % 7}` : '',
      'MIAMI BEACH',
      'FL',
      String(33100 + (i % 90)),
      'Miami-Dade',
      'John',
      'Smith',
      'Mary',
      'Smith',
      '1 SE 3rd Ave Ste 1200',
      'Miami',
      'FL',
      '33131',
      'Single Family Residential',
      '3',
      '2.5',
      '1850',
      '1998',
      '$612000',
      '(305) 555-0134',
      '786.555.0199',
      'JOHN@EXAMPLE.COM',
    ]);
    const bytes = new TextEncoder().encode(
      [headers, ...rows].map((cells) => cells.join(',')).join('\r\n'),
    );
    const existing = new Set(
      rows.slice(0, 2_000).flatMap((cells) =>
        addressKeys({
          street: `${cells[0]} ${cells[1]}`,
          city: 'Miami Beach',
          state: 'FL',
          zip: cells[4] ?? '',
        }),
      ),
    );
    const read = () => parseCsv(decodeCsv(bytes).text);
    const run = () => planImport(read(), suggestMapping(headers), existing);
    run(); // warm-up: the first run also compiles
    const readStarted = performance.now();
    const parsed = read();
    const readMs = performance.now() - readStarted;
    const planStarted = performance.now();
    const result = planImport(parsed, suggestMapping(headers), existing);
    const planMs = performance.now() - planStarted;
    console.info(
      `${rows.length} rows, ${(bytes.length / 1e6).toFixed(1)} MB: decodeCsv + parseCsv ${readMs.toFixed(0)} ms, planImport ${planMs.toFixed(0)} ms`,
    );
    expect(result.counts).toMatchObject({ rows: IMPORT_LIMITS.maxRows, alreadyHave: 2_000 });
  });
});

describe('planImport: the flags that say a number must not be called', () => {
  const planned = (headers: readonly string[], rows: string[][]) =>
    planImport({ headers: [...headers], rows }, suggestMapping([...headers]), new Set());
  const dncOf = (result: ReturnType<typeof planned>) =>
    result.leads.map((lead) => lead.phones.map((phone) => `${phone.number} ${phone.dnc}`));

  it('blocks a REISkip number its Litigator column flags, whatever its DNC column says', () => {
    const result = planned(REISKIP_HEADERS, [[...REISKIP_ROW]]);
    const mapped = suggestMapping([...REISKIP_HEADERS]).filter((field) => field !== null);
    // Every column the app has a field for: owner, address, mailing, phones, their DNC, emails.
    // Left: the phones' Type and Telco Name (no field), and Litigator (read as a flag, below).
    expect(mapped).toHaveLength(19);
    expect(dncOf(result)).toEqual([['3055550134 false', '3055550135 true', '3055550136 true']]);
  });

  it('blocks every phone of a row its Litigator or Opt-Out column flags, and fails closed', () => {
    const headers = ['Address', 'Zip', 'Phone 1', 'Phone 1 DNC', 'Phone 2', 'Phone 2 DNC'];
    const phones = ['3055550134', 'No', '3055550135', 'N'];
    const row = (address: string, ...flags: string[]) => [address, '33139', ...phones, ...flags];
    const result = planned(
      [...headers, 'Litigator', 'Opt-Out'],
      [
        row('1 Alton Rd', '', 'No'),
        row('2 Alton Rd', 'Y', ''),
        row('3 Alton Rd', 'False', 'Opted Out'),
        row('4 Alton Rd', 'Unknown', '0'),
      ],
    );
    expect(dncOf(result)).toEqual([
      ['3055550134 false', '3055550135 false'],
      ['3055550134 true', '3055550135 true'],
      ['3055550134 true', '3055550135 true'],
      ['3055550134 true', '3055550135 true'],
    ]);
  });
});
