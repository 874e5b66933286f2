import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakePerson {
  phones?: Array<{ number: string; dnc?: boolean }>;
  emails?: string[];
}

/**
 * A local HTTP server answering like BatchData's Property Skip Trace, for route tests: who is
 * found is set per street; every request is counted, and the most answered at once is kept
 * (`maxInFlight`); `failWith` makes it answer an error status.
 */
export async function startFakeBatchData() {
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
      if (state.failWith) {
        res.writeHead(state.failWith, { 'content-type': 'application/json' }).end('{}');
        return;
      }
      const street = JSON.parse(body).requests?.[0]?.propertyAddress?.street as string;
      const person = people.get(street);
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
        : [];
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
