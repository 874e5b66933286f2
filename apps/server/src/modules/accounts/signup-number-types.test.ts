import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { agentsWithEmail, signupForm } from '../../../test/factories';

/** The signup's price and bedroom bounds are JSON numbers or "any": nothing else is read as one. */
describe('number types in a signup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const agentsWith = (email: string) => agentsWithEmail(t.database.db, email);

  it('refuses true, "  7 " and [3] as bounds, naming each field, storing nothing', async () => {
    const body = signupForm({ minValue: true, maxValue: '  7 ', minBedrooms: [3] });
    const res = await t.app.inject({ method: 'POST', url: '/api/complete-signup', payload: body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'minValue' });
    expect(res.json().fields).toEqual({
      minValue: 'Minimum value must be a whole number from 0 to 100,000,000, or "any"',
      maxValue: 'Maximum value must be a whole number from 0 to 100,000,000, or "any"',
      minBedrooms: 'Minimum bedrooms must be a whole number from 0 to 100,000,000, or "any"',
    });
    expect(await agentsWith(body.email)).toBe(0);
  });

  it.each([
    ['a numeric string', '250000'],
    ['an exponent string', '1e3'],
    ['null', null],
    ['a boolean', false],
  ])('refuses %s as a bound', async (_kind, wrong) => {
    const body = signupForm({ minBedrooms: wrong });
    const res = await t.app.inject({ method: 'POST', url: '/api/complete-signup', payload: body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'minBedrooms' });
    expect(await agentsWith(body.email)).toBe(0);
  });

  it('refuses them in the form sent with a confirmed card too', async () => {
    const { password: _password, ...registrationData } = signupForm({ minValue: '100000' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/complete-stripe-registration',
      payload: {
        setupIntentId: 'seti_123',
        registrationData,
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ field: 'registrationData.minValue' });
  });

  it('takes JSON numbers and "any"', async () => {
    const body = signupForm({ minValue: 100000, maxValue: 'any', minBedrooms: 2 });
    const res = await t.app.inject({ method: 'POST', url: '/api/complete-signup', payload: body });
    expect(res.statusCode, res.body).toBe(201);
  });
});
