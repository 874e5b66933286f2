import { APP_VERSION } from '@porchlight/contracts';
import { vi } from 'vitest';

type Reply = Response | ((body: unknown) => Response | Promise<Response>);

/**
 * Stands in for the server: `routes` maps "METHOD /path" to an answer. /api/version answers this
 * build's version; anything else unrouted is a 404, so a stray call shows up in the test.
 */
export function stubApi(routes: Record<string, Reply> = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const route = `${init?.method ?? 'GET'} ${String(input)}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const reply = routes[route];
    if (reply instanceof Response) return reply.clone();
    if (reply) return reply(body);
    if (route === 'GET /api/version') return Response.json({ version: APP_VERSION });
    return Response.json({ error: 'NOT_FOUND', message: `No route ${route}` }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to "METHOD /path", in order. */
export function sentBodies(fetchMock: ReturnType<typeof stubApi>, route: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === route)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

export function apiError(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status });
}

/** A reply the test gives later: the call stays pending until `answer` is called. */
export function heldReply() {
  let answer: (response: Response) => void = () => {};
  const reply = () => new Promise<Response>((resolve) => (answer = resolve));
  return { reply, answer: (response: Response) => answer(response) };
}
