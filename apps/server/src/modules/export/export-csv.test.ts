import { makeLead as makeLeadView } from '@porchlight/contracts/testing';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { savedLeadsCsv } from './export-csv';

const read = (csv: string) => parse(csv, { bom: true, columns: true }) as Record<string, string>[];

describe('saved-leads CSV', () => {
  it('keeps names with commas, quotes and line breaks in their own cells', () => {
    const lead = makeLeadView({
      owner1: 'Diaz, Ana "Annie"',
      owner2: 'Line\nBreak Trust',
      address: '12 Palm Ave, Unit 3',
    });
    const [row] = read(savedLeadsCsv([{ lead, savedAt: new Date('2026-11-06T15:00:00Z') }]));
    expect(row).toMatchObject({
      Address: '12 Palm Ave, Unit 3',
      'Owner names': 'Diaz, Ana "Annie"; Line\nBreak Trust',
      'Saved date': '2026-11-06',
    });
  });

  it('makes spreadsheet formulas inert, and keeps negative numbers numbers', () => {
    const lead = makeLeadView({
      owner1: "=cmd|' /C calc'!A0",
      owner2: null,
      address: '@SUM(1+1)',
      city: '+1',
      equityBalance: -12_000,
    });
    const csv = savedLeadsCsv([{ lead, savedAt: null }]);
    const [row] = read(csv);
    expect(row?.['Owner names']).toBe("'=cmd|' /C calc'!A0");
    expect(row?.Address).toBe("'@SUM(1+1)");
    expect(row?.City).toBe("'+1");
    expect(row?.Equity).toBe('-12000');
    for (const cell of Object.values(row ?? {})) expect(cell).not.toMatch(/^[=+@\t\r]/);
  });

  it('lists phones with DNC marked, emails, status and source; passed contacts are not there', () => {
    const lead = makeLeadView({
      phoneNumbers: [
        { id: 'p1', number: '3055550100', dnc: false, source: 's', personName: null },
        { id: 'p2', number: '3055550111', dnc: true, source: 's', personName: null },
      ],
      emails: [{ id: 'e1', email: 'pat@example.net', source: 's', personName: null }],
      contactStatus: 'contacted',
      source: 'bulk',
      mailingStreet: null,
    });
    const [row] = read(savedLeadsCsv([{ lead, savedAt: null }]));
    expect(row).toMatchObject({
      Phones: '(305) 555-0100; (305) 555-0111 (DNC)',
      Emails: 'pat@example.net',
      'Contact status': 'Contacted',
      Source: 'Purchased',
      'Mailing address': '',
    });
  });
});
