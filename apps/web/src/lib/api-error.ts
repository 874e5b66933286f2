// No zod here: every page, the landing page too, loads this module through api-client.ts. The
// contract's error types are imported as types only, so they cost the page nothing.
import type {
  ApiError as ApiErrorBody,
  ApiErrorCode,
  DetailedErrorCode,
  ErrorDetails,
} from '@porchlight/contracts';
import { parseJson } from './parse-json';

/** The `{error, message}` body every failed call answers (checked by hand: no zod on this path). */
function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { error, message, field, fields } = body as Record<string, unknown>;
  return (
    typeof error === 'string' &&
    typeof message === 'string' &&
    (field === undefined || typeof field === 'string') &&
    (fields === undefined || (typeof fields === 'object' && fields !== null))
  );
}

/** A call the server answered with a status other than 2xx. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The body's `error` when the server sent an API error; none for a proxy's page or no body. */
  readonly code: ApiErrorCode | undefined;
  /** The first field at fault, and each field's message, when the server names them. */
  readonly field: string | undefined;
  readonly fields: Record<string, string> | undefined;
  /** The body as JSON (the fresh-lead errors carry more fields), or its text when not JSON. */
  readonly body: unknown;

  /**
   * `message` is the server's sentence; for an answer without one, the body's text, else the
   * status text, else the status.
   */
  constructor(status: number, text: string, statusText = '') {
    const parsed = parseJson(text);
    const apiBody = isApiErrorBody(parsed) ? parsed : undefined;
    super(apiBody?.message ?? (text || statusText || `HTTP ${status}`));
    this.status = status;
    // Not checked against API_ERROR_CODES (that table would ride along to the landing page): the
    // server only sends the contract's codes, and a code this build does not know matches no case.
    this.code = apiBody?.error as ApiErrorCode | undefined;
    this.field = apiBody?.field;
    this.fields = apiBody?.fields;
    this.body = parsed === undefined ? text : parsed;
  }
}

/**
 * The fields an error of this code carries beside its sentence (the contract's ERROR_DETAILS; the
 * server checks every such answer against it), or undefined when the error is another. Partial:
 * a server of another version may send fewer, so each reader says what it does without one.
 */
export function errorDetails<C extends DetailedErrorCode>(
  error: unknown,
  code: C,
): Partial<ErrorDetails<C>> | undefined {
  if (!(error instanceof ApiError) || error.code !== code) return undefined;
  const { body } = error;
  return typeof body === 'object' && body !== null ? (body as Partial<ErrorDetails<C>>) : {};
}

/** The server could not be reached at all: offline, DNS, a refused connection. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(cause: unknown) {
    super('Could not reach the server. Check your connection and try again.', { cause });
  }
}

/** A 401: the session is gone (or, at sign-in, the credentials were wrong). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The server's sentence when it sent an API error, else the caller's fallback (network, 502…). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code ? error.message : fallback;
}

/** Each field's message the server sent (`fields`, and `field` with the sentence); none else. */
export function fieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const { field, fields, message } = error;
  return { ...(field && { [field]: message }), ...fields };
}
