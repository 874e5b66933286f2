import type { ApiError } from '@porchlight/contracts';
import { STATUS_PREFIX } from './api-client';
import { parseJson } from './parse-json';

export interface ReadableApiError {
  status?: number;
  error?: string;
  message: string;
  /** The first field at fault, and each field's message, when the server names them. */
  field?: string;
  fields?: Record<string, string>;
}

/** The `{error, message}` body every failed call answers (checked by hand: no zod on this path). */
function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null) return false;
  const { error, message, field, fields } = body as Record<string, unknown>;
  return (
    typeof error === 'string' &&
    typeof message === 'string' &&
    (field === undefined || typeof field === 'string') &&
    (fields === undefined || (typeof fields === 'object' && fields !== null))
  );
}

/** Turns an error thrown above back into the server's code and sentence, for a toast. */
export function readApiError(error: unknown): ReadableApiError {
  const text = error instanceof Error ? error.message : String(error);
  const match = STATUS_PREFIX.exec(text);
  if (!match) return { message: text };
  const status = Number(match[1]);
  const body = match[2] ?? '';
  const parsed = parseJson(body);
  if (!isApiError(parsed)) return { status, message: body };
  const { error: code, message, field, fields } = parsed;
  return { status, error: code, message, ...(field && { field }), ...(fields && { fields }) };
}

/** The server's sentence when it sent an API error, else the caller's fallback (network, 502…). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  const read = readApiError(error);
  return read.error ? read.message : fallback;
}
