import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEST_VAPID } from '../push-settings';
import { decryptWebPush } from './push-decrypt';
import { messageRefusal, vapidRefusal } from './push-rules';

/**
 * A local server answering as a browser's push service does, from these documents:
 * - RFC 8030 "Generic Event Delivery Using HTTP Push": POST to the subscription takes a message
 *   with 201 Created and a Location; TTL is required, Urgency is very-low, low, normal or high
 *   (5.3), Topic at most 32 characters of the URL-safe base64 alphabet (5.4), a body up to 4096
 *   bytes (7.2, else 413); 404/410 for a subscription that is gone, 429 and 503 with Retry-After.
 * - RFC 8292 "VAPID for Web Push": `Authorization: vapid t=<JWT>, k=<key>`, the JWT ES256, signed by
 *   the key the subscription was made with (the browser's applicationServerKey), `aud` this
 *   origin, `exp` in the future and at most 24 hours ahead, `sub` a mailto: or https: contact;
 *   absent 401, invalid 403.
 * - Mozilla autopush's "Error Codes" page (mozilla-services.github.io/autopush-rs/errors.html) and
 *   its header checks: refusals answer JSON `{code, errno, error, message}` with its errnos (104
 *   too large, 109 authentication, 111 missing header, 112 TTL, 113 Topic).
 * - Apple's "Sending web push notifications in web apps and browsers": 403 BadJwtToken for a JWT
 *   signed with the wrong key, a `sub` that is not a URL or mailto:, an `exp` more than a day
 *   ahead; and, as reported against web-push (GitHub report #947), a mailto: at localhost.
 * - RFC 8291 "Message Encryption for Web Push": the fake decrypts each payload as the browser
 *   would, with its own code (push-decrypt.ts), so tests assert on the JSON the phone would get.
 */

/** A message the fake took: its device, the headers RFC 8030 names, and the decrypted payload. */
export interface ReceivedPush {
  device: string;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  payload: unknown;
}

/** An answer a test sets for a device instead of taking its messages. */
interface Answer {
  status: number;
  headers: Record<string, string>;
}

interface FakeDevice {
  ecdh: ECDH;
  auth: Buffer;
  /** The applicationServerKey the browser subscribed with: only its holder may send here. */
  serverKey: string;
  answer: Answer | null;
}

export async function startFakePushService({ port = 0 }: { port?: number } = {}) {
  const devices = new Map<string, FakeDevice>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  /** Every request to a device, in order, with the status it was answered. */
  const attempts: { device: string; status: number }[] = [];
  let origin = '';
  let messages = 0;

  const handle = (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse) => {
    const name = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
    const device = devices.get(name);
    if (req.method !== 'POST' || !device) return res.writeHead(404).end();
    const answer = (status: number, headers: Record<string, string> = {}, text = '') => {
      attempts.push({ device: name, status });
      res.writeHead(status, headers).end(text);
    };
    const refusal =
      vapidRefusal(
        req.headers.authorization,
        origin,
        device.serverKey,
        Math.floor(Date.now() / 1000),
      ) ?? messageRefusal(req.headers, body.length);
    if (refusal) {
      refused.push(refusal.message);
      const { status, errno, message } = refusal;
      const error = http.STATUS_CODES[status] ?? 'Error';
      const text = JSON.stringify({ code: status, errno, error, message });
      return answer(status, { 'content-type': 'application/json' }, text);
    }
    if (device.answer) return answer(device.answer.status, device.answer.headers);
    const opened = decryptWebPush(body, device.ecdh, device.auth);
    // A push service cannot read the payload: it takes it, and the browser drops what fails.
    if (!opened.ok) refused.push(`the browser could not decrypt it: ${opened.problem}`);
    else {
      const header = (key: string) => req.headers[key] as string | undefined;
      received.push({
        device: name,
        ttl: header('ttl'),
        urgency: header('urgency'),
        topic: header('topic'),
        payload: JSON.parse(opened.plain.toString('utf8')),
      });
    }
    messages += 1;
    answer(201, { location: `${origin}/message/${messages}` });
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, Buffer.concat(chunks), res));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const deviceOf = (endpoint: string) => devices.get(endpoint.split('/').pop() ?? '');
  return {
    origin,
    received,
    refused,
    attempts,
    /**
     * A new device subscribed with `applicationServerKey` (the tests' VAPID key unless told): its
     * endpoint here, and the keys a browser's PushSubscription.toJSON() gives (an ECDH P-256 key
     * pair made now, and a 16-byte auth secret).
     */
    subscribe(
      name = `device-${randomBytes(4).toString('hex')}`,
      { applicationServerKey = TEST_VAPID.VAPID_PUBLIC_KEY } = {},
    ) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth, serverKey: applicationServerKey, answer: null });
      return {
        endpoint: `${origin}/push/${name}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      };
    },
    /**
     * Makes the service answer `status` (with `headers`, say a Retry-After) for the device from
     * now on, after checking each request as usual; null: it takes messages again.
     */
    answerFor(endpoint: string, status: number | null, headers: Record<string, string> = {}) {
      const device = deviceOf(endpoint);
      if (device) device.answer = status === null ? null : { status, headers };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
