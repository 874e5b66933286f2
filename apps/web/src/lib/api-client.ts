// No zod here: every page, the landing page too, loads this module. Reading errors back with the
// contract's schema lives in api-error.ts.

/** Every call sends the session cookie; a non-ok answer becomes "<status>: <body or status text>". */
async function request(url: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, { ...init, credentials: 'include' });
  if (!res.ok) {
    const text = await res.text();
    throw new Error(`${res.status}: ${text || res.statusText}`);
  }
  return res;
}

export function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  if (body === undefined) return request(url, { method });
  return request(url, {
    method,
    headers: { 'Content-Type': 'application/json' },
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
export async function sendJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return res.json();
}

/** How `request` words a failed answer; `readApiError` (api-error.ts) reads it back. */
export const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

/** The status of an error thrown above; no schema, so any page can ask (401 handling). */
export function readApiStatus(error: unknown): number | undefined {
  const match = error instanceof Error ? STATUS_PREFIX.exec(error.message) : null;
  return match ? Number(match[1]) : undefined;
}
