import { describe, expect, it } from 'vitest';
import { REISKIP_HEADERS, REISKIP_ROW } from '../../../../test/fixtures/reiskip-skip-trace';
import { planImport, suggestMapping } from './index';

// What an imported list's compliance columns leave on its leads (docs/imports.md "Cleaning"):
// each DNC phone's reason, the owner's Do Not Mail, and the phones no DNC column speaks for.

const planned = (headers: readonly string[], rows: string[][]) =>
  planImport({ headers: [...headers], rows }, suggestMapping([...headers]), new Set());
const reasonsOf = (result: ReturnType<typeof planned>) =>
  result.leads.map((lead) => lead.phones.map((phone) => phone.dncReason));

describe('imported compliance: why a phone is DNC', () => {
  it('keeps each phone its reason: a DNC listing, a litigator, none', () => {
    expect(reasonsOf(planned(REISKIP_HEADERS, [[...REISKIP_ROW]]))).toEqual([
      [null, 'dnc', 'litigator'],
    ]);
  });

  it('keeps the strongest reason of the row flags set, and none when the flags are clear', () => {
    const headers = ['Address', 'Zip', 'Phone 1', 'Phone 1 DNC', 'Litigator', 'TCPA', 'Opt-Out'];
    const row = (address: string, dnc: string, ...flags: string[]) => [
      address,
      '33139',
      '3055550134',
      dnc,
      ...flags,
    ];
    const result = planned(headers, [
      row('1 Alton Rd', 'Yes', 'Y', 'Y', 'Y'),
      row('2 Alton Rd', 'Yes', '', 'Y', 'Y'),
      row('3 Alton Rd', 'Yes', '', '', 'Opted Out'),
      row('4 Alton Rd', 'Yes', '', '', ''),
      row('5 Alton Rd', 'No', '', '', ''),
    ]);
    expect(reasonsOf(result)).toEqual([['litigator'], ['tcpa'], ['opt-out'], ['dnc'], [null]]);
  });

  it("reads the second contact's phones, with their own flag columns and their name", () => {
    const headers = [
      'Address',
      'Zip',
      'Owner Name',
      'Phone 1',
      'Phone 1 DNC',
      'Contact 2 Name',
      'Contact 2 Phone 1',
      'Contact 2 Phone 1 DNC',
      'Contact 2 Phone 2',
      'Contact 2 Phone 2 Litigator',
    ];
    const result = planned(headers, [
      ['1 Alton Rd', '33139', 'Ann Lee', '3055550134', 'No', 'Bo Lee', '3055550135', 'No'],
      ['2 Alton Rd', '33139', 'Ann Lee', '3055550134', 'No', 'Bo Lee', '3055550135', 'Yes'],
    ]);
    const first = result.leads[0]?.phones ?? [];
    expect(
      first.map(({ number, dncReason, personName }) => [number, dncReason, personName]),
    ).toEqual([
      ['3055550134', null, null],
      ['3055550135', null, 'Bo Lee'],
    ]);
    expect(reasonsOf(result)[1]).toEqual([null, 'dnc']);
    const flagged = planned(headers, [
      ['3 Alton Rd', '33139', 'Ann Lee', '', '', 'Bo Lee', '', '', '3055550136', 'Yes'],
    ]);
    expect(reasonsOf(flagged)).toEqual([['litigator']]);
  });
});

describe('imported compliance: Do Not Mail', () => {
  const headers = ['Address', 'Zip', 'Owner Name', 'Do Not Mail'];
  it("marks the lead when the list's Do Not Mail column is set, and fails closed", () => {
    const result = planned(headers, [
      ['1 Alton Rd', '33139', 'Ann Lee', 'Yes'],
      ['2 Alton Rd', '33139', 'Ann Lee', ''],
      ['3 Alton Rd', '33139', 'Ann Lee', 'No'],
      ['4 Alton Rd', '33139', 'Ann Lee', 'Maybe'],
    ]);
    expect(result.leads.map((lead) => lead.doNotMail)).toEqual([true, false, false, true]);
    // Read whatever the mapping says: it is not a field the agent can leave out.
    expect(suggestMapping(headers)[3]).toBeNull();
  });

  it('leaves a lead mailable when the list has no such column', () => {
    const result = planned(['Address', 'Zip'], [['1 Alton Rd', '33139']]);
    expect(result.leads[0]?.doNotMail).toBe(false);
  });
});

describe('imported compliance: phones no DNC column speaks for', () => {
  it('counts the phones imported as DNC because the file has no DNC column for them', () => {
    const headers = ['Address', 'Zip', 'Phone 1', 'Phone 2', 'Phone 2 DNC'];
    const result = planned(headers, [
      ['1 Alton Rd', '33139', '3055550134', '3055550135', 'No'],
      ['2 Alton Rd', '33139', '3055550136', '', ''],
      ['2 Alton Rd', '33139', '3055550137', '', ''], // a repeat: not imported, not counted
      ['3 Alton Rd', '33139', '', '3055550138', 'Yes'],
    ]);
    expect(reasonsOf(result)).toEqual([['unchecked', null], ['unchecked'], ['dnc']]);
    expect(result.phonesWithoutDncColumn).toBe(2);
  });
});
