import { TARGET_AREA_STATE_CODES } from '@porchlight/contracts';
import { describe, expect, it } from 'vitest';
import { cityKey, parseTargetArea, zipDataStateCodes, zipsOf } from './area';

describe('parseTargetArea', () => {
  it('reads a 5-digit zip', () => {
    expect(parseTargetArea('33131')).toEqual({ kind: 'zip', zip: '33131' });
    expect(parseTargetArea(' 02108 ')).toEqual({ kind: 'zip', zip: '02108' });
  });

  it('reads "City, ST" in any case and spacing, with the city spelled as the zip data spells it', () => {
    expect(parseTargetArea('Miami, FL')).toEqual({ kind: 'city', city: 'Miami', state: 'FL' });
    expect(parseTargetArea('miami,fl')).toEqual({ kind: 'city', city: 'Miami', state: 'FL' });
    expect(parseTargetArea('  new   york ,  ny ')).toEqual({
      kind: 'city',
      city: 'New York',
      state: 'NY',
    });
  });

  it('spells out Saint, Fort and Mount as the zip data does', () => {
    expect(parseTargetArea('St. Louis, MO')).toEqual({
      kind: 'city',
      city: 'Saint Louis',
      state: 'MO',
    });
    expect(parseTargetArea('ft myers, fl')).toEqual({
      kind: 'city',
      city: 'Fort Myers',
      state: 'FL',
    });
    expect(parseTargetArea('Mt Vernon, NY')).toEqual({
      kind: 'city',
      city: 'Mount Vernon',
      state: 'NY',
    });
  });

  it('title-cases a city the zip data does not know, keeping its state', () => {
    expect(parseTargetArea('smallville, ks')).toEqual({
      kind: 'city',
      city: 'Smallville',
      state: 'KS',
    });
  });

  it('answers null for anything that is not a zip or "City, ST"', () => {
    for (const text of [
      '',
      '3313',
      '331311',
      '33131-1234',
      'Miami',
      'Miami, Florida',
      'Miami FL',
      ', FL',
      'Miami, ZZ',
      'Toronto, ON',
      'Miami, FL; Tampa, FL',
      'Miami; Tampa, FL',
      '33101, 33102',
    ]) {
      expect(parseTargetArea(text), text).toBeNull();
    }
  });
});

describe('the state codes a save accepts', () => {
  it('are exactly the US codes of the zip data the lead engine searches', () => {
    expect([...TARGET_AREA_STATE_CODES].sort()).toEqual(zipDataStateCodes());
  });
});

describe('zipsOf', () => {
  it('answers the zip itself when it exists', () => {
    expect(zipsOf({ kind: 'zip', zip: '33131' })).toEqual(['33131']);
  });

  it('answers no zip for one that does not exist', () => {
    expect(zipsOf({ kind: 'zip', zip: '00000' })).toEqual([]);
    expect(zipsOf({ kind: 'zip', zip: '99999' })).toEqual([]);
  });

  it("answers a city's zips, sorted", () => {
    const zips = zipsOf({ kind: 'city', city: 'Miami', state: 'FL' });
    expect(zips.length).toBeGreaterThan(50);
    expect(zips).toContain('33131');
    expect(zips).toEqual([...zips].sort());
  });

  it('answers no zip for a city it does not know', () => {
    expect(zipsOf({ kind: 'city', city: 'Smallville', state: 'KS' })).toEqual([]);
  });
});

describe('cityKey', () => {
  it('is lower(city)|lower(state)', () => {
    expect(cityKey('Miami', 'FL')).toBe('miami|fl');
    expect(cityKey('New York', 'NY')).toBe('new york|ny');
  });
});
