import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createAgent, sessionCookie } from '../../../test/factories';

const valid = {
  targetArea: 'Tampa, FL',
  minValue: 100000,
  maxValue: 250000,
  minBedrooms: 2,
  sellerType: 'vacant',
  propertyType: 'Residential',
  targetAreas: ['Tampa, FL'],
  sellerTypes: ['vacant'],
  propertyTypes: ['Residential'],
};

describe('criteria', () => {
  let t: TestApp;
  let agent: { id: string; cookie: string };
  beforeAll(async () => {
    t = await buildTestApp();
    const row = await createAgent(t.database.db);
    agent = { id: row.id, cookie: await sessionCookie(t.database.db, row.id) };
  });
  afterAll(() => t.close());

  const save = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/criteria/${agent.id}`,
      headers: { cookie: agent.cookie },
      payload,
    });
  const load = () =>
    t.app.inject({ url: `/api/criteria/${agent.id}`, headers: { cookie: agent.cookie } });

  it('answers empty criteria before any are saved, then the saved arrays', async () => {
    expect((await load()).json()).toEqual({
      targetAreas: [],
      minValue: null,
      maxValue: null,
      minBedrooms: null,
      sellerTypes: [],
      propertyTypes: [],
    });
    const saved = await save(valid);
    expect(saved.statusCode).toBe(200);
    const expected = {
      targetAreas: ['Tampa, FL'],
      minValue: 100000,
      maxValue: 250000,
      minBedrooms: 2,
      sellerTypes: ['vacant'],
      propertyTypes: ['Residential'],
    };
    expect(saved.json()).toEqual(expected);
    expect((await load()).json()).toEqual(expected);
  });

  it('keeps "any" bounds as null', async () => {
    const res = await save({ ...valid, minValue: null, maxValue: null, minBedrooms: null });
    expect(res.json()).toMatchObject({ minValue: null, maxValue: null, minBedrooms: null });
  });

  it.each([
    [{ targetArea: '' }, 'targetArea', 'Target area is required'],
    [{ targetArea: '3313' }, 'targetArea', 'Zip codes must be exactly 5 digits'],
    [
      { targetArea: 'Tampa' },
      'targetArea',
      "Please enter valid city, state format (e.g., 'Miami, FL') or 5-digit zip code",
    ],
    [{ targetAreas: ['Tampa, FL', '33131'] }, 'targetAreas', 'Only one target area is accepted'],
    [{ sellerType: '' }, 'sellerType', 'Seller type is required'],
    [
      { minValue: 500000, maxValue: 250000 },
      'maxValue',
      'Maximum property value must be greater than minimum property value',
    ],
  ])('refuses %j with the spec message, changing nothing', async (change, field, message) => {
    const before = (await load()).json();
    const res = await save({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect((await load()).json()).toEqual(before);
  });
});
