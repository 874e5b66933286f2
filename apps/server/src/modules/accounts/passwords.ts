import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ARGON2ID_PARAMS, passwordHashing } from './password-hashing';

/**
 * Passwords are stored as argon2id PHC strings (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`), which
 * name their own algorithm and cost, so the cost can rise later without breaking stored hashes.
 * Hashes from before, `scrypt$N$r$p$salt$key`, still verify and are replaced at the next sign-in.
 */
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2ID_PARAMS.memoryCost},t=${ARGON2ID_PARAMS.timeCost},p=${ARGON2ID_PARAMS.parallelism}$`;
const SCRYPT_MAX_MEMORY = 64 * 1024 * 1024;

/** The same password however a keyboard composed its characters. */
const normalized = (password: string) => password.normalize('NFKC');

export function hashPassword(password: string): Promise<string> {
  return passwordHashing.argon2idHash(normalized(password));
}

/** False for a stored hash made some other way or at a lower cost: the next sign-in replaces it. */
export function isCurrentHash(stored: string): boolean {
  return stored.startsWith(CURRENT_PREFIX);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2id$')) {
    return passwordHashing.argon2idVerify(stored, normalized(password));
  }
  if (stored.startsWith('scrypt$')) return verifyScrypt(normalized(password), stored);
  return false;
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, N, r, p, salt, key] = stored.split('$').map((part) => part.trim());
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  const valid = Object.values(params).every((n) => Number.isInteger(n) && n > 0);
  if (!valid || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await passwordHashing.scrypt(password, Buffer.from(salt, 'base64'), {
    ...params,
    maxmem: SCRYPT_MAX_MEMORY,
    keyLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of nothing anyone knows, checked when the email has no account, so a failed sign-in
 * takes as long whether or not the address exists. Kept once made; a refused attempt (a full
 * queue) is tried again next time.
 */
let unknownAccountHash: Promise<string> | undefined;
export function hashForUnknownAccount(): Promise<string> {
  unknownAccountHash ??= hashPassword(randomBytes(16).toString('hex')).catch((error) => {
    unknownAccountHash = undefined;
    throw error;
  });
  return unknownAccountHash;
}
