import { describe, expect, it } from 'vitest';
import {
  badgeType,
  cityLine,
  mailingLine,
  ownerLines,
  statValue,
  swipeOutcome,
  visibleLeadTypes,
  whyThisLead,
} from './lead-card-display';

const noOwner = { owner1: null, owner2: null, ownerFullName: null, ownerName: null };
const noMailing = { mailingStreet: null, mailingCity: null, mailingState: null, mailingZip: null };

describe('badgeType', () => {
  it('takes the first type that is not Off Market', () => {
    expect(badgeType(['Off Market', 'High Equity', 'Vacant'])).toBe('High Equity');
  });
  it('falls back to the first type, then to none', () => {
    expect(badgeType(['Off Market'])).toBe('Off Market');
    expect(badgeType([])).toBeNull();
  });
});

describe('visibleLeadTypes', () => {
  it('hides Off Market when the lead has other types', () => {
    expect(visibleLeadTypes(['Off Market', 'High Equity', 'Vacant'])).toEqual([
      'High Equity',
      'Vacant',
    ]);
  });
  it('keeps Off Market when it is the only type', () => {
    expect(visibleLeadTypes(['Off Market'])).toEqual(['Off Market']);
    expect(visibleLeadTypes([])).toEqual([]);
  });
});

describe('ownerLines', () => {
  it('puts both owners on two lines', () => {
    expect(ownerLines({ ...noOwner, owner1: 'Ana Diaz', owner2: 'Luis Diaz' })).toEqual([
      'Ana Diaz',
      'Luis Diaz',
    ]);
  });
  it('falls back from owner1 to ownerFullName to ownerName', () => {
    expect(ownerLines({ ...noOwner, owner1: 'Ana Diaz', ownerFullName: 'X' })).toEqual([
      'Ana Diaz',
    ]);
    expect(ownerLines({ ...noOwner, owner2: ' ', ownerFullName: 'Diaz Family Trust' })).toEqual([
      'Diaz Family Trust',
    ]);
    expect(ownerLines({ ...noOwner, ownerName: 'A. Diaz' })).toEqual(['A. Diaz']);
    expect(ownerLines(noOwner)).toEqual([]);
  });
});

describe('mailingLine', () => {
  it('joins street, city, state and zip', () => {
    expect(
      mailingLine({
        mailingStreet: '9 Elm St',
        mailingCity: 'Columbus',
        mailingState: 'OH',
        mailingZip: '43004',
      }),
    ).toBe('9 Elm St, Columbus, OH 43004');
    expect(mailingLine({ ...noMailing, mailingStreet: '9 Elm St' })).toBe('9 Elm St');
  });
  it('says "Not available" without a street', () => {
    expect(mailingLine(noMailing)).toBe('Not available');
    expect(mailingLine({ ...noMailing, mailingCity: 'Columbus', mailingStreet: '  ' })).toBe(
      'Not available',
    );
  });
});

describe('cityLine', () => {
  it('reads "City, ST zip" and drops missing parts', () => {
    expect(cityLine('Miami', 'FL', '33101')).toBe('Miami, FL 33101');
    expect(cityLine('Miami', null, '33101')).toBe('Miami, 33101');
    expect(cityLine(null, 'FL', null)).toBe('FL');
  });
});

describe('whyThisLead', () => {
  it('joins the reasons with a middle dot', () => {
    expect(whyThisLead({ leadReasons: ['Owned 20 years', 'mailing address in Ohio'] })).toBe(
      'Owned 20 years · mailing address in Ohio',
    );
  });
  it('is null without reasons', () => {
    expect(whyThisLead({ leadReasons: [] })).toBeNull();
    expect(whyThisLead({ leadReasons: [' '] })).toBeNull();
  });
});

describe('statValue', () => {
  it('groups digits and shows a dash when missing', () => {
    expect(statValue(1850)).toBe('1,850');
    expect(statValue(2.5)).toBe('2.5');
    expect(statValue(0)).toBe('0');
    expect(statValue(null)).toBe('—');
  });
});

describe('swipeOutcome', () => {
  it('saves beyond 100 px or 500 px/s to the right', () => {
    expect(swipeOutcome(101, 0)).toBe('save');
    expect(swipeOutcome(20, 501)).toBe('save');
  });
  it('passes beyond 100 px or 500 px/s to the left', () => {
    expect(swipeOutcome(-101, 0)).toBe('pass');
    expect(swipeOutcome(-20, -501)).toBe('pass');
  });
  it('springs back at or under the thresholds', () => {
    expect(swipeOutcome(100, 500)).toBeNull();
    expect(swipeOutcome(-100, -500)).toBeNull();
    expect(swipeOutcome(0, 0)).toBeNull();
  });
});
