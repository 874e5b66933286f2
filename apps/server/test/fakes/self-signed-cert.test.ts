import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { selfSignedCert } from './self-signed-cert';

describe('the test certificate', () => {
  it('is read by OpenSSL whatever its serial number starts with', () => {
    for (const first of [
      [0x00, 0x01],
      [0x00, 0x80],
      [0x00, 0x00],
      [0x80, 0x00],
      [0x7f, 0xff],
    ]) {
      const serial = Buffer.from([...first, 1, 2, 3, 4, 5, 6]);
      const { cert } = selfSignedCert(undefined, serial);
      const read = new X509Certificate(cert);
      expect(BigInt(`0x${read.serialNumber}`)).toBe(BigInt(`0x${serial.toString('hex')}`));
      expect(read.checkIP('127.0.0.1')).toBe('127.0.0.1');
    }
  });
});
