import { describe, expect, it } from 'vitest';
import { buildUpdateUrl } from './update-url';

describe('buildUpdateUrl', () => {
  it('adds v=<timestamp> to the current path', () => {
    expect(buildUpdateUrl('https://porch.test/dashboard', 1700000000000)).toBe(
      '/dashboard?v=1700000000000',
    );
  });

  it('keeps the other query parameters and the hash, and replaces an older v', () => {
    expect(buildUpdateUrl('https://porch.test/register?ref=AB12&v=1#plans', 42)).toBe(
      '/register?ref=AB12&v=42#plans',
    );
  });
});
