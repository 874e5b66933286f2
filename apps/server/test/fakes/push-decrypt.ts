import { createDecipheriv, type ECDH, hkdfSync } from 'node:crypto';

// The browser's side of RFC 8291 "Message Encryption for Web Push", written here from the RFC
// (sections 3.3, 3.4 and 4) and RFC 8188 "Encrypted Content-Encoding for HTTP" (section 2, the
// aes128gcm header and records), with node:crypto alone: the fake push service must not read a
// payload with the http_ece library our sender's web-push writes it with, or a fault in that
// library would pass unseen.

const TAG_BYTES = 16;
const KEY_BYTES = 65;

const info = (label: string) => Buffer.from(`Content-Encoding: ${label}\0`, 'ascii');

/** Why a body cannot be read, or its plaintext. */
export type Decrypted = { ok: true; plain: Buffer } | { ok: false; problem: string };

/**
 * Decrypts an aes128gcm body sent to a device holding `receiver` (its P-256 key pair) and the
 * 16-byte `authSecret`: ECDH with the sender's key from the header's keyid, HKDF-SHA-256 to the
 * input keying material (RFC 8291 3.3-3.4), then the content encryption key and nonce (RFC 8188
 * 2.2-2.3) and one AES-128-GCM record ending in the 0x02 delimiter, as RFC 8291 4 requires.
 */
export function decryptWebPush(body: Buffer, receiver: ECDH, authSecret: Buffer): Decrypted {
  if (body.length < 21 + KEY_BYTES + TAG_BYTES + 1) return { ok: false, problem: 'too short' };
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  if (idLength !== KEY_BYTES) return { ok: false, problem: 'keyid is not a P-256 public key' };
  const senderKey = body.subarray(21, 21 + KEY_BYTES);
  const record = body.subarray(21 + KEY_BYTES);
  // RFC 8291 4: one record, so the whole ciphertext fits the record size the header gives.
  if (record.length > recordSize) return { ok: false, problem: 'more than one record' };
  let secret: Buffer;
  try {
    secret = receiver.computeSecret(senderKey);
  } catch {
    return { ok: false, problem: 'keyid is not a point on P-256' };
  }
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0', 'ascii'),
    receiver.getPublicKey(),
    senderKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, info('aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - TAG_BYTES));
  let padded: Buffer;
  try {
    padded = Buffer.concat([
      decipher.update(record.subarray(0, record.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    return { ok: false, problem: 'the record does not authenticate' };
  }
  // The plaintext, then the delimiter (0x02 in the last record), then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) return { ok: false, problem: 'no last-record delimiter' };
  return { ok: true, plain: padded.subarray(0, end) };
}
