// No zod here: every page, the landing page too, loads this module. The route definitions name
// their schemas and hold none (docs/architecture.md "Routes").
import type { IDEMPOTENCY_KEY_HEADER } from '@porchlight/contracts';
import type { RouteAnswer, RouteDefinition, RouteInput } from '@porchlight/contracts/routes';
import { ApiError, NetworkError } from './api-error';

/**
 * Told how each call went: no answer, or an answer with its Date header. The workspace's
 * connection watch (connection.ts) listens; the public pages need not load it.
 */
export const callWatch: { noAnswer?: () => void; answered?: (date: string | null) => void } = {};

async function send(url: string, init: RequestInit): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, credentials: 'include' });
  } catch (error) {
    // A call given up on by its caller is not a lost connection.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    callWatch.noAnswer?.();
    throw new NetworkError(error);
  }
  callWatch.answered?.(res.headers.get('date'));
  return res;
}

/**
 * Every call sends the session cookie. A non-2xx answer throws an `ApiError` (status, code, the
 * server's sentence); no answer at all throws a `NetworkError`.
 */
async function request(url: string, init: RequestInit = {}): Promise<Response> {
  const res = await send(url, init);
  if (res.ok) return res;
  // A body cut off on its way still leaves the status to go by.
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, text, res.statusText);
}

// The answers are typed, not parsed: the server checks every answer against its contract before
// sending it (the zod serializer in apps/server/src/app.ts), so the browser need not load zod to
// read them again.

/** The parts of a call, as `call` reads them whatever the route. */
export interface CallParts {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
}

export interface CallOptions {
  /** Headers the route asks for (an idempotency key). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  cache?: RequestCache;
}

/** A spend's options: its Idempotency-Key header is required (`idempotencyKey: true`). */
export type KeyedCallOptions = CallOptions & {
  headers: Record<typeof IDEMPOTENCY_KEY_HEADER, string>;
};

/** A route's input, left out when it takes none; a spend's options, with its key. */
export type CallArgs<R extends RouteDefinition> = R['idempotencyKey'] extends true
  ? [input: RouteInput<R>, options: KeyedCallOptions]
  : keyof RouteInput<R> extends never
    ? [input?: Record<string, never>, options?: CallOptions]
    : [input: RouteInput<R>, options?: CallOptions];

/** The address of a call: its path with each parameter filled in, then its query. */
export function routeUrl<R extends RouteDefinition>(route: R, ...[input]: CallArgs<R>): string {
  const { params = {}, query } = (input ?? {}) as CallParts;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * One API call by its contracts definition (docs/architecture.md "Routes"): the address from its
 * path and input, the body as JSON, the answer typed by the route (no content: undefined).
 */
export async function call<R extends RouteDefinition>(
  route: R,
  ...args: CallArgs<R>
): Promise<RouteAnswer<R>> {
  const [input, options = {}] = args;
  const { body } = (input ?? {}) as CallParts;
  const { headers, ...init } = options;
  const hasBody = body !== undefined;
  const res = await request(routeUrl(route, ...args), {
    ...init,
    method: route.method,
    ...((hasBody || headers) && {
      headers: { ...(hasBody && { 'Content-Type': 'application/json' }), ...headers },
    }),
    ...(hasBody && { body: JSON.stringify(body) }),
  });
  return (route.answer === null ? undefined : await res.json()) as RouteAnswer<R>;
}
