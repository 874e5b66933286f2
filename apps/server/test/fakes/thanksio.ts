import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake received: each send's headers and JSON body. */
export interface ThanksIoSend {
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/**
 * A local server answering like thanks.io's `POST /api/v2/send/postcard` (the shapes of its
 * public API docs): an order with an id, or the error a test asks for.
 */
export async function startFakeThanksIo() {
  const sends: ThanksIoSend[] = [];
  let next: { status: number; body: unknown } | null = null;
  let orders = 0;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/api/v2/send/postcard') {
        response.writeHead(404).end();
        return;
      }
      sends.push({ authorization: request.headers.authorization, body: JSON.parse(raw) });
      const answer = next ?? {
        status: 200,
        body: { id: 7000 + ++orders, type: 'postcard', status: 'queued', cost: 1.25 },
      };
      next = null;
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sends,
    /** The next send's answer, once. */
    answerNext(status: number, body: unknown) {
      next = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
