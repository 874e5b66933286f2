import { describe, expect, it } from 'vitest';
import { signedAmount, spokenAmount } from './transaction-display';

describe('a credit transaction on screen', () => {
  it('signs the amount: plus for credits earned, a minus sign for credits spent', () => {
    expect(signedAmount({ type: 'earned', amount: 25 })).toBe('+25');
    expect(signedAmount({ type: 'spent', amount: 1000 })).toBe('\u22121,000');
    expect(spokenAmount({ type: 'spent', amount: 1 })).toBe('1 credit spent');
  });
});
