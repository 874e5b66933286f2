import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { selfSignedCert } from './self-signed-cert';

/**
 * A local server answering as Follow Up Boss's API v1 does, by its documents at
 * docs.followupboss.com (read 2026-11-28):
 * - "Getting Started" and "Authentication and Authorization" (reference/authentication): HTTPS
 *   only ("HTTP will not work": this fake listens on TLS alone, with a certificate made in the
 *   test); HTTP Basic with the API key as the user name and a blank or any password, else 401;
 * - "Registration and Identification" (reference/identification): `X-System` and `X-System-Key`
 *   on every request. The documents do not say what a request without them gets (their "Rate
 *   Limiting" page only lowers its limits); this fake refuses it with 400 `{errorMessage}`, so a
 *   request we send without them fails the tests;
 * - `GET /v1/identity`: the account and user of the key (`{account: {id, domain, owner}, user:
 *   {id, name, email}}`, as public clients read it; its reference page was not in the stored
 *   copies, so only those fields are answered);
 * - `POST /v1/events` "Send in a lead" (reference/events-post): `source`, `system`, `type`,
 *   `message`, `description`, `person`, `property`, `occurredAt`; the documented types only
 *   ("Registration", "Inquiry", "Seller Inquiry", "Property Inquiry", "General Inquiry",
 *   "Viewed Property", "Saved Property", "Visited Website", "Incoming Call", "Unsubscribed",
 *   "Property Search", "Saved Property Search", "Visited Open House", "Viewed Page"), else 400;
 *   200 with the person for a person it had, 201 for a new one, 204 with no body when the
 *   source's lead flow is archived and ignored (`archiveSource`);
 * - "Error Responses": 400 with `{errorMessage}`; "Rate Limiting": 429 with `Retry-After` in
 *   seconds (`limitNext(n, seconds)` answers the next n events so).
 * Unknown top-level fields of an event are refused (400): the documents list the fields, and a
 * field we invent would otherwise pass unnoticed.
 */

const EVENT_TYPES = new Set([
  'Registration',
  'Inquiry',
  'Seller Inquiry',
  'Property Inquiry',
  'General Inquiry',
  'Viewed Property',
  'Saved Property',
  'Visited Website',
  'Incoming Call',
  'Unsubscribed',
  'Property Search',
  'Saved Property Search',
  'Visited Open House',
  'Viewed Page',
]);
const EVENT_FIELDS = new Set([
  'source',
  'system',
  'type',
  'message',
  'description',
  'person',
  'property',
  'propertySearch',
  'campaign',
  'pageTitle',
  'pageUrl',
  'pageReferrer',
  'pageDuration',
  'occurredAt',
]);
const PERSON_FIELDS = new Set([
  'id',
  'firstName',
  'lastName',
  'stage',
  'source',
  'sourceUrl',
  'contacted',
  'price',
  'assignedTo',
  'assignedUserId',
  'assignedLenderId',
  'emails',
  'phones',
  'addresses',
  'tags',
]);
const PROPERTY_FIELDS = new Set([
  'street',
  'city',
  'state',
  'code',
  'mlsNumber',
  'price',
  'forRent',
  'url',
  'type',
  'bedrooms',
  'bathrooms',
  'area',
  'lot',
]);

export interface FollowUpBossEvent {
  apiKey: string;
  system: string;
  body: Record<string, unknown>;
}

export interface FakeFollowUpBoss {
  url: string;
  /** The certificate a client must trust to reach it (FOLLOW_UP_BOSS_TEST_CA). */
  ca: string;
  /** Every event it took (200/201), and every refusal with its status. */
  events: FollowUpBossEvent[];
  refusals: { status: number; path: string; why: string }[];
  /** Every request's Authorization header as received: what a test looks for a key in. */
  seenAuthorizations: string[];
  /** Keys it takes; any other is a 401. */
  validKeys: Set<string>;
  /** The next `count` events get 429 with `Retry-After: seconds`. */
  limitNext(count: number, seconds: number): void;
  /** The next `count` events get 503. */
  failNext(count: number): void;
  /** Events from this source get 204 (its lead flow archived and ignored); null: none. */
  archiveSource(source: string | null): void;
  close(): Promise<void>;
}

export async function startFakeFollowUpBoss(options: {
  validKeys: string[];
  systemKey: string;
  /** A port chosen beforehand (the journeys' server is told it before the fake starts). */
  port?: number;
  /** A certificate made beforehand, for the same reason; else one is made here. */
  tls?: { key: string; cert: string };
}): Promise<FakeFollowUpBoss> {
  const { key, cert } = options.tls ?? selfSignedCert();
  const validKeys = new Set(options.validKeys);
  const events: FollowUpBossEvent[] = [];
  const refusals: FakeFollowUpBoss['refusals'] = [];
  const seenAuthorizations: string[] = [];
  let archived: string | null = null;
  const people = new Set<string>();
  let limited = { count: 0, seconds: 0 };
  let failing = 0;

  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const answer = (status: number, body?: object, headers: Record<string, string> = {}) => {
        response.writeHead(status, {
          ...(body && { 'content-type': 'application/json' }),
          ...headers,
        });
        response.end(body ? JSON.stringify(body) : undefined);
      };
      const refuse = (status: number, why: string, headers: Record<string, string> = {}) => {
        refusals.push({ status, path, why });
        answer(status, { errorMessage: why }, headers);
      };
      const authorization = request.headers.authorization ?? '';
      seenAuthorizations.push(authorization);
      const apiKey = basicUser(authorization);
      if (apiKey === null || !validKeys.has(apiKey)) {
        return refuse(401, 'Access denied: invalid API key', {
          'www-authenticate': 'Basic realm="Follow Up Boss"',
        });
      }
      const system = request.headers['x-system'];
      if (typeof system !== 'string' || request.headers['x-system-key'] !== options.systemKey) {
        return refuse(400, 'X-System and a registered X-System-Key are required');
      }
      if (request.method === 'GET' && path === '/v1/identity') {
        return answer(200, {
          account: { id: 1234567, domain: 'fake', owner: { id: 1, name: 'Account Owner' } },
          user: { id: 2, name: 'Agent', email: 'agent@example.com' },
        });
      }
      if (request.method !== 'POST' || path !== '/v1/events') {
        return refuse(404, `No route ${request.method} ${path}`);
      }
      if (limited.count > 0) {
        limited.count -= 1;
        return refuse(429, 'Too Many Requests', { 'retry-after': String(limited.seconds) });
      }
      if (failing > 0) {
        failing -= 1;
        return refuse(503, 'Service Unavailable');
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return refuse(400, 'The body is not JSON');
      }
      const problem = eventProblem(body);
      if (problem) return refuse(400, problem);
      if (body.source === archived) return answer(204);
      events.push({ apiKey, system, body });
      const person = body.person as Record<string, unknown>;
      const who = JSON.stringify([person.firstName, person.lastName, person.emails]);
      const known = people.has(who);
      people.add(who);
      return answer(known ? 200 : 201, { id: people.size, ...person, source: body.source });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    ca: cert,
    events,
    refusals,
    seenAuthorizations,
    validKeys,
    limitNext: (count, seconds) => {
      limited = { count, seconds };
    },
    failNext: (count) => {
      failing = count;
    },
    archiveSource: (source) => {
      archived = source;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The user name of `Basic base64(user:password)`, or null. */
function basicUser(header: string): string | null {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 ? decoded.slice(0, colon) : null;
}

function eventProblem(body: Record<string, unknown>): string | null {
  const unknown = Object.keys(body).find((field) => !EVENT_FIELDS.has(field));
  if (unknown) return `Unknown field: ${unknown}`;
  if (typeof body.type !== 'string' || !EVENT_TYPES.has(body.type)) {
    return `Invalid event type: ${String(body.type)}`;
  }
  if (typeof body.source !== 'string' || body.source === '') return 'source is required';
  const person = body.person;
  if (typeof person !== 'object' || person === null) return 'person is required';
  const personField = Object.keys(person).find((field) => !PERSON_FIELDS.has(field));
  if (personField) return `Unknown person field: ${personField}`;
  const { emails, phones, tags } = person as Record<string, unknown>;
  for (const [name, list] of [
    ['emails', emails],
    ['phones', phones],
  ] as const) {
    if (list === undefined) continue;
    if (!Array.isArray(list) || !list.every((entry) => typeof entry?.value === 'string')) {
      return `person.${name} must be a list of {value}`;
    }
  }
  if (tags !== undefined && !(Array.isArray(tags) && tags.every((t) => typeof t === 'string'))) {
    return 'person.tags must be a list of strings';
  }
  if (body.property !== undefined) {
    const property = body.property as Record<string, unknown>;
    const field = Object.keys(property).find((name) => !PROPERTY_FIELDS.has(name));
    if (field) return `Unknown property field: ${field}`;
  }
  return null;
}
