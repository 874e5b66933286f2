import { type Criteria, UNSET_CRITERIA } from '@porchlight/contracts';
import { describe, expect, it } from 'vitest';
import {
  CriteriaFormSchema,
  type CriteriaFormValues,
  criteriaFormValues,
} from './criteria-form-schema';
import { criteriaOptions } from './criteria-options';

const NEVER_SET: Criteria = UNSET_CRITERIA;

const valid: CriteriaFormValues = {
  targetArea: ' Miami, FL ',
  minValue: '100000',
  maxValue: 'any',
  minBedrooms: '2',
  sellerType: 'vacant',
  propertyType: 'Residential',
};

function problems(values: Partial<CriteriaFormValues>) {
  const result = CriteriaFormSchema.safeParse({ ...valid, ...values });
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('criteriaFormValues', () => {
  it('starts from the tab defaults when the agent never saved criteria', () => {
    expect(criteriaFormValues(NEVER_SET)).toEqual({
      targetArea: '',
      minValue: '100000',
      maxValue: '250000',
      minBedrooms: '1',
      sellerType: '',
      propertyType: 'Residential',
    });
  });

  it('takes the first of each saved list, and a saved null bound as "any"', () => {
    const saved = {
      ...NEVER_SET,
      targetAreas: ['33131', '33132'],
      minValue: 50_000,
      sellerTypes: ['tax-default', 'vacant'],
      propertyTypes: ['Residential'],
    };

    expect(criteriaFormValues(saved)).toMatchObject({
      targetArea: '33131',
      minValue: '50000',
      maxValue: 'any',
      minBedrooms: 'any',
      sellerType: 'tax-default',
    });
  });
});

describe('criteriaOptions', () => {
  it('lists the tab’s choices in whole dollars and bedrooms as "N+"', () => {
    const options = criteriaOptions({ minValue: '100000', maxValue: '250000', minBedrooms: '1' });

    expect(options.minValue.map((o) => o.label)).toEqual([
      '$100,000',
      '$250,000',
      '$500,000',
      '$1,000,000',
    ]);
    expect(options.maxValue.map((o) => o.label)).toEqual([
      '$250,000',
      '$500,000',
      '$750,000',
      '$1,000,000',
      '$3,000,000',
    ]);
    expect(options.minBedrooms.map((o) => o.label)).toEqual(['1+', '2+', '3+', '4+']);
    expect(options.propertyType).toEqual([{ value: 'Residential', label: 'Residential' }]);
  });

  it('adds a saved value its lists lack, in order, and "Any" for no bound', () => {
    const options = criteriaOptions({ minValue: '50000', maxValue: 'any', minBedrooms: '6' });

    expect(options.minValue[0]).toEqual({ value: '50000', label: '$50,000' });
    expect(options.maxValue.at(-1)).toEqual({ value: 'any', label: 'Any' });
    expect(options.minBedrooms.map((o) => o.label)).toEqual(['1+', '2+', '3+', '4+', '6+']);
  });
});

describe('CriteriaFormSchema', () => {
  it('gives the request body, arrays included, with "any" as null', () => {
    expect(CriteriaFormSchema.parse(valid)).toEqual({
      targetArea: 'Miami, FL',
      minValue: 100_000,
      maxValue: null,
      minBedrooms: 2,
      sellerType: 'vacant',
      propertyType: 'Residential',
      targetAreas: ['Miami, FL'],
      sellerTypes: ['vacant'],
      propertyTypes: ['Residential'],
    });
  });

  it('words target-area problems as the server does', () => {
    expect(problems({ targetArea: '  ' })).toEqual({ targetArea: 'Target area is required' });
    expect(problems({ targetArea: '3313' })).toEqual({
      targetArea: 'Zip codes must be exactly 5 digits',
    });
    expect(problems({ targetArea: 'Miami' })).toEqual({
      targetArea: "Please enter valid city, state format (e.g., 'Miami, FL') or 5-digit zip code",
    });
    expect(problems({ targetArea: '33131' })).toEqual({});
  });

  it('reports every problem at once, the bounds included', () => {
    expect(
      problems({ targetArea: '3313', sellerType: '', minValue: '500000', maxValue: '500000' }),
    ).toEqual({
      targetArea: 'Zip codes must be exactly 5 digits',
      sellerType: 'Seller type is required',
      maxValue: 'Maximum property value must be greater than minimum property value',
    });
  });

  it('lets "any" stand on either side of the range', () => {
    expect(problems({ minValue: 'any', maxValue: '250000' })).toEqual({});
    expect(problems({ minValue: '1000000', maxValue: 'any' })).toEqual({});
  });
});
