/**
 * A fresh key for one attempt at a call that spends (a lead purchase): a retry of that attempt
 * sends it again, so the server does the work once; a new press of the button is a new attempt.
 * `crypto.randomUUID` exists only in a secure context (https, localhost); on plain HTTP at a LAN
 * address (docs/security.md "Headers") the same kind of key, a random v4 UUID, comes from
 * `crypto.getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // RFC 9562: version 4 in the high nibble of byte 6, the variant 10xx in byte 8.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join('-');
}
