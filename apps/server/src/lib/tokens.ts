import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: for session cookies and reset links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token: a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
