import { describe, expect, it } from 'vitest';
import { makeLead } from '@/test/lead-fixture';
import { evaluateDeal } from './evaluate-deal';

describe('evaluateDeal', () => {
  it('says nothing it cannot work out', () => {
    expect(evaluateDeal(makeLead())).toEqual([]);
  });

  it('gives the equity as dollars, percent or both', () => {
    expect(evaluateDeal(makeLead({ equityPercent: 41.6 }))).toEqual([
      'The owner holds 42% equity.',
    ]);
    expect(evaluateDeal(makeLead({ equity: 90_000 }))).toEqual([
      'The owner holds $90,000 in equity.',
    ]);
  });

  it('sees a mortgage paid off when the equity is the whole value', () => {
    const lead = makeLead({ estimatedValue: 300_000, equityBalance: 300_000 });
    expect(evaluateDeal(lead)).toEqual([
      'The owner holds $300,000 in equity.',
      'No mortgage balance is estimated: the equity covers the whole value.',
    ]);
  });

  it('compares the value with the last sale, below or equal', () => {
    const base = { estimatedValue: 300_000, lastSaleDate: null };
    expect(evaluateDeal(makeLead({ ...base, lastSalePrice: 400_000 }))).toEqual([
      'The value is $100,000 (25%) below the last sale price ($400,000).',
    ]);
    expect(evaluateDeal(makeLead({ ...base, lastSalePrice: 300_000 }))).toEqual([
      'The value matches the last sale price ($300,000).',
    ]);
  });

  it('weighs the cash offers (82–88 % of the value) against the estimated mortgage', () => {
    const value = { estimatedValue: 500_000 };
    // Offers $410,000–$440,000.
    const offers = (equityBalance: number) =>
      evaluateDeal(makeLead({ ...value, equityBalance }))[2];
    expect(offers(50_000)).toBe('Every cash offer falls short of the estimated mortgage.');
    expect(offers(75_000)).toBe(
      'Only cash offers above $425,000 would pay off the estimated mortgage.',
    );
  });
});
