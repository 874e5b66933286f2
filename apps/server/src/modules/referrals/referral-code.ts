import { randomInt } from 'node:crypto';

/** Letters and digits that can't be misread for one another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

/** A new agent's referral code: 8 characters, about 40 bits, random. */
export function newReferralCode(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** A code as typed or linked, as it is stored: upper case. */
export function normalReferralCode(code: string): string {
  return code.trim().toUpperCase();
}
