import { describe, expect, it } from 'vitest';
import { classifyLead, type LeadFacts } from './lead-types';

const nothing: LeadFacts = {
  absentee: null,
  yearsOwned: 4,
  equityPercent: 12,
  ownerAge: 40,
  preforeclosure: null,
  taxDefault: null,
  vacant: null,
};

describe('classifyLead', () => {
  it('makes a property with no signal only off-market', () => {
    expect(classifyLead(nothing)).toEqual({ leadTypes: ['off-market'], leadReasons: [] });
  });

  it('lists every supported type in the card order with one reason each, off-market last', () => {
    expect(
      classifyLead({
        absentee: { kind: 'out-of-state', place: 'Ohio' },
        yearsOwned: 14,
        equityPercent: 42,
        ownerAge: 71,
        preforeclosure: 'notice of default filed',
        taxDefault: 'property taxes 2 years past due',
        vacant: 'utilities shut off',
      }),
    ).toEqual({
      leadTypes: [
        'out-of-state-absentee-owner',
        'tired-landlord',
        'preforeclosure',
        'tax-default',
        'vacant',
        'high-equity',
        'senior-owner',
        'off-market',
      ],
      leadReasons: [
        'mailing address in Ohio',
        'owned 14 years',
        'notice of default filed',
        'property taxes 2 years past due',
        'utilities shut off',
        '42% equity',
        'owner is 71',
      ],
    });
  });

  it('draws each line at its threshold: 20% equity, age 65, 10 years for an absentee owner', () => {
    const at = classifyLead({
      ...nothing,
      absentee: { kind: 'in-state', place: 'Orlando' },
      yearsOwned: 10,
      equityPercent: 20,
      ownerAge: 65,
    });
    expect(at.leadTypes).toEqual([
      'in-state-absentee-owner',
      'tired-landlord',
      'high-equity',
      'senior-owner',
      'off-market',
    ]);
    const below = classifyLead({
      ...nothing,
      absentee: { kind: 'in-state', place: 'Orlando' },
      yearsOwned: 9,
      equityPercent: 19,
      ownerAge: 64,
    });
    expect(below.leadTypes).toEqual(['in-state-absentee-owner', 'off-market']);
  });

  it('never makes an owner who lives at the property a tired landlord', () => {
    expect(classifyLead({ ...nothing, yearsOwned: 30 }).leadTypes).toEqual(['off-market']);
  });
});
