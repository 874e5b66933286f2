import { describe, expect, it } from 'vitest';
import { addressKeys, normaliseZip, parseStreet } from './address';

const keys = (street: string, zip = '33140', city = 'Miami Beach', state = 'FL') =>
  addressKeys({ street, city, state, zip });

describe('addressKeys', () => {
  it('gives one address written two ways the same keys', () => {
    expect(keys('123 Main Street Apt 4')).toEqual(keys('123 MAIN ST #4'));
    expect(keys('123 Main St. #4b')).toEqual(keys('123 main st, Unit 4B'));
    expect(keys('123 Main St Apt 4B')).toEqual(keys('123  Main   St  Apartment  4b'));
    expect(keys('9 North Bay Boulevard Southwest')).toEqual(keys('9 N. Bay Blvd SW'));
    expect(keys('10 North West 5th Street')).toEqual(keys('10 NW 5th St'));
    expect(keys('10 N W 5th St')).toEqual(keys('10 NW 5th St'));
    expect(keys('2500 Sixth Ave')).toEqual(keys('2500 6th Ave'));
    expect(keys('40 Fortieth St')).toEqual(keys('40 40th Street'));
    expect(keys('1 Eleventh Ave')).toEqual(keys('1 11th Ave'));
    expect(keys('10 North West Street')).toEqual(keys('10 N West St'));
    expect(keys('5 Ocean Pkwy', '33140-1234')).toEqual(keys('5 Ocean Parkway', '33140'));
    expect(keys('5 Ocean Pkwy', '33140', 'MIAMI BEACH', 'Florida')).toEqual(keys('5 Ocean Pkwy'));
  });

  it('tells different houses and different units apart', () => {
    expect(keys('123 Main St')).not.toEqual(keys('124 Main St'));
    expect(keys('123 Main St Apt 4')).not.toEqual(keys('123 Main St Apt 5'));
    expect(keys('123 Main St Apt 4')).not.toEqual(keys('123 Main St'));
    expect(keys('123 Main St', '33141')).not.toEqual(keys('123 Main St', '33140'));
  });

  it('keys by street and ZIP, and by street, city and state', () => {
    expect(keys('123 Main Street')).toEqual(['123 MAIN ST|33140', '123 MAIN ST|MIAMI BEACH|FL']);
    expect(addressKeys({ street: '123 Main St', city: null, state: null, zip: '33140' })).toEqual([
      '123 MAIN ST|33140',
    ]);
    expect(addressKeys({ street: '123 Main St', city: 'Doral', state: 'fl', zip: null })).toEqual([
      '123 MAIN ST|DORAL|FL',
    ]);
    expect(addressKeys({ street: '  ', city: 'Doral', state: 'FL', zip: '33172' })).toEqual([]);
  });

  it('reads a whole address in the street cell by its street line and unit', () => {
    expect(keys('123 Main St, Miami Beach, FL 33140')).toEqual(keys('123 Main St'));
    expect(keys('123 Main St, Apt 4, Miami Beach, FL 33140')).toEqual(keys('123 Main St #4'));
  });
});

describe('parseStreet', () => {
  it('writes the display form: Title Case, suffix abbreviated, directionals and unit', () => {
    expect(parseStreet('123 NORTH MAIN STREET APARTMENT 4b')).toEqual({
      display: '123 N Main St Apt 4B',
      compare: '123 N MAIN ST #4B',
      houseNumber: '123',
      street: 'N Main St',
    });
    expect(parseStreet('1200 sw 1st avenue', '#12').display).toBe('1200 SW 1st Ave Apt 12');
    expect(parseStreet("77 o'brien lane suite 300").display).toBe("77 O'Brien Ln Ste 300");
    expect(parseStreet('10 North Street').display).toBe('10 North St');
    expect(parseStreet('PO BOX 12').display).toBe('PO Box 12');
    expect(parseStreet('123 Old Suite Road').display).toBe('123 Old Suite Rd');
    expect(parseStreet('5 Elm St Unit B').display).toBe('5 Elm St Unit B');
  });

  it('joins a separate unit column to the street line', () => {
    expect(parseStreet('123 Main St', '4B').display).toBe('123 Main St Apt 4B');
    expect(parseStreet('123 Main St', 'Unit 4b').compare).toBe(
      parseStreet('123 Main St #4B').compare,
    );
  });

  it('reads its own display form to the same comparison', () => {
    for (const line of ['123 N Main Street Apt 4b', '9 Bay Blvd SW #2', '1200 SW 1st Avenue']) {
      const once = parseStreet(line);
      expect(parseStreet(once.display).compare).toBe(once.compare);
    }
  });
});

describe('normaliseZip', () => {
  it('keeps five digits: ZIP+4 cut, a lost leading zero restored, anything else blank', () => {
    expect(normaliseZip('33140-1234')).toBe('33140');
    expect(normaliseZip('331401234')).toBe('33140');
    expect(normaliseZip('2134')).toBe('02134');
    expect(normaliseZip('21341234')).toBe('02134');
    expect(normaliseZip('134')).toBe('');
    expect(normaliseZip('ABCDE')).toBe('');
    expect(normaliseZip('')).toBe('');
  });
});
