import { ApiError } from '@porchlight/contracts';
import { parseJson } from './parse-json';

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

export async function getJson(url: string, init?: RequestInit): Promise<unknown> {
  const res = await request(url, init);
  return res.json();
}

export interface ReadableApiError {
  status?: number;
  error?: string;
  message: string;
}

/** Turns an error thrown above back into the server's code and sentence, for a toast. */
export function readApiError(error: unknown): ReadableApiError {
  const text = error instanceof Error ? error.message : String(error);
  const match = /^(\d{3}): ([\s\S]*)$/.exec(text);
  if (!match) return { message: text };
  const status = Number(match[1]);
  const body = match[2] ?? '';
  const parsed = ApiError.safeParse(parseJson(body));
  if (!parsed.success) return { status, message: body };
  return { status, error: parsed.data.error, message: parsed.data.message };
}
