import { CRITERIA_MESSAGES } from '@porchlight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createAgent, sessionCookie } from '../../../test/factories';
import { criteria } from '../../db/schema';
import { findCriteriaRow, toSearchCriteria } from './criteria.service';

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
    [{ targetAreas: ['Tampa, FL', '33131'] }, 'targetAreas', CRITERIA_MESSAGES.oneArea],
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

  // "Miami, FL; Tampa, FL" was saved, and the lead engine then read no area at all.
  it.each([
    'Miami, FL; Tampa, FL',
    '33101, 33102',
    'Miami, Florida',
    'Miami; Tampa, FL',
    'Toronto, ON',
  ])(
    'refuses %j, which the lead engine cannot read, naming targetArea and what is accepted',
    async (targetArea) => {
      const before = (await load()).json();
      const res = await save({ ...valid, targetArea, targetAreas: [targetArea] });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ error: 'VALIDATION_ERROR', field: 'targetArea' });
      expect(body.message).toMatch(/^targetArea: /);
      expect(body.fields.targetArea).toMatch(/5-digit zip code/);
      expect(body.fields.targetArea).toMatch(/'Miami, FL'/);
      expect((await load()).json()).toEqual(before);
    },
  );

  it('leaves an area saved before this rule as it is: no leads until the agent saves a readable one', async () => {
    const other = await createAgent(t.database.db);
    const headers = { cookie: await sessionCookie(t.database.db, other.id) };
    await t.database.db.insert(criteria).values({
      agentId: other.id,
      targetAreas: ['Miami, FL; Tampa, FL'],
      sellerTypes: ['vacant'],
      propertyTypes: ['Residential'],
    });
    const count = () => t.app.inject({ url: `/api/leads/available-count/${other.id}`, headers });
    const shown = await t.app.inject({ url: `/api/criteria/${other.id}`, headers });
    expect(shown.json().targetAreas).toEqual(['Miami, FL; Tampa, FL']);
    expect((await count()).json().error).toBe('CRITERIA_NOT_SET');
    const fixed = await t.app.inject({
      method: 'POST',
      url: `/api/criteria/${other.id}`,
      headers,
      payload: { ...valid, targetArea: 'Miami, FL', targetAreas: ['Miami, FL'] },
    });
    expect(fixed.statusCode).toBe(200);
    expect((await count()).statusCode).toBe(200);
  });

  it('stores an area the lead engine reads, as typed', async () => {
    const res = await save({
      ...valid,
      targetArea: ' st. louis , mo ',
      targetAreas: ['st. louis , mo'],
    });
    expect(res.statusCode).toBe(200);
    expect((await load()).json().targetAreas).toEqual(['st. louis , mo']);
    const row = await findCriteriaRow(t.database.db, agent.id);
    expect(toSearchCriteria(row)?.area).toEqual({ kind: 'city', city: 'Saint Louis', state: 'MO' });
  });
});
