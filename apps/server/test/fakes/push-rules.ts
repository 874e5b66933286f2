import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

// What a push service refuses before it takes a message, as the documents in push-service.ts's
// header say. Each refusal is an autopush-style answer: a status, its errno and a message.

export interface Refusal {
  status: number;
  errno: number;
  message: string;
}

const refuse = (status: number, errno: number, message: string): Refusal => ({
  status,
  errno,
  message,
});

/** RFC 8292 2: a token may live at most 24 hours from the request. */
const MAX_TOKEN_SECONDS = 24 * 60 * 60;
/** RFC 8030 7.2 and autopush's 413 (errno 104): the largest body a service must take. */
export const MAX_BODY_BYTES = 4096;
const URGENCIES = new Set(['very-low', 'low', 'normal', 'high']);
/** RFC 8030 5.4, autopush errno 113: at most 32 characters of the URL-safe base64 alphabet. */
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;

function p256Key(point: Buffer): KeyObject | null {
  if (point.length !== 65 || point[0] !== 4) return null;
  try {
    const [x, y] = [point.subarray(1, 33), point.subarray(33)].map((c) => c.toString('base64url'));
    return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' });
  } catch {
    return null;
  }
}

const json = (part: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * RFC 8292's `sub`: a `mailto:` or `https:` contact (2.1); Apple also refuses a `mailto:` at
 * localhost ("403 BadJwtToken", web-push GitHub report #947), so this fake does too.
 */
function subjectProblem(sub: unknown): string | null {
  if (typeof sub !== 'string') return 'sub is missing';
  if (sub.startsWith('https://')) return null;
  const mail = /^mailto:[^@\s<>]+@([^@\s<>]+)$/.exec(sub);
  if (!mail) return 'sub is not a mailto: or https: contact';
  const host = (mail[1] ?? '').toLowerCase();
  return host === 'localhost' || !host.includes('.') ? 'sub is a mailto: at localhost' : null;
}

/**
 * The VAPID header (RFC 8292 3): `vapid t=<JWT>, k=<key>`, the JWT ES256 and signed by `k`, which
 * is the key the subscription was made with (4.2), for this service's origin (`aud`), not expired
 * and expiring within 24 hours (2), with a contact `sub`. Absent: 401; invalid: 403 (4.2).
 */
export function vapidRefusal(
  authorization: string | undefined,
  origin: string,
  subscriptionKey: string,
  nowSeconds: number,
): Refusal | null {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), ?k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return refuse(401, 109, 'no vapid Authorization');
  const [, header = '', claims = '', signature = '', k = ''] = match;
  const key = p256Key(Buffer.from(k, 'base64url'));
  if (!key) return refuse(403, 109, 'k is not a P-256 public key');
  if (k !== subscriptionKey)
    return refuse(403, 109, 'k is not the key the subscription was made with');
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return refuse(403, 109, 'the JWT signature does not verify');
  const jwtHeader = json(header);
  const body = json(claims);
  if (jwtHeader?.alg !== 'ES256' || !body) return refuse(403, 109, 'the JWT is not ES256');
  if (body.aud !== origin) return refuse(403, 109, `aud ${String(body.aud)} is not ${origin}`);
  const exp = body.exp;
  if (typeof exp !== 'number' || exp <= nowSeconds) return refuse(403, 109, 'the JWT expired');
  if (exp > nowSeconds + MAX_TOKEN_SECONDS) {
    return refuse(403, 109, 'exp is more than 24 hours ahead');
  }
  const sub = subjectProblem(body.sub);
  return sub ? refuse(403, 109, sub) : null;
}

/**
 * RFC 8030's headers and body (5.2 TTL, 5.3 Urgency, 5.4 Topic, 7.2 size) and RFC 8291's
 * `Content-Encoding: aes128gcm`, with autopush's errnos (111 missing header, 112 TTL, 113 Topic,
 * 104 too large).
 */
export function messageRefusal(headers: IncomingHttpHeaders, bodyBytes: number): Refusal | null {
  const { ttl, urgency, topic } = headers;
  if (ttl === undefined) return refuse(400, 111, 'no TTL');
  if (!/^\d+$/.test(String(ttl))) return refuse(400, 112, 'TTL is not a number of seconds');
  if (urgency !== undefined && !URGENCIES.has(String(urgency))) {
    return refuse(400, 111, 'Urgency is not very-low, low, normal or high');
  }
  if (topic !== undefined && !TOPIC.test(String(topic))) {
    return refuse(400, 113, 'Topic is not up to 32 URL-safe base64 characters');
  }
  if (bodyBytes > MAX_BODY_BYTES) return refuse(413, 104, 'payload over 4096 bytes');
  if (bodyBytes > 0 && headers['content-encoding'] !== 'aes128gcm') {
    return refuse(400, 111, 'not aes128gcm');
  }
  return null;
}
