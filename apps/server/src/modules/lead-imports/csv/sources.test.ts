import type { ImportField } from '@porchlight/contracts';
import { describe, expect, it } from 'vitest';
import { BATCHDATA_HEADERS, BATCHDATA_ROW } from '../../../../test/fixtures/batchdata-headers';
import {
  COUNTY_ROLL_HEADERS,
  COUNTY_ROLL_ROW,
} from '../../../../test/fixtures/county-roll-headers';
import {
  DEALMACHINE_HEADERS,
  DEALMACHINE_ROW,
} from '../../../../test/fixtures/dealmachine-headers';
import {
  PROPSTREAM_FULL_HEADERS,
  PROPSTREAM_FULL_ROW,
} from '../../../../test/fixtures/propstream-headers';
import { RESO_MLS_HEADERS, RESO_MLS_ROW } from '../../../../test/fixtures/reso-mls-headers';
import { blockingColumns } from './compliance';
import { planImport } from './index';
import { fieldOfHeader, suggestMapping } from './mapping';

// The real header rows of the sources agents bring (docs/imports.md "Matching columns"): how many
// columns fill a field, and why each other column is left: read as a compliance flag, its field
// already filled by an earlier column, or no field in the app for it.

/** The columns of a header row by what becomes of them. */
function read(headers: readonly string[]) {
  const names = [...headers];
  const mapping = suggestMapping(names);
  const matched: Partial<Record<ImportField, string>> = {};
  mapping.forEach((field, i) => {
    if (field) matched[field] = names[i];
  });
  const blocking = blockingColumns(names);
  const flagged = new Set([
    ...blocking.row.map((column) => column.index),
    ...[...blocking.phone.values()].flat().map((column) => column.index),
    ...blocking.doNotMail,
  ]);
  const left = names.flatMap((name, i) => (mapping[i] === null ? [{ name, i }] : []));
  const flags = left.filter(({ i }) => flagged.has(i)).map(({ name }) => name);
  const rest = left.filter(({ i }) => !flagged.has(i)).map(({ name }) => name);
  return {
    matched,
    flags,
    taken: rest.filter((name) => fieldOfHeader(name) !== null),
    noField: rest.filter((name) => fieldOfHeader(name) === null),
  };
}

interface Source {
  headers: readonly string[];
  /** Columns that fill a field, and some of them by name. */
  matched: number;
  some: Partial<Record<ImportField, string>>;
  flags: string[];
  taken: string[];
  /** Columns the app has no field for: how many, and some of them. */
  noField: number;
  examples: string[];
}

const SOURCES: Record<string, Source> = {
  PropStream: {
    headers: PROPSTREAM_FULL_HEADERS,
    matched: 18,
    some: { companyName: 'Company Name', baths: 'Total Bathrooms', sqft: 'Building Sqft' },
    flags: ['Do Not Mail'],
    taken: [],
    // The second owner is one name: the agent may choose either column for it.
    noField: 22,
    examples: ['APN', 'Owner 2 First Name', 'Mailing Care of Name', 'Est. Equity', 'MLS Status'],
  },
  DealMachine: {
    headers: DEALMACHINE_HEADERS,
    matched: 23,
    some: {
      sqft: 'building_square_feet',
      baths: 'total_baths',
      contact2Phone1: 'contact_2_phone1',
    },
    flags: [],
    taken: [],
    // The owner's name is owner_1_name; three emails are kept, the owner's.
    noField: 32,
    examples: ['contact_1_name', 'contact_1_flags', 'contact_1_phone1_type', 'contact_2_email1'],
  },
  BatchData: {
    headers: BATCHDATA_HEADERS,
    matched: 10,
    some: { address: 'Input Data: Property Address', ownerFirstName: 'Input Data: First Name' },
    flags: [],
    taken: [],
    noField: 1,
    examples: ['Internal_Ref_ID'],
  },
  'a county roll': {
    headers: COUNTY_ROLL_HEADERS,
    matched: 12,
    some: {
      address: 'PHY_ADDR1',
      ownerName: 'OWN_NAME',
      sqft: 'TOT_LVG_AREA',
      estimatedValue: 'JV',
    },
    flags: [],
    // The effective year built comes first and fills Year Built.
    taken: ['ACT_YR_BLT'],
    noField: 152,
    examples: ['DOR_UC', 'LND_SQFOOT', 'SALE_PRC1', 'FIDU_NAME', 'EXMPT_01'],
  },
  'a RESO MLS export': {
    headers: RESO_MLS_HEADERS,
    matched: 11,
    some: {
      address: 'FullStreetAddress',
      beds: 'BedroomsTotal',
      baths: 'BathroomsTotalInteger',
      sqft: 'LivingArea',
      estimatedValue: 'ListPrice',
      zip: 'PostalCode',
      propertyType: 'PropertySubType',
    },
    flags: [],
    // PropertySubType comes first and is the finer one ("Detached", not "Residential").
    taken: ['PropertyType'],
    // Never the owner's: its phone is the listing agent's.
    noField: 60,
    examples: ['ListAgentPreferredPhone', 'StreetName', 'PublicRemarks', 'CloseDate'],
  },
};

describe('the real header rows of the sources agents bring', () => {
  it.each(Object.entries(SOURCES))('%s: the columns matched and those left, with why', (_, s) => {
    const { matched, flags, taken, noField } = read(s.headers);
    expect(Object.keys(matched)).toHaveLength(s.matched);
    expect(matched).toMatchObject(s.some);
    expect([flags, taken]).toEqual([s.flags, s.taken]);
    expect(noField).toHaveLength(s.noField);
    expect(noField).toEqual(expect.arrayContaining(s.examples));
    expect(s.matched + flags.length + taken.length + noField.length).toBe(s.headers.length);
  });

  const leadOf = (headers: readonly string[], row: readonly string[]) => {
    const plan = planImport(
      { headers: [...headers], rows: [[...row]] },
      suggestMapping([...headers]),
      new Set(),
    );
    return { plan, lead: plan.leads[0] };
  };

  it('PropStream: the company is the owner, Do Not Mail kept, baths and size read', () => {
    expect(leadOf(PROPSTREAM_FULL_HEADERS, PROPSTREAM_FULL_ROW).lead).toMatchObject({
      owner1: 'Sunrise Rentals LLC',
      ownerType: 'company',
      doNotMail: true,
      baths: 2.5,
      sqft: 1640,
      propertyType: 'Single Family Residential',
    });
  });

  it("DealMachine: the second contact's phone by name, every phone unchecked", () => {
    const { plan, lead } = leadOf(DEALMACHINE_HEADERS, DEALMACHINE_ROW);
    expect(lead?.phones.map(({ dncReason, personName }) => [dncReason, personName])).toEqual([
      ['unchecked', null],
      ['unchecked', null],
      ['unchecked', 'Luis Alvarez'],
    ]);
    expect(plan.phonesWithoutDncColumn).toBe(3);
  });

  it('BatchData, the county roll and the MLS export import their leads', () => {
    expect(leadOf(BATCHDATA_HEADERS, BATCHDATA_ROW).lead).toMatchObject({
      owner1: 'Grace Kim',
      mailingZip: '06103',
    });
    expect(leadOf(COUNTY_ROLL_HEADERS, COUNTY_ROLL_ROW).lead).toMatchObject({
      address: '1420 NW 7th St',
      owner1: 'MARTINEZ FAMILY TRUST',
      ownerType: 'company',
      sqft: 1712,
      yearBuilt: 1994,
      estimatedValue: 389000,
    });
    expect(leadOf(RESO_MLS_HEADERS, RESO_MLS_ROW).lead).toMatchObject({
      beds: 4,
      baths: 2,
      sqft: 2210,
      propertyType: 'Detached',
      phones: [],
      owner1: null,
    });
    expect(fieldOfHeader('UnparsedAddress')).toBe('address');
  });
});
