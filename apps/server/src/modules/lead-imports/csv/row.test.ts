import type { ImportField, ImportMapping } from '@porchlight/contracts';
import { describe, expect, it } from 'vitest';
import { columnsOf } from './columns';
import { type CleanedRow, cleanRow, type ImportedLead } from './row';

/** One row from field → cell; the mapping lists the fields in the order given. */
function clean(cells: Partial<Record<ImportField, string>>): CleanedRow {
  const mapping: ImportMapping = Object.keys(cells) as ImportField[];
  return cleanRow(Object.values(cells), columnsOf(mapping), 2);
}

function lead(cells: Partial<Record<ImportField, string>>): ImportedLead & { leftOut: string[] } {
  const cleaned = clean({ address: '1 Bay Rd', zip: '33139', ...cells });
  if (!cleaned.ok) throw new Error(`refused: ${cleaned.message}`);
  return { ...cleaned.lead, leftOut: cleaned.leftOut };
}

function refused(cells: Partial<Record<ImportField, string>>): string {
  const cleaned = clean(cells);
  if (cleaned.ok) throw new Error('the row was imported');
  return cleaned.message;
}

describe('cleanRow: the address', () => {
  it('gives a four-digit ZIP its zero back only where ZIPs start with 0, and says why not elsewhere', () => {
    expect(lead({ zip: '2134', state: 'MA' }).zip).toBe('02134');
    expect(lead({ zip: '7030', state: 'New Jersey' }).zip).toBe('07030');
    expect(lead({ zip: '2134' }).zip).toBe('02134');
    expect(refused({ address: '1 Bay Rd', zip: '3250', city: 'Miami', state: 'FL' })).toBe(
      'ZIP 3250 has 4 digits, and no FL ZIP starts with 0',
    );
    expect(lead({ mailingZip: '3250', mailingState: 'FL' }).mailingZip).toBeNull();
    expect(lead({ mailingZip: '3250', mailingState: 'NH' }).mailingZip).toBe('03250');
  });

  it('needs a street address, and a ZIP or a city and a state', () => {
    expect(refused({ address: '', zip: '33139' })).toBe('No street address');
    expect(refused({ address: ' , ', zip: '33139' })).toBe('No street address');
    expect(refused({ address: '1 Bay Rd', city: 'Miami', zip: '' })).toBe(
      'No ZIP, and no city and state',
    );
    expect(clean({ address: '1 Bay Rd', city: 'Miami', state: 'Florida' }).ok).toBe(true);
    expect(lead({ zip: '', city: 'MIAMI', state: 'florida' })).toMatchObject({
      city: 'Miami',
      state: 'FL',
      zip: '',
    });
  });

  it('normalises the address for display and fills house number and street', () => {
    expect(
      lead({
        address: '123 north main street',
        unit: '4b',
        city: 'miami beach',
        zip: '33140-1234',
      }),
    ).toMatchObject({
      address: '123 N Main St Apt 4B',
      houseNumber: '123',
      street: 'N Main St',
      city: 'Miami Beach',
      zip: '33140',
      keys: ['123 N MAIN ST #4B|33140'],
    });
  });

  it('reads a quoted line break in the address or the owner name as a space', () => {
    expect(lead({ address: '789 Collins Ave\r\nUnit 12', ownerName: 'Ana\nLopez' })).toMatchObject({
      address: '789 Collins Ave Unit 12',
      owner1: 'Ana Lopez',
    });
  });

  it('refuses a row whose text breaks the plain-text rule or is too long', () => {
    expect(refused({ address: '1 Bay Rd', zip: '33139', ownerName: 'Ann\u0007Lee' })).toBe(
      'Owner name has control characters',
    );
    expect(refused({ address: '1 Bay Rd\tRear', zip: '33139' })).toBe(
      'Street address has control characters',
    );
    expect(refused({ address: '1 Bay Rd', zip: '33139', ownerLastName: 'Lee\ud800' })).toBe(
      "Owner last name isn't valid Unicode text",
    );
    expect(refused({ address: '1 Bay Rd', zip: '33139', city: 'M'.repeat(201) })).toBe(
      'City is longer than 200 characters',
    );
  });

  it('keeps text in NFC', () => {
    expect(lead({ ownerName: 'Pen\u0303a' }).owner1).toBe('Peña');
  });
});

describe('cleanRow: the owner', () => {
  it('takes the owner name, else first and last name', () => {
    expect(lead({ ownerFirstName: 'José', ownerLastName: 'Peña' })).toMatchObject({
      owner1: 'José Peña',
      owner2: null,
      ownerType: 'person',
    });
    expect(lead({ ownerName: 'Ann Lee', ownerFirstName: 'X', owner2Name: 'Bo Lee' })).toMatchObject(
      {
        owner1: 'Ann Lee',
        owner2: 'Bo Lee',
      },
    );
    expect(lead({}).owner1).toBeNull();
  });

  it('marks companies, trusts and estates by whole words', () => {
    for (const name of [
      'Sunset Holdings LLC',
      'ACME INC.',
      'Smith Family Trust',
      'Estate of Ann Lee',
      'City of Miami',
      'First Baptist Church',
      'Bay Properties',
      'Lee & Co',
    ]) {
      expect(lead({ ownerName: name }).ownerType, name).toBe('company');
    }
    for (const name of ['Coco Lee', 'Incarnacion Ruiz', 'Tristan Bankston', 'Colby Corpus']) {
      expect(lead({ ownerName: name }).ownerType, name).toBe('person');
    }
  });
});

describe('cleanRow: contacts', () => {
  it('keeps 10-digit numbers, drops a leading 1, and says which phone it left out', () => {
    const row = lead({
      phone1: '+1 (305) 555-0134',
      phone2: '555-0100',
      phone3: '305.555.0188 x12',
    });
    expect(row.phones.map(({ number, dnc }) => ({ number, dnc }))).toEqual([
      { number: '3055550134', dnc: true },
      { number: '3055550188', dnc: true },
    ]);
    expect(row.leftOut).toEqual(['Phone 2 left out: not a 10-digit number']);
    expect(lead({ phone1: '(105) 555-0134' }).phones).toEqual([]);
    expect(lead({ phone1: '(305) 055-0134' }).phones).toEqual([]);
  });

  it('reads DNC columns; a phone with no DNC column is DNC, unchecked, and says why', () => {
    const row = lead({
      phone1: '3055550134',
      phone1Dnc: 'No',
      phone2: '3055550135',
      phone2Dnc: 'DNC',
      phone3: '3055550136',
    });
    expect(row.phones).toEqual([
      { number: '3055550134', dnc: false, dncReason: null, personName: null },
      { number: '3055550135', dnc: true, dncReason: 'dnc', personName: null },
      { number: '3055550136', dnc: true, dncReason: 'unchecked', personName: null },
    ]);
    for (const yes of ['yes', 'Y', 'TRUE', '1', 'x']) {
      expect(lead({ phone1: '3055550134', phone1Dnc: yes }).phones[0]?.dnc, yes).toBe(true);
    }
    expect(lead({ phone1: '3055550134', phone1Dnc: '' }).phones[0]?.dnc).toBe(false);
  });

  it('drops a repeated phone or email silently, DNC when either says so', () => {
    const row = lead({
      phone1: '305-555-0134',
      phone1Dnc: 'no',
      phone2: '(305) 555 0134',
      phone2Dnc: 'yes',
      email1: ' Ann@Example.com ',
      email2: 'ann@example.com',
    });
    expect(row.phones).toEqual([
      { number: '3055550134', dnc: true, dncReason: 'dnc', personName: null },
    ]);
    expect(row.emails).toEqual(['ann@example.com']);
    expect(row.leftOut).toEqual([]);
  });

  it('lower-cases emails and leaves out one that is not an address', () => {
    const row = lead({ email1: 'not an email', email2: 'BO@EXAMPLE.COM', email3: 'a@b' });
    expect(row.emails).toEqual(['bo@example.com']);
    expect(row.leftOut).toEqual([
      'Email 1 left out: not an email address',
      'Email 3 left out: not an email address',
    ]);
  });
});

describe('cleanRow: numbers and type', () => {
  it('reads money, halves and thousands; blank or nonsense is null', () => {
    expect(
      lead({
        beds: '3',
        baths: '2.5',
        sqft: '1,850',
        yearBuilt: '1998',
        estimatedValue: '$350,000',
      }),
    ).toMatchObject({ beds: 3, baths: 2.5, sqft: 1850, yearBuilt: 1998, estimatedValue: 350000 });
    expect(
      lead({ beds: 'three', baths: '', sqft: '-5', yearBuilt: '98', estimatedValue: 'n/a' }),
    ).toMatchObject({ beds: null, baths: null, sqft: null, yearBuilt: null, estimatedValue: null });
  });

  it('takes the property type, Residential when blank', () => {
    expect(lead({}).propertyType).toBe('Residential');
    expect(lead({ propertyType: 'Condominium' }).propertyType).toBe('Condominium');
  });

  it('fills the mailing address in the same forms', () => {
    expect(
      lead({
        mailingAddress: '1 se 3rd avenue suite 1200',
        mailingCity: 'MIAMI',
        mailingState: 'fl',
        mailingZip: '33131-0001',
      }),
    ).toMatchObject({
      mailingStreet: '1 SE 3rd Ave Ste 1200',
      mailingCity: 'Miami',
      mailingState: 'FL',
      mailingZip: '33131',
    });
    expect(lead({})).toMatchObject({
      mailingStreet: null,
      mailingCity: null,
      mailingState: null,
      mailingZip: null,
    });
  });
});
