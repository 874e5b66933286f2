import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakePerson {
  phones?: Array<{ number: string; dnc?: boolean }>;
  emails?: string[];
}

/**
 * A local HTTP server answering like BatchData's Property Skip Trace
 * (`POST /api/v1/property/skip-trace`), for route tests, as BatchData's developer documentation
 * (developer.batchdata.com "Property Skip Trace", "Set up authentication") and its API explorer
 * (the BatchDataAPI/BatchDataAPI repository, commit 03ca3dc) show it: a request without
 * `Authorization: Bearer <the key>` is refused with 401; a lookup that matches no one answers a
 * person with only its property address and `meta: { matched: false }`, not an empty list; `dnc`
 * and `tcpa` come on each phone. Who is found is set per street; every request is counted, and
 * the most answered at once is kept (`maxInFlight`); `failWith` makes it answer an error status.
 */
export async function startFakeBatchData({ apiKey = 'test-batchdata-key' } = {}) {
  const people = new Map<string, FakePerson>();
  const state = { calls: 0, failWith: 0 as number, delayMs: 0, inFlight: 0, maxInFlight: 0 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', async () => {
      state.calls += 1;
      state.inFlight += 1;
      state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
      res.on('close', () => {
        state.inFlight -= 1;
      });
      if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: { code: 401, text: 'Unauthorized' } }));
        return;
      }
      if (state.failWith) {
        res.writeHead(state.failWith, { 'content-type': 'application/json' }).end('{}');
        return;
      }
      const address = JSON.parse(body).requests?.[0]?.propertyAddress;
      const person = people.get(address?.street as string);
      const persons = person
        ? [
            {
              name: { first: 'Pat', last: 'Owner', full: 'Pat Owner' },
              phoneNumbers: (person.phones ?? []).map((p) => ({
                number: p.number,
                type: 'Mobile',
                dnc: p.dnc ?? false,
                tcpa: false,
              })),
              emails: (person.emails ?? []).map((email) => ({ email })),
            },
          ]
        : [{ propertyAddress: address, meta: { matched: false, error: false } }];
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: { code: 200, text: 'OK' }, results: { persons } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    people,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
