import { describe, expect, it } from 'vitest';
import { formatInitials } from './format';

describe('formatInitials', () => {
  it('takes the first letters of the first two words, upper-cased', () => {
    expect(formatInitials('maria de la cruz')).toBe('MD');
    expect(formatInitials('  jo   ann  ')).toBe('JA');
  });

  it('gives one letter for a one-word name and nothing for no name', () => {
    expect(formatInitials('Cher')).toBe('C');
    expect(formatInitials('   ')).toBe('');
  });
});
