import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBatchDataSkipTrace } from './batchdata';
import { type SkipTraceQuery, SkipTraceUnavailableError } from './index';

const API_KEY = 'bd-test-key-4c1e8a';

/** A matched V1 skip-trace person as BatchData documents it (fields we read, and some we ignore). */
function vendorPerson(overrides: Record<string, unknown> = {}) {
  return {
    name: { first: 'Maria', last: 'Lopez', full: 'Maria E Lopez' },
    phoneNumbers: [
      {
        number: '3055550123',
        type: 'Mobile',
        carrier: 'T-Mobile',
        reachable: true,
        dnc: false,
        tcpa: false,
        score: 90,
      },
      {
        number: '(305) 555-0188',
        type: 'Land Line',
        reachable: true,
        dnc: true,
        tcpa: false,
        score: 70,
      },
      {
        number: '+1 786 555 0145',
        type: 'Mobile',
        reachable: false,
        dnc: false,
        tcpa: true,
        score: 40,
      },
    ],
    emails: [{ email: 'maria.lopez@example.com', tested: true }, { email: 'mlopez@example.net' }],
    propertyAddress: { street: '1234 Palm Ave', city: 'Miami', state: 'FL', zip: '33131' },
    mailingAddress: { street: '55 Lake Shore Dr', city: 'Chicago', state: 'IL', zip: '60601' },
    litigator: false,
    meta: { matched: true, error: false },
    ...overrides,
  };
}
const answerWith = (persons: unknown[]) => ({
  status: { code: 200, text: 'OK' },
  results: { persons, meta: { results: { requestCount: 1, matchCount: persons.length } } },
});

describe('the BatchData skip trace', () => {
  let server: Server;
  let baseUrl: string;
  const requests: Array<{
    method?: string;
    url?: string;
    headers: IncomingHttpHeaders;
    body: unknown;
  }> = [];
  /** What the fake answers; `silent`, nothing ever (its socket is closed in `afterAll`). */
  let reply: { status: number; body: unknown; silent?: boolean };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        requests.push({
          method: req.method,
          url: req.url,
          headers: req.headers,
          body: JSON.parse(raw || 'null'),
        });
        const { status, body, silent } = reply;
        if (silent) return;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    requests.length = 0;
    reply = { status: 200, body: answerWith([vendorPerson()]) };
  });

  const provider = (options: { timeoutMs?: number } = {}) =>
    createBatchDataSkipTrace({ apiKey: API_KEY, baseUrl: `${baseUrl}/`, ...options });
  const query = (overrides: Partial<SkipTraceQuery> = {}): SkipTraceQuery => ({
    propertyKey: 'sample:33131:42',
    street: '1234 Palm Ave',
    city: 'Miami',
    state: 'FL',
    zip: '33131',
    ownerFirstName: 'Maria',
    ownerLastName: 'Lopez',
    mailingStreet: '55 Lake Shore Dr',
    mailingCity: 'Chicago',
    mailingState: 'IL',
    mailingZip: '60601',
    ...overrides,
  });

  it('posts one request with the Bearer key, the address, the owner and the mailing address', async () => {
    await provider().lookup(query());
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/v1/property/skip-trace');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.body).toEqual({
      requests: [
        {
          requestId: 'sample:33131:42',
          propertyAddress: { street: '1234 Palm Ave', city: 'Miami', state: 'FL', zip: '33131' },
          name: { first: 'Maria', last: 'Lopez' },
          mailingAddress: {
            street: '55 Lake Shore Dr',
            city: 'Chicago',
            state: 'IL',
            zip: '60601',
          },
        },
      ],
    });
  });

  it('leaves out the name and the mailing address when they are not known', async () => {
    await provider().lookup(
      query({
        ownerFirstName: null,
        ownerLastName: null,
        mailingStreet: null,
        mailingCity: null,
        mailingState: null,
        mailingZip: null,
      }),
    );
    expect(requests[0]?.body).toEqual({
      requests: [
        {
          requestId: 'sample:33131:42',
          propertyAddress: { street: '1234 Palm Ave', city: 'Miami', state: 'FL', zip: '33131' },
        },
      ],
    });
  });

  it('maps phones to digits, DNC or TCPA as DNC, and emails, named for the person', async () => {
    expect(await provider().lookup(query())).toEqual({
      phones: [
        { number: '3055550123', dnc: false, source: 'batchdata', personName: 'Maria E Lopez' },
        { number: '3055550188', dnc: true, source: 'batchdata', personName: 'Maria E Lopez' },
        { number: '7865550145', dnc: true, source: 'batchdata', personName: 'Maria E Lopez' },
      ],
      emails: [
        { email: 'maria.lopez@example.com', source: 'batchdata', personName: 'Maria E Lopez' },
        { email: 'mlopez@example.net', source: 'batchdata', personName: 'Maria E Lopez' },
      ],
    });
  });

  it('lists each number and email once, keeping DNC, and names by first and last without a full name', async () => {
    reply.body = answerWith([
      vendorPerson({
        name: { first: 'Maria', last: 'Lopez' },
        phoneNumbers: [
          { number: '3055550123', dnc: false, tcpa: false },
          { number: '305-555-0123', dnc: true },
          { number: '555-0123' },
          { type: 'Mobile' },
        ],
        emails: [
          { email: 'Maria.Lopez@Example.com' },
          { email: 'maria.lopez@example.com' },
          { address: 'maria@example.org' },
          { tested: true },
        ],
      }),
    ]);
    expect(await provider().lookup(query())).toEqual({
      phones: [{ number: '3055550123', dnc: true, source: 'batchdata', personName: 'Maria Lopez' }],
      emails: [
        { email: 'maria.lopez@example.com', source: 'batchdata', personName: 'Maria Lopez' },
        { email: 'maria@example.org', source: 'batchdata', personName: 'Maria Lopez' },
      ],
    });
  });

  it('makes every phone of a person flagged TCPA or litigator DNC, and fails closed on an unclear flag', async () => {
    const phones = [{ number: '3055550123', dnc: false, tcpa: false }, { number: '3055550124' }];
    const dncOf = async (person: Record<string, unknown>) => {
      reply.body = answerWith([vendorPerson({ phoneNumbers: phones, ...person })]);
      return (await provider().lookup(query())).phones.map((phone) => phone.dnc);
    };
    expect(await dncOf({ litigator: false, dnc: { tcpa: false } })).toEqual([false, false]);
    expect(await dncOf({ dnc: { tcpa: true } })).toEqual([true, true]);
    expect(await dncOf({ litigator: true })).toEqual([true, true]);
    expect(await dncOf({ litigator: 'unknown' })).toEqual([true, true]);
    reply.body = answerWith([
      vendorPerson({
        phoneNumbers: [
          { number: '3055550123', litigator: true },
          { number: '3055550124', dnc: 'Y' },
          { number: '3055550125', tcpa: 'N', dnc: false },
        ],
      }),
    ]);
    const found = await provider().lookup(query());
    expect(found.phones.map((phone) => phone.dnc)).toEqual([true, true, false]);
  });

  it('answers empty lists when BatchData matches no one', async () => {
    reply.body = answerWith([]);
    expect(await provider().lookup(query())).toEqual({ phones: [], emails: [] });
    // An unmatched request comes back as a person with only its address and meta.
    reply.body = answerWith([
      {
        propertyAddress: { street: '1234 Palm Ave', zip: '33131' },
        meta: { matched: false, error: false },
      },
    ]);
    expect(await provider().lookup(query())).toEqual({ phones: [], emails: [] });
    reply.body = { status: { code: 200, text: 'OK' }, results: {} };
    expect(await provider().lookup(query())).toEqual({ phones: [], emails: [] });
  });

  it('is unavailable, without the key, when BatchData refuses the key', async () => {
    for (const status of [401, 403]) {
      reply = { status, body: { status: { code: status, message: `Invalid token ${API_KEY}` } } };
      const failure = provider().lookup(query());
      await expect(failure).rejects.toThrow(SkipTraceUnavailableError);
      await expect(failure).rejects.toThrow(/^BatchData rejected the API key$/);
    }
  });

  it('is unavailable when BatchData is overloaded, failing or answers nonsense', async () => {
    reply = { status: 429, body: { status: { code: 429, text: 'Too Many Requests' } } };
    await expect(provider().lookup(query())).rejects.toThrow(
      'BatchData is limiting requests (HTTP 429)',
    );
    reply = { status: 500, body: { status: { code: 500, text: 'Internal Server Error' } } };
    await expect(provider().lookup(query())).rejects.toThrow(
      new SkipTraceUnavailableError('BatchData skip trace answered HTTP 500 Internal Server Error'),
    );
    reply = { status: 200, body: '<html>maintenance</html>' };
    await expect(provider().lookup(query())).rejects.toThrow('unreadable body');
    reply = {
      status: 200,
      body: answerWith([vendorPerson({ meta: { matched: false, error: true } })]),
    };
    await expect(provider().lookup(query())).rejects.toThrow('reported an error for this property');
  });

  it('is unavailable, with an unknown outcome, when BatchData does not answer in time', async () => {
    // BatchData never answers: only the lookup's own deadline can end the call. It may have
    // carried the look-up out: the outcome is unknown, not failed.
    reply = { status: 200, body: answerWith([vendorPerson()]), silent: true };
    await expect(provider({ timeoutMs: 100 }).lookup(query())).rejects.toMatchObject({
      message: 'BatchData skip trace gave no answer within 100 ms',
      outcome: 'unknown',
    });
  });

  it('is unavailable when BatchData cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createBatchDataSkipTrace({
      apiKey: API_KEY,
      baseUrl: `http://127.0.0.1:${port}`,
    });
    await expect(unreachable.lookup(query())).rejects.toThrow(
      /^BatchData skip trace could not be reached: fetch failed \(ECONNREFUSED\)$/,
    );
  });

  it('calls through the fetch it is given', async () => {
    const seen: string[] = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      seen.push(String(input));
      return fetch(input, init);
    };
    await createBatchDataSkipTrace({ apiKey: API_KEY, baseUrl, fetchImpl }).lookup(query());
    expect(seen).toEqual([`${baseUrl}/api/v1/property/skip-trace`]);
  });
});
