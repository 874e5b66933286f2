import { createHash } from 'node:crypto';
import { SELLER_TYPE_VALUES } from '@porchlight/contracts';
import { describe, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import { PREFORECLOSURE_EVIDENCE, STATE_PROFILES, VACANCY_EVIDENCE } from './sample-data';
import { fullYearsOwned } from './sample-finances';
import {
  generateSampleProperties,
  type PropertyRow,
  SAMPLE_PROPERTIES_PER_ZIP,
} from './sample-generator';

// Miami, Manhattan, San Francisco, Bozeman, Charleston WV, Washington DC (no other city in-state).
const ZIPS = ['33131', '10001', '94110', '59715', '25301', '20001'];
const rowsByZip = new Map(ZIPS.map((zip) => [zip, generateSampleProperties(zip)]));
const allRows = [...rowsByZip.values()].flat();

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const valuesOf = (zip: string) => (rowsByZip.get(zip) ?? []).map((row) => row.estimatedValue ?? 0);

/** The lead types a row's own data supports, worked out independently of the generator. */
function expectedLeadTypes(row: PropertyRow): Array<[string, (reason: string) => boolean]> {
  const expected: Array<[string, (reason: string) => boolean]> = [];
  const outOfState = row.mailingState !== row.state;
  const inState = !outOfState && row.mailingCity?.toLowerCase() !== row.city.toLowerCase();
  const years = fullYearsOwned(row.ownershipStartDate ?? '');
  const reasons = row.leadReasons;
  const reasonFor = (pattern: (reason: string) => boolean) => reasons.some(pattern);
  const isVacancy = (r: string) => VACANCY_EVIDENCE.includes(r);
  const isTaxes = (r: string) => /^property taxes [1-3] years? past due$/.test(r);
  const isDefault = (r: string) => PREFORECLOSURE_EVIDENCE.includes(r);
  const stateName = STATE_PROFILES[row.mailingState ?? '']?.name;
  if (outOfState) {
    expected.push(['out-of-state-absentee-owner', (r) => r === `mailing address in ${stateName}`]);
  }
  if (inState) {
    expected.push([
      'in-state-absentee-owner',
      (r) => r === `mailing address in ${row.mailingCity}`,
    ]);
  }
  if ((outOfState || inState) && years >= 10) {
    expected.push(['tired-landlord', (r) => r === `owned ${years} years`]);
  }
  if (reasonFor(isDefault)) expected.push(['preforeclosure', isDefault]);
  if (reasonFor(isTaxes)) expected.push(['tax-default', isTaxes]);
  if (reasonFor(isVacancy)) expected.push(['vacant', isVacancy]);
  if ((row.equityPercent ?? 0) >= 20) {
    expected.push(['high-equity', (r) => r === `${row.equityPercent}% equity`]);
  }
  if ((row.ownerAge ?? 0) >= 65)
    expected.push(['senior-owner', (r) => r === `owner is ${row.ownerAge}`]);
  return expected;
}

describe('generateSampleProperties', () => {
  it('gives the same rows for the same zip, every time and on every machine', () => {
    expect(generateSampleProperties('33131')).toEqual(rowsByZip.get('33131'));
    // A digest of the rows as generated when this test was written: a change means stored
    // inventories no longer match fresh ones; update it only for an intended generator change.
    const digest = createHash('sha256')
      .update(JSON.stringify(rowsByZip.get('33131')))
      .digest('hex');
    expect(digest).toBe('00c49ebab4c35f7bd9f5146a6c44ee9b1a357c2779aad50b545fbba80c21b55a');
  });

  it('has no inventory for a zip that does not exist, or a military one', () => {
    expect(generateSampleProperties('00000')).toEqual([]);
    expect(generateSampleProperties('abcde')).toEqual([]);
    expect(generateSampleProperties('09001')).toEqual([]);
    // "Internal Revenue, PA": a zip that is an institution, not a neighbourhood.
    expect(generateSampleProperties('18514')).toEqual([]);
  });

  it('gives each zip its fixed number of distinct properties in the real place', () => {
    for (const [zip, rows] of rowsByZip) {
      const place = zipcodes.lookup(zip);
      expect(rows).toHaveLength(SAMPLE_PROPERTIES_PER_ZIP);
      expect(new Set(rows.map((row) => row.externalId)).size).toBe(rows.length);
      expect(new Set(rows.map((row) => row.address)).size).toBe(rows.length);
      for (const [index, row] of rows.entries()) {
        expect(row.externalId).toBe(`sample:${zip}:${index + 1}`);
        expect(row).toMatchObject({
          source: 'sample',
          zip,
          city: place?.city,
          state: place?.state,
        });
        expect(row.cityKey).toBe(`${place?.city.toLowerCase()}|${place?.state.toLowerCase()}`);
        expect(Math.abs((row.latitude ?? 0) - (place?.latitude ?? 0))).toBeLessThan(0.02);
        expect(Math.abs((row.longitude ?? 0) - (place?.longitude ?? 0))).toBeLessThan(0.02);
        expect(row.address).toBe(`${row.houseNumber} ${row.street}`);
        expect(row.address).toMatch(/^\d+ ([NSEW]{1,2} )?[\w ]+ [A-Z][a-z]+$/);
        expect(Number.isSafeInteger(row.sortKey)).toBe(true);
        expect(row.sortKey).toBeGreaterThanOrEqual(0);
        expect(row.sortKey).toBeLessThan(2 ** 48);
      }
    }
  });

  it('keeps every figure in a plausible range', () => {
    for (const row of allRows) {
      expect(row.estimatedValue).toBeGreaterThanOrEqual(60_000);
      expect(row.estimatedValue).toBeLessThanOrEqual(3_000_000);
      expect(row.beds).toBeGreaterThanOrEqual(1);
      expect(row.beds).toBeLessThanOrEqual(6);
      expect(row.baths).toBeGreaterThanOrEqual(1);
      expect(row.baths).toBeLessThanOrEqual(4.5);
      expect((row.baths ?? 0) * 2).toSatisfy(Number.isInteger);
      expect(row.yearBuilt).toBeLessThanOrEqual(Number(row.ownershipStartDate?.slice(0, 4)));
      expect(row.equityPercent).toBeLessThanOrEqual(100);
      const value = row.estimatedValue ?? 0;
      const equityFromPercent = (value * (row.equityPercent ?? 0)) / 100;
      expect(Math.abs((row.equityBalance ?? 0) - equityFromPercent)).toBeLessThanOrEqual(
        value / 200,
      );
      for (const score of [row.confidenceScore, row.salePropensity]) {
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }
    }
    expect(allRows.filter((row) => (row.ownerAge ?? 0) >= 65).length).toBeGreaterThan(100);
  });

  it('prices each area from its state and its own level', () => {
    expect(median(valuesOf('94110'))).toBeGreaterThan(2 * (median(valuesOf('25301')) ?? 0));
  });

  it('gives every property exactly the lead types its data supports, each with its reason', () => {
    for (const row of allRows) {
      const expected = expectedLeadTypes(row);
      expect(row.leadTypes, row.externalId).toEqual([
        ...expected.map(([type]) => type),
        'off-market',
      ]);
      expect(row.leadReasons).toHaveLength(expected.length);
      for (const [index, [type, fits]] of expected.entries()) {
        expect(fits(row.leadReasons[index] ?? ''), `${row.externalId} ${type}`).toBe(true);
      }
    }
  });

  it('finds every seller type somewhere, the distress signals only in a minority', () => {
    for (const type of SELLER_TYPE_VALUES) {
      const share = allRows.filter((row) => row.leadTypes.includes(type)).length / allRows.length;
      expect(share, type).toBeGreaterThan(0);
      if (['vacant', 'tax-default', 'preforeclosure'].includes(type)) {
        expect(share, type).toBeLessThan(0.12);
      }
    }
  });

  it('lets owners live at the property, elsewhere in the state, or in another state', () => {
    for (const row of allRows) {
      const atProperty =
        row.mailingStreet === row.address &&
        row.mailingCity === row.city &&
        row.mailingState === row.state &&
        row.mailingZip === row.zip;
      const elsewhere = row.mailingCity?.toLowerCase() !== row.city.toLowerCase();
      expect(atProperty || elsewhere, row.externalId).toBe(true);
      if (!atProperty) {
        // A real place: the mailing zip exists and is in the mailing city.
        expect(zipcodes.lookup(row.mailingZip ?? '')).toMatchObject({
          city: row.mailingCity,
          state: row.mailingState,
        });
      }
    }
    const dc = rowsByZip.get('20001') ?? [];
    expect(dc.some((row) => row.leadTypes.includes('in-state-absentee-owner'))).toBe(false);
    expect(dc.some((row) => row.leadTypes.includes('out-of-state-absentee-owner'))).toBe(true);
  });

  it('has some company owners, who never live at the property', () => {
    const companies = allRows.filter((row) => row.ownerType === 'company');
    expect(companies.length).toBeGreaterThan(50);
    for (const row of companies) {
      expect(row.owner1).toMatch(/ (LLC|Trust)$/);
      expect(row.owner2).toBeNull();
      expect(row.ownerAge).toBeNull();
      expect(row.mailingStreet).toMatch(/ Ste \d+$/);
    }
    expect(allRows.some((row) => row.owner2 !== null)).toBe(true);
  });

  it('gives 0–3 phones and 0–2 emails with ids stable within the property, unreachable for real', () => {
    for (const row of allRows) {
      const phones = row.phones ?? [];
      const emails = row.emails ?? [];
      expect(phones.map((phone) => phone.id)).toEqual(phones.map((_, i) => `p${i + 1}`));
      expect(emails.map((email) => email.id)).toEqual(emails.map((_, i) => `e${i + 1}`));
      expect(phones.length).toBeLessThanOrEqual(3);
      expect(emails.length).toBeLessThanOrEqual(2);
      const areaCodes = STATE_PROFILES[row.mailingState ?? '']?.areaCodes ?? [];
      for (const phone of phones) {
        expect(phone.number).toMatch(/^\d{3}55501\d{2}$/);
        expect(areaCodes).toContain(phone.number.slice(0, 3));
        expect(phone.source).toBe('sample');
        expect(phone.personName).toBeTruthy();
      }
      for (const email of emails) {
        expect(email.email).toMatch(/^[a-z0-9.]+@example\.(com|net|org)$/);
        expect(email.source).toBe('sample');
      }
    }
    const phones = allRows.flatMap((row) => row.phones ?? []);
    expect(phones.some((phone) => phone.dnc)).toBe(true);
    expect(phones.some((phone) => !phone.dnc)).toBe(true);
  });
});
