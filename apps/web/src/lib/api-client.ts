// No zod here: every page, the landing page too, loads this module.
import { ApiError, NetworkError } from './api-error';

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, credentials: 'include' });
  } catch (error) {
    // A call given up on by its caller is not a lost connection.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
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

/** `headers` adds to the call's own (an idempotency key, say). */
export function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<Response> {
  if (body === undefined) return request(url, headers ? { method, headers } : { method });
  return request(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

// The answers are typed, not parsed: the server checks every answer against its contract before
// sending it (the zod serializer in apps/server/src/app.ts), so the browser need not load zod to
// read them again.

/** A GET whose answer is JSON of the contract's type `T`. */
export async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await request(url, init);
  return res.json();
}

/** A call whose answer is JSON of the contract's type `T`. */
export async function sendJson<T>(
  method: string,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const res = await apiRequest(method, url, body, headers);
  return res.json();
}
