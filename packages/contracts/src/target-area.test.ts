import { describe, expect, it } from 'vitest';
import { CRITERIA_MESSAGES } from './criteria';
import { TargetArea } from './registration';
import { readTargetArea, TARGET_AREA_MESSAGES, targetAreaProblem } from './target-area';

describe('readTargetArea', () => {
  it('reads one 5-digit zip', () => {
    expect(readTargetArea('33101')).toEqual({ kind: 'zip', zip: '33101' });
    expect(readTargetArea(' 33101 ')).toEqual({ kind: 'zip', zip: '33101' });
  });

  it('reads one "City, ST" in any case and spacing, the state in capitals', () => {
    expect(readTargetArea('Miami, FL')).toEqual({ kind: 'city', city: 'Miami', state: 'FL' });
    expect(readTargetArea('miami, fl')).toEqual({ kind: 'city', city: 'miami', state: 'FL' });
    expect(readTargetArea(' Miami , FL ')).toEqual({ kind: 'city', city: 'Miami', state: 'FL' });
    expect(readTargetArea('St. Louis, MO')).toEqual({
      kind: 'city',
      city: 'St. Louis',
      state: 'MO',
    });
    expect(readTargetArea('Winston-Salem, NC')).toEqual({
      kind: 'city',
      city: 'Winston-Salem',
      state: 'NC',
    });
    expect(readTargetArea("Coeur d'Alene,ID")).toEqual({
      kind: 'city',
      city: "Coeur d'Alene",
      state: 'ID',
    });
  });

  it('reads nothing else', () => {
    for (const text of [
      '',
      'Miami, FL; Tampa, FL',
      'Miami; Tampa, FL',
      '33101, 33102',
      '33101 33102',
      'Miami',
      'FL',
      'Miami, Florida',
      'Miami FL',
      ', FL',
      'Miami, ZZ',
      'Toronto, ON',
      'Miami 33101, FL',
      '\u0000',
      'Miami\u0000, FL',
      'Miami, FL\u0000',
    ]) {
      expect(readTargetArea(text), JSON.stringify(text)).toBeNull();
    }
  });
});

describe('targetAreaProblem: what the Criteria tab and the save refuse', () => {
  it.each([
    '33101',
    'Miami, FL',
    'miami, fl',
    ' Miami , FL ',
    'St. Louis, MO',
    'Winston-Salem, NC',
  ])('accepts %j', (text) => {
    expect(targetAreaProblem(text)).toBeNull();
    expect(readTargetArea(text)).not.toBeNull();
  });

  it.each([
    ['Miami, FL; Tampa, FL', TARGET_AREA_MESSAGES.oneArea],
    ['Miami, FL, Tampa, FL', TARGET_AREA_MESSAGES.oneArea],
    ['33101, 33102', TARGET_AREA_MESSAGES.oneArea],
    ['33101 33102', TARGET_AREA_MESSAGES.oneArea],
    ['33101;33102', TARGET_AREA_MESSAGES.oneArea],
    ['Miami / Tampa, FL', TARGET_AREA_MESSAGES.oneArea],
    ['Miami', CRITERIA_MESSAGES.areaFormat],
    ['FL', CRITERIA_MESSAGES.areaFormat],
    ['Miami, Florida', CRITERIA_MESSAGES.areaFormat],
    ['Miami, ZZ', CRITERIA_MESSAGES.areaFormat],
    ['', CRITERIA_MESSAGES.targetAreaRequired],
    ['   ', CRITERIA_MESSAGES.targetAreaRequired],
    ['3310', CRITERIA_MESSAGES.zipDigits],
    ['\u0000', CRITERIA_MESSAGES.areaFormat],
    ['Miami, FL\u0000', CRITERIA_MESSAGES.areaFormat],
  ])('refuses %j: %s', (text, message) => {
    expect(targetAreaProblem(text)).toBe(message);
    expect(readTargetArea(text)).toBeNull();
  });

  it('says what is accepted when several areas are given', () => {
    expect(TARGET_AREA_MESSAGES.oneArea).toMatch(/^Only one target area is accepted/);
    expect(TARGET_AREA_MESSAGES.oneArea).toMatch(/5-digit zip code/);
    expect(TARGET_AREA_MESSAGES.oneArea).toMatch(/'Miami, FL'/);
  });
});

describe('the registration form reads the target area by the same rule', () => {
  it.each(['33101', 'Miami, FL', ' Miami , FL ', 'St. Louis, MO'])('accepts %j', (text) => {
    expect(TargetArea.safeParse(text).success).toBe(true);
  });

  it.each(['Miami, FL; Tampa, FL', '33101, 33102', 'Miami, Florida', 'Toronto, ON'])(
    'refuses %j',
    (text) => {
      expect(TargetArea.safeParse(text).success).toBe(false);
    },
  );
});
