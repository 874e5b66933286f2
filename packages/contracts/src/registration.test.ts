import { describe, expect, it } from 'vitest';
import { CRITERIA_MESSAGES } from './criteria';
import {
  CompleteSignupRequest,
  CompleteStripeRegistrationRequest,
  PendingRegistrationData,
  RegistrationCriteria,
} from './registration';

const signup = {
  name: 'Rosa Delgado',
  email: 'rosa@example.test',
  phone: '3055550123',
  password: 'Porchlight1!',
  targetArea: 'Miami, FL',
  minValue: 100000,
  maxValue: 'any',
  minBedrooms: 2,
  sellerType: 'tired-landlord',
  termsAccepted: true,
};
const issuePaths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')).sort();

describe('price and bedroom bounds in a request body', () => {
  it('takes JSON numbers and "any"', () => {
    expect(CompleteSignupRequest.parse(signup)).toMatchObject({
      minValue: 100000,
      maxValue: 'any',
      minBedrooms: 2,
    });
  });

  it('refuses booleans, strings, arrays and null, naming each field', () => {
    for (const wrong of [true, '  7 ', [3], '1e3', '100000', null, '']) {
      const result = CompleteSignupRequest.safeParse({
        ...signup,
        minValue: wrong,
        maxValue: wrong,
        minBedrooms: wrong,
      });
      expect(issuePaths(result), JSON.stringify(wrong)).toEqual([
        'maxValue',
        'minBedrooms',
        'minValue',
      ]);
    }
  });

  it('refuses strings in the form kept while the card is confirmed, too', () => {
    const { password: _password, ...registrationData } = signup;
    const result = CompleteStripeRegistrationRequest.safeParse({
      setupIntentId: 'seti_123',
      registrationData: { ...registrationData, minValue: '100000' },
    });
    expect(issuePaths(result)).toEqual(['registrationData.minValue']);
  });
});

describe('the wizard’s select values', () => {
  it('become numbers for the request, "any" staying as it is', () => {
    const step2 = RegistrationCriteria.parse({
      targetArea: '33101',
      minValue: '50000',
      maxValue: 'any',
      minBedrooms: '3',
      sellerType: 'high-equity',
      termsAccepted: true,
    });
    expect(step2).toMatchObject({ minValue: 50000, maxValue: 'any', minBedrooms: 3 });
    const { password: _password, ...registrationData } = signup;
    const stored = PendingRegistrationData.parse({
      ...registrationData,
      minValue: '100000',
      minBedrooms: '2',
    });
    expect(
      CompleteStripeRegistrationRequest.safeParse({
        setupIntentId: 'seti_1',
        registrationData: stored,
      }).success,
    ).toBe(true);
  });

  it('refuses a select value that is not a whole number', () => {
    for (const wrong of ['  7 ', '1e3', '', '-1', '7.5']) {
      const result = RegistrationCriteria.safeParse({
        targetArea: '33101',
        minValue: wrong,
        maxValue: 'any',
        minBedrooms: '3',
        sellerType: 'high-equity',
        termsAccepted: true,
      });
      expect(issuePaths(result), wrong).toEqual(['minValue']);
    }
  });
});

describe("the target area at registration: the Criteria tab's own sentences", () => {
  it.each([
    ['', CRITERIA_MESSAGES.targetAreaRequired],
    ['1234', 'Zip codes must be exactly 5 digits'],
    ['331011', 'Zip codes must be exactly 5 digits'],
    ['33101, 33102', CRITERIA_MESSAGES.oneArea],
    ['Miami, FL; Tampa, FL', CRITERIA_MESSAGES.oneArea],
    ['Miami', CRITERIA_MESSAGES.areaFormat],
  ])('refuses %j with %j', (targetArea, message) => {
    const result = CompleteSignupRequest.safeParse({ ...signup, targetArea });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
