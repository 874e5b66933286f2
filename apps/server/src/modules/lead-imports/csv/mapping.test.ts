import { describe, expect, it } from 'vitest';
import { PROPSTREAM_HEADERS } from '../../../../test/fixtures/propstream-export';
import { mappingProblem, suggestMapping } from './mapping';

const mapped = (headers: readonly string[]) => {
  const mapping = suggestMapping([...headers]);
  return Object.fromEntries(headers.map((header, index) => [header, mapping[index]]));
};

describe('suggestMapping', () => {
  it('matches a PropStream export, "Mailing Address" to the mailing address only', () => {
    expect(mapped(PROPSTREAM_HEADERS)).toEqual({
      Address: 'address',
      'Unit #': 'unit',
      City: 'city',
      State: 'state',
      Zip: 'zip',
      County: null,
      'Owner 1 First Name': 'ownerFirstName',
      'Owner 1 Last Name': 'ownerLastName',
      'Owner 2 First Name': null,
      'Owner 2 Last Name': null,
      'Mailing Address': 'mailingAddress',
      'Mailing City': 'mailingCity',
      'Mailing State': 'mailingState',
      'Mailing Zip': 'mailingZip',
      'Property Type': 'propertyType',
      Bedrooms: 'beds',
      'Total Bathrooms': 'baths',
      'Building Sqft': 'sqft',
      'Effective Year Built': 'yearBuilt',
      'Est. Value': 'estimatedValue',
      'Phone 1': 'phone1',
      'Phone 2': 'phone2',
      'Email 1': 'email1',
    });
  });

  it('matches DealMachine and BatchLeads exports', () => {
    expect(
      suggestMapping([
        'property_address_line_1',
        'property_address_line_2',
        'property_address_city',
        'property_address_state',
        'property_address_zipcode',
        'owner_1_name',
        'owner_2_name',
        'phone_1',
        'email_address_1',
        'lead_id',
      ]),
    ).toEqual([
      'address',
      'unit',
      'city',
      'state',
      'zip',
      'ownerName',
      'owner2Name',
      'phone1',
      'email1',
      null,
    ]);
    expect(
      suggestMapping([
        'Property Address',
        'Property City',
        'Property State',
        'Property Zip',
        'Owner First Name',
        'Owner Last Name',
        'Phone 1',
        'Phone 1 DNC',
        'Phone 2',
        'Phone 2 Do Not Call',
        'Email 1',
        'Mailing Address',
      ]),
    ).toEqual([
      'address',
      'city',
      'state',
      'zip',
      'ownerFirstName',
      'ownerLastName',
      'phone1',
      'phone1Dnc',
      'phone2',
      'phone2Dnc',
      'email1',
      'mailingAddress',
    ]);
  });

  it('reads plain names whatever their case, spaces and punctuation', () => {
    expect(
      suggestMapping([
        'STREET',
        'zip code',
        'Owner Name',
        'phone',
        'E-mail',
        'Postal_Code',
        'Notes',
      ]),
    ).toEqual(['address', 'zip', 'ownerName', 'phone1', 'email1', null, null]);
    expect(suggestMapping(['Property Address', 'Postal Code'])).toEqual(['address', 'zip']);
  });

  it('gives a field to the first column that names it', () => {
    expect(suggestMapping(['Address', 'Street', 'Mailing Address', 'ZIP', 'Zip Code'])).toEqual([
      'address',
      null,
      'mailingAddress',
      'zip',
      null,
    ]);
  });
});

describe('mappingProblem', () => {
  const headers = ['A', 'B', 'C'];

  it('accepts an address with a ZIP, or with a city and a state', () => {
    expect(mappingProblem(['address', 'zip', null], headers)).toBeNull();
    expect(mappingProblem(['address', 'city', 'state'], headers)).toBeNull();
  });

  it('names what to choose', () => {
    expect(mappingProblem([null, 'zip', 'city'], headers)).toBe(
      'Choose the column that holds the street address.',
    );
    expect(mappingProblem(['address', null, null], headers)).toBe(
      'Choose the column that holds the ZIP, or the columns that hold the city and the state.',
    );
    expect(mappingProblem(['address', 'city', null], headers)).toBe(
      'Choose the column that holds the state, or the one that holds the ZIP.',
    );
    expect(mappingProblem(['address', 'zip'], headers)).toBe(
      "Choose a field, or none, for each of the file's 3 columns.",
    );
    expect(mappingProblem(['address', 'zip', 'zip'], headers)).toBe(
      'Choose one column for ZIP: two columns fill it.',
    );
  });
});
