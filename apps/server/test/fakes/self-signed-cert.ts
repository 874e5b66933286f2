import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * A self-signed certificate for 127.0.0.1 and localhost (or the IP and name given), made in the test (no file, no openssl):
 * an X.509 v3 certificate (RFC 5280) on a P-256 key, signed ecdsa-with-SHA256, valid for a day.
 * Only a client handed `cert` as its CA trusts it.
 */
export function selfSignedCert(
  names: { ip: readonly number[]; dns: string } = { ip: [127, 0, 0, 1], dns: 'localhost' },
  /** The serial number's bytes (random unless a test names them). */
  serial: Buffer = randomBytes(8),
): { key: string; cert: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const ecdsaWithSha256 = seq(oid('1.2.840.10045.4.3.2'));
  const name = seq(set(seq(oid('2.5.4.3'), der(0x0c, Buffer.from('Porchlight test SMTP')))));
  const now = Date.now();
  const tbs = seq(
    der(0xa0, int(Buffer.from([2]))), // v3
    int(serial),
    ecdsaWithSha256,
    name,
    seq(utcTime(new Date(now - 60_000)), utcTime(new Date(now + 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    der(0xa3, seq(subjectAltName(names))),
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = seq(
    tbs,
    ecdsaWithSha256,
    der(0x03, Buffer.concat([Buffer.from([0]), signature])),
  );
  const base64 = certificate.toString('base64').replace(/(.{64})/g, '$1\n');
  return {
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    cert: `-----BEGIN CERTIFICATE-----\n${base64.trim()}\n-----END CERTIFICATE-----\n`,
  };
}

/** The subjectAltName extension: an IP and a name (127.0.0.1 and localhost), which TLS checks the host against. */
function subjectAltName({ ip, dns }: { ip: readonly number[]; dns: string }) {
  const names = seq(der(0x87, Buffer.from(ip)), der(0x82, Buffer.from(dns)));
  return seq(oid('2.5.29.17'), der(0x04, names));
}

/** One DER value: its tag, its length (short or long form), its bytes. */
function der(tag: number, body: Buffer): Buffer {
  const { length } = body;
  if (length < 0x80) return Buffer.concat([Buffer.from([tag, length]), body]);
  const size = Buffer.from(length.toString(16).padStart(length > 0xff ? 4 : 2, '0'), 'hex');
  return Buffer.concat([Buffer.from([tag, 0x80 | size.length]), size, body]);
}

const seq = (...parts: Buffer[]) => der(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]) => der(0x31, Buffer.concat(parts));

/**
 * A positive INTEGER in DER's one encoding: no leading zero byte unless the next byte's high bit
 * needs it (it would read as negative). A random serial starting with a zero byte once made a
 * certificate OpenSSL refused ("illegal padding"): one in 512.
 */
function int(bytes: Buffer) {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  const minimal = bytes.subarray(start);
  return der(0x02, (minimal[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), minimal]) : minimal);
}

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * first + second];
  for (const arc of rest) {
    const groups = [arc & 0x7f];
    for (let value = arc >> 7; value > 0; value >>= 7) groups.unshift((value & 0x7f) | 0x80);
    bytes.push(...groups);
  }
  return der(0x06, Buffer.from(bytes));
}

/** UTCTime, YYMMDDHHMMSSZ. */
const utcTime = (at: Date) =>
  der(0x17, Buffer.from(`${at.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`));
