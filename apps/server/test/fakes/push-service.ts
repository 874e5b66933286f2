/// <reference path="./http-ece.d.ts" />
import {
  createECDH,
  createPublicKey,
  type ECDH,
  type KeyObject,
  randomBytes,
  verify,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** A message the fake took: its device, the headers RFC 8030 names, and the decrypted payload. */
export interface ReceivedPush {
  device: string;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  payload: unknown;
}

interface FakeDevice {
  ecdh: ECDH;
  auth: string;
  /** The status the fake answers this device with instead of 201 (404 or 410: it is gone). */
  answer: number | null;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/**
 * Checks RFC 8292's VAPID header `vapid t=<JWT>, k=<public key>`: the JWT is ES256, signed by
 * that key, for this service's origin (`aud`), not expired. Answers why not, or null.
 */
function vapidProblem(authorization: string | undefined, origin: string): string | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return 'no vapid Authorization';
  const [, token = '', key = ''] = match;
  const [header = '', claims = '', signature = ''] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'k is not a P-256 public key';
  let publicKey: KeyObject;
  try {
    publicKey = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: b64url(point.subarray(1, 33)),
        y: b64url(point.subarray(33)),
      },
      format: 'jwk',
    });
  } catch {
    return 'k is not a P-256 public key';
  }
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'the JWT signature does not verify';
  const jwtHeader = JSON.parse(Buffer.from(header, 'base64url').toString());
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString());
  if (jwtHeader.alg !== 'ES256') return 'the JWT is not ES256';
  if (body.aud !== origin) return `aud ${body.aud} is not ${origin}`;
  if (typeof body.exp !== 'number' || body.exp * 1000 < Date.now()) return 'the JWT expired';
  if (typeof body.sub !== 'string') return 'no sub';
  return null;
}

/**
 * A local server that answers like a push service (RFC 8030 "Generic Event Delivery Using HTTP
 * Push"): POST /push/<device> takes a message with 201 Created and a Location, or 404/410 for a
 * device set to be gone; it refuses a request without a valid VAPID token (RFC 8292, 401), and
 * decrypts the aes128gcm payload (RFC 8188, as RFC 8291 "Message Encryption for Web Push" uses it)
 * with the device's private key, so tests assert on the JSON the phone would get.
 */
export async function startFakePushService({ port = 0 }: { port?: number } = {}) {
  const devices = new Map<string, FakeDevice>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = '';
  let messages = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const name = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const device = devices.get(name);
      if (req.method !== 'POST' || !device) return res.writeHead(404).end();
      const problem =
        vapidProblem(req.headers.authorization, origin) ??
        (req.headers['content-encoding'] === 'aes128gcm' ? null : 'not aes128gcm') ??
        (req.headers.ttl === undefined ? 'no TTL' : null);
      if (problem) {
        refused.push(problem);
        return res.writeHead(problem.startsWith('no vapid') ? 401 : 400).end(problem);
      }
      if (device.answer !== null) return res.writeHead(device.answer).end();
      const plain = decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: device.ecdh,
        authSecret: device.auth,
      });
      const header = (key: string) => req.headers[key] as string | undefined;
      received.push({
        device: name,
        ttl: header('ttl'),
        urgency: header('urgency'),
        topic: header('topic'),
        payload: JSON.parse(plain.toString('utf8')),
      });
      messages += 1;
      res.writeHead(201, { location: `${origin}/message/${messages}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    refused,
    /**
     * A new device: its endpoint here, and the keys a browser's PushSubscription.toJSON() gives
     * (an ECDH P-256 key pair made now, and a 16-byte auth secret).
     */
    subscribe(name = `device-${randomBytes(4).toString('hex')}`) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = b64url(randomBytes(16));
      devices.set(name, { ecdh, auth, answer: null });
      return {
        endpoint: `${origin}/push/${name}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth },
      };
    },
    /** Makes the service answer this status for the device from now on (410: unsubscribed); null: 201 again. */
    answerFor(endpoint: string, status: number | null) {
      const device = devices.get(endpoint.split('/').pop() ?? '');
      if (device) device.answer = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
