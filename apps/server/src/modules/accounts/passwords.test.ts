import { describe, expect, it } from 'vitest';
import { SCRYPT_HASH_OF_TEST_PASSWORD } from '../../../test/legacy-password-hash';
import { hashForUnknownAccount, hashPassword, isCurrentHash, verifyPassword } from './passwords';

const CURRENT = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;

describe('passwords', () => {
  it('hashes with argon2id at OWASP’s minimum (19 MiB, 2 passes), as a PHC string', async () => {
    const first = await hashPassword('Porchlight1!');
    const second = await hashPassword('Porchlight1!');
    expect(first).toMatch(CURRENT);
    expect(first).not.toBe(second);
    expect(isCurrentHash(first)).toBe(true);
    expect(await verifyPassword('Porchlight1!', first)).toBe(true);
    expect(await verifyPassword('porchlight1!', first)).toBe(false);
  });

  it('still checks a scrypt hash stored before, which asks to be upgraded', async () => {
    expect(await verifyPassword('Porchlight1!', SCRYPT_HASH_OF_TEST_PASSWORD)).toBe(true);
    expect(await verifyPassword('Porchlight2!', SCRYPT_HASH_OF_TEST_PASSWORD)).toBe(false);
    expect(isCurrentHash(SCRYPT_HASH_OF_TEST_PASSWORD)).toBe(false);
  });

  it('asks to upgrade an argon2id hash made with less memory or fewer passes', () => {
    const weaker =
      '$argon2id$v=19$m=4096,t=1,p=1$c2FsdHNhbHRzYWx0c2FsdA$ZmFrZWhhc2hmYWtlaGFzaGZha2VoYXNoZmFrZWhhc2g';
    expect(isCurrentHash(weaker)).toBe(false);
  });

  it('refuses anything that is not a hash it knows, without throwing', async () => {
    for (const stored of ['not-a-hash', '', 'scrypt$x$8$1$AA==$AA==', '$argon2id$v=19$garbage']) {
      expect(await verifyPassword('Porchlight1!', stored)).toBe(false);
    }
  });

  it('checks an unknown account against one of today’s hashes, so it costs what a real one does', async () => {
    expect(await hashForUnknownAccount()).toMatch(CURRENT);
  });
});
