import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one, with a fresh salt each time', async () => {
    const first = await hashPassword('Porchlight1!');
    const second = await hashPassword('Porchlight1!');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('Porchlight1!', first)).toBe(true);
    expect(await verifyPassword('porchlight1!', first)).toBe(false);
    expect(await verifyPassword('Porchlight1!', 'not-a-hash')).toBe(false);
  });
});
